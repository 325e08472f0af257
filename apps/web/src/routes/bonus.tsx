import { createFileRoute } from '@tanstack/react-router';
import { SectionPage } from '../features/sections/SectionPage';
import { sectionHead } from '../features/sections/section-route';

export const Route = createFileRoute('/bonus')({
  staticData: { layout: 'default', auth: false },
  head: sectionHead('bonus'),
  component: () => <SectionPage section="bonus" />,
});
