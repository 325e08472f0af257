import { createFileRoute } from '@tanstack/react-router';
import { SectionPage, sectionHead } from '../features/sections/SectionPage';

export const Route = createFileRoute('/bonus')({
  staticData: { layout: 'default' },
  head: sectionHead('bonus'),
  component: () => <SectionPage section="bonus" />,
});
