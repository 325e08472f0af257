// @vitest-environment node
/**
 * The micro-cache of anonymous visitors' pages (page-cache.ts) through the whole web server (app.ts) with a stand-in
 * render whose page shows a price the test changes, and a clock the test moves: what is kept, for whom, for how long,
 * and that every answer has its own nonce.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createWebApp } from './app';
import { PageCache, withNonce } from './page-cache';
import type { RenderFn } from './render-page';
import { SHARED_PAGE_CACHE } from './render-page';

const TTL = 5000;
let price = 17_500_000;
let renders = 0;
let now = 1_000_000;
/** Renders started and not yet let go (`hold` makes the next renders wait for `release`). */
let hold: Promise<void> | null = null;

/** A stand-in render: the page shows the current price and its nonce the way the SSR entry writes it (attributes). */
const render: RenderFn = async ({ request, nonce, shared }) => {
  renders++;
  if (hold) await hold;
  const url = new URL(request.url);
  const headers = new Headers({ 'content-type': 'text/html; charset=utf-8' });
  if (url.pathname === '/sets-cookie') headers.append('set-cookie', 'platform=ios; Path=/');
  const html = Buffer.from(
    `<!DOCTYPE html><html><head><meta property="csp-nonce" content="${nonce}"><script nonce="${nonce}">1</script></head>` +
      `<body><p data-price="${price}">Camry — ${price} ₸</p><p>${shared ? 'shared' : 'personal'}</p>` +
      `<p data-city="${/(?:^|;\s*)city=([^;]*)/.exec(request.headers.get('cookie') ?? '')?.[1] ?? ''}"></p>${'x'.repeat(2000)}</body></html>`,
  );
  return { status: url.pathname === '/missing' ? 404 : 200, headers, html };
};

const nonceOf = (res: { headers: Record<string, unknown> }) => /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))![1]!;
const priceOf = (body: string) => Number(/data-price="(\d+)"/.exec(body)![1]);

describe('the page micro-cache', () => {
  let app: FastifyInstance;
  let cache: PageCache;

  beforeAll(async () => {
    cache = new PageCache(TTL, 200, () => now);
    app = await createWebApp({
      apiUrl: new URL('http://127.0.0.1:9'),
      secret: 's'.repeat(40),
      trustProxy: false,
      upstreamTimeoutMs: 300,
      getRender: () => render,
      pageCache: cache,
    });
  });
  afterAll(async () => {
    await app.close();
  });

  it('serves an anonymous page from the cache for at most the TTL, so a price change shows within it', async () => {
    price = 17_500_000;
    const before = renders;
    const first = await app.inject({ url: '/market/toyota/camry' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe(SHARED_PAGE_CACHE);
    expect(priceOf(first.body)).toBe(17_500_000);
    // The price changes; within the TTL the kept page is served (no render).
    price = 16_900_000;
    now += TTL - 1;
    const kept = await app.inject({ url: '/market/toyota/camry' });
    expect(renders).toBe(before + 1);
    expect(priceOf(kept.body)).toBe(17_500_000);
    expect(kept.headers['cache-control']).toBe(SHARED_PAGE_CACHE);
    expect(kept.headers['vary']).toBe('Accept-Encoding, Cookie, Sec-CH-UA-Mobile');
    // Once the TTL has passed, the page is rendered again and shows the new price.
    now += 1;
    const fresh = await app.inject({ url: '/market/toyota/camry' });
    expect(renders).toBe(before + 2);
    expect(priceOf(fresh.body)).toBe(16_900_000);
  });

  it('gives every answer its own nonce, in the header and in the HTML', async () => {
    const a = await app.inject({ url: '/market/kia/k5' });
    const b = await app.inject({ url: '/market/kia/k5' });
    const [na, nb] = [nonceOf(a), nonceOf(b)];
    expect(na).not.toBe(nb);
    expect(a.body).toContain(`nonce="${na}"`);
    expect(b.body).toContain(`nonce="${nb}"`);
    expect(b.body).not.toContain(na);
    expect(b.body.split(nb).length - 1).toBe(2);
    // Compressed answers are compressed from the page with their own nonce.
    const br = await app.inject({ url: '/market/kia/k5', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
  });

  it('never serves a cached page to a signed-in visitor, nor keeps theirs', async () => {
    price = 21_000_000;
    now += TTL;
    await app.inject({ url: '/market/toyota/rav4' });
    const before = renders;
    price = 22_000_000;
    for (const cookie of ['access_token=a', 'refresh_token=r', 'jolda_vid=v', 'theme=dark']) {
      const personal = await app.inject({ url: '/market/toyota/rav4', headers: { cookie } });
      expect(personal.headers['cache-control'], cookie).toBe('private, no-cache');
      expect(priceOf(personal.body), cookie).toBe(22_000_000);
      expect(personal.body).toContain('personal');
    }
    expect(renders).toBe(before + 4);
    const withAuthorization = await app.inject({ url: '/market/toyota/rav4', headers: { authorization: 'Bearer x' } });
    expect(priceOf(withAuthorization.body)).toBe(22_000_000);
    // Their renders were not kept: an anonymous visitor still gets the kept anonymous page.
    const anonymous = await app.inject({ url: '/market/toyota/rav4' });
    expect(priceOf(anonymous.body)).toBe(21_000_000);
    expect(anonymous.body).toContain('shared');
  });

  it("a page made for the buyer's remembered city (the `city` cookie) is private: kept for no one, served to no one else (issue 23 item 5)", async () => {
    now += TTL;
    const cityOf = (body: string) => /data-city="([^"]*)"/.exec(body)![1];
    const anonymous = await app.inject({ url: '/cars' });
    expect(anonymous.headers['cache-control']).toBe(SHARED_PAGE_CACHE);
    expect(cityOf(anonymous.body)).toBe('');
    const before = renders;
    for (const city of ['astana', 'almaty', 'astana']) {
      const page = await app.inject({ url: '/cars', headers: { cookie: `locale=kk; city=${city}` } });
      // No CDN keeps it (private), and a browser cache keeps it per cookie (Vary: Cookie).
      expect(page.headers['cache-control'], city).toBe('private, no-cache');
      expect(String(page.headers['vary']).split(', '), city).toContain('Cookie');
      expect(cityOf(page.body), city).toBe(city);
    }
    expect(renders).toBe(before + 3); // each rendered for its visitor, none from the anonymous page
    const again = await app.inject({ url: '/cars' });
    expect(cityOf(again.body)).toBe('');
    expect(renders).toBe(before + 3); // the anonymous page, still kept, was not replaced by a city's
  });

  it('keeps pages apart by address, locale cookie and mobile hint, and keeps no 404 or page with Set-Cookie', async () => {
    now += TTL;
    price = 1;
    await app.inject({ url: '/market/hyundai/tucson' });
    price = 2;
    expect(priceOf((await app.inject({ url: '/market/hyundai/tucson?city=astana' })).body)).toBe(2);
    expect(priceOf((await app.inject({ url: '/kk/market/hyundai/tucson' })).body)).toBe(2);
    expect(priceOf((await app.inject({ url: '/market/hyundai/tucson', headers: { cookie: 'locale=kk' } })).body)).toBe(2);
    expect(priceOf((await app.inject({ url: '/market/hyundai/tucson', headers: { 'sec-ch-ua-mobile': '?1' } })).body)).toBe(2);
    expect(priceOf((await app.inject({ url: '/market/hyundai/tucson' })).body)).toBe(1);
    const before = renders;
    await app.inject({ url: '/missing' });
    await app.inject({ url: '/missing' });
    const cookie = await app.inject({ url: '/sets-cookie' });
    expect(cookie.headers['set-cookie']).toBeDefined();
    const again = await app.inject({ url: '/sets-cookie' });
    expect(again.headers['set-cookie']).toBeDefined();
    expect(renders).toBe(before + 4);
  });

  it('renders once for requests that arrive together for a page not kept yet', async () => {
    now += TTL;
    let release: () => void = () => undefined;
    hold = new Promise<void>((resolve) => (release = resolve));
    const before = renders;
    const answers = Array.from({ length: 5 }, () => app.inject({ url: '/market/chery/tiggo-7' }));
    await new Promise((resolve) => setImmediate(resolve));
    hold = null;
    release();
    const all = await Promise.all(answers);
    expect(renders).toBe(before + 1);
    expect(all.every((r) => r.statusCode === 200)).toBe(true);
    expect(new Set(all.map(nonceOf)).size).toBe(5);
  });
});

describe('withNonce', () => {
  it('replaces every occurrence in a copy and leaves the rest byte for byte', () => {
    const html = Buffer.from('<script nonce="AAAA+/==">ы</script><style nonce="AAAA+/==">ә</style>');
    const out = withNonce(html, 'AAAA+/==', 'BBBB-_==');
    expect(out.toString()).toBe('<script nonce="BBBB-_==">ы</script><style nonce="BBBB-_==">ә</style>');
    expect(html.toString()).toContain('AAAA+/==');
  });
});
