import { createFileRoute } from '@tanstack/react-router';
import { SectionPage, sectionHead } from '../features/sections/SectionPage';

export const Route = createFileRoute('/autocenters/')({
  staticData: { layout: 'default' },
  head: sectionHead('autocenters'),
  component: () => <SectionPage section="autocenters" />,
});
