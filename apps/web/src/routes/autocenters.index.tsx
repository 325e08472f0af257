import { createFileRoute } from '@tanstack/react-router';
import { SectionPage } from '../features/sections/SectionPage';
import { sectionHead } from '../features/sections/section-route';

export const Route = createFileRoute('/autocenters/')({
  staticData: { layout: 'default', auth: false },
  head: sectionHead('autocenters'),
  component: () => <SectionPage section="autocenters" />,
});
