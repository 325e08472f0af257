import { createFileRoute } from '@tanstack/react-router';
import { parseSplat } from '../app/params';
import { carsRouteState } from '../features/search/deep-link-step';
import { carsHead, loadCarsResults, searchNames } from '../features/search/search-route';
import { searchTitle } from '../features/search/search-text';
import { SearchPage } from '../features/search/SearchPage';

export const Route = createFileRoute('/cars/$')({
  // The deep-link step runs once, before the route loads (app/route-rules.ts): 404 for an unknown segment, 301 for
  // nur-sultan; the loader works from the filter it parsed.
  staticData: { layout: 'default', auth: false, steps: ['deep-link'] },
  params: { parse: parseSplat },
  loaderDeps: ({ search }) => ({ search: search as Record<string, unknown> }),
  loader: ({ context }) => loadCarsResults(context, carsRouteState(context.steps)),
  head: carsHead,
  component: function CarsRoute() {
    const state = Route.useLoaderData();
    const { queryClient, http, i18n } = Route.useRouteContext();
    const { title } = searchTitle({ ...state.filter, page: undefined }, searchNames(queryClient, http, state.filter), i18n);
    return <SearchPage filter={state.filter} catalog={state.catalog} heading={title.split(' — ')[0] ?? title} />;
  },
});
