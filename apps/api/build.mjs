// Bundles the API for production: workspace code (@jolda/*) is inlined, every npm package stays external.
import { build } from 'esbuild';
import { cp, mkdir, rm } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const outdir = resolve(root, 'dist/apps/api');

/** Keeps bare imports external unless they are workspace packages. */
const externalNodeModules = {
  name: 'external-node-modules',
  setup(b) {
    // Bare specifiers only (relative and absolute paths start with `.` or `/`).
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@jolda/') ? undefined : { path: args.path, external: true },
    );
  },
};

await rm(outdir, { recursive: true, force: true });
await mkdir(outdir, { recursive: true });
// The API, and the image worker process it forks for photo uploads (`new URL('./image-worker.mjs', import.meta.url)`).
for (const [entry, out] of [
  ['apps/api/src/main.ts', 'main.js'],
  ['apps/api/src/routes/uploads/image-worker.ts', 'image-worker.mjs'],
])
  await build({
    entryPoints: [resolve(root, entry)],
    outfile: resolve(outdir, out),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    legalComments: 'none',
    plugins: [externalNodeModules],
    logLevel: 'info',
  });
await cp(resolve(root, 'apps/api/src/db/migrations'), resolve(outdir, 'migrations'), { recursive: true });
console.log('api: bundled to dist/apps/api/main.js with migrations/');
