import { createFileRoute } from '@tanstack/react-router';
import { parseIdParam, stringifyIdParam } from '../app/params';
import { announcementHead, loadAnnouncement } from '../features/announcements/announcement-route';
import { AnnouncementPage } from '../features/announcements/AnnouncementPage';
import { InspectionReport } from '../features/inspections/InspectionReport';
import { loadInspection } from '../features/inspections/inspection-route';

/** An inspected car: its page with the inspector's report; a car that was never inspected (or does not exist) is a 404. */
export const Route = createFileRoute('/inspected/$id')({
  staticData: { layout: 'default', auth: false },
  params: { parse: parseIdParam, stringify: stringifyIdParam },
  loader: async ({ context, params }) => {
    const [detail] = await Promise.all([loadAnnouncement(context, params.id), loadInspection(context, params.id)]);
    return detail;
  },
  head: announcementHead,
  component: function InspectedRoute() {
    const { id } = Route.useParams();
    return <AnnouncementPage id={id} report={<InspectionReport id={id} />} />;
  },
});
