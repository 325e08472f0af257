// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The code splitter (`autoCodeSplitting`) moves a route's `component` and `loader` into a lazy chunk (apps/web/vite.config.ts
 * `codeSplittingOptions`), but the rest of the route file (head, validateSearch, beforeLoad…) stays in the entry bundle
 * every page loads. A route that imports
 * anything but the component from a page module (a `.tsx` under `features/`) pulls that whole module and its UI into
 * the entry bundle: such helpers belong in a `*-route.ts` module next to the page (see `posting-route.ts`).
 * (The `-` prefix keeps this file out of the route tree.)
 */
const routesDir = path.dirname(fileURLToPath(import.meta.url));
const featuresDir = path.resolve(routesDir, '../features');

/** The file a relative import specifier names (the extensionless ones as TypeScript resolves them). */
function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [base, `${base}.tsx`, `${base}.ts`, path.join(base, 'index.tsx'), path.join(base, 'index.ts')];
  return candidates.find((c) => statSync(c, { throwIfNoEntry: false })?.isFile()) ?? null;
}

/**
 * The bindings an import clause brings in at run time: the default, `* as ns`, and the named ones (type-only imports
 * and `type` specifiers are erased, so they do not count).
 */
function runtimeNames(clause: string): string[] {
  const text = clause.trim();
  if (/^type\s/.test(text)) return [];
  const names: string[] = [];
  const braces = /\{([^}]*)\}/.exec(text)?.[1];
  if (braces !== undefined) {
    for (const part of braces.split(',')) {
      const spec = part.trim();
      if (spec === '' || /^type\s/.test(spec)) continue;
      names.push(spec);
    }
  }
  const outside = text.replace(/\{[^}]*\}/, '').split(',').map((s) => s.trim()).filter(Boolean);
  names.push(...outside);
  return names;
}

interface PageImport {
  route: string;
  specifier: string;
  names: string[];
}

/** Every import of a page module (a `.tsx` under `features/`) in a route file. */
function pageImports(routeFile: string): PageImport[] {
  const source = readFileSync(routeFile, 'utf8');
  const found: PageImport[] = [];
  // `import <clause> from '<specifier>'`, the clause possibly spread over several lines.
  for (const [, clause = '', specifier = ''] of source.matchAll(/^\s*import\s+([^;'"]*?)\s+from\s+['"]([^'"]+)['"]/gm)) {
    const target = resolveImport(routeFile, specifier);
    if (!target || !target.endsWith('.tsx') || !target.startsWith(featuresDir + path.sep)) continue;
    const names = runtimeNames(clause);
    if (names.length > 0) found.push({ route: path.basename(routeFile), specifier, names });
  }
  return found;
}

const routeFiles = readdirSync(routesDir)
  .filter((f) => f.endsWith('.tsx') && f !== '__root.tsx')
  .map((f) => path.join(routesDir, f));

describe('route files keep their pages code-split', () => {
  it('finds the route files and the page modules they import', () => {
    expect(routeFiles.length).toBeGreaterThan(10);
    expect(routeFiles.flatMap(pageImports).length).toBeGreaterThan(10);
  });

  it('imports nothing but the page component from a page module', () => {
    const problems = routeFiles
      .flatMap(pageImports)
      .filter((i) => i.names.length !== 1 || i.names.some((n) => n.startsWith('*')))
      .map(
        (i) =>
          `${i.route} imports ${i.names.join(', ')} from '${i.specifier}': the route's options (head, ` +
          `validateSearch, beforeLoad…) stay in the entry bundle of every page, so a page module imported for ` +
          `anything but \`component\` is no longer code-split. Import only the page component from it and move ` +
          `the rest into a *-route.ts module next to it (like features/posting/posting-route.ts).`,
      );
    expect(problems, problems.join('\n')).toEqual([]);
  });
});
