import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionLive } from '../../db/repositories/auth.js';
import { type User, findUserInSession } from '../../db/repositories/users.js';
import { unauthorized } from '../../lib/errors.js';
import { declaresSecurity, defineGuard, guardsOf } from '../../lib/guards.js';
import { bearer } from '../../lib/tokens.js';

export const sessionRevoked = () => unauthorized('session_revoked', 'This sign-in has ended: sign in again');

/**
 * The signed-in live user of the request's bearer token, or a 401. The token's session is checked in the same read
 * as the user, so a logout or a revoked sign-in ends its access tokens at once (issue 17 defect 5).
 */
export async function authenticate(app: FastifyInstance, req: FastifyRequest): Promise<User> {
  const token = bearer(req.headers.authorization);
  if (!token) throw unauthorized('unauthorized', 'Bearer token required');
  const check = await app.tokens.verifyAccess(token);
  if (!check.ok) {
    throw check.reason === 'expired'
      ? unauthorized('token_expired', 'Access token expired')
      : unauthorized('token_invalid', 'Access token invalid');
  }
  const found = await findUserInSession(app.db, check.userId, check.sessionId);
  if (!found || found.user.deleted) throw unauthorized('user_not_found', 'User no longer exists');
  if (!found.sessionLive) throw sessionRevoked();
  return found.user;
}

/**
 * The guard of every route that needs a signed-in user: `{ onRequest: signedIn }`. It answers 401 before the request
 * is read or validated, keeps the user for `requireUser`, and makes the route's OpenAPI security `bearer`.
 */
export const signedIn = defineGuard([{ bearer: [] }], async (req) => {
  req.user = await authenticate(req.server, req);
});

/**
 * For routes that work without a token and use one when given (`optionalUserId`): documents the bearer as optional
 * (`[{}, { bearer: [] }]`). The token is read only where the handler needs it, so anonymous requests cost nothing.
 */
export const maybeSignedIn = declaresSecurity([{}, { bearer: [] }]);

/** For routes that read the bearer token themselves and answer with their own codes (`GET /auth/check-token/`). */
export const readsBearer = declaresSecurity([{ bearer: [] }]);

/**
 * The user `signedIn` let in. A handler of a route without that guard gets a 500 (never a user): the route would be
 * documented as public, so the missing guard shows in the route's first test.
 */
export async function requireUser(_app: FastifyInstance, req: FastifyRequest): Promise<User> {
  if (!req.user || !guardsOf(req).includes(signedIn)) {
    throw new Error(
      `${req.method} ${req.routeOptions.url}: requireUser needs the route's signedIn guard (onRequest: signedIn)`,
    );
  }
  return req.user;
}

/** The user id of a valid bearer token whose session is live, or null (never throws). Routes that use it declare `maybeSignedIn`. */
export async function optionalUserId(app: FastifyInstance, req: FastifyRequest): Promise<number | null> {
  if (!guardsOf(req).some((g) => g === maybeSignedIn || g === signedIn)) {
    throw new Error(
      `${req.method} ${req.routeOptions.url}: optionalUserId needs the route's maybeSignedIn guard`,
    );
  }
  if (req.user) return req.user.id;
  const token = bearer(req.headers.authorization);
  if (!token) return null;
  const check = await app.tokens.verifyAccess(token);
  if (!check.ok) return null;
  return (await sessionLive(app.db, check.sessionId, check.userId)) ? check.userId : null;
}
