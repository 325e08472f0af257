/**
 * First JavaScript: the one measurement of "how much script a page runs before it is interactive", used by the web
 * view build's budget check (apps/web-view/build/first-js.ts), by `npm run bench` and on the command line. A figure is
 * the sum of the files' bytes as they are served (the built files on disk, or fetched from a running site), raw and
 * gzip level 9; the build and the bench measure the same bytes with the same function, so they agree to the byte.
 *
 *   node tools/first-js.mjs http://127.0.0.1:3000 / /cars /market/toyota/camry   the site's pages, fetched
 *   node tools/first-js.mjs dist/apps/web-view                                   the web-view screens (first-js.json)
 */
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Issue 22: every web-view screen's first JS is at most 80 kB gzip. */
export const WEB_VIEW_BUDGET_BYTES = 80 * 1024;

/** The size of a file's bytes: raw and gzip (level 9, what the build pre-compresses with). */
export function sizeOf(bytes) {
  const buf = typeof bytes === 'string' ? Buffer.from(bytes) : Buffer.from(bytes.buffer ?? bytes, bytes.byteOffset ?? 0, bytes.byteLength);
  return { raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length };
}

/** The total of a list of files (`{ file, bytes }`): their names, raw and gzip bytes. */
export function measure(files) {
  let raw = 0;
  let gzip = 0;
  for (const { bytes } of files) {
    const s = sizeOf(bytes);
    raw += s.raw;
    gzip += s.gzip;
  }
  return { files: files.map((f) => f.file), raw, gzip };
}

/**
 * The scripts a server-rendered page loads first: its module scripts, its `modulepreload` links, and the entry and
 * chunks the site's inline loader adds once the page is painted (apps/web/src/app/code-after-paint.ts), in order,
 * each once.
 */
export function scriptsOfHtml(html) {
  const srcs = new Set();
  for (const tag of html.matchAll(/<script\b[^>]*>/g)) {
    if (!/\btype="module"/.test(tag[0])) continue;
    const src = /\bsrc="([^"]+)"/.exec(tag[0]);
    if (src) srcs.add(src[1]);
  }
  for (const tag of html.matchAll(/<link\b[^>]*>/g)) {
    if (!/\brel="modulepreload"/.test(tag[0])) continue;
    const href = /\bhref="([^"]+)"/.exec(tag[0]);
    if (href) srcs.add(href[1]);
  }
  for (const chunk of html.split('</script>')) {
    const script = chunk.slice(chunk.lastIndexOf('<script'));
    if (!script.includes('modulepreload')) continue;
    for (const m of script.matchAll(/"(\/[^"]+\.js)"/g)) srcs.add(m[1]);
  }
  return [...srcs];
}

/** A page's first JS, fetched from a running site: `{ files, raw, gzip }`. */
export async function measurePage(url, fetchImpl = fetch) {
  const res = await fetchImpl(url);
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  const html = await res.text();
  const files = [];
  for (const src of scriptsOfHtml(html)) {
    const r = await fetchImpl(new URL(src, url));
    if (!r.ok) throw new Error(`${src}: HTTP ${r.status}`);
    files.push({ file: src, bytes: new Uint8Array(await r.arrayBuffer()) });
  }
  return measure(files);
}

const SCREEN = /\/src\/screens\/([\w-]+)\.tsx$/;
const CATALOGUE = /\/src\/locales\/(\w+)\/messages\.po$/;

/**
 * The web views' screens and the files each runs first, from the build's chunk graph (`fileName`, `isEntry`,
 * `isDynamicEntry`, `facadeModuleId`, `imports`): the entry and what it imports, a language's catalogue (loaded before
 * the first render) and the screen's chunk with its static imports. One list per screen and catalogue.
 */
export function screenFiles(chunks) {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = (start, into) => {
    const stack = [start];
    while (stack.length) {
      const c = stack.pop();
      if (into.has(c.fileName)) continue;
      into.add(c.fileName);
      for (const i of c.imports) {
        const next = byName.get(i);
        if (next) stack.push(next);
      }
    }
  };
  const entry = chunks.find((c) => c.isEntry);
  if (!entry) return [];
  const catalogues = chunks.filter((c) => c.facadeModuleId && CATALOGUE.test(c.facadeModuleId));
  const out = [];
  for (const chunk of chunks) {
    const m = chunk.isDynamicEntry && chunk.facadeModuleId ? SCREEN.exec(chunk.facadeModuleId) : null;
    if (!m) continue;
    for (const catalogue of catalogues.length ? catalogues : [null]) {
      const files = new Set();
      closure(entry, files);
      if (catalogue) closure(catalogue, files);
      closure(chunk, files);
      out.push({ screen: m[1], files: [...files] });
    }
  }
  return out;
}

/**
 * Each screen's first JS: the larger of its lists (a screen's figure holds for every language), the files read with
 * `read(file)` (the built bytes). Sorted by screen.
 */
export function measureScreens(lists, read) {
  const bytes = new Map();
  const fileBytes = (file) => {
    if (!bytes.has(file)) bytes.set(file, read(file));
    return bytes.get(file);
  };
  const worst = new Map();
  for (const { screen, files } of lists) {
    const m = measure(files.map((file) => ({ file, bytes: fileBytes(file) })));
    const prev = worst.get(screen);
    if (!prev || m.gzip > prev.gzip) worst.set(screen, { screen, ...m });
  }
  return [...worst.values()].sort((a, b) => a.screen.localeCompare(b.screen));
}

/** A figure as the reports print it: `12 files, 80.3 kB gzip (262.7 kB raw)`. */
export function describe({ files, gzip, raw }) {
  return `${files.length} files, ${(gzip / 1024).toFixed(1)} kB gzip (${(raw / 1024).toFixed(1)} kB raw)`;
}

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const [target, ...paths] = process.argv.slice(2);
  if (!target) {
    console.error('usage: node tools/first-js.mjs <site base URL> <path…> | <web-view build folder>');
    process.exit(2);
  }
  if (/^https?:/.test(target)) {
    for (const path of paths.length ? paths : ['/']) console.log(`${path}: ${describe(await measurePage(new URL(path, target).href))}`);
  } else {
    const { budget, screens } = JSON.parse(readFileSync(join(target, 'first-js.json'), 'utf8'));
    for (const s of measureScreens(screens, (file) => readFileSync(join(target, file)))) {
      console.log(`${s.screen}: ${describe(s)}${s.gzip > budget ? ` — over the ${(budget / 1024).toFixed(0)} kB budget` : ''}`);
    }
  }
}
