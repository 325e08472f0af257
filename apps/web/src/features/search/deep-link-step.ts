import { useEffect } from 'react';
import { notFound } from '@tanstack/react-router';
import { catalogQueries, type Http } from '@jolda/api-client';
import type { QueryClient } from '@tanstack/react-query';
import type { BootData } from '../../shared/boot';
import { WHOLE_COUNTRY, forgetCity, rememberedCity } from '../../shared/buyer-city';
import type { RouterContext } from '../../shared/router-context';
import {
  buildCarsPath,
  resolveCarsPath,
  splatToSegments,
  type CarsFilter,
  type CarsLocation,
  type DeepLinkCatalog,
  withMarketingParams,
} from './deep-link';

const brandsOf = (segments: readonly string[], query: URLSearchParams) => {
  const queryBrands = (query.get('brand') ?? '').split(',').filter(Boolean);
  return [segments[0] ?? '', ...(queryBrands.length === 1 ? queryBrands : [])].filter(Boolean);
};

export interface CarsRouteState {
  filter: CarsFilter;
  catalog: DeepLinkCatalog;
  canonical: CarsLocation;
}

/**
 * The `deep-link` step of `/cars/$` (spec: "runs a deep-link parsing step before display"), run once per navigation by
 * the root's step runner (`app/route-rules.ts`): reads the path and query into a filter against the catalogue, answers
 * 404 for an unknown segment, and redirects (301) a legacy or non-canonical address (`nur-sultan` → `astana`). The
 * parsed state is what the route's loader and page work from (`carsRouteState`).
 */
export async function deepLinkStep(ctx: {
  splat: string;
  searchStr: string;
  context: { queryClient: QueryClient; http: Http; boot?: Pick<BootData, 'marketCity'>; response?: RouterContext['response'] };
}): Promise<{ redirect: string; status: 301 | 302; exactQuery: true } | { data: CarsRouteState }> {
  const segments = splatToSegments(ctx.splat);
  const query = new URLSearchParams(ctx.searchStr);
  const catalog = await loadDeepLinkCatalog(ctx.context.queryClient, ctx.context.http, brandsOf(segments, query));
  const result = resolveCarsPath(segments, query, catalog);
  if (result.type === 'not-found') throw notFound();
  // `city=all`: the buyer chose "Весь Казахстан" (the home page's form without its code). The choice wins over the
  // remembered city, which is forgotten: in the browser here, on the server by the answer's Set-Cookie.
  const wholeCountry = query.getAll('city').includes(WHOLE_COUNTRY);
  if (wholeCountry) {
    if (typeof document !== 'undefined') forgetCity();
    else if (ctx.context.response) ctx.context.response.forgetCity = true;
  }
  // Redirects keep a marketing link's parameters (`utm_*`, click ids), which the filter does not hold.
  if (result.redirected) {
    const loc = buildCarsPath(result.filter, catalog);
    // A 302 when it forgets the city: a browser must not keep (301) an answer that changes a cookie.
    return { redirect: withMarketingParams(loc.pathname + loc.search, query), status: wholeCountry ? 302 : 301, exactQuery: true };
  }
  // No place in the URL: the buyer's remembered city, at its own address (302: it depends on the cookie), so the page
  // shows it as a chip they can remove (which forgets it). A place in the URL wins. Only on the way into the search:
  // within it (back to the list before the city was chosen, a link of the page) the URL is taken as it is.
  const city = ctx.context.boot && searchOnScreen === 0 && !wholeCountry ? rememberedCity(ctx.context.boot) : null;
  if (city && !result.filter.city && !result.filter.region && catalog.cities.includes(city)) {
    const loc = buildCarsPath({ ...result.filter, city }, catalog);
    return { redirect: withMarketingParams(loc.pathname + loc.search, query), status: 302, exactQuery: true };
  }
  return { data: { filter: result.filter, catalog, canonical: buildCarsPath(result.filter, catalog) } };
}

/** How many search pages are on the screen (0 on the server): set by `useSearchOnScreen`. */
let searchOnScreen = 0;

/** Marks the search page as shown while it is mounted (a navigation from it keeps its URL's place as it is). */
export function useSearchOnScreen(): void {
  useEffect(() => {
    searchOnScreen++;
    return () => {
      searchOnScreen--;
    };
  }, []);
}

/** The state the `deep-link` step left for the cars route (the root runs it before the route loads). */
export function carsRouteState(steps: Readonly<Record<string, unknown>>): CarsRouteState {
  const state = steps['deep-link'] as CarsRouteState | undefined;
  if (!state) throw new Error('the deep-link step did not run before /cars/$ (staticData.steps)');
  return state;
}

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
    cityRegions: Object.fromEntries(regions.items.flatMap((r) => (r.city ? [[r.slug, r.city] as const] : []))),
  };
}
