import { createFileRoute } from '@tanstack/react-router';
import { parseIdParam, stringifyIdParam } from '../app/params';
import { announcementHead, loadAnnouncement } from '../features/announcements/announcement-route';
import { AnnouncementPage } from '../features/announcements/AnnouncementPage';

export const Route = createFileRoute('/announcement/$id')({
  staticData: { layout: 'default', auth: false },
  params: { parse: parseIdParam, stringify: stringifyIdParam },
  loader: ({ context, params }) => loadAnnouncement(context, params.id),
  head: announcementHead,
  component: function AnnouncementRoute() {
    const { id } = Route.useParams();
    return <AnnouncementPage id={id} />;
  },
});
