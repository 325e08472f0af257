import { createFileRoute } from '@tanstack/react-router';
import { SectionPage, sectionHead } from '../features/sections/SectionPage';

export const Route = createFileRoute('/create-announcement')({
  staticData: { layout: 'default' },
  head: sectionHead('createAnnouncement'),
  component: () => <SectionPage section="createAnnouncement" />,
});
