/**
 * Each screen's first JavaScript, from the build's own chunk graph: the entry and what it imports, the language's
 * catalogue (loaded before the first render), and the screen's chunk with its static imports — everything a screen
 * runs before it can show anything. Written to `first-js.json` in the build (for `npm run bench`), and the build
 * fails when a screen is over its budget (issue 22: 80 KB gzip).
 */
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

export const FIRST_JS_BUDGET_BYTES = 80 * 1024;

export interface ChunkInfo {
  fileName: string;
  code: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
  imports: readonly string[];
}

export interface ScreenFirstJs {
  screen: string;
  files: string[];
  gzip: number;
  raw: number;
}

const SCREEN = /\/src\/screens\/([\w-]+)\.tsx$/;
const CATALOGUE = /\/src\/locales\/(\w+)\/messages\.po$/;

export function firstJs(chunks: readonly ChunkInfo[]): ScreenFirstJs[] {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = (start: ChunkInfo, into: Set<string>) => {
    const stack = [start];
    while (stack.length) {
      const c = stack.pop()!;
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
  const gz = new Map<string, { gzip: number; raw: number }>();
  const size = (file: string) => {
    let s = gz.get(file);
    if (!s) {
      const code = byName.get(file)!.code;
      s = { gzip: gzipSync(code, { level: 9 }).length, raw: Buffer.byteLength(code) };
      gz.set(file, s);
    }
    return s;
  };
  const out: ScreenFirstJs[] = [];
  for (const chunk of chunks) {
    const m = chunk.isDynamicEntry && chunk.facadeModuleId ? SCREEN.exec(chunk.facadeModuleId) : null;
    if (!m) continue;
    // The larger of the languages' catalogues: a screen's figure holds for both.
    let worst: ScreenFirstJs | null = null;
    for (const catalogue of catalogues.length ? catalogues : [null]) {
      const files = new Set<string>();
      closure(entry, files);
      if (catalogue) closure(catalogue, files);
      closure(chunk, files);
      const list = [...files];
      const total = list.reduce((a, f) => ({ gzip: a.gzip + size(f).gzip, raw: a.raw + size(f).raw }), { gzip: 0, raw: 0 });
      if (!worst || total.gzip > worst.gzip) worst = { screen: m[1]!, files: list, ...total };
    }
    out.push(worst!);
  }
  return out.sort((a, b) => a.screen.localeCompare(b.screen));
}

/** The build step: `first-js.json` beside the bundle, and a failed build over the budget. */
export function firstJsBudget(budget = FIRST_JS_BUDGET_BYTES): Plugin {
  return {
    name: 'jolda-web-view-first-js',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks: ChunkInfo[] = [];
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        chunks.push({
          fileName: item.fileName,
          code: item.code,
          isEntry: item.isEntry,
          isDynamicEntry: item.isDynamicEntry,
          facadeModuleId: item.facadeModuleId,
          imports: item.imports,
        });
      }
      const screens = firstJs(chunks);
      if (screens.length === 0) return; // the host page's build
      this.emitFile({ type: 'asset', fileName: 'first-js.json', source: `${JSON.stringify({ budget, screens }, null, 2)}\n` });
      const over = screens.filter((s) => s.gzip > budget);
      for (const s of screens) this.info(`${s.screen}: first JS ${(s.gzip / 1024).toFixed(1)} kB gzip`);
      if (over.length) {
        this.error(`first JS over ${(budget / 1024).toFixed(0)} kB gzip: ${over.map((s) => `${s.screen} ${(s.gzip / 1024).toFixed(1)} kB`).join(', ')}`);
      }
    },
  };
}
