import { createFileRoute } from '@tanstack/react-router';
import { parseIdParam, stringifyIdParam } from '../app/params';
import { EditAnnouncementPage, editHead } from '../features/posting/PostingPage';

export const Route = createFileRoute('/edit-announcement/$id')({
  staticData: { layout: 'default' },
  params: { parse: parseIdParam, stringify: stringifyIdParam },
  head: editHead,
  component: function EditAnnouncementRoute() {
    const { id } = Route.useParams();
    return <EditAnnouncementPage id={id} />;
  },
});
