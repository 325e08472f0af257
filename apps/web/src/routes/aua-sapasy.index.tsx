import { createFileRoute } from '@tanstack/react-router';
import { SectionPage, sectionHead } from '../features/sections/SectionPage';

export const Route = createFileRoute('/aua-sapasy/')({
  staticData: { layout: 'none' },
  head: sectionHead('airQuality'),
  component: () => <SectionPage section="airQuality" />,
});
