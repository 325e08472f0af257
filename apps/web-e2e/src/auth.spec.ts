import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { SignJWT } from 'jose';
import { apiSession, visitorHeaders } from './session';

const here = path.dirname(fileURLToPath(import.meta.url));
/**
 * The API's JWT secret, to forge an expired access token: generated next to DATA_DIR (the suite's own data folder by
 * default; `E2E_JWT_SECRET_FILE` for a dev server, e.g. /tmp/<you>/jwt-secret when DATA_DIR=/tmp/<you>/pglite).
 */
const secretFile = process.env.E2E_JWT_SECRET_FILE ?? path.join(here, '..', '.artifacts', 'jwt-secret');

/** The same access token (user, session), expired a minute ago: signed with the API's secret. */
async function expiredCopy(accessToken: string): Promise<string> {
  const claims = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ ...claims, iat: undefined, exp: undefined })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now - 3600)
    .setExpirationTime(now - 60)
    .sign(new TextEncoder().encode(readFileSync(secretFile, 'utf8').trim()));
}

const DAY = 24 * 3600;
/** Seconds a Set-Cookie value says the cookie lives. */
const maxAge = (setCookie: string) => Number(/Max-Age=(\d+)/i.exec(setCookie)?.[1] ?? NaN);

/** A fresh mobile number per test (OTP limits are per phone). */
function newPhone(): { national: string; e164: string } {
  const rest = String(Date.now() % 10_000_000).padStart(7, '0');
  const national = `77${String(Math.floor(Math.random() * 10))}${rest}`;
  return { national, e164: `+7${national}` };
}

async function otpFor(request: APIRequestContext, e164: string): Promise<string> {
  const res = await request.get(`/auth/test/otp?phone=${encodeURIComponent(e164)}`);
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { code: string }).code;
}

/** Signs in through the login page as a user would. */
async function signInOnPage(page: Page, request: APIRequestContext, phone = newPhone()) {
  await page.getByLabel('Номер телефона').pressSequentially(phone.national);
  await expect(page.getByLabel('Номер телефона')).toHaveValue(
    `+7 (${phone.national.slice(0, 3)}) ${phone.national.slice(3, 6)}-${phone.national.slice(6, 8)}-${phone.national.slice(8)}`,
  );
  await page.getByRole('button', { name: 'Получить код' }).click();
  await expect(page.getByLabel('Код из СМС')).toBeVisible();
  const code = await otpFor(request, phone.e164);
  await page.getByLabel('Код из СМС').fill(code);
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
  return phone;
}

test.describe('session', () => {
  // Signing in goes through several server round trips; a dev server on a busy machine needs more than the default.
  test.describe.configure({ timeout: 90_000 });

  test('sign in with a phone and the code, reach /profile, sign out', async ({ page, request, context }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Вход в Jolda');

    // A short number is refused next to the field, and what was typed stays.
    await page.getByLabel('Номер телефона').pressSequentially('701');
    await page.getByRole('button', { name: 'Получить код' }).click();
    await expect(page.getByText('Введите номер полностью: +7 и 10 цифр')).toBeVisible();
    await expect(page.getByLabel('Номер телефона')).toHaveValue(/^\+7 \(701/);
    await page.getByLabel('Номер телефона').fill('');

    const phone = newPhone();
    await page.getByLabel('Номер телефона').pressSequentially(phone.national);
    await page.getByRole('button', { name: 'Получить код' }).click();
    await expect(page.getByTestId('resend-countdown')).toContainText(/Отправить код повторно через 0:[0-5]\d|1:00/);

    // The demo SMS provider sends nothing: the login page shows the code it made, labelled as a demo (`npm start`).
    const code = await otpFor(request, phone.e164);
    await expect(page.getByTestId('demo-code')).toContainText(code);
    await expect(page.getByTestId('demo-code')).toContainText('Демо');
    // A wrong code: the attempts left are shown next to the field.
    const wrong = code === '000000' ? '111111' : '000000';
    await page.getByLabel('Код из СМС').fill(wrong);
    await page.getByRole('button', { name: 'Войти', exact: true }).click();
    await expect(page.getByText('Неверный код. Осталось 4 попытки')).toBeVisible();
    await expect(page.getByLabel('Код из СМС')).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Код из СМС').fill(code);
    await page.getByRole('button', { name: 'Войти', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    const menu = page.getByRole('button', { name: /Меню профиля/ });
    await expect(menu).toBeVisible();
    const names = (await context.cookies()).map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(['access_token', 'refresh_token', 'user']));
    // The refresh token is HttpOnly: no script of the page can read it; both live as long as it does (30 days).
    const jar = await context.cookies();
    const refreshCookie = jar.find((c) => c.name === 'refresh_token')!;
    const accessCookie = jar.find((c) => c.name === 'access_token')!;
    expect(refreshCookie.httpOnly).toBe(true);
    expect(accessCookie.httpOnly).toBe(false);
    for (const c of [refreshCookie, accessCookie]) {
      expect(c).toMatchObject({ sameSite: 'Lax', secure: false, path: '/' });
      expect(c.expires - Date.now() / 1000).toBeGreaterThan(30 * DAY - 600);
      expect(c.expires - Date.now() / 1000).toBeLessThanOrEqual(30 * DAY);
    }
    const scriptCookies = await page.evaluate(() => document.cookie);
    expect(scriptCookies).toContain('access_token=');
    expect(scriptCookies).not.toContain('refresh_token');

    // The user menu is rendered by the server on the first paint.
    const html = await (await page.request.get('/')).text();
    expect(html).toContain('data-testid="user-menu"');
    expect(html).not.toContain('data-testid="sign-in-link"');

    await menu.click();
    await page.getByRole('link', { name: 'Профиль' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByTestId('profile-phone')).toHaveText(
      `+7 (${phone.national.slice(0, 3)}) ${phone.national.slice(3, 6)}-${phone.national.slice(6, 8)}-${phone.national.slice(8)}`,
    );

    await page.getByRole('button', { name: /Меню профиля/ }).click();
    await page.getByRole('button', { name: 'Выйти' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('sign-in-link')).toBeVisible();
    // Signing out ended the session: its access token reads nothing any more, at once.
    const afterLogout = await request.get('/auth/profile/v2/', { headers: { authorization: `Bearer ${accessCookie.value}` } });
    expect(afterLogout.status()).toBe(401);
    expect((await afterLogout.json()).code).toBe('session_revoked');
    const after = (await context.cookies()).map((c) => c.name);
    expect(after).not.toContain('access_token');
    expect(after).not.toContain('refresh_token');
    expect(after).not.toContain('user');
    // Signed out everywhere: the profile now sends the visitor to the login page.
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile$/);
  });

  test('an anonymous visit to /profile/favourites lands on /login and comes back after sign-in', async ({ page, request }) => {
    const res = await page.goto('/profile/favourites');
    expect(res?.status()).toBe(200);
    await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile%2Ffavourites$/);
    await signInOnPage(page, request);
    await expect(page).toHaveURL(/\/profile\/favourites$/);
    await expect(page.getByRole('button', { name: /Меню профиля/ })).toBeVisible();
  });

  test('an expired access token is refreshed without the user noticing', async ({ page, request, context, baseURL }) => {
    const phone = newPhone();
    expect((await request.post('/auth/otp/request', { data: { phone: phone.e164 }, headers: visitorHeaders() })).ok()).toBeTruthy();
    const signIn = await request.post('/auth/otp/verify', { data: { phone: phone.e164, code: await otpFor(request, phone.e164) } });
    expect(signIn.ok()).toBeTruthy();
    const { refresh_token, access_token, user } = (await signIn.json()) as { refresh_token: string; access_token: string; user: { id: number } };
    const expired = await expiredCopy(access_token);
    const check = await request.get('/auth/check-token/', { headers: { authorization: `Bearer ${expired}` } });
    expect(check.status()).toBe(401);
    expect(await check.json()).toMatchObject({ code: 8 });

    const url = new URL(baseURL!);
    await context.addCookies(
      [
        ['access_token', expired],
        ['refresh_token', refresh_token],
        ['user', JSON.stringify({ id: user.id })],
      ].map(([name, value]) => ({ name: name!, value: encodeURIComponent(value!), domain: url.hostname, path: '/', httpOnly: name === 'refresh_token' })),
    );

    const res = await page.goto('/profile');
    expect(res?.status()).toBe(200);
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByTestId('profile-phone')).toBeVisible();
    await expect(page.getByRole('button', { name: /Меню профиля/ })).toBeVisible();
    const jar = Object.fromEntries((await context.cookies()).map((c) => [c.name, decodeURIComponent(c.value)]));
    expect(jar['access_token']).toBeTruthy();
    expect(jar['access_token']).not.toBe(expired);
    expect(jar['refresh_token']).not.toBe(refresh_token);
    // The new access token is valid.
    const again = await request.get('/auth/check-token/', { headers: { authorization: `Bearer ${jar['access_token']}` } });
    expect(again.status()).toBe(200);
  });

  test('ten page loads at once with an expired access token all stay signed in', async ({ request, baseURL }) => {
    // Issue 17 defect 1: two tabs, or a page and its preloads, 15 minutes after the last refresh. Before the fix the
    // first render rotated the refresh token, the others presented the old one and the whole sign-in was revoked.
    const s = await apiSession(request);
    const cookie = [
      `access_token=${await expiredCopy(s.access_token)}`,
      `refresh_token=${s.refresh_token}`,
      `user=${encodeURIComponent(JSON.stringify({ id: s.user.id }))}`,
    ].join('; ');
    const paths = ['/', '/cars', '/kk', '/profile', '/kk/cars', '/profile/favourites', '/', '/cars', '/kk/profile', '/kk'];
    const pages = await Promise.all(paths.map((p) => fetch(new URL(p, baseURL), { headers: { cookie }, redirect: 'manual' })));
    const html = await Promise.all(pages.map((r) => r.text()));
    expect(pages.map((r) => r.status)).toEqual(paths.map(() => 200));
    expect(html.filter((h) => h.includes('data-testid="user-menu"'))).toHaveLength(paths.length);
    const setRefresh = pages.map((r) => r.headers.getSetCookie().find((c) => c.startsWith('refresh_token='))!);
    // Every render got the same successor, HttpOnly, living as long as the refresh token.
    expect(new Set(setRefresh.map((c) => c.split(';')[0])).size).toBe(1);
    for (const c of setRefresh) {
      expect(c).toMatch(/; HttpOnly/);
      expect(maxAge(c)).toBeGreaterThan(30 * DAY - 600);
      expect(maxAge(c)).toBeLessThanOrEqual(30 * DAY);
    }
    // Still signed in afterwards, with whichever answer's cookies the browser kept.
    const refresh = decodeURIComponent(setRefresh[0]!.split(';')[0]!.slice('refresh_token='.length));
    const access = decodeURIComponent(pages[7]!.headers.getSetCookie().find((c) => c.startsWith('access_token='))!.split(';')[0]!.slice('access_token='.length));
    const next = await fetch(new URL('/', baseURL), { headers: { cookie: `access_token=${access}; refresh_token=${refresh}` } });
    expect(await next.text()).toContain('data-testid="user-menu"');
    expect((await request.post('/auth/refresh-token/', { data: { refresh_token: refresh } })).status()).toBe(200);
  });

  test('over https through the trusted proxy the session cookies are Secure', async ({ request, baseURL }) => {
    const s = await apiSession(request);
    const cookie = `access_token=${await expiredCopy(s.access_token)}; refresh_token=${s.refresh_token}`;
    // The suite's server trusts loopback (TRUST_PROXY), as it would a TLS-terminating proxy in front of it.
    const page = await fetch(new URL('/', baseURL), { headers: { cookie, 'x-forwarded-proto': 'https' } });
    const set = page.headers.getSetCookie().filter((c) => /^(access|refresh)_token=/.test(c));
    expect(set).toHaveLength(2);
    for (const c of set) expect(c).toMatch(/; Secure/);
    expect(await page.text()).toContain('data-testid="user-menu"');
    // The API's own cookie calls, through the site's proxy.
    const phone = `+7707${String(Date.now() % 10_000_000).padStart(7, '0')}`;
    expect((await request.post('/auth/otp/request', { data: { phone }, headers: visitorHeaders() })).ok()).toBeTruthy();
    const verify = await fetch(new URL('/auth/otp/verify', baseURL), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-jolda-session': 'cookie', 'x-forwarded-proto': 'https', origin: new URL(baseURL!).origin },
      body: JSON.stringify({ phone, code: await otpFor(request, phone) }),
    });
    expect(verify.status).toBe(200);
    expect(await verify.json()).not.toHaveProperty('refresh_token');
    const apiSet = verify.headers.getSetCookie();
    expect(apiSet.find((c) => c.startsWith('refresh_token='))).toMatch(/; HttpOnly; Secure; SameSite=Lax/);
    expect(apiSet.find((c) => c.startsWith('access_token='))).toMatch(/; Secure; SameSite=Lax/);
  });

  test('a call from the page with an expired token refreshes through the HttpOnly cookie', async ({ page, request, context, baseURL }) => {
    const s = await apiSession(request);
    await context.addCookies([
      { name: 'access_token', value: s.access_token, url: baseURL! },
      { name: 'refresh_token', value: s.refresh_token, url: baseURL!, httpOnly: true },
    ]);
    await page.goto('/');
    const menu = page.getByRole('button', { name: /Меню профиля/ });
    await expect(menu).toBeVisible();
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    // The access token expires while the page is open.
    await context.addCookies([{ name: 'access_token', value: await expiredCopy(s.access_token), url: baseURL! }]);
    const refreshed = page.waitForResponse((r) => r.url().endsWith('/auth/refresh-token/'));
    const mine = page.waitForResponse((r) => r.url().includes('/api/my/announcements') && r.status() === 200);
    await menu.click();
    await page.getByRole('link', { name: 'Мои объявления' }).click();
    const answer = await refreshed;
    expect(answer.status()).toBe(200);
    expect(answer.request().postData()).toBeNull(); // no token in the body: the API read the cookie
    expect(await answer.json()).not.toHaveProperty('refresh_token');
    await mine;
    const jar = Object.fromEntries((await context.cookies()).map((c) => [c.name, c]));
    expect(jar['refresh_token']!.value).not.toBe(s.refresh_token);
    expect(jar['refresh_token']!.httpOnly).toBe(true);
    const check = await request.get('/auth/check-token/', { headers: { authorization: `Bearer ${jar['access_token']!.value}` } });
    expect(check.status()).toBe(200);
  });
});
