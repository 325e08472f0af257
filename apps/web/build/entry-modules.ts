/**
 * What the site's entry chunk is made of: every page runs the entry before it can hydrate, so each module in it costs
 * every visitor download, parse and evaluation. The build writes the entry's modules by size, grouped by package
 * (`entry-modules.json` beside the client build), and fails when a module that must stay out of it is there — zod
 * (the contracts' schemas: the browser validates answers lazily, `libs/api-client/src/parse.ts`; constants and pure
 * functions the screens need live in zod-free `*-values.ts` files) — or when the entry grows past its budget.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

export interface EntryModule {
  id: string;
  /** Bytes of the module's code in the chunk, as rendered before minification (a module's share, not its file size). */
  bytes: number;
}

export interface EntryPackage {
  /** `zod`, `@tanstack/router-core`, or the workspace folder (`libs/ui`, `apps/web/src/features/search`). */
  name: string;
  bytes: number;
  modules: number;
}

export interface EntryReport {
  file: string;
  /** The chunk's minified code, bytes (what the budget is about). */
  bytes: number;
  /** The sum of its modules' rendered code before minification. */
  renderedBytes: number;
  packages: EntryPackage[];
  modules: EntryModule[];
}

/** Modules that must never be in the entry: zod, core and classic (`zod`, `zod/v4`, `zod/v4/core`, `zod/mini`). */
export const ENTRY_FORBIDDEN: readonly RegExp[] = [/[\\/]node_modules[\\/]zod[\\/]/];

/** The entry's budget, bytes of the minified chunk: 899 kB with zod (before the content and VIN values left the schema modules), 792 kB after. */
export const ENTRY_BUDGET_BYTES = 820 * 1024;

/** The package (or the workspace folder, two levels deep below `src`) a module belongs to. */
export function packageOf(id: string, workspaceRoot: string): string {
  const clean = id.replace(/^\0+/, '').replace(/\?.*$/, '').split(path.sep).join('/');
  const nm = clean.lastIndexOf('/node_modules/');
  if (nm !== -1) {
    const [first = '', second = ''] = clean.slice(nm + '/node_modules/'.length).split('/');
    return first.startsWith('@') ? `${first}/${second}` : first;
  }
  const root = workspaceRoot.split(path.sep).join('/').replace(/\/$/, '');
  const rel = clean.startsWith(`${root}/`) ? clean.slice(root.length + 1) : clean;
  const parts = rel.split('/');
  // libs/ui/src/mask/presets.ts → libs/ui; apps/web/src/features/search/x.ts → apps/web/src/features/search
  if (parts[0] === 'libs') return parts.slice(0, 2).join('/');
  if (parts[0] === 'apps' && parts[2] === 'src' && parts.length > 4) return parts.slice(0, 5).join('/');
  return parts.slice(0, Math.max(1, parts.length - 1)).join('/');
}

/** The report of one chunk (its minified size and its modules' `renderedLength`), modules largest first. */
export function entryReport(file: string, bytes: number, modules: Record<string, { renderedLength: number }>, workspaceRoot: string): EntryReport {
  const list = Object.entries(modules)
    .map(([id, m]) => ({ id: path.relative(workspaceRoot, id.replace(/^\0+/, '')).split(path.sep).join('/') || id, fullId: id, bytes: m.renderedLength }))
    .filter((m) => m.bytes > 0)
    .sort((a, b) => b.bytes - a.bytes);
  const byPackage = new Map<string, EntryPackage>();
  for (const m of list) {
    const name = packageOf(m.fullId, workspaceRoot);
    const p = byPackage.get(name) ?? { name, bytes: 0, modules: 0 };
    p.bytes += m.bytes;
    p.modules += 1;
    byPackage.set(name, p);
  }
  return {
    file,
    bytes,
    renderedBytes: list.reduce((s, m) => s + m.bytes, 0),
    packages: [...byPackage.values()].sort((a, b) => b.bytes - a.bytes),
    modules: list.map(({ id, bytes }) => ({ id, bytes })),
  };
}

/** What is wrong with an entry: forbidden modules in it, or its size over the budget (empty: nothing). */
export function entryProblems(report: EntryReport, forbidden: readonly RegExp[], budget: number): string[] {
  const problems: string[] = [];
  const bad = report.modules.filter((m) => forbidden.some((re) => re.test(`/${m.id}`)));
  if (bad.length) {
    problems.push(`${bad.length} module(s) that must stay out of the entry are in it (${bad.slice(0, 3).map((m) => m.id).join(', ')}…); find who imports them with the report's modules`);
  }
  if (report.bytes > budget) {
    problems.push(`the entry is ${(report.bytes / 1024).toFixed(1)} kB, over its budget of ${(budget / 1024).toFixed(0)} kB`);
  }
  return problems;
}

/** The build step: the client build's entry report, and a failed build when the entry has a forbidden module or is too big. */
export function entryModules(opts: { workspaceRoot: string; reportFile: string; forbidden?: readonly RegExp[]; budget?: number }): Plugin {
  return {
    name: 'jolda:entry-modules',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry);
      if (!entry || entry.type !== 'chunk') return;
      const report = entryReport(entry.fileName, Buffer.byteLength(entry.code), entry.modules, opts.workspaceRoot);
      writeFileSync(opts.reportFile, `${JSON.stringify(report, null, 1)}\n`);
      const top = report.packages.slice(0, 6).map((p) => `${p.name} ${(p.bytes / 1024).toFixed(0)} kB`).join(', ');
      this.info(`entry ${entry.fileName}: ${(report.bytes / 1024).toFixed(1)} kB (modules before minification: ${top}…); ${path.relative(opts.workspaceRoot, opts.reportFile)}`);
      const problems = entryProblems(report, opts.forbidden ?? ENTRY_FORBIDDEN, opts.budget ?? ENTRY_BUDGET_BYTES);
      if (problems.length) this.error(`entry chunk: ${problems.join('; ')}`);
    },
  };
}
