import { createFileRoute } from '@tanstack/react-router';
import { SectionPage } from '../features/sections/SectionPage';
import { sectionHead } from '../features/sections/section-route';

export const Route = createFileRoute('/guide/')({
  staticData: { layout: 'default', auth: false },
  head: sectionHead('guide'),
  component: () => <SectionPage section="guide" />,
});
