import { createFileRoute } from '@tanstack/react-router';
import { slugParams } from '../app/params';
import { dealersHead, loadDealers } from '../features/market/dealer-route';
import { DealersPage } from '../features/market/DealersPage';

export const Route = createFileRoute('/dealers/$address')({
  staticData: { layout: 'default', auth: false },
  params: slugParams('address'),
  loader: ({ context, params }) => loadDealers(context, params.address),
  head: dealersHead,
  component: function DealersRoute() {
    return <DealersPage by={Route.useLoaderData().by} />;
  },
});
