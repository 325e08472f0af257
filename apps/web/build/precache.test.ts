// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { keepInPrecache, offlinePageFiles, offlinePrecacheTransform } from './precache';

const manifest = {
  'src/app/entry-client.tsx': { file: 'assets/entry-client-A.js', css: ['assets/entry-client-A.css'], imports: ['_shared-B.js'] },
  '_shared-B.js': { file: 'assets/shared-B.js', imports: ['src/app/entry-client.tsx'] },
  'src/routes/offline.tsx?tsr-split=component---loader': { file: 'assets/offline-C.js', css: ['assets/offline-C.css'], imports: ['_shared-B.js', '_button-D.js'] },
  '_button-D.js': { file: 'assets/button-D.js' },
  'src/routes/cars.$.tsx?tsr-split=component---loader': { file: 'assets/cars-E.js', imports: ['_filters-F.js'] },
  '_filters-F.js': { file: 'assets/filters-F.js' },
  'src/locales/ru/messages.po': { file: 'assets/messages-G.js' },
};
const parts = {
  ru: { core: '/assets/messages-core-ru-1.js', rest: '/assets/messages-rest-ru-1.js' },
  kk: { core: '/assets/messages-core-kk-1.js', rest: '/assets/messages-rest-kk-1.js' },
};

describe('offlinePageFiles', () => {
  it("is the entry's and the offline route's chunks with their imports and CSS, and every catalogue part", () => {
    expect([...offlinePageFiles(manifest, parts)].sort()).toEqual(
      [
        'assets/button-D.js',
        'assets/entry-client-A.css',
        'assets/entry-client-A.js',
        'assets/messages-core-kk-1.js',
        'assets/messages-core-ru-1.js',
        'assets/messages-rest-kk-1.js',
        'assets/messages-rest-ru-1.js',
        'assets/offline-C.css',
        'assets/offline-C.js',
        'assets/shared-B.js',
      ].sort(),
    );
  });

  it('fails the build when the offline route is not in the manifest', () => {
    const { ['src/routes/offline.tsx?tsr-split=component---loader']: _, ...without } = manifest;
    expect(() => offlinePageFiles(without, parts)).toThrow(/offline route/);
  });
});

describe('keepInPrecache', () => {
  const keep = new Set(['assets/entry-client-A.js']);
  it("keeps the offline page's files, the font and everything outside assets/", () => {
    expect(keepInPrecache('assets/entry-client-A.js', keep)).toBe(true);
    expect(keepInPrecache('assets/inter-latin-cyrillic-X.woff2', keep)).toBe(true);
    expect(keepInPrecache('/offline', keep)).toBe(true);
    expect(keepInPrecache('scripts/globals.js', keep)).toBe(true);
  });
  it("drops other pages' chunks and the whole-catalogue files", () => {
    expect(keepInPrecache('assets/cars-E.js', keep)).toBe(false);
    expect(keepInPrecache('assets/messages-G.js', keep)).toBe(false);
  });
});

describe('offlinePrecacheTransform', () => {
  it("cuts Workbox's list to the offline page's files, read from the client build", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'precache-'));
    try {
      mkdirSync(path.join(dir, '.vite'));
      writeFileSync(path.join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
      writeFileSync(path.join(dir, '.vite/catalogue-parts.json'), JSON.stringify(parts));
      const all = [...new Set(Object.values(manifest).map((c) => c.file))]
        .concat(Object.values(parts).flatMap((p) => [p.core.slice(1), p.rest.slice(1)]), ['assets/offline-C.css', 'assets/entry-client-A.css', '/offline', 'scripts/globals.js'])
        .map((url) => ({ url, size: 1, revision: null }));
      const { manifest: out, warnings } = await offlinePrecacheTransform(dir)(all);
      const urls = out.map((e) => e.url);
      expect(urls).toContain('assets/entry-client-A.js');
      expect(urls).toContain('assets/messages-rest-kk-1.js');
      expect(urls).toContain('/offline');
      expect(urls).not.toContain('assets/cars-E.js');
      expect(urls).not.toContain('assets/filters-F.js');
      expect(urls).not.toContain('assets/messages-G.js');
      expect(warnings).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
