/**
 * What the service worker precaches. It exists for one thing: the offline page (`/offline`, `/kk/offline`), served
 * when a navigation fails without a network, with everything that page loads — the entry and its chunks, the offline
 * route's chunks, the stylesheets, the font, each locale's catalogue parts and the global scripts. Precaching every
 * file of the build (190 files, 2.3 MB raw: every page's chunks, and each locale's whole catalogue beside its two
 * parts) downloaded them all on a first visit, competing with the page that was loading; what the offline page needs
 * is what the first page has just loaded itself, so the worker's install mostly reads the HTTP cache.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CATALOGUE_PARTS_FILE, type CatalogueParts } from '../src/app/catalogue-parts';

interface ManifestChunk {
  file: string;
  css?: string[];
  assets?: string[];
  imports?: string[];
}

/** The client entry's key in Vite's manifest. */
export const ENTRY_KEY = 'src/app/entry-client.tsx';
/** The offline route's split chunks (`src/routes/offline.tsx?tsr-split=component…`). */
const OFFLINE_ROUTE = /^src\/routes\/offline\.tsx\?tsr-split=/;

/**
 * The build's files (`assets/…`, as the precache manifest names them) the offline page loads: the entry's and the
 * offline route's chunks with their static imports and CSS, and every locale's catalogue parts.
 */
export function offlinePageFiles(manifest: Record<string, ManifestChunk>, parts: Record<string, CatalogueParts>): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  if (!manifest[ENTRY_KEY]) throw new Error(`${ENTRY_KEY} is missing from the client manifest`);
  visit(ENTRY_KEY);
  const offline = Object.keys(manifest).filter((key) => OFFLINE_ROUTE.test(key));
  if (!offline.length) throw new Error('the offline route is missing from the client manifest');
  offline.forEach(visit);
  for (const p of Object.values(parts)) {
    files.add(p.core.replace(/^\//, ''));
    files.add(p.rest.replace(/^\//, ''));
  }
  return files;
}

/** Whether a precache entry stays: everything outside `assets/` (the offline pages, scripts), the font, and `keep`. */
export function keepInPrecache(url: string, keep: ReadonlySet<string>): boolean {
  const clean = url.replace(/^\//, '');
  if (!clean.startsWith('assets/')) return true;
  return clean.endsWith('.woff2') || keep.has(clean);
}

/**
 * A Workbox `manifestTransforms` step (it runs after the client build is written): the precache list cut to the
 * offline page's files, read from the build's manifest and catalogue parts in `clientDir`.
 */
export function offlinePrecacheTransform(clientDir: string) {
  return async <T extends { url: string; size: number }>(entries: T[]) => {
    const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
    const parts = JSON.parse(readFileSync(path.join(clientDir, CATALOGUE_PARTS_FILE), 'utf8')) as Record<string, CatalogueParts>;
    const keep = offlinePageFiles(manifest, parts);
    const manifestOut = entries.filter((e) => keepInPrecache(e.url, keep));
    const missing = [...keep].filter((f) => !entries.some((e) => e.url.replace(/^\//, '') === f));
    return { manifest: manifestOut, warnings: missing.length ? [`offline page files not in the precache: ${missing.join(', ')}`] : [] };
  };
}
