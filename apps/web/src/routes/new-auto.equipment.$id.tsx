import { createFileRoute } from '@tanstack/react-router';
import { slugParams } from '../app/params';
import { loadTrim, trimHead } from '../features/market/offer-route';
import { TrimEquipmentPage } from '../features/market/TrimEquipmentPage';

// Trim ids are slugs with a letter; a purely numeric id is the old catalogue's and redirects (server, @jolda/routing).
export const Route = createFileRoute('/new-auto/equipment/$id')({
  staticData: { layout: 'default', auth: false },
  params: slugParams('id'),
  loader: ({ context, params }) => loadTrim(context, params.id),
  head: trimHead,
  component: function TrimRoute() {
    return <TrimEquipmentPage slug={Route.useParams().id} />;
  },
});
