import { createFileRoute } from '@tanstack/react-router';
import { parseIdParam, stringifyIdParam } from '../app/params';
import { compareHead, loadComparison } from '../features/market/offer-route';
import { ComparePage } from '../features/market/ComparePage';

export const Route = createFileRoute('/new-auto/compare/$id')({
  staticData: { layout: 'default', auth: false },
  params: { parse: parseIdParam, stringify: stringifyIdParam },
  loader: ({ context, params }) => loadComparison(context, params.id),
  head: compareHead,
  component: function CompareRoute() {
    return <ComparePage id={Route.useParams().id} />;
  },
});
