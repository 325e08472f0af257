import { createFileRoute } from '@tanstack/react-router';
import { SectionPage } from '../features/sections/SectionPage';
import { sectionHead } from '../features/sections/section-route';

export const Route = createFileRoute('/aua-sapasy/')({
  staticData: { layout: 'none', auth: false },
  head: sectionHead('airQuality'),
  component: () => <SectionPage section="airQuality" />,
});
