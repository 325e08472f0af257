import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { SignJWT } from 'jose';

const here = path.dirname(fileURLToPath(import.meta.url));
/**
 * The API's JWT secret, to forge an expired access token: generated next to DATA_DIR (the suite's own data folder by
 * default; `E2E_JWT_SECRET_FILE` for a dev server, e.g. /tmp/<you>/jwt-secret when DATA_DIR=/tmp/<you>/pglite).
 */
const secretFile = process.env.E2E_JWT_SECRET_FILE ?? path.join(here, '..', '.artifacts', 'jwt-secret');

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

    // A wrong code: the attempts left are shown next to the field.
    const code = await otpFor(request, phone.e164);
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
    expect((await request.post('/auth/otp/request', { data: { phone: phone.e164 } })).ok()).toBeTruthy();
    const signIn = await request.post('/auth/otp/verify', { data: { phone: phone.e164, code: await otpFor(request, phone.e164) } });
    expect(signIn.ok()).toBeTruthy();
    const { refresh_token, user } = (await signIn.json()) as { refresh_token: string; user: { id: number } };

    const now = Math.floor(Date.now() / 1000);
    const secret = new TextEncoder().encode(readFileSync(secretFile, 'utf8').trim());
    const expired = await new SignJWT({ typ: 'access' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(user.id))
      .setIssuer('jolda')
      .setIssuedAt(now - 3600)
      .setExpirationTime(now - 60)
      .sign(secret);
    const check = await request.get('/auth/check-token/', { headers: { authorization: `Bearer ${expired}` } });
    expect(check.status()).toBe(401);
    expect(await check.json()).toMatchObject({ code: 8 });

    const url = new URL(baseURL!);
    await context.addCookies(
      [
        ['access_token', expired],
        ['refresh_token', refresh_token],
        ['user', JSON.stringify({ id: user.id })],
      ].map(([name, value]) => ({ name: name!, value: encodeURIComponent(value!), domain: url.hostname, path: '/' })),
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
});
