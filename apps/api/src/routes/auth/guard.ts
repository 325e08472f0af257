import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type User, findUserById } from '../../db/repositories/users.js';
import { unauthorized } from '../../lib/errors.js';
import { bearer } from '../../lib/tokens.js';

/** The signed-in live user of the request's bearer token, or a 401. */
export async function requireUser(app: FastifyInstance, req: FastifyRequest): Promise<User> {
  const token = bearer(req.headers.authorization);
  if (!token) throw unauthorized('unauthorized', 'Bearer token required');
  const check = await app.tokens.verifyAccess(token);
  if (!check.ok) {
    throw check.reason === 'expired'
      ? unauthorized('token_expired', 'Access token expired')
      : unauthorized('token_invalid', 'Access token invalid');
  }
  const user = await findUserById(app.db, check.userId);
  if (!user || user.deleted) throw unauthorized('user_not_found', 'User no longer exists');
  return user;
}

/** The user id of a valid bearer token, or null (never throws). */
export async function optionalUserId(app: FastifyInstance, req: FastifyRequest): Promise<number | null> {
  const token = bearer(req.headers.authorization);
  if (!token) return null;
  const check = await app.tokens.verifyAccess(token);
  return check.ok ? check.userId : null;
}
