import { createFileRoute } from '@tanstack/react-router';
import { validateCitySearch } from '../features/market/city';
import { MarketHomePage } from '../features/market/MarketHomePage';
import { loadMarketHome, marketDeps, marketHomeHead } from '../features/market/market-route';

export const Route = createFileRoute('/market/')({
  staticData: { layout: 'market', auth: false },
  validateSearch: validateCitySearch,
  loaderDeps: ({ search }) => ({ city: search.city }),
  loader: ({ context, deps }) => loadMarketHome(context, marketDeps(deps, context.boot, false)),
  head: marketHomeHead(false),
  component: function MarketRoute() {
    const { place } = Route.useLoaderData();
    return <MarketHomePage place={place} cityFromUrl={Route.useSearch().city} />;
  },
});
