import { cookieSessionSchema, cookieSignInResultSchema } from '@jolda/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemorySms, type TestDb, createTestApp, createTestDb, edgeHeaders } from './helpers.js';

/**
 * The site's session calls with cookies (issue 17 defect 9): the refresh token is an HttpOnly cookie living as long as
 * the token, `Secure` over https (the forwarded proto believed only when the web server signed it), never in a body
 * the page's scripts read, and the calls that use it refuse other sites.
 */
let t: TestDb;
let app: FastifyInstance;
const sms = new MemorySms();
let seq = 0;
const newPhone = () => `+7708${String(4_000_000 + ++seq * 6_007).slice(-7)}`;
/** A call of the site's page, through the web server (which signs the visitor's protocol and host for the API). */
const site = (): Record<string, string> => ({ 'x-jolda-session': 'cookie', 'sec-fetch-site': 'same-origin', origin: 'http://localhost:3000', ...edgeHeaders() });
const REFRESH_TTL = 30 * 24 * 3600;

beforeAll(async () => {
  t = await createTestDb();
  app = await createTestApp(t.db, {}, sms);
});
afterAll(async () => {
  await app.close();
  await t.close();
});

const cookie = (res: LightMyRequestResponse, name: string) => res.cookies.find((c) => c.name === name);
const jar = (res: LightMyRequestResponse) => res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

/** Signs in as the site's login page does. */
async function siteSignIn(headers: Record<string, string> = site(), remoteAddress = '127.0.0.1') {
  const phone = newPhone();
  expect((await app.inject({ method: 'POST', url: '/auth/otp/request', payload: { phone } })).statusCode).toBe(200);
  return app.inject({ method: 'POST', url: '/auth/otp/verify', headers, remoteAddress, payload: { phone, code: sms.last(phone)! } });
}
const siteRefresh = (cookies: string, headers: Record<string, string> = site()) =>
  app.inject({ method: 'POST', url: '/auth/refresh-token/', headers: { ...headers, cookie: cookies }, remoteAddress: '127.0.0.1' });

describe('sign-in from the site', () => {
  it('sets the pair as cookies: refresh_token HttpOnly, both living as long as the refresh token; no refresh token in the body', async () => {
    const res = await siteSignIn();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).not.toHaveProperty('refresh_token');
    expect(cookieSignInResultSchema.parse(body).refresh_expires_in).toBeGreaterThan(REFRESH_TTL - 5);
    const refresh = cookie(res, 'refresh_token')!;
    const access = cookie(res, 'access_token')!;
    expect(refresh).toMatchObject({ httpOnly: true, path: '/', sameSite: 'Lax' });
    expect(access).toMatchObject({ path: '/', sameSite: 'Lax', value: body.access_token });
    expect(access.httpOnly).toBeFalsy(); // the spec's "signed in" marker, and the bearer of the page's calls
    for (const c of [refresh, access]) {
      expect(c.maxAge).toBeGreaterThan(REFRESH_TTL - 5);
      expect(c.maxAge).toBeLessThanOrEqual(REFRESH_TTL);
      expect(c.secure).toBeFalsy(); // plain http
    }
  });

  it('marks the cookies Secure over https through the trusted proxy only', async () => {
    const https = await siteSignIn({ ...site(), origin: 'https://jolda.kz', ...edgeHeaders({ proto: 'https', host: 'jolda.kz' }) });
    expect(cookie(https, 'refresh_token')!.secure).toBe(true);
    expect(cookie(https, 'access_token')!.secure).toBe(true);
    // A client that is not the web server cannot claim https (nor its host): unsigned, or signed with another secret.
    const { 'x-jolda-edge': _sig, ...unsigned } = edgeHeaders({ proto: 'https', host: 'jolda.kz' });
    const forged = await siteSignIn({ ...site(), ...unsigned, origin: 'http://localhost' }, '203.0.113.7');
    expect(forged.statusCode).toBe(200);
    expect(cookie(forged, 'refresh_token')!.secure).toBeFalsy();
    const badSignature = { ...edgeHeaders({ proto: 'https', host: 'jolda.kz' }), 'x-jolda-edge': `v1.${Math.floor(Date.now() / 1000)}.${'A'.repeat(43)}` };
    const wrong = await siteSignIn({ ...site(), ...badSignature, origin: 'http://localhost' }, '203.0.113.7');
    expect(wrong.statusCode).toBe(200);
    expect(cookie(wrong, 'refresh_token')!.secure).toBeFalsy();
  });

  it('without the header (the server, the app) answers the pair in the body and sets no cookie', async () => {
    const res = await siteSignIn({});
    expect(res.json()).toHaveProperty('refresh_token');
    expect(res.cookies).toEqual([]);
  });
});

describe('refresh from the site', () => {
  it('reads the HttpOnly cookie and writes the new pair as cookies', async () => {
    const signIn = await siteSignIn();
    const res = await siteRefresh(jar(signIn));
    expect(res.statusCode).toBe(200);
    const body = cookieSessionSchema.parse(res.json());
    expect(res.json()).not.toHaveProperty('refresh_token');
    expect(cookie(res, 'access_token')!.value).toBe(body.access_token);
    expect(cookie(res, 'refresh_token')).toMatchObject({ httpOnly: true });
    expect(cookie(res, 'refresh_token')!.value).not.toBe(cookie(signIn, 'refresh_token')!.value);
    const profile = await app.inject({ url: '/auth/profile/v2/', headers: { authorization: `Bearer ${body.access_token}` } });
    expect(profile.statusCode).toBe(200);
  });

  it('10 at once (tabs, page loads) all get the same new refresh cookie', async () => {
    const signIn = await siteSignIn();
    const all = await Promise.all(Array.from({ length: 10 }, () => siteRefresh(jar(signIn))));
    expect(all.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(all.map((r) => cookie(r, 'refresh_token')!.value)).size).toBe(1);
  });

  it('a failed refresh removes both cookies', async () => {
    const res = await siteRefresh('refresh_token=unknown-token-unknown-token');
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('refresh_invalid');
    for (const name of ['access_token', 'refresh_token']) expect(cookie(res, name)).toMatchObject({ value: '', maxAge: 0 });
    expect((await siteRefresh('')).json().code).toBe('refresh_invalid');
  });

  it('refuses other sites (CSRF), and a cookie alone is never used', async () => {
    const signIn = await siteSignIn();
    const cookies = jar(signIn);
    const crossSite = await siteRefresh(cookies, { ...site(), 'sec-fetch-site': 'cross-site' });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().code).toBe('csrf_refused');
    const { 'sec-fetch-site': _s, ...noFetchMetadata } = site();
    expect((await siteRefresh(cookies, { ...noFetchMetadata, origin: 'https://evil.example' })).statusCode).toBe(403);
    // Without the header the cookie is not read: the body must carry the token.
    const plain = await app.inject({ method: 'POST', url: '/auth/refresh-token/', headers: { cookie: cookies }, payload: {} });
    expect(plain.statusCode).toBe(400);
    expect(plain.cookies).toEqual([]);
    // The refused calls spent nothing: the session refreshes normally.
    expect((await siteRefresh(cookies)).statusCode).toBe(200);
  });
});

describe('logout from the site', () => {
  it('ends the session of the cookie and removes both cookies', async () => {
    const signIn = await siteSignIn();
    const access = signIn.json().access_token as string;
    const res = await app.inject({ method: 'POST', url: '/auth/logout/', headers: { ...site(), cookie: jar(signIn) }, remoteAddress: '127.0.0.1' });
    expect(res.statusCode).toBe(204);
    for (const name of ['access_token', 'refresh_token']) expect(cookie(res, name)).toMatchObject({ value: '', maxAge: 0 });
    expect((await app.inject({ url: '/auth/profile/v2/', headers: { authorization: `Bearer ${access}` } })).statusCode).toBe(401);
    expect((await siteRefresh(jar(signIn))).json().code).toBe('refresh_revoked');
  });
});
