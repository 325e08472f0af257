import { createFileRoute } from '@tanstack/react-router';
import { parseIdParam, stringifyIdParam } from '../app/params';
import { EditAnnouncementPage } from '../features/posting/PostingPage';
import { editHead, loadEditable } from '../features/posting/posting-route';

export const Route = createFileRoute('/edit-announcement/$id')({
  staticData: { layout: 'default', auth: true, task: true },
  params: { parse: parseIdParam, stringify: stringifyIdParam },
  loader: ({ context, params }) => loadEditable(context, params.id),
  head: editHead,
  component: function EditAnnouncementRoute() {
    const { id } = Route.useParams();
    const { denied } = Route.useLoaderData();
    return <EditAnnouncementPage id={id} denied={denied} />;
  },
});
