import { createFileRoute } from '@tanstack/react-router';
import { SectionPage, sectionHead } from '../features/sections/SectionPage';

export const Route = createFileRoute('/about')({
  staticData: { layout: 'default' },
  head: sectionHead('about'),
  component: () => <SectionPage section="about" />,
});
