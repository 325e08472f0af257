// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENTRY_FORBIDDEN, entryModules, entryProblems, entryReport, packageOf } from './entry-modules';

const ROOT = '/w';

describe('packageOf', () => {
  it('names a package by its node_modules folder, scoped or not', () => {
    expect(packageOf('/w/node_modules/zod/v4/core/schemas.js', ROOT)).toBe('zod');
    expect(packageOf('/w/node_modules/@tanstack/router-core/dist/esm/router.js', ROOT)).toBe('@tanstack/router-core');
    expect(packageOf('/w/node_modules/.pnpm/x/node_modules/react-dom/cjs/react-dom.js', ROOT)).toBe('react-dom');
  });

  it('names workspace code by its library or the app feature folder', () => {
    expect(packageOf('/w/libs/ui/src/mask/presets.ts', ROOT)).toBe('libs/ui');
    expect(packageOf('/w/apps/web/src/features/search/deep-link.ts', ROOT)).toBe('apps/web/src/features/search');
    expect(packageOf('/w/apps/web/src/routeTree.gen.ts', ROOT)).toBe('apps/web/src');
    expect(packageOf('\0/w/libs/contracts/src/content.ts?commonjs', ROOT)).toBe('libs/contracts');
  });
});

describe('entryReport and entryProblems', () => {
  const modules = {
    '/w/node_modules/zod/v4/core/schemas.js': { renderedLength: 3000 },
    '/w/node_modules/zod/v4/classic/schemas.js': { renderedLength: 1000 },
    '/w/libs/contracts/src/content.ts': { renderedLength: 500 },
    '/w/libs/contracts/src/values.ts': { renderedLength: 200 },
    '/w/libs/contracts/src/empty.ts': { renderedLength: 0 },
  };

  it('lists the modules largest first and sums them by package', () => {
    const r = entryReport('assets/entry.js', 4700, modules, ROOT);
    expect(r.bytes).toBe(4700);
    expect(r.renderedBytes).toBe(4700);
    expect(r.modules.map((m) => m.id)).toEqual([
      'node_modules/zod/v4/core/schemas.js',
      'node_modules/zod/v4/classic/schemas.js',
      'libs/contracts/src/content.ts',
      'libs/contracts/src/values.ts',
    ]);
    expect(r.packages).toEqual([
      { name: 'zod', bytes: 4000, modules: 2 },
      { name: 'libs/contracts', bytes: 700, modules: 2 },
    ]);
  });

  it('reports zod in the entry and an entry over its budget; nothing when neither', () => {
    const withZod = entryReport('assets/entry.js', 4700, modules, ROOT);
    const problems = entryProblems(withZod, ENTRY_FORBIDDEN, 4000);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toContain('node_modules/zod/v4/core/schemas.js');
    expect(problems[1]).toContain('over its budget');

    const { ['/w/node_modules/zod/v4/core/schemas.js']: _a, ['/w/node_modules/zod/v4/classic/schemas.js']: _b, ...clean } = modules;
    expect(entryProblems(entryReport('assets/entry.js', 700, clean, ROOT), ENTRY_FORBIDDEN, 4000)).toEqual([]);
  });

  it('does not take a workspace file named like zod for the package', () => {
    const r = entryReport('assets/entry.js', 10, { '/w/libs/contracts/src/zod-free.ts': { renderedLength: 10 } }, ROOT);
    expect(entryProblems(r, ENTRY_FORBIDDEN, 100)).toEqual([]);
  });
});

describe('the build step', () => {
  /** Runs the plugin's generateBundle on a bundle with one entry chunk; returns the error it raised, if any. */
  function run(moduleIds: Record<string, number>, budget = 10_000, code = 'x'.repeat(100)) {
    const dir = mkdtempSync(path.join(tmpdir(), 'entry-modules-'));
    const reportFile = path.join(dir, 'entry-modules.json');
    const plugin = entryModules({ workspaceRoot: ROOT, reportFile, budget });
    const modules = Object.fromEntries(Object.entries(moduleIds).map(([id, n]) => [id, { renderedLength: n }]));
    const bundle = {
      'assets/entry.js': { type: 'chunk', isEntry: true, fileName: 'assets/entry.js', code, modules },
      'assets/lazy.js': { type: 'chunk', isEntry: false, fileName: 'assets/lazy.js', code: 'z', modules: { '/w/node_modules/zod/index.js': { renderedLength: 9 } } },
    };
    let error: string | undefined;
    const ctx = {
      info: () => undefined,
      error: (m: string) => {
        error = m;
        throw new Error(m);
      },
    };
    const hook = plugin.generateBundle as unknown as (this: typeof ctx, o: unknown, b: unknown) => void;
    try {
      hook.call(ctx, {}, bundle);
    } catch {
      // the error is read below
    }
    const report = JSON.parse(readFileSync(reportFile, 'utf8'));
    rmSync(dir, { recursive: true, force: true });
    return { error, report };
  }

  it('writes the report and passes an entry without zod (zod in a lazy chunk is fine)', () => {
    const { error, report } = run({ '/w/libs/ui/src/Box.tsx': 100 });
    expect(error).toBeUndefined();
    expect(report.file).toBe('assets/entry.js');
    expect(report.bytes).toBe(100);
    expect(report.packages).toEqual([{ name: 'libs/ui', bytes: 100, modules: 1 }]);
  });

  it('fails the build when zod is in the entry', () => {
    const { error } = run({ '/w/libs/ui/src/Box.tsx': 100, '/w/node_modules/zod/v4/classic/schemas.js': 50 });
    expect(error).toMatch(/must stay out of the entry.*zod/);
  });

  it('fails the build when the entry is over its budget', () => {
    // The budget is about the minified chunk, not the modules' code before minification.
    expect(run({ '/w/libs/ui/src/Box.tsx': 20_000 }, 10_000, 'x'.repeat(9_000)).error).toBeUndefined();
    expect(run({ '/w/libs/ui/src/Box.tsx': 20_000 }, 10_000, 'x'.repeat(11_000)).error).toMatch(/over its budget/);
  });
});
