import { notFound, redirect } from '@tanstack/react-router';
import { catalogQueries, type Http } from '@jolda/api-client';
import { findRouteByName, registerRouteMiddleware, runRouteMiddleware, type RouteMiddlewareContext } from '@jolda/routing';
import type { QueryClient } from '@tanstack/react-query';
import {
  buildCarsPath,
  parseCarsPath,
  splatToSegments,
  type CarsFilter,
  type CarsLocation,
  type DeepLinkCatalog,
} from './deep-link';

interface DeepLinkContext extends RouteMiddlewareContext {
  /** Given by the cars route; when absent (the root's generic run) they come from `params` and `search`. */
  segments?: string[];
  query?: URLSearchParams;
  catalog?: DeepLinkCatalog;
  context?: { queryClient: QueryClient; http: Http };
  filter?: CarsFilter;
}

/** The router's parsed search object back as query text (numbers and booleans as the URL wrote them). */
function searchToParams(search: Record<string, unknown>): URLSearchParams {
  const out = new URLSearchParams();
  for (const [k, v] of Object.entries(search ?? {})) {
    if (v === undefined || v === null) continue;
    out.set(k, Array.isArray(v) ? v.join(',') : String(v));
  }
  return out;
}

const brandsOf = (segments: readonly string[], query: URLSearchParams) => {
  const queryBrands = (query.get('brand') ?? '').split(',').filter(Boolean);
  return [segments[0] ?? '', ...(queryBrands.length === 1 ? queryBrands : [])].filter(Boolean);
};

/**
 * The `deep-link` step of `/cars/$` (libs/routing marks the route with it): reads the path and query into a filter,
 * redirects a legacy city slug (301, like the server's legacy table) and answers 404 for an unknown segment. It runs
 * from the root's generic step runner (ctx: pathname, params, search, context) and from the cars route's own
 * `beforeLoad`, which passes the segments, the raw query and the catalogue and reads the filter back.
 */
registerRouteMiddleware('deep-link', async (raw) => {
  const ctx = raw as DeepLinkContext;
  const segments = ctx.segments ?? splatToSegments(ctx.params['_splat']);
  const query = ctx.query ?? searchToParams(ctx.search);
  let catalog = ctx.catalog;
  if (!catalog) {
    if (!ctx.context) return undefined;
    catalog = await loadDeepLinkCatalog(ctx.context.queryClient, ctx.context.http, brandsOf(segments, query));
  }
  const result = parseCarsPath(segments, query, catalog);
  if (result.type === 'not-found') throw notFound();
  if (result.type === 'redirect') {
    const next = parseCarsPath(result.segments, result.query, catalog);
    if (next.type !== 'ok') throw notFound();
    const loc = buildCarsPath(next.filter, catalog);
    return { redirect: loc.pathname + loc.search, status: 301 };
  }
  ctx.filter = result.filter;
  return undefined;
});

/** Brands, cities, regions, and the models of the one brand a URL or filter names. */
export async function loadDeepLinkCatalog(
  queryClient: QueryClient,
  http: Http,
  brandSlugs: readonly string[],
): Promise<DeepLinkCatalog> {
  const [brands, cities, regions] = await Promise.all([
    queryClient.ensureQueryData(catalogQueries.brands(http)),
    queryClient.ensureQueryData(catalogQueries.cities(http)),
    queryClient.ensureQueryData(catalogQueries.regions(http)),
  ]);
  const known = new Set(brands.items.map((b) => b.slug));
  const models: Record<string, string[]> = {};
  await Promise.all(
    [...new Set(brandSlugs)]
      .filter((slug) => known.has(slug))
      .map(async (slug) => {
        const list = await queryClient.ensureQueryData(catalogQueries.models(http, slug));
        models[slug] = list.items.map((m) => m.slug);
      }),
  );
  return {
    brands: brands.items.map((b) => b.slug),
    models,
    cities: cities.items.map((c) => c.slug),
    regions: regions.items.map((r) => r.slug),
  };
}

export interface CarsRouteState {
  filter: CarsFilter;
  catalog: DeepLinkCatalog;
  canonical: CarsLocation;
}

/** The route's deep-link parsing step before display (run from `beforeLoad`). */
export async function runCarsDeepLink(
  context: { queryClient: QueryClient; http: Http },
  splat: string,
  searchStr: string,
): Promise<CarsRouteState> {
  const segments = splatToSegments(splat);
  const query = new URLSearchParams(searchStr);
  const catalog = await loadDeepLinkCatalog(context.queryClient, context.http, brandsOf(segments, query));
  const ctx: DeepLinkContext = { pathname: `/cars/${splat}`, params: { _splat: splat }, search: {}, segments, query, catalog };
  const result = await runRouteMiddleware(findRouteByName('cars')?.middleware ?? ['deep-link'], ctx);
  if (result) {
    const url = new URL(result.redirect, 'http://x');
    const target = parseCarsPath(splatToSegments(url.pathname.replace(/^\/cars\/?/, '')), url.searchParams, catalog);
    const loc = buildCarsPath(target.type === 'ok' ? target.filter : {}, catalog);
    throw redirect({ to: '/cars/$', params: { _splat: loc.splat }, search: loc.searchObject as never, statusCode: result.status ?? 301 });
  }
  const filter = ctx.filter ?? {};
  return { filter, catalog, canonical: buildCarsPath(filter, catalog) };
}
