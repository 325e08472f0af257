import { createFileRoute } from '@tanstack/react-router';
import { SectionPage, sectionHead } from '../features/sections/SectionPage';

export const Route = createFileRoute('/guide/')({
  staticData: { layout: 'default' },
  head: sectionHead('guide'),
  component: () => <SectionPage section="guide" />,
});
