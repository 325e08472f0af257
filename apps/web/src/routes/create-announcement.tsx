import { createFileRoute } from '@tanstack/react-router';
import { CreateAnnouncementPage } from '../features/posting/PostingPage';
import { createHead } from '../features/posting/posting-route';

export const Route = createFileRoute('/create-announcement')({
  staticData: { layout: 'default', auth: false },
  head: createHead,
  component: CreateAnnouncementPage,
});
