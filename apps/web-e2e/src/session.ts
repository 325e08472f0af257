import { type APIRequestContext, type Browser, type BrowserContext, type Page, expect } from '@playwright/test';

/** A fresh mobile number per call (OTP limits are per phone): `national` as typed in the form, `e164` for the API. */
export function newPhone(): { national: string; e164: string } {
  const national = `77${String(Math.floor(Math.random() * 10))}${String(Math.floor(1_000_000 + Math.random() * 8_999_999))}`;
  return { national, e164: `+7${national}` };
}

/**
 * A visitor's own address, as the trusted proxy in front of the site forwards it (the suite plays that proxy:
 * TRUST_PROXY=loopback). Each session the suite opens comes from its own address, as real users do: the API limits the
 * sign-in codes one address may ask for an hour, and the whole suite on one address would pass that limit.
 */
export function visitorHeaders(): Record<string, string> {
  const octet = () => String(1 + Math.floor(Math.random() * 254));
  return { 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` };
}

/** The code the API sent to a phone (test mode only: `/auth/test/otp`). */
export async function otpFor(request: APIRequestContext, e164: string): Promise<string> {
  const res = await request.get(`/auth/test/otp?phone=${encodeURIComponent(e164)}`);
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { code: string }).code;
}

export interface ApiSession {
  access_token: string;
  refresh_token: string;
  user: { id: number };
  phone: string;
}

/** A new user signed in through the API only (request a code, read it, verify). */
export async function apiSession(request: APIRequestContext): Promise<ApiSession> {
  const { e164: phone } = newPhone();
  expect((await request.post('/auth/otp/request', { data: { phone }, headers: visitorHeaders() })).ok()).toBeTruthy();
  const verify = await request.post('/auth/otp/verify', {
    data: { phone, code: await otpFor(request, phone) },
  });
  expect(verify.ok()).toBeTruthy();
  return { ...((await verify.json()) as Omit<ApiSession, 'phone'>), phone };
}

/**
 * Signs in a new user through the API (test-mode OTP peek) and hands the session to the browser as cookies, as the site
 * sets them (the refresh token HttpOnly).
 */
export async function signIn(page: Page, request: APIRequestContext, baseURL: string): Promise<ApiSession> {
  const session = await apiSession(request);
  await page.context().addCookies([
    { name: 'access_token', value: session.access_token, url: baseURL },
    { name: 'refresh_token', value: session.refresh_token, url: baseURL, httpOnly: true },
  ]);
  return session;
}

/** A browser context of its own signed in as `session` (its cookies, as a sign-in leaves them), at `width` × `height`. */
export async function signedInContext(
  browser: Browser,
  session: Pick<ApiSession, 'access_token' | 'refresh_token'>,
  baseURL: string,
  viewport: { width: number; height: number },
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport });
  await context.addCookies([
    { name: 'access_token', value: session.access_token, url: baseURL },
    { name: 'refresh_token', value: session.refresh_token, url: baseURL, httpOnly: true },
  ]);
  return context;
}
