import { expect, test, type APIRequestContext } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { signIn } from './session';

/**
 * The edge of the site with its DEFAULT limits (600 API calls a minute per visitor): the web server asserts each
 * visitor's address to the API (here the suite plays a trusted proxy: TRUST_PROXY=127.0.0.1 and X-Forwarded-For),
 * so one visitor's burst is refused with full 429 pages while everybody else, also the phones behind the same carrier
 * address (their own device cookie), keeps browsing.
 */
const BURSTER = '203.0.113.77';

async function view(request: APIRequestContext, path: string, headers: Record<string, string>) {
  const res = await request.get(path, { headers, maxRedirects: 0 });
  return { status: res.status(), headers: res.headers(), body: await res.text() };
}

test.describe('edge', () => {
  test('one visitor’s burst of 700 page views gets 429 pages, no 5xx, while 100 others are not limited', async ({ playwright, baseURL }) => {
    test.setTimeout(180_000);
    const request = await playwright.request.newContext({ baseURL });
    try {
      const statuses: Record<number, number> = {};
      let limited: Awaited<ReturnType<typeof view>> | null = null;
      let sent = 0;
      const burst = Promise.all(
        Array.from({ length: 8 }, async () => {
          while (sent < 700) {
            sent++;
            const r = await view(request, '/', { 'x-forwarded-for': BURSTER });
            statuses[r.status] = (statuses[r.status] ?? 0) + 1;
            if (r.status === 429) limited ??= r;
          }
        }),
      );
      // The others arrive while the burst runs: 50 from addresses of their own, 50 behind the burster's address
      // (carrier NAT) with their own device cookie.
      while (!limited && sent < 700) await new Promise((resolve) => setTimeout(resolve, 50));
      const others = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          i < 50
            ? view(request, '/', { 'x-forwarded-for': `198.51.100.${i + 1}` })
            : view(request, '/', { 'x-forwarded-for': BURSTER, cookie: `jolda_vid=${randomUUID()}` }),
        ),
      );
      await burst;

      expect(Object.keys(statuses).filter((s) => Number(s) >= 500)).toEqual([]);
      expect(statuses[429] ?? 0).toBeGreaterThan(0);
      expect((statuses[200] ?? 0) + (statuses[429] ?? 0)).toBe(700);
      expect(others.map((r) => r.status)).toEqual(Array(100).fill(200));

      // The 429 is the site's real error page: a whole document with its styles, scripts and a retry, and when to retry.
      const page = limited!;
      expect(Number(page.headers['retry-after'])).toBeGreaterThan(0);
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.body).toMatch(/^<!DOCTYPE html><html lang="ru"/);
      expect(page.body).toMatch(/<link rel="stylesheet" href="\/assets\/[^"]+\.css"/);
      expect(page.body).toContain('<header');
      expect(page.body).toContain('role="alert"');
      expect(page.body).toContain('Повторить');
    } finally {
      await request.dispose();
    }
  });

  test('the limited visitor sees the styled error page in the browser, and its retry loads the page', async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.78' } });
    const request = context.request;
    // Use up the address's minute (600 calls), 50 at a time.
    for (let i = 0; i < 14; i++) {
      const codes = await Promise.all(Array.from({ length: 50 }, async () => (await request.get(`${baseURL}/api/catalog/regions`)).status()));
      if (codes.includes(429)) break;
    }
    const page = await context.newPage();
    const res = await page.goto('/kk/cars');
    expect(res?.status()).toBe(429);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    const alert = page.getByRole('alert');
    await expect(alert).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible(); // the site's header: the whole layout, not a fragment
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).not.toBe('rgba(0, 0, 0, 0)'); // the site's styles are applied
    // The browser made its device id once the page ran: its calls now have a bucket of their own, so the retry,
    // which runs the page's loaders again, gets the page.
    await alert.getByRole('button').click();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await context.close();
  });

  test('paths the server cannot read are redirected to their clean form or are a 404, never a 500', async ({ request, baseURL }) => {
    for (const [path, location] of [['//', '/'], ['///', '/'], ['//evil.example', '/evil.example']]) {
      const r = await request.get(`${baseURL}${path}`, { maxRedirects: 0 });
      expect(r.status(), path).toBe(301);
      expect(r.headers()['location']).toBe(location);
    }
    expect((await request.get('/cars/%E0%A4%A', { maxRedirects: 0 })).status()).toBe(404);
  });

  test('a signed-in visitor sent to /login?redirect=/kk//evil.example stays on this site', async ({ page, request, baseURL }) => {
    await signIn(page, request, baseURL!);
    const res = await page.request.get('/login?redirect=%2Fkk%2F%2Fevil.example', { maxRedirects: 0 });
    expect(res.status()).toBe(302);
    expect(res.headers()['location']).toBe('/evil.example');
  });

  test('anonymous pages may be kept by a CDN, signed-in ones stay private', async ({ page, request, baseURL }) => {
    const anonymous = await request.fetch('/cars', { headers: { cookie: '' } });
    expect(anonymous.headers()['cache-control']).toMatch(/^public, .*s-maxage=\d+.*stale-while-revalidate=\d+/);
    expect(anonymous.headers()['set-cookie']).toBeUndefined();
    await signIn(page, request, baseURL!);
    const signedIn = await page.request.get('/cars');
    expect(signedIn.headers()['cache-control']).toBe('private, no-cache');
  });
});
