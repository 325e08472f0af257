import { createFileRoute } from '@tanstack/react-router';
import { autocentresHead, loadAutocentres } from '../features/market/dealer-route';
import { AutocentresPage } from '../features/market/AutocentresPage';

export const Route = createFileRoute('/autocenters/')({
  staticData: { layout: 'default', auth: false },
  loader: ({ context }) => loadAutocentres(context, ''),
  head: autocentresHead,
  component: function AutocentresRoute() {
    const data = Route.useLoaderData();
    return data.kind === 'list' ? <AutocentresPage list={data.list} /> : null;
  },
});
