import { createFileRoute } from '@tanstack/react-router';
import { SectionPage } from '../features/sections/SectionPage';
import { sectionHead } from '../features/sections/section-route';

export const Route = createFileRoute('/aua-sapasy/details')({
  staticData: { layout: 'default', auth: false },
  head: sectionHead('airQualityDetails'),
  component: () => <SectionPage section="airQualityDetails" />,
});
