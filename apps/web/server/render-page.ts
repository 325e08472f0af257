import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { promisify } from 'node:util';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RenderedPage } from '../src/app/entry-server';
import type { RouterContext } from '../src/shared/router-context';
import { type KeptPage, type PageCache, withNonce } from './page-cache';
import { pageSecurityHeaders } from './security';
import { ASSERTED_HEADERS, visitorHeaders, type Visitor } from './visitor';

export type RenderFn = (input: {
  request: Request;
  nonce: string;
  shared?: boolean;
  /** A brand's models from the server's catalogue copy. */
  catalogModels?: RouterContext['catalogModels'];
}) => Promise<RenderedPage>;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Cookies that change nothing in a page: a request that carries no other may get the page every such visitor gets
 * (`shared`), which a CDN may keep. Every other cookie (session, visitor id, theme, platform, and any we do not know)
 * makes the page private.
 */
const IMPERSONAL_COOKIES = new Set(['locale']);
/** A shared page: kept by shared caches for a minute and served stale while one request refreshes it. */
export const SHARED_PAGE_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
export const PRIVATE_PAGE_CACHE = 'private, no-cache';
/** A shared page differs only by these (the mobile guess reads the client hint alone in a shared page). */
export const SHARED_PAGE_VARY = 'Accept-Encoding, Cookie, Sec-CH-UA-Mobile';
export const PRIVATE_PAGE_VARY = 'Accept-Encoding, Cookie';
const WEB_VIEW_UA = /JoldaApp\/|; wv\)/i;

/** Whether a request may get the page every anonymous visitor gets (see `IMPERSONAL_COOKIES`). */
export function isSharedRequest(req: FastifyRequest, cookies: Record<string, string | undefined>, url: URL): boolean {
  for (const name of Object.keys(cookies)) if (!IMPERSONAL_COOKIES.has(name)) return false;
  if (req.headers.authorization) return false;
  // The native app's web view gets its own layout, decided from the user agent or `?platform=`.
  if (WEB_VIEW_UA.test(req.headers['user-agent'] ?? '') || url.searchParams.has('platform')) return false;
  return true;
}

function pageUrl(visitor: Visitor, rawUrl: string): URL {
  try {
    return new URL(`${visitor.proto}://${visitor.host}${rawUrl}`);
  } catch {
    return new URL(`${visitor.proto}://localhost${rawUrl}`);
  }
}

/** What a shared page depends on besides its URL (see `page-cache.ts`): the key of the page kept for it. */
function pageKey(req: FastifyRequest, cookies: Record<string, string | undefined>, url: URL): string {
  return `${url.href}\n${cookies['locale'] ?? ''}\n${String(req.headers['sec-ch-ua-mobile'] ?? '')}`;
}

/**
 * Renders a page with the SSR entry and sends it: one string, compressed in one call, with the page's security
 * headers, its cache policy and, for a page that shows an upstream failure (429, API or database down), `Retry-After`.
 * An anonymous visitor's page may come from the micro-cache (`cache`, see `page-cache.ts`) with a fresh nonce.
 */
export async function renderPage(
  render: RenderFn,
  req: FastifyRequest,
  reply: FastifyReply,
  ctx: {
    cookies: Record<string, string | undefined>;
    visitor: Visitor;
    secret: string;
    cache?: PageCache;
    catalogModels?: Parameters<RenderFn>[0]['catalogModels'];
  },
): Promise<void> {
  const nonce = crypto.randomBytes(16).toString('base64');
  const url = pageUrl(ctx.visitor, req.url);
  const shared = isSharedRequest(req, ctx.cookies, url);
  const cache = ctx.cache?.enabled && shared ? ctx.cache : null;
  const key = cache ? pageKey(req, ctx.cookies, url) : '';
  if (cache) {
    // No await unless a render is running: between the check and `begin` no other request may start its own.
    const running = cache.get(key) ? null : cache.pending(key);
    const kept = cache.get(key) ?? (running ? await running : null);
    if (kept) return sendPage(req, reply, kept.status, { ...kept.headers, ...pageSecurityHeaders(nonce) }, withNonce(kept.html, kept.nonce, nonce));
  }
  const keep = cache ? cache.begin(key) : null;
  try {
    const page = await renderFresh(render, req, reply, ctx, { nonce, url, shared });
    if (keep) keep(page);
  } finally {
    keep?.(null);
  }
}

/** Renders the page and sends it; returns what the cache may keep of it (a shared 200 without cookies), else null. */
async function renderFresh(
  render: RenderFn,
  req: FastifyRequest,
  reply: FastifyReply,
  ctx: { visitor: Visitor; secret: string; catalogModels?: Parameters<RenderFn>[0]['catalogModels'] },
  { nonce, url, shared }: { nonce: string; url: URL; shared: boolean },
): Promise<KeptPage | null> {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined || (ASSERTED_HEADERS as readonly string[]).includes(key)) continue;
    headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  // The render's API calls carry the visitor as this server asserts it (entry-server forwards these headers).
  for (const [key, value] of Object.entries(visitorHeaders(ctx.secret, ctx.visitor))) headers.set(key, value);
  const request = new Request(url, { method: 'GET', headers });
  const page = await render({ request, nonce, shared, ...(ctx.catalogModels ? { catalogModels: ctx.catalogModels } : {}) });

  const out: Record<string, string | string[]> = { ...pageSecurityHeaders(nonce) };
  page.headers.forEach((value, key) => {
    if (key === 'set-cookie') return;
    out[key] = value;
  });
  const setCookies = page.headers.getSetCookie();
  if (setCookies.length) out['set-cookie'] = setCookies;
  const failed = page.status >= 500 || page.status === 429;
  if (failed) {
    out['cache-control'] = 'no-store';
    if (page.retryAfter) out['retry-after'] = String(page.retryAfter);
  } else if (shared && !setCookies.length && (page.status === 200 || page.status === 404 || page.status === 410)) {
    out['cache-control'] = SHARED_PAGE_CACHE;
  } else {
    out['cache-control'] = PRIVATE_PAGE_CACHE;
  }
  out['vary'] = out['cache-control'] === SHARED_PAGE_CACHE ? SHARED_PAGE_VARY : PRIVATE_PAGE_VARY;

  const location = page.headers.get('location');
  if (page.status >= 300 && page.status < 400 && location) {
    reply.code(page.status).headers(out);
    await reply.send();
    return null;
  }
  const html = page.html ?? Buffer.alloc(0);
  await sendPage(req, reply, page.status, out, html);
  if (page.status !== 200 || out['cache-control'] !== SHARED_PAGE_CACHE) return null;
  const kept: Record<string, string | string[]> = {};
  for (const [k, v] of Object.entries(out)) if (!PER_ANSWER.has(k)) kept[k] = v;
  return { status: page.status, headers: kept, html, nonce, at: 0 };
}

/** Headers made for each answer, never kept: the nonce's policy and the encoding of the body. */
const PER_ANSWER = new Set(['content-security-policy', 'content-encoding', 'content-length']);

/** Sends a page's HTML compressed for the request (in one call, off the main thread). */
export async function sendPage(req: FastifyRequest, reply: FastifyReply, status: number, headers: Record<string, string | string[]>, html: Buffer): Promise<void> {
  const out = { ...headers };
  // The page is one buffer by now (nothing streams in later), so it is compressed in one call, off the main thread.
  const accept = String(req.headers['accept-encoding'] ?? '');
  const encoding = /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : null;
  const body =
    encoding === 'br'
      ? await brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length } })
      : encoding === 'gzip'
        ? await gzip(html, { level: 6 })
        : html;
  if (encoding) out['content-encoding'] = encoding;
  out['content-length'] = String(body.length);
  reply.code(status).headers(out);
  await reply.send(req.method === 'HEAD' ? undefined : body);
}
