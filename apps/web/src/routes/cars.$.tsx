import { createFileRoute } from '@tanstack/react-router';
import { parseSplat } from '../app/params';
import { runCarsDeepLink } from '../features/search/deep-link-step';
import { carsHead, loadCarsResults, searchNames } from '../features/search/search-route';
import { searchTitle } from '../features/search/search-text';
import { SearchPage } from '../features/search/SearchPage';

export const Route = createFileRoute('/cars/$')({
  staticData: { layout: 'default' },
  params: { parse: parseSplat },
  loaderDeps: ({ search }) => ({ search: search as Record<string, unknown> }),
  // The deep-link parsing step before display: 404 for an unknown segment, 301 for nur-sultan.
  beforeLoad: async ({ context, params, location }) => ({
    cars: await runCarsDeepLink(context, params._splat, location.searchStr),
  }),
  loader: ({ context }) => loadCarsResults(context, context.cars),
  head: carsHead,
  component: function CarsRoute() {
    const state = Route.useLoaderData();
    const { queryClient, http, i18n } = Route.useRouteContext();
    const { title } = searchTitle({ ...state.filter, page: undefined }, searchNames(queryClient, http, state.filter), i18n);
    return <SearchPage filter={state.filter} catalog={state.catalog} heading={title.split(' — ')[0] ?? title} />;
  },
});
