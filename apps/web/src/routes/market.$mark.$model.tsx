import { createFileRoute } from '@tanstack/react-router';
import { slugParams } from '../app/params';
import { validateModelSearch } from '../features/market/city';
import { preloadCreditSection } from '../features/market/credit-lazy';
import { MarketModelPage } from '../features/market/MarketModelPage';
import { loadMarketModel, marketDeps, marketModelHead } from '../features/market/market-route';

export const Route = createFileRoute('/market/$mark/$model')({
  staticData: { layout: 'market', auth: false, steps: ['model-redirect'] },
  params: slugParams('mark', 'model'),
  validateSearch: validateModelSearch,
  loaderDeps: ({ search }) => ({ city: search.city }),
  loader: ({ context, params, deps }) => {
    preloadCreditSection();
    return loadMarketModel(context, params.mark, params.model, marketDeps(deps, context.boot, false));
  },
  head: marketModelHead,
  component: function MarketModelRoute() {
    const { mark, model } = Route.useParams();
    const { place } = Route.useLoaderData();
    const search = Route.useSearch();
    return <MarketModelPage brand={mark} model={model} place={place} cityFromUrl={search.city} initial={{ trim: search.trim, colour: search.colour }} />;
  },
});
