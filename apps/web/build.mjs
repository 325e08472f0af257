/**
 * Production build of the site: Vite builds the client and the SSR entry in one run, esbuild the
 * Node server; then the Storybook and web-view builds are copied in, the build info written
 * (builds/latest.json, builds/meta/{id}.json), the icons rendered and every text asset
 * pre-compressed (brotli and gzip) so the server never compresses static files per request.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import crypto from 'node:crypto';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createBuilder } from 'vite';
import sharp from 'sharp';
import { build as esbuild } from 'esbuild';

const appDir = path.dirname(fileURLToPath(import.meta.url));
const workspace = path.resolve(appDir, '../..');
const out = path.join(workspace, 'dist/apps/web');
const clientDir = path.join(out, 'client');

const started = Date.now();
const builder = await createBuilder({ configFile: path.join(appDir, 'vite.config.ts'), logLevel: 'warn' });
await builder.buildApp();

// The Node server: workspace libraries bundled in, every other package resolved from node_modules.
await esbuild({
  entryPoints: [path.join(appDir, 'server/main.ts')],
  outfile: path.join(out, 'server/main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@jolda/') ? undefined : { path: args.path, external: true }));
      },
    },
  ],
});

function copyDir(from, to) {
  if (!fs.existsSync(from)) return false;
  fs.rmSync(to, { recursive: true, force: true });
  fs.cpSync(from, to, { recursive: true });
  return true;
}
if (!copyDir(path.join(workspace, 'dist/apps/design-system'), path.join(clientDir, 'design/storybook'))) {
  console.warn('web build: dist/apps/design-system is missing; /design will show no Storybook');
}
if (!copyDir(path.join(workspace, 'dist/apps/web-view'), path.join(out, 'web-view'))) {
  console.warn('web build: dist/apps/web-view is missing; /web-view pages will 404');
}

// Icons, rendered from the SVG logo.
const logo = fs.readFileSync(path.join(appDir, 'public/favicon.svg'));
fs.mkdirSync(path.join(clientDir, 'icons'), { recursive: true });
await sharp(logo, { density: 384 }).resize(192, 192).png().toFile(path.join(clientDir, 'icons/icon-192.png'));
await sharp(logo, { density: 768 }).resize(512, 512).png().toFile(path.join(clientDir, 'icons/icon-512.png'));
await sharp(logo, { density: 768 })
  .resize(410, 410)
  .extend({ top: 51, bottom: 51, left: 51, right: 51, background: '#0b5c78' })
  .png()
  .toFile(path.join(clientDir, 'icons/icon-maskable-512.png'));
await sharp(logo, { density: 384 }).resize(180, 180).png().toFile(path.join(clientDir, 'apple-touch-icon.png'));
await sharp(logo, { density: 96 }).resize(32, 32).png().toFile(path.join(clientDir, 'favicon-32.png'));
fs.copyFileSync(path.join(clientDir, 'favicon-32.png'), path.join(clientDir, 'favicon.ico'));

// Build info: the id changes whenever the client's files change.
const manifest = fs.readFileSync(path.join(clientDir, '.vite/manifest.json'));
const id = crypto.createHash('sha256').update(manifest).digest('hex').slice(0, 12);
const timestamp = new Date().toISOString();
// The route rules of the manifest are read from the built route tree (each route file's `staticData`), their one source.
const { routeRules } = await import(pathToFileURL(path.join(out, 'ssr/entry-server.js')).href);
fs.mkdirSync(path.join(clientDir, 'builds/meta'), { recursive: true });
fs.writeFileSync(path.join(clientDir, 'builds/latest.json'), JSON.stringify({ id, timestamp }));
fs.writeFileSync(
  path.join(clientDir, 'builds/meta', `${id}.json`),
  JSON.stringify({ id, timestamp, routeRules: routeRules() }),
);

// Pre-compression of text assets.
const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
function compressAll(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const abs = path.join(dir, entry.name);
    if (entry.isDirectory()) compressAll(abs);
    else if (TEXT.test(entry.name) && fs.statSync(abs).size > 512) {
      const data = fs.readFileSync(abs);
      const quality = data.length < 256 * 1024 ? 11 : 7;
      fs.writeFileSync(`${abs}.br`, zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality } }));
      fs.writeFileSync(`${abs}.gz`, zlib.gzipSync(data, { level: 9 }));
    }
  }
}
compressAll(clientDir);
compressAll(path.join(out, 'web-view'));
console.log(`web build ${id} done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
