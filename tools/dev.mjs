#!/usr/bin/env node
/** `npm run dev`: the API (tsx watch) and the site (Vite middleware, hot reload) side by side. */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 3000);
const apiPort = Number(process.env.API_PORT ?? port + 1);
const tsx = path.join(root, 'node_modules/.bin/tsx');
const children = [
  spawn(tsx, ['watch', 'apps/api/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, API_PORT: String(apiPort), NODE_ENV: 'development' },
  }),
  spawn(tsx, ['apps/web/server/dev.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: String(port), API_INTERNAL_URL: `http://127.0.0.1:${apiPort}`, NODE_ENV: 'development' },
  }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(0), 3000).unref();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => (code ? stop() : undefined));
