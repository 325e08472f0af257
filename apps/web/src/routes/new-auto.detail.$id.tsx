import { createFileRoute } from '@tanstack/react-router';
import { parseIdParam, stringifyIdParam } from '../app/params';
import { loadOffer, offerHead } from '../features/market/offer-route';
import { OfferPage } from '../features/market/OfferPage';

export const Route = createFileRoute('/new-auto/detail/$id')({
  staticData: { layout: 'default', auth: false },
  params: { parse: parseIdParam, stringify: stringifyIdParam },
  loader: ({ context, params }) => loadOffer(context, params.id),
  head: offerHead,
  component: function OfferRoute() {
    return <OfferPage id={Route.useParams().id} />;
  },
});
