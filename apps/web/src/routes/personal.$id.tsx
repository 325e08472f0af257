import { createFileRoute } from '@tanstack/react-router';
import { parseIdParam, stringifyIdParam } from '../app/params';
import { PersonalOfferPage } from '../features/market/PersonalOfferPage';
import { loadPersonalOffer, personalOfferHead } from '../features/market/survey-route';

export const Route = createFileRoute('/personal/$id')({
  staticData: { layout: 'default', auth: true, task: true },
  params: { parse: parseIdParam, stringify: stringifyIdParam },
  loader: ({ context, params }) => loadPersonalOffer(context, params.id),
  head: personalOfferHead,
  component: function PersonalOfferRoute() {
    return <PersonalOfferPage id={Route.useParams().id} />;
  },
});
