import { createFileRoute } from '@tanstack/react-router';
import { parseSplat } from '../app/params';
import { loadNewAuto, newAutoBeforeLoad, newAutoHead } from '../features/market/new-auto-route';
import { NewAutoSearchPage } from '../features/market/NewAutoSearchPage';

export const Route = createFileRoute('/new-auto/$')({
  staticData: { layout: 'default', auth: false },
  params: { parse: parseSplat },
  loaderDeps: ({ search }) => ({ search: search as Record<string, unknown> }),
  beforeLoad: ({ params, location, context }) => newAutoBeforeLoad({ params, location, context }),
  loader: ({ context }) => loadNewAuto(context, context.newAuto),
  head: newAutoHead,
  component: function NewAutoRoute() {
    return <NewAutoSearchPage data={Route.useLoaderData()} />;
  },
});
