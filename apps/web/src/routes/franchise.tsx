import { createFileRoute } from '@tanstack/react-router';
import { SectionPage, sectionHead } from '../features/sections/SectionPage';

export const Route = createFileRoute('/franchise')({
  staticData: { layout: 'default' },
  head: sectionHead('franchise'),
  component: () => <SectionPage section="franchise" />,
});
