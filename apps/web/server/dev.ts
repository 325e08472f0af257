/**
 * `npm run dev`: the same server as production (`app.ts`: proxy, redirects, headers, rendering) with Vite's dev
 * server in middleware mode in front of the routes (sources, hot reload) and the render loaded through
 * `ssrLoadModule` on every request.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { createWebApp } from './app';
import type { RenderFn } from './render-page';
import { edgeSecret, trustProxyFrom } from './visitor';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 3000);
const apiUrl = new URL(process.env.API_INTERNAL_URL ?? 'http://127.0.0.1:3001');

const vite = await createServer({
  configFile: path.join(appDir, 'vite.config.ts'),
  server: { middlewareMode: true, hmr: { port: port + 10 } },
  appType: 'custom',
});

const app = await createWebApp({
  apiUrl,
  secret: edgeSecret(),
  trustProxy: trustProxyFrom(process.env.TRUST_PROXY),
  upstreamTimeoutMs: Number(process.env.UPSTREAM_TIMEOUT_MS ?? 15_000),
  devMiddleware: vite.middlewares,
  getRender: async () => {
    try {
      return ((await vite.ssrLoadModule('/src/app/entry-server.tsx')) as { render: RenderFn }).render;
    } catch (error) {
      if (error instanceof Error) vite.ssrFixStacktrace(error);
      throw error;
    }
  },
  logger: false,
});

await app.listen({ port, host: process.env.HOST ?? '0.0.0.0' });
console.log(`web (dev) on http://localhost:${port}`);
const stop = () => void vite.close().then(() => app.close().then(() => process.exit(0)));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
