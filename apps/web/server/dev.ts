/**
 * `npm run dev`: the site with Vite's dev server in middleware mode (hot reload), SSR through
 * `ssrLoadModule`, and the same proxy and redirects as production.
 */
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { findRedirect, normalizeTrailingSlash } from '@jolda/routing';
import { proxyRequest } from './proxy';
import { renderPage, type RenderFn } from './render-page';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 3000);
const apiUrl = new URL(process.env.API_INTERNAL_URL ?? 'http://127.0.0.1:3001');
const PROXIED = /^\/(api|auth|media)(\/|$)/;

const vite = await createServer({
  configFile: path.join(appDir, 'vite.config.ts'),
  server: { middlewareMode: true, hmr: { port: port + 10 } },
  appType: 'custom',
});

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  if (PROXIED.test(url.pathname)) return proxyRequest(req, res, apiUrl);
  vite.middlewares(req, res, () => {
    const slash = normalizeTrailingSlash(url);
    const legacy = slash ? { location: slash, status: 301 } : findRedirect(url);
    if (legacy) {
      res.writeHead(legacy.status, { location: legacy.location });
      res.end();
      return;
    }
    vite
      .ssrLoadModule('/src/app/entry-server.tsx')
      .then((mod) => renderPage((mod as { render: RenderFn }).render, req, res, url))
      .catch((error: unknown) => {
        if (error instanceof Error) vite.ssrFixStacktrace(error);
        console.error(error);
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        res.end(String(error instanceof Error ? error.stack : error));
      });
  });
});

server.listen(port, () => console.log(`web (dev) on http://localhost:${port}`));
const stop = () => void vite.close().then(() => server.close(() => process.exit(0)));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
