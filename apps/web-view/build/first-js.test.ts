import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { measure, measureScreens, screenFiles, scriptsOfHtml, type ChunkInfo } from '../../../tools/first-js.mjs';
import { firstJsBudget } from './first-js';

const chunk = (fileName: string, imports: string[] = [], more: Partial<ChunkInfo> = {}): ChunkInfo => ({
  fileName,
  isEntry: false,
  isDynamicEntry: false,
  facadeModuleId: null,
  imports,
  ...more,
});

describe('first JS (tools/first-js.mjs)', () => {
  it('sums the raw and level-9 gzip bytes of the files', () => {
    const a = 'const a = 1;'.repeat(200);
    const b = new TextEncoder().encode('export default 2;');
    const m = measure([
      { file: 'a.js', bytes: a },
      { file: 'b.js', bytes: b },
    ]);
    expect(m.files).toEqual(['a.js', 'b.js']);
    expect(m.raw).toBe(a.length + b.length);
    expect(m.gzip).toBe(gzipSync(a, { level: 9 }).length + gzipSync(b, { level: 9 }).length);
  });

  it("lists a page's module scripts, preloads and the chunks its loader script adds, each once", () => {
    const html =
      '<html><head><link rel="modulepreload" href="/assets/a.js"><link href="/assets/b.js" rel="modulepreload">' +
      '<link rel="stylesheet" href="/assets/x.css"><script type="module" src="/assets/entry.js"></script>' +
      '<script src="/scripts/classic.js"></script>' +
      `<script nonce="n">(function(e,p){add('link',{rel:'modulepreload'})})("/assets/entry.js",["/assets/a.js","/assets/c.js"])</script>` +
      '</head></html>';
    expect(scriptsOfHtml(html)).toEqual(['/assets/entry.js', '/assets/a.js', '/assets/b.js', '/assets/c.js']);
  });

  it("gives each screen the entry's, the larger catalogue's and its own static graph, not other screens' chunks", () => {
    const chunks = [
      chunk('entry.js', ['shared.js'], { isEntry: true }),
      chunk('shared.js'),
      chunk('ru.js', [], { isDynamicEntry: true, facadeModuleId: '/x/src/locales/ru/messages.po' }),
      chunk('kk.js', [], { isDynamicEntry: true, facadeModuleId: '/x/src/locales/kk/messages.po' }),
      chunk('buy.js', ['form.js'], { isDynamicEntry: true, facadeModuleId: '/x/src/screens/buy.tsx' }),
      chunk('form.js'),
      chunk('video.js', [], { isDynamicEntry: true, facadeModuleId: '/x/src/screens/video.tsx' }),
      chunk('lazy.js', [], { isDynamicEntry: true, facadeModuleId: '/x/src/features/lazy.ts' }),
    ];
    const lists = screenFiles(chunks);
    expect(lists.filter((l) => l.screen === 'buy').map((l) => l.files.sort())).toEqual([
      ['buy.js', 'entry.js', 'form.js', 'ru.js', 'shared.js'],
      ['buy.js', 'entry.js', 'form.js', 'kk.js', 'shared.js'],
    ]);
    const bytes: Record<string, string> = { 'ru.js': 'x'.repeat(10), 'kk.js': 'қазақша мәтін '.repeat(50) };
    const screens = measureScreens(lists, (file) => bytes[file] ?? `/* ${file} */`);
    expect(screens.map((s) => s.screen)).toEqual(['buy', 'video']);
    expect(screens[0]!.files).toContain('kk.js');
  });
});

describe('the web-view build step', () => {
  let dir = '';
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /** Runs the plugin's `writeBundle` on files written to a folder; the bundle's code is not what was written. */
  function run(budget: number, written: Record<string, string>) {
    dir = mkdtempSync(path.join(tmpdir(), 'first-js-'));
    for (const [file, code] of Object.entries(written)) writeFileSync(path.join(dir, file), code);
    const bundle = {
      'entry.js': { type: 'chunk', fileName: 'entry.js', code: 'stale', isEntry: true, isDynamicEntry: false, facadeModuleId: '/x/src/main.tsx', imports: [] },
      'buy.js': { type: 'chunk', fileName: 'buy.js', code: 'stale', isEntry: false, isDynamicEntry: true, facadeModuleId: '/x/src/screens/buy.tsx', imports: [] },
      'a.css': { type: 'asset', fileName: 'a.css', source: 'a{}' },
    };
    const errors: string[] = [];
    const ctx = { info: () => undefined, error: (m: string) => errors.push(m) };
    const plugin = firstJsBudget(budget);
    (plugin.writeBundle as unknown as (this: typeof ctx, o: { dir: string }, b: typeof bundle) => void).call(ctx, { dir }, bundle);
    return { errors, report: JSON.parse(readFileSync(path.join(dir, 'first-js.json'), 'utf8')) };
  }

  it('measures the files as written (what the site serves), not the code the plugins saw', () => {
    const written = { 'entry.js': 'const mapDeps = ["assets/a.js"];'.repeat(40), 'buy.js': 'export const buy = 1;' };
    const { errors, report } = run(80 * 1024, written);
    expect(errors).toEqual([]);
    expect(report.screens).toEqual([{ screen: 'buy', ...measure(Object.entries(written).map(([file, bytes]) => ({ file, bytes }))) }]);
  });

  it('fails the build when a screen is over its budget', () => {
    const { errors } = run(10, { 'entry.js': 'export const entry = 1;', 'buy.js': 'export const buy = 1;' });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/first JS over .*buy/);
  });
});
