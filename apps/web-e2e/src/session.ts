import { type APIRequestContext, type Page, expect } from '@playwright/test';

/** Signs in a new user through the API (test-mode OTP peek) and hands the session to the browser as cookies. */
export async function signIn(page: Page, request: APIRequestContext, baseURL: string) {
  const phone = `+7701${String(Math.floor(1_000_000 + Math.random() * 8_999_999))}`;
  expect((await request.post('/auth/otp/request', { data: { phone } })).ok()).toBeTruthy();
  const { code } = await (await request.get(`/auth/test/otp?phone=${encodeURIComponent(phone)}`)).json();
  const verify = await request.post('/auth/otp/verify', { data: { phone, code } });
  expect(verify.ok()).toBeTruthy();
  const session = (await verify.json()) as { access_token: string; refresh_token: string; user: { id: number } };
  await page.context().addCookies([
    { name: 'access_token', value: session.access_token, url: baseURL },
    { name: 'refresh_token', value: session.refresh_token, url: baseURL },
  ]);
  return { ...session, phone };
}
