import { createFileRoute } from '@tanstack/react-router';
import { CreateAnnouncementPage } from '../features/posting/PostingPage';
import { createHead, prefillSearch } from '../features/posting/posting-route';

export const Route = createFileRoute('/create-announcement')({
  staticData: { layout: 'default', auth: false, task: true },
  validateSearch: prefillSearch,
  head: createHead,
  component: function CreateRoute() {
    return <CreateAnnouncementPage prefill={Route.useSearch()} />;
  },
});
