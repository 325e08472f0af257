import { createFileRoute } from '@tanstack/react-router';
import { CreateAnnouncementPage, createHead } from '../features/posting/PostingPage';

export const Route = createFileRoute('/create-announcement')({
  staticData: { layout: 'default' },
  head: createHead,
  component: CreateAnnouncementPage,
});
