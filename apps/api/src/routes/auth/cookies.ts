import { SESSION_COOKIE, SESSION_MODE_HEADER } from '@jolda/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/errors.js';
import type { IssuedPair } from './sessions.js';

/**
 * The browser's way to the session calls (issue 17 defect 9). The refresh token lives only in an HttpOnly cookie, so
 * the site's own scripts send `x-jolda-session: cookie` and the API reads the token from the cookie and writes the new
 * pair back as cookies; the answer's body never carries the refresh token. Other clients (the site's server, the
 * native app) send the token in the body and get the pair in the body, as before.
 */
export function cookieMode(req: FastifyRequest): boolean {
  return req.headers[SESSION_MODE_HEADER] === 'cookie';
}

/**
 * Cross-site request forgery: a call that acts on the session cookie must come from the site's own pages. The custom
 * header already takes a CORS preflight that other origins fail; on top of that the browser's own word
 * (`Sec-Fetch-Site`, or `Origin` where that is missing) must name this origin or a configured CORS origin.
 */
export function assertSameOrigin(req: FastifyRequest, corsOrigins: readonly string[] | undefined): void {
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') throw refused();
  const origin = req.headers.origin;
  if (origin === undefined) return;
  let same: boolean;
  try {
    // Through URL both sides, so a default port (`:80`, `:443`) compares equal to none.
    same = new URL(origin).host === new URL(`${req.protocol}://${req.host}`).host;
  } catch {
    throw refused();
  }
  if (!same && !corsOrigins?.includes(origin)) throw refused();
}

const refused = () => new HttpError(403, 'csrf_refused', 'Session calls with cookies are accepted from this site only');

/** The refresh token of the request's cookie, if any. */
export function refreshTokenCookie(req: FastifyRequest): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  return req.server.parseCookie(header)[SESSION_COOKIE.refresh] || undefined;
}

/**
 * The session cookies, both living as long as the refresh token: `refresh_token` HttpOnly (no script reads it),
 * `access_token` readable (the spec's "signed in" marker; the browser's calls send it as the bearer). `Secure` when the
 * request came over https (`req.protocol` believes `X-Forwarded-Proto` only from the trusted proxy, the web server).
 */
export function setSessionCookies(req: FastifyRequest, reply: FastifyReply, pair: Pick<IssuedPair, 'access_token' | 'refresh_token' | 'refresh_expires_in'>) {
  const base = { path: '/', sameSite: 'lax' as const, secure: req.protocol === 'https', maxAge: pair.refresh_expires_in };
  reply.setCookie(SESSION_COOKIE.access, pair.access_token, base);
  reply.setCookie(SESSION_COOKIE.refresh, pair.refresh_token, { ...base, httpOnly: true });
}

/** Removes both session cookies (the browser cannot remove an HttpOnly one itself). */
export function clearSessionCookies(req: FastifyRequest, reply: FastifyReply) {
  const base = { path: '/', sameSite: 'lax' as const, secure: req.protocol === 'https', maxAge: 0, expires: new Date(0) };
  reply.setCookie(SESSION_COOKIE.access, '', base);
  reply.setCookie(SESSION_COOKIE.refresh, '', { ...base, httpOnly: true });
}
