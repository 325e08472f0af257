import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type User, findUserById } from '../../db/repositories/users.js';
import { unauthorized } from '../../lib/errors.js';
import { declaresSecurity, defineGuard, guardsOf } from '../../lib/guards.js';
import { bearer } from '../../lib/tokens.js';

/** The signed-in live user of the request's bearer token, or a 401 (`signedIn`, and guards that also take a bearer). */
export async function authenticate(app: FastifyInstance, req: FastifyRequest): Promise<User> {
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

/** The user id of a valid bearer token, or null (never throws). Routes that use it declare `maybeSignedIn`. */
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
  return check.ok ? check.userId : null;
}
