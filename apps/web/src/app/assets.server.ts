import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES, type Locale } from '@jolda/contracts';
import type { PageAssets } from '../shared/boot';
import { catalogueModule } from './i18n';
import { CATALOGUE_PARTS_FILE, routeIdOfFile, type CatalogueParts } from './catalogue-parts';

export { routeIdOfFile };

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

const ENTRY = 'src/app/entry-client.tsx';

/** The CSS and chunks of one route's code-split component (see `routeAssets`). */
export interface RouteAssets {
  css: string[];
  preload: string[];
}

/** Each locale's catalogue chunk in the client build (`/assets/….js`), from the build's manifest. */
export function catalogueChunks(manifest: Record<string, { file: string }>): Map<Locale, string> {
  const chunks = new Map<Locale, string>();
  for (const locale of LOCALES) {
    const chunk = manifest[catalogueModule(locale)];
    if (chunk) chunks.set(locale, `/${chunk.file}`);
  }
  return chunks;
}

/**
 * Reads the client build's manifest once: the entry script, its CSS and the chunks to preload, each route's, and each
 * locale's catalogue chunk.
 */
export function readProductionAssets(): {
  assets: PageAssets;
  buildId: string;
  routes: Map<string, RouteAssets>;
  catalogues: Map<Locale, string>;
  catalogueParts: Map<Locale, CatalogueParts>;
} {
  const ssrDir = path.dirname(fileURLToPath(import.meta.url));
  const clientDir = path.resolve(ssrDir, '../client');
  const manifest = JSON.parse(fs.readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const entry = manifest[ENTRY];
  if (!entry) throw new Error(`${ENTRY} is missing from the client manifest`);
  const css = new Set<string>();
  const preload = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string, chunk: ManifestChunk) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const file of chunk.css ?? []) css.add(`/${file}`);
    if (chunk !== entry) preload.add(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) {
      const next = manifest[imported];
      if (next) visit(imported, next);
    }
  };
  visit(ENTRY, entry);
  // Each route's split component: its chunk, the chunks it imports and their CSS, minus what the entry has already.
  // The server puts those of the matched routes in the page, so it is styled before any script runs (no flash, no
  // layout shift) and the route's code loads in parallel with the entry.
  const routes = new Map<string, RouteAssets>();
  for (const [key, chunk] of Object.entries(manifest)) {
    // The split chunk that holds the component (`?tsr-split=component---loader`: the loader is split with it).
    const m = /^(src\/routes\/[^?]+)\?tsr-split=([\w-]+)$/.exec(key);
    if (!m || !m[1] || !m[2]?.split('---').includes('component')) continue;
    const routeCss = new Set<string>();
    const routePreload = new Set<string>();
    const done = new Set<string>();
    const walk = (k: string, c: ManifestChunk) => {
      if (done.has(k) || (seen.has(k) && k !== key)) return;
      done.add(k);
      for (const file of c.css ?? []) if (!css.has(`/${file}`)) routeCss.add(`/${file}`);
      if (!preload.has(`/${c.file}`) && c !== entry) routePreload.add(`/${c.file}`);
      for (const imported of c.imports ?? []) {
        const next = manifest[imported];
        if (next) walk(imported, next);
      }
    };
    walk(key, chunk);
    routes.set(routeIdOfFile(m[1]), { css: [...routeCss], preload: [...routePreload] });
  }
  let buildId = 'dev';
  try {
    buildId = (JSON.parse(fs.readFileSync(path.join(clientDir, 'builds/latest.json'), 'utf8')) as { id: string }).id;
  } catch {
    // a build without build info (unit tests) keeps the placeholder id
  }
  const catalogues = catalogueChunks(manifest);
  if (catalogues.size !== LOCALES.length) throw new Error('a locale catalogue chunk is missing from the client manifest');
  const parts = JSON.parse(fs.readFileSync(path.join(clientDir, CATALOGUE_PARTS_FILE), 'utf8')) as Partial<Record<Locale, CatalogueParts>>;
  const catalogueParts = new Map<Locale, CatalogueParts>();
  for (const locale of LOCALES) {
    const p = parts[locale];
    if (!p) throw new Error(`the ${locale} catalogue parts are missing from ${CATALOGUE_PARTS_FILE}`);
    catalogueParts.set(locale, p);
  }
  return { assets: { entry: `/${entry.file}`, css: [...css], preload: [...preload] }, buildId, routes, catalogues, catalogueParts };
}

export const DEV_ASSETS: PageAssets = { entry: '/src/app/entry-client.tsx', css: [], preload: [], dev: true };
