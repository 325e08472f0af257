import { createFileRoute } from '@tanstack/react-router';
import { slugParams } from '../app/params';
import { validateCitySearch } from '../features/market/city';
import { MarketBrandPage } from '../features/market/MarketBrandPage';
import { loadMarketBrand, marketBrandHead, marketDeps } from '../features/market/market-route';

export const Route = createFileRoute('/market/$mark/')({
  staticData: { layout: 'market', auth: false },
  params: slugParams('mark'),
  validateSearch: validateCitySearch,
  loaderDeps: ({ search }) => ({ city: search.city }),
  loader: ({ context, params, deps }) => loadMarketBrand(context, params.mark, marketDeps(deps, context.boot, false)),
  head: marketBrandHead,
  component: function MarketBrandRoute() {
    const { place } = Route.useLoaderData();
    return <MarketBrandPage brand={Route.useParams().mark} place={place} cityFromUrl={Route.useSearch().city} />;
  },
});
