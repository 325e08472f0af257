// @vitest-environment node
/**
 * The web-view pages as the web server sends them (web-view-page.ts through app.ts): a stand-in build (pages and
 * Vite's manifest) and a stand-in API on loopback answering as the real one (the contract's shapes).
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { announcementDetailFixture } from '@jolda/contracts/testing';
import type { MarketHome } from '@jolda/contracts';
import { createWebApp } from './app';
import { jsonForScript, screenAssets, webViewHtml, type ViteManifest } from './web-view-page';

const car = announcementDetailFixture({ id: 7, title: 'Toyota Land Cruiser Prado' });
const home: MarketHome = {
  city: { slug: 'almaty', name: 'Алматы' },
  cities: [],
  brands: [{ slug: 'haval', name: 'Haval', premium: false, country: 'Китай', modelCount: 3, offerCount: 5, priceFrom: 9_990_000, photo: '/media/haval.svg' }],
  bestOffers: [],
  dealers: [],
  offerCount: 5,
};

const manifest: ViteManifest = {
  'index.html': { file: 'assets/index-E.js', isEntry: true, imports: ['_shell.css-S.js'], css: ['assets/index-E.css'] },
  '_shell.css-S.js': { file: 'assets/shell.css-S.js', css: ['assets/shell-S.css'] },
  'src/locales/ru/messages.po': { file: 'assets/messages-RU.js' },
  'src/locales/kk/messages.po': { file: 'assets/messages-KK.js' },
  'src/screens/car-info.tsx': { file: 'assets/car-info-C.js', imports: ['_shell.css-S.js', '_Badge-B.js'], css: ['assets/car-info-C.css'] },
  '_Badge-B.js': { file: 'assets/Badge-B.js' },
  'src/screens/models.tsx': { file: 'assets/models-M.js', imports: ['_od.css-O.js'] },
  '_od.css-O.js': { file: 'assets/od.css-O.js', css: ['assets/od-O.css'] },
};

const PAGE = (lang: string) =>
  `<!doctype html>\n<html lang="${lang}" data-theme="system">\n  <head>\n    <title>Jolda</title>\n    <script type="module" crossorigin src="/web-view/assets/index-E.js"></script>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n`;

describe('a screen’s files', () => {
  it('are the language’s catalogue, the screen’s chunk and its imports with their stylesheets, not the page’s own', () => {
    expect(screenAssets(manifest, 'car-info', 'kk')).toEqual({
      js: ['assets/messages-KK.js', 'assets/car-info-C.js', 'assets/Badge-B.js'],
      css: ['assets/car-info-C.css'],
    });
    expect(screenAssets(manifest, 'models', 'ru')).toEqual({ js: ['assets/messages-RU.js', 'assets/models-M.js', 'assets/od.css-O.js'], css: ['assets/od-O.css'] });
    // A build without a manifest: nothing to preload, the page still works as before.
    expect(screenAssets({}, 'models', 'ru')).toEqual({ js: [], css: [] });
  });

  it('JSON in the page cannot end its script element', () => {
    const text = jsonForScript({ d: '</script><script>alert(1)</script>', l: '\u2028' });
    expect(text).not.toContain('</script>');
    expect(text).not.toContain('\u2028');
    expect(JSON.parse(text)).toEqual({ d: '</script><script>alert(1)</script>', l: '\u2028' });
  });

  it('without a nonce the bundle stays linked as the build wrote it, the screen’s chunk preloaded', () => {
    const html = webViewHtml(PAGE('ru'), { base: '/web-view/', js: ['assets/car-info-C.js'], css: [], data: [], lcpImage: null, theme: null });
    expect(html).toContain('<script type="module" crossorigin src="/web-view/assets/index-E.js"></script>');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/web-view/assets/car-info-C.js">');
  });

  it('the theme the app chose is on <html> before any script', () => {
    const html = webViewHtml(PAGE('ru'), { base: '/web-view/', js: [], css: [], data: [], lcpImage: null, theme: 'dark' });
    expect(html).toContain('<html lang="ru" data-theme="dark" style="color-scheme: dark">');
  });
});

/** What the car page's extras answer for car 7: a rating, one price, no similar cars. */
const extras = {
  priceRating: { rating: 'market', median: 20_000_000, comparables: 6, ratio: 1, criteria: { yearFrom: 2018, yearTo: 2020, mileageFrom: 50_000, mileageTo: 100_000, lower: 0.9, upper: 1.1, minComparables: 5 } },
  priceHistory: [{ price: 20_000_000, at: '2026-11-01T00:00:00.000Z' }],
  similar: [],
};

describe('web-view pages', () => {
  let api: http.Server;
  let app: FastifyInstance;
  let dist: string;
  const seen: Array<{ url: string; authorization: string | undefined; lang: string | undefined; edge: string | undefined }> = [];

  beforeAll(async () => {
    api = http.createServer((req, res) => {
      seen.push({ url: req.url ?? '', authorization: req.headers.authorization, lang: req.headers['accept-language'], edge: req.headers['x-jolda-edge'] as string | undefined });
      const json = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.url === '/api/announcements/7') return json(200, car);
      if (req.url === '/api/announcements/7/extras') return json(200, extras);
      if (req.url?.startsWith('/api/announcements/')) return json(404, { code: 'announcement_not_found', message: 'Not found' });
      if (req.url === '/api/market/home') return json(200, home);
      if (req.url === '/api/market/home?city=nowhere') return json(404, { code: 'city_not_found', message: 'Not found' });
      if (req.url?.startsWith('/api/market/offers/')) return; // never answers: the page goes without the data
      json(500, { code: 'internal', message: 'no' });
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'jolda-wv-dist-'));
    fs.mkdirSync(path.join(dist, 'web-view/.vite'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'web-view/index.html'), PAGE('ru'));
    fs.writeFileSync(path.join(dist, 'web-view/index.kk.html'), PAGE('kk'));
    fs.writeFileSync(path.join(dist, 'web-view/.vite/manifest.json'), JSON.stringify(manifest));
    const { port } = api.address() as AddressInfo;
    app = await createWebApp({
      apiUrl: new URL(`http://127.0.0.1:${port}`),
      secret: 's'.repeat(40),
      trustProxy: false,
      upstreamTimeoutMs: 300,
      // Not a web-view page: the site's render (a stand-in that finds nothing).
      getRender: () => async () => ({ status: 404, headers: new Headers({ 'content-type': 'text/html; charset=utf-8' }), html: Buffer.from('<!doctype html><title>404</title>') }),
      distDir: dist,
      webViewDataTimeoutMs: 300,
    });
  });
  afterAll(async () => {
    await app.close();
    api.closeAllConnections();
    await new Promise((resolve) => api.close(resolve));
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('car-info: the first HTML holds the car, its chunk and its first photo, asked with the session and the visitor', async () => {
    seen.length = 0;
    const r = await app.inject({ url: '/web-view/car-info/7', headers: { cookie: 'access_token=tok; theme=dark' } });
    expect(r.statusCode).toBe(200);
    expect(r.body).toContain('Toyota Land Cruiser Prado');
    const data = JSON.parse(/<script type="application\/json" id="wv-data">(.*?)<\/script>/.exec(r.body)![1]!);
    // The car and its extras (the price rating's badge sits beside the price: with the page, it moves nothing later).
    expect(data).toEqual([
      { key: ['announcements', 'ru', 'detail', 7], data: car, at: expect.any(Number) },
      { key: expect.arrayContaining([7]), data: extras, at: expect.any(Number) },
    ]);
    // The bundle is asked for once the screen is painted, by an inline script with the request's nonce: the entry,
    // then its imports, the catalogue and the screen's chunk (no module script or modulepreload in the HTML itself).
    const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(String(r.headers['content-security-policy']))![1]!;
    const loader = new RegExp(`<script nonce="${nonce.replace(/[+/=]/g, (c) => `\\${c}`)}">(.*?)</script>`).exec(r.body)![1]!;
    expect(loader).toContain('"/web-view/assets/index-E.js",["/web-view/assets/messages-RU.js","/web-view/assets/car-info-C.js","/web-view/assets/Badge-B.js"]');
    expect(loader).toContain('requestAnimationFrame');
    expect(r.body).not.toContain('<script type="module"');
    expect(r.body).not.toContain('modulepreload" crossorigin');
    expect(r.body.indexOf(`<link rel="preload" as="image"`)).toBeLessThan(r.body.indexOf('<script nonce'));
    expect(r.body).toContain('<link rel="stylesheet" crossorigin href="/web-view/assets/car-info-C.css">');
    expect(r.body).toContain(`<link rel="preload" as="image" href="${car.photos[0]!.url}" fetchpriority="high">`);
    expect(r.body).toContain('data-theme="dark"');
    expect(r.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(r.headers['cache-control']).toBe('private, no-cache');
    expect(r.headers['content-security-policy']).toContain("script-src 'self' 'nonce-");
    const asked = { authorization: 'Bearer tok', lang: expect.stringMatching(/^ru/), edge: expect.any(String) };
    expect([...seen].sort((a, b) => a.url.localeCompare(b.url))).toEqual([
      { url: '/api/announcements/7', ...asked },
      { url: '/api/announcements/7/extras', ...asked },
    ]);
    // Each page its own nonce.
    expect((await app.inject({ url: '/web-view/car-info/7' })).headers['content-security-policy']).not.toContain(nonce);
  });

  it('models: the first HTML holds the brands, in Kazakh under /kk with <html lang="kk">', async () => {
    const r = await app.inject({ url: '/kk/web-view/online-dealer' });
    expect(r.statusCode).toBe(200);
    expect(r.body).toContain('<html lang="kk"');
    expect(r.body).toContain('Haval');
    expect(r.body).toContain('["market","kk","home",');
    expect(r.body).toContain('/web-view/assets/messages-KK.js');
    expect(r.body).not.toContain('messages-RU');
  });

  it('a missing car or city is a 404 page (the screen shows its not-found state), without data', async () => {
    for (const url of ['/web-view/car-info/8', '/kk/web-view/car-info/8', '/web-view/online-dealer/models?city=nowhere']) {
      const r = await app.inject({ url });
      expect(r.statusCode, url).toBe(404);
      expect(r.body, url).toContain('<div id="root"></div>');
      expect(r.body, url).not.toContain('wv-data');
    }
    expect((await app.inject({ url: '/web-view/no-such-screen' })).statusCode).toBe(404);
  });

  it('an API that does not answer in time leaves the data to the screen', async () => {
    const started = Date.now();
    const r = await app.inject({ url: '/web-view/online-dealer/detail/5' });
    expect(r.statusCode).toBe(200);
    expect(r.body).not.toContain('wv-data');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('the build’s manifest is not served', async () => {
    const r = await app.inject({ url: '/web-view/.vite/manifest.json' });
    expect(r.statusCode).toBe(404);
    expect(r.body).not.toContain('car-info-C.js');
  });
});

describe('web-view pages with the screens’ server render and the build’s stylesheets', () => {
  let api: http.Server;
  let app: FastifyInstance;
  let dist: string;

  beforeAll(async () => {
    api = http.createServer((req, res) => {
      res.writeHead(req.url === '/api/announcements/7' ? 200 : 404, { 'content-type': 'application/json' });
      res.end(JSON.stringify(req.url === '/api/announcements/7' ? car : { code: 'announcement_not_found', message: 'Not found' }));
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'jolda-wv-ssr-'));
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
      fs.writeFileSync(path.join(dist, file), text);
    };
    const page = (lang: string) => PAGE(lang).replace('</head>', '  <link rel="stylesheet" crossorigin href="/web-view/assets/shell-S.css">\n  </head>');
    write('web-view/index.html', page('ru'));
    write('web-view/index.kk.html', page('kk'));
    write('web-view/.vite/manifest.json', JSON.stringify(manifest));
    write('web-view/assets/shell-S.css', '.shell{display:grid}');
    write('web-view/assets/car-info-C.css', '.car{gap:$1}');
    // A stand-in of the built server entry (apps/web-view/src/entry-server.tsx): what it was asked, as markup.
    write(
      'web-view/ssr/entry-server.js',
      `export async function render(req) {
        if (req.pathname.includes('/car-info/13')) throw new Error('broken screen');
        const title = req.data[0]?.data?.title ?? 'loading';
        return '<main data-locale="' + req.locale + '" data-signed-in="' + req.signedIn + '"><h1>' + title + '</h1><p>' + req.data.length + ' answers</p></main>';
      }`,
    );
    const { port } = api.address() as AddressInfo;
    app = await createWebApp({
      apiUrl: new URL(`http://127.0.0.1:${port}`),
      secret: 's'.repeat(40),
      trustProxy: false,
      upstreamTimeoutMs: 300,
      getRender: () => async () => ({ status: 404, headers: new Headers({ 'content-type': 'text/html; charset=utf-8' }), html: Buffer.from('<!doctype html><title>404</title>') }),
      distDir: dist,
      webViewDataTimeoutMs: 300,
    });
  });
  afterAll(async () => {
    await app.close();
    api.closeAllConnections();
    await new Promise((resolve) => api.close(resolve));
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('the screen is in the first HTML, rendered with the data the page carries, in the page’s language', async () => {
    const r = await app.inject({ url: '/kk/web-view/car-info/7', headers: { cookie: 'access_token=tok' } });
    expect(r.statusCode).toBe(200);
    expect(r.body).toContain('<div id="root"><main data-locale="kk" data-signed-in="true"><h1>Toyota Land Cruiser Prado</h1><p>1 answers</p></main></div>');
    expect(r.body).toContain('<script type="application/json" id="wv-data">');
    expect(r.body.indexOf('id="root"')).toBeLessThan(r.body.indexOf('id="wv-data"'));
    expect((await app.inject({ url: '/web-view/car-info/7' })).body).toContain('data-locale="ru" data-signed-in="false"');
  });

  it('no stylesheet blocks the paint: the page’s and the screen’s are inlined, their links disabled (never fetched)', async () => {
    const r = await app.inject({ url: '/web-view/car-info/7' });
    expect(r.body).toContain('<style data-href="/web-view/assets/shell-S.css">.shell{display:grid}</style><link rel="stylesheet" crossorigin href="/web-view/assets/shell-S.css" disabled>');
    // `$1` in a stylesheet stays as written (no replacement patterns).
    expect(r.body).toContain('<style data-href="/web-view/assets/car-info-C.css">.car{gap:$1}</style>');
    expect(r.body).not.toMatch(/<link rel="stylesheet"(?![^>]*disabled)[^>]*>/);
    expect(r.body.indexOf('<style')).toBeLessThan(r.body.indexOf('</head>'));
  });

  it('a screen without data renders its loading state; a missing car is still a 404; a failing render leaves the screen to the bundle', async () => {
    const missing = await app.inject({ url: '/web-view/car-info/8' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<div id="root"><main data-locale="ru" data-signed-in="false"><h1>loading</h1><p>0 answers</p></main></div>');
    expect(missing.body).not.toContain('wv-data');
    const broken = await app.inject({ url: '/web-view/car-info/13' });
    expect(broken.body).toContain('<div id="root"></div>');
  });

  it('the server entry is never served', async () => {
    const r = await app.inject({ url: '/web-view/ssr/entry-server.js' });
    expect(r.body).not.toContain('broken screen');
  });
});
