import { createFileRoute } from '@tanstack/react-router';
import { parseSplat } from '../app/params';
import { autocentresHead, loadAutocentres } from '../features/market/dealer-route';
import { AutocentresView } from '../features/market/AutocentresPage';

export const Route = createFileRoute('/autocenters/$')({
  staticData: { layout: 'default', auth: false },
  params: { parse: parseSplat },
  loader: ({ context, params }) => loadAutocentres(context, params._splat),
  head: autocentresHead,
  component: function AutocentreRoute() {
    return <AutocentresView data={Route.useLoaderData()} />;
  },
});
