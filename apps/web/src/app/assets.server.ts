import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PageAssets } from './boot';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

const ENTRY = 'src/app/entry-client.tsx';

/** Reads the client build's manifest once: the entry script, its CSS and the chunks to preload. */
export function readProductionAssets(): { assets: PageAssets; buildId: string } {
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
  let buildId = 'dev';
  try {
    buildId = (JSON.parse(fs.readFileSync(path.join(clientDir, 'builds/latest.json'), 'utf8')) as { id: string }).id;
  } catch {
    // a build without build info (unit tests) keeps the placeholder id
  }
  return { assets: { entry: `/${entry.file}`, css: [...css], preload: [...preload] }, buildId };
}

export const DEV_ASSETS: PageAssets = { entry: '/src/app/entry-client.tsx', css: [], preload: [], dev: true };
