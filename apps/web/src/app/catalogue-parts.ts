/**
 * The locale catalogue in two parts (built by `build/catalogue-split.ts`): `core`, the messages of the entry's modules
 * and of the pages most visits start on (below), with what those load on demand (dialogs, the filter sheet), which
 * every page loads before it hydrates; and `rest`, everything else (the signed-in pages, editors, the other pages),
 * which a page of another route loads before it hydrates too, and a page of these routes loads once it is idle (and
 * before any client-side navigation: `shared/catalogue-rest.ts`). The whole catalogue (1,900+ messages, ~41 kB gzip)
 * had been in every page's first JavaScript.
 */

/** Route ids (as the route generator names them) whose pages hydrate with the core part alone. */
export const CORE_ROUTE_IDS: readonly string[] = [
  '/',
  '/cars/$',
  '/announcement/$id',
  '/market/',
  '/market/$mark/',
  '/market/$mark/$model',
  '/new-auto/$',
  '/guide/',
  '/guide/$category/$',
  '/aua-sapasy/',
];

const core = new Set<string>(['__root__', ...CORE_ROUTE_IDS]);

/** Whether a page of these matched routes needs the rest of the catalogue before it hydrates. */
export function needsRestCatalogue(routeIds: readonly string[]): boolean {
  return routeIds.some((id) => !core.has(id));
}

/**
 * Route id of a flat route file (`cars.$.tsx` → `/cars/$`, `profile.index.tsx` → `/profile/`, `index.tsx` → `/`),
 * as the route generator names them.
 */
export function routeIdOfFile(file: string): string {
  const name = file.replace(/^.*\/routes\//, '').replace(/\.tsx?$/, '');
  const id = `/${name.replace(/\./g, '/')}`;
  return id === '/index' ? '/' : id.endsWith('/index') ? id.slice(0, -'index'.length) : id;
}

/** Where the client build records each locale's two parts (`{ "ru": { "core": "/assets/…", "rest": "/assets/…" } }`). */
export const CATALOGUE_PARTS_FILE = '.vite/catalogue-parts.json';

export interface CatalogueParts {
  core: string;
  rest: string;
}
