// @vitest-environment node
/**
 * The web server as a whole (app.ts) with a stand-in API on loopback and a stand-in render: paths, proxy (visitor
 * assertion, streaming, upstream timeout, errors), headers (HSTS by the real protocol, cache policy, security headers)
 * and the built files. The real render and the real API together are covered by the browser suite (edge.spec.ts).
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { cleanPath, createWebApp } from './app';
import type { RenderFn } from './render-page';
import { SHARED_PAGE_CACHE } from './render-page';
import { edgeSignature, trustProxyFrom } from './visitor';

const SECRET = 's'.repeat(40);

interface Seen {
  url: string;
  headers: http.IncomingHttpHeaders;
}

/** A stand-in API: records what reaches it; a few paths stream, stall or fail. */
function startUpstream(): Promise<{ server: http.Server; url: URL; seen: Seen[]; release: () => void }> {
  const seen: Seen[] = [];
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const server = http.createServer((req, res) => {
    seen.push({ url: req.url ?? '', headers: req.headers });
    if (req.url === '/api/stream') {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      res.write('data: first\n\n');
      // The rest only after the test saw the first event: a buffering proxy would never deliver it.
      void released.then(() => res.end('data: last\n\n'));
      return;
    }
    if (req.url === '/api/stall') return; // never answers
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ ok: true }));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, url: new URL(`http://127.0.0.1:${port}`), seen, release: () => release() });
    }),
  );
}

/** A stand-in render: echoes what it was given; `/fail-429` and `/fail-503` render as the SSR entry does on upstream errors. */
const render: RenderFn = async ({ request, nonce, shared }) => {
  const url = new URL(request.url);
  const headers = new Headers({ 'content-type': 'text/html; charset=utf-8' });
  if (url.pathname === '/sets-cookie') headers.append('set-cookie', 'jolda_vid=x; Path=/');
  const body = JSON.stringify({
    url: request.url,
    nonce,
    shared,
    forwarded: request.headers.get('x-forwarded-for'),
    proto: request.headers.get('x-forwarded-proto'),
    edge: request.headers.get('x-jolda-edge'),
  });
  const html = Buffer.from(`<!DOCTYPE html><html><body>${body}${'x'.repeat(2000)}</body></html>`);
  if (url.pathname === '/fail-429') return { status: 429, headers, html, retryAfter: 42 };
  if (url.pathname === '/fail-503') return { status: 503, headers, html, retryAfter: 5 };
  return { status: url.pathname === '/missing' ? 404 : 200, headers, html };
};

function makeDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jolda-web-dist-'));
  const write = (rel: string, content: string | Buffer) => {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), content);
  };
  const js = 'console.log("hello");'.repeat(100);
  write('client/assets/entry-abc.js', js);
  write('client/assets/entry-abc.js.br', zlib.brotliCompressSync(js));
  write('client/sw.js', 'self.addEventListener("fetch", () => {});');
  write('client/favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write('client/design/storybook/index.html', '<!doctype html><script>1</script>');
  write('web-view/index.html', '<!doctype html><html lang="ru"><title>web view</title>');
  write('web-view/index.kk.html', '<!doctype html><html lang="kk"><title>web view</title>');
  write('web-view/assets/wv.js', 'console.log(1)');
  return dir;
}

describe('web server', () => {
  let upstream: Awaited<ReturnType<typeof startUpstream>>;
  let app: FastifyInstance;
  let behindProxy: FastifyInstance;
  let dist: string;

  beforeAll(async () => {
    upstream = await startUpstream();
    dist = makeDist();
    const base = { apiUrl: upstream.url, secret: SECRET, upstreamTimeoutMs: 300, getRender: () => render, distDir: dist };
    app = await createWebApp({ ...base, trustProxy: false });
    behindProxy = await createWebApp({ ...base, trustProxy: trustProxyFrom('127.0.0.1') });
  });
  afterAll(async () => {
    await app.close();
    await behindProxy.close();
    await new Promise((resolve) => upstream.server.close(resolve));
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('redirects paths with repeated slashes to their clean form, never to another host, and 404s unreadable ones', async () => {
    for (const [raw, location] of [
      ['//', '/'],
      ['///', '/'],
      ['//evil.example', '/evil.example'],
      ['/cars//toyota?x=1', '/cars/toyota?x=1'],
    ] as const) {
      const r = await app.inject({ url: raw });
      expect(r.statusCode, raw).toBe(301);
      expect(r.headers.location).toBe(location);
    }
    expect((await app.inject({ url: '/cars/%E0%A4%A' })).statusCode).toBe(404);
    expect(cleanPath('/a/b')).toEqual({ ok: true });
  });

  it('asserts the visitor to the API and drops what the client claims', async () => {
    upstream.seen.length = 0;
    const r = await app.inject({
      url: '/api/catalog/brands?x=1',
      remoteAddress: '203.0.113.5',
      headers: { 'x-forwarded-for': '1.2.3.4', 'x-forwarded-proto': 'https', 'x-jolda-edge': 'v1.1.forged', cookie: 'jolda_vid=0b7e7c1e-8a55-4a39-9e8c-3a1c2f5d6e7f' },
    });
    expect(r.statusCode).toBe(200);
    const h = upstream.seen[0]!.headers;
    expect(upstream.seen[0]!.url).toBe('/api/catalog/brands?x=1');
    expect(h['x-forwarded-for']).toBe('203.0.113.5');
    expect(h['x-forwarded-proto']).toBe('http');
    expect(h['x-jolda-device']).toBe('0b7e7c1e-8a55-4a39-9e8c-3a1c2f5d6e7f');
    const [, ts, sig] = String(h['x-jolda-edge']).split('.');
    expect(sig).toBe(edgeSignature(SECRET, Number(ts), '203.0.113.5', 'http', String(h['x-forwarded-host']), '0b7e7c1e-8a55-4a39-9e8c-3a1c2f5d6e7f'));
  });

  it('believes X-Forwarded-For and -Proto from a trusted proxy only, and sends HSTS only over https', async () => {
    upstream.seen.length = 0;
    const viaProxy = await behindProxy.inject({
      url: '/api/x',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '198.51.100.7', 'x-forwarded-proto': 'https' },
    });
    expect(upstream.seen[0]!.headers['x-forwarded-for']).toBe('198.51.100.7');
    expect(upstream.seen[0]!.headers['x-forwarded-proto']).toBe('https');
    expect(viaProxy.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    const page = await behindProxy.inject({ url: '/cars', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-proto': 'https' } });
    expect(page.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(JSON.parse(/\{.*?\}/.exec(page.body)![0]).url).toMatch(/^https:/);

    const plain = await behindProxy.inject({ url: '/cars', remoteAddress: '127.0.0.1' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const untrusted = await behindProxy.inject({ url: '/cars', remoteAddress: '203.0.113.9', headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '9.9.9.9' } });
    expect(untrusted.headers['strict-transport-security']).toBeUndefined();
    const seen = JSON.parse(/\{.*?\}/.exec(untrusted.body)![0]);
    expect(seen).toMatchObject({ forwarded: '203.0.113.9', proto: 'http' });
    expect(seen.edge).toMatch(/^v1\.\d+\./);
  });

  it('streams server-sent events through unbuffered', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const res = await fetch(`http://127.0.0.1:${port}/api/stream`, { signal: AbortSignal.timeout(10_000) });
    expect(res.headers.get('content-type')).toBe('text/event-stream');
    const reader = res.body!.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toContain('data: first');
    upstream.release();
    let rest = '';
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) break;
      rest += new TextDecoder().decode(chunk.value);
    }
    expect(rest).toContain('data: last');
  });

  it('gives up on an API that does not answer (504) or is not there (502)', async () => {
    const stalled = await app.inject({ url: '/api/stall' });
    expect(stalled.statusCode).toBe(504);
    expect(stalled.json()).toMatchObject({ code: 'upstream_timeout' });
    const closed = await createWebApp({ apiUrl: new URL('http://127.0.0.1:1'), secret: SECRET, upstreamTimeoutMs: 300, getRender: () => render, trustProxy: false });
    const down = await closed.inject({ url: '/api/x' });
    expect(down.statusCode).toBe(502);
    expect(down.json()).toMatchObject({ code: 'bad_gateway' });
    expect(down.headers['retry-after']).toBeDefined();
    await closed.close();
  });

  it('spreads API requests over several API processes, each asserted and timed out as with one', async () => {
    const second = await startUpstream();
    const both = await createWebApp({
      apiUrl: upstream.url,
      apiUrls: [upstream.url, second.url],
      secret: SECRET,
      upstreamTimeoutMs: 300,
      getRender: () => render,
      trustProxy: false,
    });
    try {
      upstream.seen.length = 0;
      for (let i = 0; i < 20; i++) {
        const res = await both.inject({ url: `/api/announcements?i=${i}`, headers: { 'x-forwarded-for': '203.0.113.9' } });
        expect(res.statusCode).toBe(200);
      }
      // Every request reached exactly one of them, and both took a share.
      expect(upstream.seen.length + second.seen.length).toBe(20);
      expect(upstream.seen.length).toBeGreaterThanOrEqual(5);
      expect(second.seen.length).toBeGreaterThanOrEqual(5);
      for (const s of [...upstream.seen, ...second.seen]) {
        expect(s.headers['x-forwarded-for']).toBe('127.0.0.1');
        expect(s.headers['x-jolda-edge']).toBeDefined();
      }
      expect((await both.inject({ url: '/api/stall' })).statusCode).toBe(504);
    } finally {
      await both.close();
      await new Promise((resolve) => second.server.close(resolve));
    }
  });

  it('lets a CDN keep anonymous pages and keeps personal ones private', async () => {
    const anon = await app.inject({ url: '/cars', headers: { 'accept-encoding': 'br' } });
    expect(anon.headers['cache-control']).toBe(SHARED_PAGE_CACHE);
    expect(anon.headers['vary']).toBe('Accept-Encoding, Cookie, Sec-CH-UA-Mobile');
    expect(anon.headers['content-encoding']).toBe('br');
    expect(JSON.parse(/\{.*?\}/.exec(zlib.brotliDecompressSync(anon.rawPayload).toString())![0]).shared).toBe(true);
    expect(anon.headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-/);
    expect(anon.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(anon.headers['permissions-policy']).toContain('camera=()');
    expect(anon.headers['strict-transport-security']).toBeUndefined();
    const missing = await app.inject({ url: '/missing' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe(SHARED_PAGE_CACHE);

    for (const cookie of ['access_token=a', 'refresh_token=r', 'jolda_vid=v', 'theme=dark', 'something=else']) {
      const r = await app.inject({ url: '/cars', headers: { cookie } });
      expect(r.headers['cache-control'], cookie).toBe('private, no-cache');
      expect(JSON.parse(/\{.*?\}/.exec(r.body)![0]).shared, cookie).toBe(false);
    }
    expect((await app.inject({ url: '/cars', headers: { cookie: 'locale=kk' } })).headers['cache-control']).toBe(SHARED_PAGE_CACHE);
    expect((await app.inject({ url: '/cars', headers: { 'user-agent': 'Mozilla/5.0 JoldaApp/3.1' } })).headers['cache-control']).toBe('private, no-cache');
    expect((await app.inject({ url: '/sets-cookie' })).headers['cache-control']).toBe('private, no-cache');
  });

  it('answers a page that failed upstream with its status, Retry-After and no caching', async () => {
    const limited = await app.inject({ url: '/fail-429' });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('42');
    expect(limited.headers['cache-control']).toBe('no-store');
    expect(limited.body).toMatch(/^<!DOCTYPE html>/);
    const down = await app.inject({ url: '/fail-503' });
    expect(down.statusCode).toBe(503);
    expect(down.headers['retry-after']).toBe('5');
  });

  it('keeps the redirects, the built files and their cache policies', async () => {
    expect((await app.inject({ url: '/cars/' })).headers.location).toBe('/cars');
    expect((await app.inject({ method: 'POST', url: '/cars' })).statusCode).toBe(405);
    const asset = await app.inject({ url: '/assets/entry-abc.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['vary']).toMatch(/accept-encoding/i);
    expect((await app.inject({ url: '/sw.js' })).headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ url: '/favicon.svg' })).headers['cache-control']).toBe('public, max-age=3600');
    const storybook = await app.inject({ url: '/design/storybook/index.html' });
    expect(storybook.headers['content-security-policy']).toContain("'unsafe-inline'");
    const webView = await app.inject({ url: '/kk/web-view/car-info/5' });
    expect(webView.body).toContain('web view');
    // The language is in the HTML itself, before any script: Kazakh under /kk/web-view, Russian under /web-view.
    expect(webView.body).toContain('<html lang="kk">');
    expect((await app.inject({ url: '/web-view/online-dealer/models' })).body).toContain('<html lang="ru">');
    expect(webView.headers['cache-control']).toBe('private, no-cache');
    expect(webView.headers['content-security-policy']).toContain("script-src 'self'");
    const wvAsset = await app.inject({ url: '/web-view/assets/wv.js' });
    expect(wvAsset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const root = await app.inject({ url: '/', headers: { 'accept-language': 'kk-KZ,kk;q=0.9' } });
    expect(root.statusCode).toBe(302);
    expect(root.headers.location).toBe('/kk');
    expect(root.headers['cache-control']).toBe('private, no-store');
  });
});

describe('the proxy’s pools', () => {
  it('answers an ordinary API request while more streams are open than the ordinary pool has connections', async () => {
    // A stand-in API whose message streams and assistant answers stay open until the test ends them.
    const held: http.ServerResponse[] = [];
    const server = http.createServer((req, res) => {
      if (req.url === '/api/messages/events' || req.url === '/api/assistant/chat') {
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
        res.write(': open\n\n');
        held.push(res);
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ ok: true, url: req.url }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const apiUrl = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    // The ordinary pool as small as 4 connections, so a handful of streams would take all of it.
    const web = await createWebApp({ apiUrl, secret: SECRET, upstreamTimeoutMs: 2000, getRender: () => render, trustProxy: false, proxyConnections: { api: 4 } });
    await web.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(web.server.address() as AddressInfo).port}`;
    const streams = new AbortController();
    try {
      const open = async (i: number) => {
        const res =
          i % 2 === 0
            ? await fetch(`${base}/api/messages/events`, { headers: { accept: 'text/event-stream' }, signal: streams.signal })
            : await fetch(`${base}/api/assistant/chat`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}', signal: streams.signal });
        expect(res.headers.get('content-type')).toBe('text/event-stream');
        const first = await res.body!.getReader().read();
        expect(new TextDecoder().decode(first.value)).toContain(': open');
      };
      await Promise.all(Array.from({ length: 24 }, (_, i) => open(i)));
      expect(held).toHaveLength(24);
      // Were the streams in the ordinary pool, these would wait for one of them to end (they never do): the bound only
      // turns that wait into a failure instead of a hung test.
      for (const path of ['/api/catalog/brands', '/auth/profile/v2/', '/media/uploads/x/card.webp']) {
        const res = await fetch(`${base}${path}`, { signal: AbortSignal.timeout(10_000) });
        expect(res.status, path).toBe(200);
        expect(((await res.json()) as { url: string }).url).toBe(path);
      }
      // The streams' own path only: the rest of /api/messages is ordinary.
      expect((await fetch(`${base}/api/messages/unread`, { signal: AbortSignal.timeout(10_000) })).status).toBe(200);
      expect(held).toHaveLength(24);
    } finally {
      streams.abort();
      for (const res of held) res.end();
      await web.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
