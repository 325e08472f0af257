/**
 * Each screen's first JavaScript, from the build's own chunk graph: the entry and what it imports, the language's
 * catalogue (loaded before the first render), and the screen's chunk with its static imports — everything a screen
 * runs before it can show anything. Measured on the files as written (what the site serves, so `npm run bench` and the
 * build agree to the byte: both use tools/first-js.mjs), written to `first-js.json` in the build, and the build fails
 * when a screen is over its budget (issue 22: 80 KB gzip).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { WEB_VIEW_BUDGET_BYTES, describe, measureScreens, screenFiles, type ChunkInfo } from '../../../tools/first-js.mjs';

export const FIRST_JS_BUDGET_BYTES = WEB_VIEW_BUDGET_BYTES;

/** The build step: `first-js.json` beside the bundle, and a failed build over the budget. */
export function firstJsBudget(budget = FIRST_JS_BUDGET_BYTES): Plugin {
  return {
    name: 'jolda-web-view-first-js',
    apply: 'build',
    // After the files are written: Vite still rewrites chunks (the preload map of dynamic imports) after the plugins'
    // `generateBundle`, so the code seen there was ~1 kB gzip smaller than the files served.
    writeBundle(options, bundle) {
      const chunks: ChunkInfo[] = [];
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        chunks.push({
          fileName: item.fileName,
          isEntry: item.isEntry,
          isDynamicEntry: item.isDynamicEntry,
          facadeModuleId: item.facadeModuleId,
          imports: item.imports,
        });
      }
      const lists = screenFiles(chunks);
      if (lists.length === 0) return; // the host page's build
      const dir = options.dir ?? path.dirname(options.file ?? '.');
      const screens = measureScreens(lists, (file) => readFileSync(path.join(dir, file)));
      writeFileSync(path.join(dir, 'first-js.json'), `${JSON.stringify({ budget, screens }, null, 2)}\n`);
      for (const s of screens) this.info(`${s.screen}: first JS ${describe(s)}`);
      const over = screens.filter((s) => s.gzip > budget);
      if (over.length) {
        this.error(`first JS over ${(budget / 1024).toFixed(0)} kB gzip: ${over.map((s) => `${s.screen} ${(s.gzip / 1024).toFixed(1)} kB`).join(', ')}`);
      }
    },
  };
}
