/**
 * The site's production server (`dist/apps/web/server/main.js`): see `app.ts` for what it serves.
 *
 *   PORT, HOST               where it listens (3000, 0.0.0.0)
 *   API_INTERNAL_URL         the API (http://127.0.0.1:3001); several API processes as a comma-separated list (the proxy
 *                            and the server render spread their requests over them)
 *   TRUST_PROXY              the proxies whose X-Forwarded-For/-Proto/-Host are believed (see `trustProxyFrom`)
 *   EDGE_SECRET              shared with the API (else the file next to DATA_DIR's parent, as the API writes it)
 *   UPSTREAM_TIMEOUT_MS      the wait for the API's answer headers through the proxy (15000)
 *   PAGE_CACHE_MS            how long an anonymous visitor's page is served from the micro-cache (5000; 0: off; see
 *                            `page-cache.ts`): a change shows to anonymous visitors within this time
 */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createWebApp } from './app';
import { PageCache } from './page-cache';
import { createRedirectCatalog } from './redirect-catalog';
import type { RenderFn } from './render-page';
import { edgeSecret, trustProxyFrom } from './visitor';

const here = path.dirname(fileURLToPath(import.meta.url));
const distDir = process.env.WEB_DIST_DIR ?? path.resolve(here, '..');
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';
const apiUrls = (process.env.API_INTERNAL_URL ?? 'http://127.0.0.1:3001')
  .split(',')
  .map((u) => u.trim())
  .filter(Boolean)
  .map((u) => new URL(u));
const apiUrl = apiUrls[0]!;

const { render } = (await import(pathToFileURL(path.join(distDir, 'ssr', 'entry-server.js')).href)) as { render: RenderFn };

// Brands and models for the lookup rows of the legacy redirect table, preloaded from the API and kept fresh.
const redirectCatalog = createRedirectCatalog(apiUrl, (msg, error) =>
  console.warn(JSON.stringify({ level: 'warn', msg, error: String(error) })),
);
void redirectCatalog.start();

if (process.env.NODE_ENV === 'production' && !process.env.EDGE_SECRET) {
  console.warn(
    JSON.stringify({ level: 'warn', msg: 'EDGE_SECRET is not set: using the secret file next to the data folder (one machine only)' }),
  );
}

const app = await createWebApp({
  apiUrl,
  apiUrls,
  secret: edgeSecret(),
  trustProxy: trustProxyFrom(process.env.TRUST_PROXY),
  upstreamTimeoutMs: Number(process.env.UPSTREAM_TIMEOUT_MS ?? 15_000),
  getRender: () => render,
  distDir,
  redirectContext: () => redirectCatalog.current(),
  catalogModels: (brand) => redirectCatalog.models(brand),
  pageCache: new PageCache(pageCacheMs(process.env.PAGE_CACHE_MS)),
});

/** `PAGE_CACHE_MS`: 5 s by default, 0 turns the cache off, at most a minute (what a CDN may keep the page anyway). */
function pageCacheMs(value: string | undefined): number {
  const n = value === undefined || value === '' ? 5000 : Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 60_000) throw new Error(`PAGE_CACHE_MS must be 0–60000 ms, not ${value}`);
  return n;
}

await app.listen({ port, host });
console.log(JSON.stringify({ level: 'info', msg: `web listening on http://localhost:${port}`, api: apiUrls.map((u) => u.href) }));

function shutdown(signal: string): void {
  console.log(JSON.stringify({ level: 'info', msg: `web: ${signal}, closing` }));
  redirectCatalog.stop();
  setTimeout(() => process.exit(0), 5000).unref();
  void app.close().then(() => process.exit(0));
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
