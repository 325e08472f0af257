import { createFileRoute } from '@tanstack/react-router';
import { SectionPage, sectionHead } from '../features/sections/SectionPage';

export const Route = createFileRoute('/featureFlags')({
  staticData: { layout: 'default' },
  head: sectionHead('featureFlags'),
  component: () => <SectionPage section="featureFlags" />,
});
