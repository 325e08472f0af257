/**
 * The site's web server, on Fastify, for production (`main.ts`) and development (`dev.ts`):
 *
 * - every request: paths the server cannot read (`//x`, `/%E0%A4%A`) are redirected to their clean form or are a 404;
 *   HSTS on answers that went out over https (as decided by Fastify from a trusted proxy's `X-Forwarded-Proto`);
 * - `/api`, `/auth`, `/media`: proxied to the API (`proxy.ts`: upstream timeout, streaming both ways, the visitor
 *   signed for the API);
 * - everything else (`site`): security headers (helmet), compression, trailing-slash and legacy redirects, the built
 *   static files (or Vite's dev middleware), the web-view bundle, the root's locale redirect, and server rendering.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import helmet from '@fastify/helmet';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { parseCookie } from 'cookie';
import { resolveRedirect, type RedirectContext } from '@jolda/routing';
import { LOCALE_COOKIE, ROOT_REDIRECT_VARY, rootRedirect, splitLocale } from '@jolda/i18n';
import { registerApiProxy } from './proxy';
import { pageSecurityHeaders, permissionsPolicy, relaxedContentSecurityPolicy } from './security';
import type { PageCache } from './page-cache';
import { PRIVATE_PAGE_CACHE, PRIVATE_PAGE_VARY, renderPage, sendPage, type RenderFn } from './render-page';
import { deviceFrom, visitorHeaders, type Visitor } from './visitor';
import { loadWebViewRender, readWebViewBuild, webViewHttp, webViewPage, type WebViewBuild } from './web-view-page';

export interface WebAppOptions {
  apiUrl: URL;
  /** Several API processes for the proxy to spread requests over (see `proxy.ts`); default: `apiUrl` alone. */
  apiUrls?: readonly URL[];
  /** The secret shared with the API (`visitor.ts`). */
  secret: string;
  /** Fastify's `trustProxy` (`TRUST_PROXY`, see `trustProxyFrom`). */
  trustProxy: boolean | number | string;
  /** Upper bound of the wait for the API's answer headers, in ms. */
  upstreamTimeoutMs: number;
  /** Connections per API process of the proxy's two pools (see `proxy.ts`; tests make them small). */
  proxyConnections?: { api?: number; streams?: number };
  /** The server render (development: loaded per request through Vite). */
  getRender: () => Promise<RenderFn> | RenderFn;
  /** Production: the build (`client/`, `web-view/`). Development: none (Vite serves the sources). */
  distDir?: string;
  /** Development: Vite's connect middlewares, run before the routes. */
  devMiddleware?: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, next: (err?: unknown) => void) => void;
  /** The catalogue lookups of the legacy redirect table. */
  redirectContext?: () => RedirectContext;
  /** A brand's models from the server's catalogue copy, for the render (see `RouterContext.catalogModels`). */
  catalogModels?: (brand: string) => readonly { id: number; slug: string; name: string }[] | null;
  /** How long a web-view page waits for its screen's first data from the API (default 1500 ms; then it goes without). */
  webViewDataTimeoutMs?: number;
  /** The micro-cache of anonymous visitors' pages (`page-cache.ts`); none: every page is rendered. */
  pageCache?: PageCache;
  logger?: boolean;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const STORYBOOK = '/design/storybook/';

/** Cache policy of a static file by its URL path. */
export function cacheControlFor(pathname: string): string {
  if (pathname.startsWith('/assets/') || pathname.startsWith('/web-view/assets/')) return IMMUTABLE;
  // Unhashed files that must follow a deploy at once: the worker, build info, manifest and the global scripts.
  if (pathname === '/sw.js' || pathname.startsWith('/builds/') || pathname.startsWith('/scripts/') || pathname.endsWith('.webmanifest')) {
    return 'no-cache';
  }
  return 'public, max-age=3600';
}

/**
 * The clean form of a request's path, or why there is none: `//`, `///x` and `/a//b` collapse to one slash each (a
 * redirect, never to another host: the result always starts with exactly one `/`); a path whose percent-encoding
 * does not decode is unreadable (404).
 */
export function cleanPath(rawUrl: string): { ok: true } | { redirect: string } | { notFound: true } {
  const q = rawUrl.indexOf('?');
  const pathname = q === -1 ? rawUrl : rawUrl.slice(0, q);
  const search = q === -1 ? '' : rawUrl.slice(q);
  try {
    decodeURIComponent(pathname);
  } catch {
    return { notFound: true };
  }
  if (!pathname.startsWith('/') || pathname.includes('\\')) return { notFound: true };
  if (!pathname.includes('//')) return { ok: true };
  return { redirect: pathname.replace(/\/{2,}/g, '/') + search };
}

/** Parses the Cookie header once per request (the `cookie` package; a malformed pair is skipped, never thrown). */
export function requestCookies(req: FastifyRequest): Record<string, string | undefined> {
  const header = req.headers.cookie;
  return header ? parseCookie(header) : {};
}

export function visitorOf(req: FastifyRequest, cookies: Record<string, string | undefined>): Visitor {
  return {
    ip: req.ip,
    proto: req.protocol === 'https' ? 'https' : 'http',
    host: req.host || 'localhost',
    device: deviceFrom(cookies),
  };
}

function indexFiles(dir: string): Set<string> {
  const out = new Set<string>();
  if (!fs.existsSync(dir)) return out;
  const walk = (current: string) => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const abs = path.join(current, entry.name);
      if (entry.isDirectory()) walk(abs);
      else if (!/\.(br|gz)$/.test(entry.name)) out.add(path.relative(dir, abs).split(path.sep).join('/'));
    }
  };
  walk(dir);
  return out;
}

export async function createWebApp(opts: WebAppOptions): Promise<FastifyInstance> {
  const hops = opts.trustProxy;
  const app = Fastify({
    logger: opts.logger ?? false,
    trustProxy: typeof hops === 'number' ? (_address: string, hop: number) => hop < hops : hops,
    keepAliveTimeout: 65_000,
    // The legacy table and the router handle paths themselves; Fastify must not answer 404 for `/a/` first.
    routerOptions: { ignoreTrailingSlash: false, ignoreDuplicateSlashes: false, maxParamLength: 500 },
    // A URL the router cannot decode is a 404, not a 400 with an error body.
    frameworkErrors: (error, _req, reply) => {
      const bad = error.code === 'FST_ERR_BAD_URL';
      void (reply as unknown as FastifyReply)
        .code(bad ? 404 : 400)
        .header('content-type', 'text/plain; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(bad ? 'Not Found' : 'Bad Request');
    },
  });

  app.addHook('onRequest', async (req, reply) => {
    const clean = cleanPath(req.raw.url ?? '/');
    if ('redirect' in clean) {
      return reply.code(301).header('location', clean.redirect).header('cache-control', 'public, max-age=3600').send();
    }
    if ('notFound' in clean) {
      return reply.code(404).header('content-type', 'text/plain; charset=utf-8').header('cache-control', 'no-store').send('Not Found');
    }
  });
  // HSTS only on answers that went out over https; never over plain http (a browser would then refuse the site).
  app.addHook('onSend', async (req, reply) => {
    if (req.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });

  await registerApiProxy(app, {
    apiUrl: opts.apiUrl,
    ...(opts.apiUrls ? { apiUrls: opts.apiUrls } : {}),
    upstreamTimeoutMs: opts.upstreamTimeoutMs,
    ...(opts.proxyConnections ? { connections: opts.proxyConnections } : {}),
    assert: (req) => visitorHeaders(opts.secret, visitorOf(req, requestCookies(req))),
  });

  await app.register(async (site) => site.register(sitePlugin, opts));
  return app;
}

async function sitePlugin(site: FastifyInstance, opts: WebAppOptions): Promise<void> {
  await site.register(helmet, {
    global: true,
    // Pages get a policy with the request's nonce (render-page.ts), Storybook a relaxed one; other files need none.
    contentSecurityPolicy: false,
    hsts: false,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    frameguard: { action: 'sameorigin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  site.addHook('onRequest', async (_req, reply) => {
    reply.header('permissions-policy', permissionsPolicy);
  });
  // Whatever is not compressed already (pre-compressed files, pages compressed in one call by render-page.ts).
  await site.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });

  if (opts.devMiddleware) {
    const middie = (await import('@fastify/middie')).default;
    await site.register(middie);
    site.use(opts.devMiddleware);
  }

  // Trailing slash and the legacy table (both locales), composed into one hop.
  site.addHook('onRequest', async (req, reply) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return;
    const moved = resolveRedirect(new URL(req.url, 'http://localhost'), opts.redirectContext?.() ?? {});
    if (!moved) return;
    return reply
      .code(moved.status)
      .header('location', moved.location)
      .header('cache-control', moved.status === 301 || moved.status === 308 ? 'public, max-age=3600' : 'no-store')
      .send();
  });

  const pageCache = opts.pageCache;
  let webView: { dir: string; files: Set<string>; build: WebViewBuild | null } | null = null;
  if (opts.distDir) {
    const clientDir = path.join(opts.distDir, 'client');
    // One route per file, found once at start (a build does not change under a running server): a lookup is a
    // router hit and never touches paths outside the folder. `.br`/`.gz` siblings are served for Accept-Encoding.
    await site.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        // The web-view bundle's files come through `sendFile` with their cache policy already set.
        if (reply.getHeader('cache-control')) return;
        const rel = `/${path.relative(clientDir, filePath).split(path.sep).join('/').replace(/\.(br|gz)$/, '')}`;
        reply.header('cache-control', cacheControlFor(rel));
        // Storybook's static build runs inline scripts of its own.
        if (rel.startsWith(STORYBOOK)) reply.header('content-security-policy', relaxedContentSecurityPolicy);
      },
    });
    const dir = path.join(opts.distDir, 'web-view');
    // The build's manifest is read here, never served (`.vite/` is left out of the files).
    // The server's own files (`ssr/`, the screens' server render) are not served either.
    const build = readWebViewBuild(dir);
    if (build) build.render = await loadWebViewRender(dir);
    webView = { dir, files: new Set([...indexFiles(dir)].filter((f) => !f.startsWith('.vite/') && !f.startsWith('ssr/'))), build };
  }

  const page = async (req: FastifyRequest, reply: FastifyReply) => {
    const pathname = req.url.split('?')[0] ?? '/';
    const { pathname: internal, locale } = splitLocale(pathname);
    if (webView && internal.startsWith('/web-view/')) {
      const rel = internal.slice('/web-view/'.length);
      if (webView.files.has(rel)) {
        return reply.header('cache-control', cacheControlFor(internal)).sendFile(rel, webView.dir);
      }
      if (webView.build && !path.extname(internal)) {
        // The Kazakh copy says `<html lang="kk">` before any script runs (apps/web-view/vite.config.ts writes it); the
        // screen's chunk, data and picture come with the page (web-view-page.ts).
        const cookies = requestCookies(req);
        const search = new URLSearchParams(req.url.includes('?') ? req.url.slice(req.url.indexOf('?') + 1) : '');
        const http = webViewHttp({
          apiUrl: opts.apiUrl,
          locale,
          accessToken: cookies['access_token'],
          headers: visitorHeaders(opts.secret, visitorOf(req, cookies)),
        });
        const nonce = crypto.randomBytes(16).toString('base64');
        const wv = await webViewPage(webView.build, {
          pathname: internal,
          search,
          locale,
          cookies,
          nonce,
          http,
          ...(opts.webViewDataTimeoutMs ? { timeoutMs: opts.webViewDataTimeoutMs } : {}),
        });
        // The page holds the visitor's data (their session's answers, their theme): never kept by a shared cache.
        return sendPage(req, reply, wv.status, { ...pageSecurityHeaders(nonce), 'content-type': 'text/html; charset=utf-8', 'cache-control': PRIVATE_PAGE_CACHE, vary: PRIVATE_PAGE_VARY }, Buffer.from(wv.html));
      }
    }
    const cookies = requestCookies(req);
    const search = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
    const root = rootRedirect({
      pathname,
      search,
      cookie: cookies[LOCALE_COOKIE] ?? null,
      acceptLanguage: req.headers['accept-language'] ?? null,
    });
    if (root) {
      // Per visitor (cookie, Accept-Language): a private 302 that no shared cache may keep.
      return reply.code(root.status).header('location', root.location).header('cache-control', 'private, no-store').header('vary', ROOT_REDIRECT_VARY).send();
    }
    const render = await opts.getRender();
    return renderPage(render, req, reply, {
      cookies,
      visitor: visitorOf(req, cookies),
      secret: opts.secret,
      ...(pageCache ? { cache: pageCache } : {}),
      ...(opts.catalogModels ? { catalogModels: opts.catalogModels } : {}),
    });
  };
  // Pages are compressed by render-page.ts in one call: the compress plugin stays out of their way.
  site.route({ method: ['GET', 'HEAD'], url: '/*', handler: page, config: { compress: false } });
  site.route({ method: ['GET', 'HEAD'], url: '/', handler: page, config: { compress: false } });
  site.route({
    method: ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    url: '/*',
    handler: async (_req, reply) => reply.code(405).header('allow', 'GET, HEAD').type('text/plain; charset=utf-8').send('Method Not Allowed'),
  });

  site.setErrorHandler(async (error, req, reply) => {
    req.log.error({ err: error }, 'request failed');
    console.error(JSON.stringify({ level: 'error', msg: 'request failed', url: req.url, error: String(error) }));
    if (reply.sent || reply.raw.headersSent) {
      reply.raw.destroy();
      return;
    }
    return reply.code(500).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send('Internal Server Error');
  });
}
