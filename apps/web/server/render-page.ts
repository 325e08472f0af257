import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { promisify } from 'node:util';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RenderedPage } from '../src/app/entry-server';
import { pageSecurityHeaders } from './security';
import { ASSERTED_HEADERS, visitorHeaders, type Visitor } from './visitor';

export type RenderFn = (input: { request: Request; nonce: string; shared?: boolean }) => Promise<RenderedPage>;

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

/**
 * Renders a page with the SSR entry and sends it: one string, compressed in one call, with the page's security
 * headers, its cache policy and, for a page that shows an upstream failure (429, API or database down), `Retry-After`.
 */
export async function renderPage(
  render: RenderFn,
  req: FastifyRequest,
  reply: FastifyReply,
  ctx: { cookies: Record<string, string | undefined>; visitor: Visitor; secret: string },
): Promise<void> {
  const nonce = crypto.randomBytes(16).toString('base64');
  const url = pageUrl(ctx.visitor, req.url);
  const shared = isSharedRequest(req, ctx.cookies, url);
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined || (ASSERTED_HEADERS as readonly string[]).includes(key)) continue;
    headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  // The render's API calls carry the visitor as this server asserts it (entry-server forwards these headers).
  for (const [key, value] of Object.entries(visitorHeaders(ctx.secret, ctx.visitor))) headers.set(key, value);
  const request = new Request(url, { method: 'GET', headers });
  const page = await render({ request, nonce, shared });

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
    return reply.send();
  }

  // The page is one buffer by now (nothing streams in later), so it is compressed in one call, off the main thread.
  const accept = String(req.headers['accept-encoding'] ?? '');
  const encoding = /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : null;
  const html = page.html ?? Buffer.alloc(0);
  const body =
    encoding === 'br'
      ? await brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length } })
      : encoding === 'gzip'
        ? await gzip(html, { level: 6 })
        : html;
  if (encoding) out['content-encoding'] = encoding;
  out['content-length'] = String(body.length);
  reply.code(page.status).headers(out);
  return reply.send(req.method === 'HEAD' ? undefined : body);
}
