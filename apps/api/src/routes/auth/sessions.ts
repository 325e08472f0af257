import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/db.js';
import * as authRepo from '../../db/repositories/auth.js';
import { findUserById } from '../../db/repositories/users.js';
import { HttpError, unauthorized } from '../../lib/errors.js';
import { TokenService } from '../../lib/tokens.js';

/** What a sign-in or a refresh gives: the pair and how long each part lives (seconds). */
export interface IssuedPair {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  refresh_expires_in: number;
}

/** How many spent tokens a late duplicate may walk past to reach the live one (a chain of quick rotations). */
const MAX_HOPS = 8;

async function pair(app: FastifyInstance, userId: number, sessionId: string, refresh: string, refreshExpiresIn: number) {
  return {
    access_token: await app.tokens.signAccess(userId, sessionId),
    refresh_token: refresh,
    expires_in: app.tokens.accessTtl,
    refresh_expires_in: refreshExpiresIn,
  };
}

/** A new session for a user who just proved their phone: its first refresh token and an access token. */
export async function startSession(app: FastifyInstance, tx: Queryable, userId: number): Promise<IssuedPair> {
  const sessionId = await authRepo.createSession(tx, userId);
  const refresh = TokenService.newRefreshToken();
  const ttl = await authRepo.insertRefreshToken(tx, {
    userId,
    sessionId,
    tokenHash: TokenService.sha256(refresh),
    ttl: app.config.refreshTokenTtl,
  });
  return pair(app, userId, sessionId, refresh, ttl);
}

const reused = () => unauthorized('refresh_reused', 'Refresh token already used: every session of this sign-in is revoked');

/**
 * Rotation with reuse detection that tolerates concurrency (issue 17 defect 1). Run inside a transaction.
 * - An unspent token is spent and replaced by its successor (`TokenService.successorOf`).
 * - A token spent less than `refreshGraceSeconds` ago (a second page render, a second tab, a preload that raced the
 *   first) answers the live token of its chain, the same one the first request got, with a new access token of the
 *   same session: whichever answer's cookies the browser keeps last, it stays signed in.
 * - A token spent longer ago is a replay: the whole session is revoked, access tokens included.
 * Requests presenting one token wait for each other on its row lock, in the database, so this holds across API
 * instances.
 */
export async function rotate(app: FastifyInstance, tx: Queryable, presented: string): Promise<IssuedPair | HttpError> {
  const row = await authRepo.lockRefreshToken(tx, TokenService.sha256(presented));
  if (!row) return unauthorized('refresh_invalid', 'Unknown refresh token');
  if (row.revoked) return unauthorized('refresh_revoked', 'Refresh token revoked');
  const user = await findUserById(tx, row.userId);
  if (!user || user.deleted) {
    await authRepo.revokeSession(tx, row.sessionId);
    return unauthorized('user_not_found', 'User no longer exists');
  }

  if (row.used) {
    let current = row;
    let token = presented;
    for (let hop = 0; current.used; hop++) {
      if (hop >= MAX_HOPS || current.usedAgo === null || current.usedAgo > app.config.refreshGraceSeconds) {
        await authRepo.revokeSession(tx, row.sessionId);
        return reused();
      }
      token = app.tokens.successorOf(token);
      const next = await authRepo.lockRefreshToken(tx, TokenService.sha256(token));
      // A successor that is not there was not made by this rotation (a token spent before it existed): a replay.
      if (!next || next.sessionId !== row.sessionId) {
        await authRepo.revokeSession(tx, row.sessionId);
        return reused();
      }
      current = next;
    }
    if (current.revoked) return unauthorized('refresh_revoked', 'Refresh token revoked');
    if (current.expired) return unauthorized('refresh_expired', 'Refresh token expired');
    return pair(app, user.id, row.sessionId, token, current.expiresIn);
  }

  if (row.expired) return unauthorized('refresh_expired', 'Refresh token expired');
  await authRepo.markRefreshUsed(tx, row.id);
  const successor = app.tokens.successorOf(presented);
  const ttl = await authRepo.insertRefreshToken(tx, {
    userId: user.id,
    sessionId: row.sessionId,
    tokenHash: TokenService.sha256(successor),
    ttl: app.config.refreshTokenTtl,
  });
  return pair(app, user.id, row.sessionId, successor, ttl);
}
