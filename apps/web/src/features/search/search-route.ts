import type { QueryClient } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import { announcementQueries, catalogQueries, type Http } from '@jolda/api-client';
import { canonicalLink, localizePath } from '@jolda/i18n';
import { pageHead } from '../../shared/head';
import type { RouterContext } from '../../shared/router-context';
import { toSearchQuery, type CarsFilter } from './deep-link';
import type { CarsRouteState } from './deep-link-step';
import { preloadFilterPanel } from './filter-panel-lazy';
import { searchTitle, type SearchNames } from './search-text';

/**
 * Loader of /cars/$: the first page of results (rendered on the server), and in the browser on a wide screen the
 * sidebar's filter form, so the cards and the filters appear together.
 */
export async function loadCarsResults(context: Pick<RouterContext, 'queryClient' | 'http'>, state: CarsRouteState) {
  await Promise.all([
    context.queryClient.ensureQueryData(announcementQueries.search(context.http, toSearchQuery(state.filter))),
    preloadFilterPanel(),
  ]);
  return state;
}

/** Display names of the brand, model and place of a filter, from the catalogue answers already loaded. */
export function searchNames(queryClient: QueryClient, http: Http, f: CarsFilter): SearchNames {
  const brands = queryClient.getQueryData(catalogQueries.brands(http).queryKey)?.items ?? [];
  const names: SearchNames = {};
  if (f.brand?.length === 1) {
    names.brand = brands.find((b) => b.slug === f.brand![0])?.name;
    const models = queryClient.getQueryData(catalogQueries.models(http, f.brand[0]!).queryKey)?.items ?? [];
    if (f.model) names.model = models.find((m) => m.slug === f.model)?.name;
  } else if (f.brand && f.brand.length > 1) {
    names.brand = f.brand.map((s) => brands.find((b) => b.slug === s)?.name ?? s).join(', ');
  }
  if (f.city) names.place = queryClient.getQueryData(catalogQueries.cities(http).queryKey)?.items.find((c) => c.slug === f.city)?.name;
  else if (f.region) names.place = queryClient.getQueryData(catalogQueries.regions(http).queryKey)?.items.find((r) => r.slug === f.region)?.name;
  return names;
}

/** Title, description and the canonical URL of the filter (one per filter state). */
export function carsHead(ctx: { match: { context: RouterContext; pathname: string; search: unknown }; loaderData?: CarsRouteState }) {
  const { context } = ctx.match;
  const state = ctx.loaderData;
  if (!state) return pageHead(ctx, context.i18n._(msg`Авто с пробегом`), '');
  const { title, description } = searchTitle(state.filter, searchNames(context.queryClient, context.http, state.filter), context.i18n);
  const head = pageHead(
    { match: { ...ctx.match, pathname: state.canonical.pathname, search: state.canonical.searchObject } },
    title,
    description,
  );
  const canonical = canonicalLink({
    origin: context.boot.origin,
    pathname: localizePath(state.canonical.pathname, context.locale),
    search: state.canonical.search.replace(/^\?/, ''),
  });
  return { ...head, links: [canonical, ...(head.links ?? []).filter((l) => (l as { rel?: string }).rel !== 'canonical')] };
}
