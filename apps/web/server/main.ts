/**
 * The site's production server: static assets, the built Storybook, the web-view bundle, a proxy of
 * the API paths, legacy and trailing-slash redirects, and server-side rendering of every page.
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { resolveRedirect } from '@jolda/routing';
import { readLocaleCookie, ROOT_REDIRECT_VARY, rootRedirect, splitLocale } from '@jolda/i18n';
import { createRedirectCatalog } from './redirect-catalog';
import { StaticDir } from './static-files';
import { proxyRequest } from './proxy';
import { pageSecurityHeaders, relaxedSecurityHeaders, baseSecurityHeaders } from './security';
import { renderPage, type RenderFn } from './render-page';

const here = path.dirname(fileURLToPath(import.meta.url));
const distDir = process.env.WEB_DIST_DIR ?? path.resolve(here, '..');
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';
const apiUrl = new URL(process.env.API_INTERNAL_URL ?? 'http://127.0.0.1:3001');

const client = new StaticDir(path.join(distDir, 'client'));
const webView = new StaticDir(path.join(distDir, 'web-view'), '/web-view/');
const webViewIndex = webView.lookup('/web-view/index.html');

const { render } = (await import(pathToFileURL(path.join(distDir, 'ssr', 'entry-server.js')).href)) as {
  render: RenderFn;
};

const PROXIED = /^\/(api|auth|media)(\/|$)/;

// Brands and models for the lookup rows of the legacy redirect table, preloaded from the API and kept fresh.
const redirectCatalog = createRedirectCatalog(apiUrl, (msg, error) =>
  console.warn(JSON.stringify({ level: 'warn', msg, error: String(error) })),
);
void redirectCatalog.start();
const IMMUTABLE = 'public, max-age=31536000, immutable';

function redirect(res: ServerResponse, status: number, location: string): void {
  res.writeHead(status, {
    ...baseSecurityHeaders,
    location,
    'cache-control': status === 301 || status === 308 ? 'public, max-age=3600' : 'no-store',
  });
  res.end();
}

function cacheControlFor(pathname: string): string {
  if (pathname.startsWith('/assets/') || pathname.startsWith('/web-view/assets/')) return IMMUTABLE;
  // Unhashed files that must follow a deploy at once: the worker, build info, manifest and the global scripts.
  if (
    pathname === '/sw.js' ||
    pathname.startsWith('/builds/') ||
    pathname.startsWith('/scripts/') ||
    pathname.endsWith('.webmanifest')
  ) {
    return 'no-cache';
  }
  return 'public, max-age=3600';
}

async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  const { pathname } = url;

  if (PROXIED.test(pathname)) {
    proxyRequest(req, res, apiUrl);
    return;
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, {
      ...baseSecurityHeaders,
      allow: 'GET, HEAD',
      'content-type': 'text/plain; charset=utf-8',
    });
    res.end('Method Not Allowed');
    return;
  }

  // Trailing slash and the legacy table (both locales), composed into one hop.
  const moved = resolveRedirect(url, redirectCatalog.current());
  if (moved) return redirect(res, moved.status, moved.location);

  const staticFile = client.lookup(pathname);
  if (staticFile) {
    const relaxed = pathname.startsWith('/design/storybook/');
    client.serve(req, res, staticFile, {
      ...(relaxed ? relaxedSecurityHeaders : baseSecurityHeaders),
      'cache-control': cacheControlFor(pathname),
    });
    return;
  }

  const { pathname: internal } = splitLocale(pathname);
  if (internal.startsWith('/web-view/')) {
    const asset = webView.lookup(internal);
    if (asset)
      return webView.serve(req, res, asset, {
        ...baseSecurityHeaders,
        'cache-control': cacheControlFor(internal),
      });
    if (webViewIndex && !path.extname(internal)) {
      return webView.serve(req, res, webViewIndex, {
        ...pageSecurityHeaders(null),
        'cache-control': 'no-cache',
      });
    }
  }

  const root = rootRedirect({
    pathname,
    search: url.search,
    cookie: readLocaleCookie(req.headers.cookie),
    acceptLanguage: req.headers['accept-language'] ?? null,
  });
  if (root) {
    // Per visitor (cookie, Accept-Language): a private 302 that no shared cache may keep.
    res.writeHead(root.status, {
      ...baseSecurityHeaders,
      location: root.location,
      'cache-control': 'private, no-store',
      vary: ROOT_REDIRECT_VARY,
    });
    res.end();
    return;
  }

  await renderPage(render, req, res, url);
}

const server = http.createServer((req, res) => {
  handle(req, res).catch((error: unknown) => {
    console.error(
      JSON.stringify({ level: 'error', msg: 'request failed', url: req.url, error: String(error) }),
    );
    if (!res.headersSent) {
      res.writeHead(500, { ...baseSecurityHeaders, 'content-type': 'text/plain; charset=utf-8' });
      res.end('Internal Server Error');
    } else {
      res.destroy();
    }
  });
});
server.keepAliveTimeout = 65_000;

server.listen(port, host, () => {
  console.log(
    JSON.stringify({ level: 'info', msg: `web listening on http://localhost:${port}`, api: apiUrl.href }),
  );
});

function shutdown(signal: string): void {
  console.log(JSON.stringify({ level: 'info', msg: `web: ${signal}, closing` }));
  redirectCatalog.stop();
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
