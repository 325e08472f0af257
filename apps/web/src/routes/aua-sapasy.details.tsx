import { createFileRoute } from '@tanstack/react-router';
import { SectionPage, sectionHead } from '../features/sections/SectionPage';

export const Route = createFileRoute('/aua-sapasy/details')({
  staticData: { layout: 'default' },
  head: sectionHead('airQualityDetails'),
  component: () => <SectionPage section="airQualityDetails" />,
});
