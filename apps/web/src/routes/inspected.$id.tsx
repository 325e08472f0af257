import { createFileRoute } from '@tanstack/react-router';
import { parseIdParam, stringifyIdParam } from '../app/params';
import { announcementHead, loadAnnouncement } from '../features/announcements/announcement-route';
import { AnnouncementPage } from '../features/announcements/AnnouncementPage';

/** The same screen as /announcement/{id}, reached from the inspected-cars section, with the inspection report. */
export const Route = createFileRoute('/inspected/$id')({
  staticData: { layout: 'default', auth: false },
  params: { parse: parseIdParam, stringify: stringifyIdParam },
  loader: ({ context, params }) => loadAnnouncement(context, params.id),
  head: announcementHead,
  component: function InspectedRoute() {
    const { id } = Route.useParams();
    return <AnnouncementPage id={id} inspectedRoute />;
  },
});
