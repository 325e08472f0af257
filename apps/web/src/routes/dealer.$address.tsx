import { createFileRoute } from '@tanstack/react-router';
import { slugParams } from '../app/params';
import { dealerHead, loadDealer } from '../features/market/dealer-route';
import { DealerPage } from '../features/market/DealerPage';

export const Route = createFileRoute('/dealer/$address')({
  staticData: { layout: 'market', auth: false },
  params: slugParams('address'),
  loader: ({ context, params }) => loadDealer(context, params.address),
  head: dealerHead,
  component: function DealerRoute() {
    return <DealerPage slug={Route.useParams().address} />;
  },
});
