import { createFileRoute } from '@tanstack/react-router';
import { ShortlistPage } from '../features/shortlists/ShortlistPage';
import { loadShortlist, shortlistHead, shortlistParams } from '../features/shortlists/shortlist-route';

export const Route = createFileRoute('/myroll/$id')({
  staticData: { layout: 'default', auth: false },
  params: shortlistParams,
  loader: ({ context, params }) => loadShortlist(context, params.id),
  head: shortlistHead,
  component: function ShortlistRoute() {
    const { id } = Route.useParams();
    return <ShortlistPage id={id} />;
  },
});
