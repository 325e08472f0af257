import { type APIRequestContext, type Page, expect } from '@playwright/test';
import { type ApiSession, otpFor, visitorHeaders } from './session';

/** Shared by the market's buyer-side specs. */

/** Interactions wait for React to take over the server's HTML. */
export async function hydrated(page: Page) {
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
}

export const bearer = (s: ApiSession) => ({ authorization: `Bearer ${s.access_token}` });

/** The first free test-drive slot of a dealer for a model (skipping `skip` free ones). */
export async function freeSlot(request: APIRequestContext, dealer: string, brand: string, model: string, skip = 0): Promise<string> {
  const res = await request.get(`/api/market/dealers/${dealer}/test-drive-slots?brand=${brand}&model=${model}&days=4`);
  expect(res.ok()).toBeTruthy();
  const days = ((await res.json()) as { days: { slots: { startsAt: string; free: boolean }[] }[] }).days;
  const free = days.flatMap((d) => d.slots).filter((s) => s.free);
  expect(free.length).toBeGreaterThan(skip);
  return free[skip]!.startsAt;
}

export async function testDriveDealer(request: APIRequestContext): Promise<string> {
  const page = (await (await request.get('/api/market/brands/toyota/models/camry?city=almaty')).json()) as {
    dealers: { slug: string; services: string[] }[];
  };
  return page.dealers.find((d) => d.services.includes('test_drive'))!.slug;
}

/** The demo dealer account (README) signed in once per run: its code can be asked for once a minute. */
let dealer: ApiSession | undefined;
export async function dealerSession(request: APIRequestContext): Promise<ApiSession> {
  if (dealer) return dealer;
  const phone = '+77000000001';
  expect((await request.post('/auth/otp/request', { data: { phone }, headers: visitorHeaders() })).ok()).toBeTruthy();
  const verify = await request.post('/auth/otp/verify', {
    data: { phone, code: await otpFor(request, phone) },
  });
  expect(verify.ok()).toBeTruthy();
  dealer = { ...((await verify.json()) as Omit<ApiSession, 'phone'>), phone };
  return dealer;
}
