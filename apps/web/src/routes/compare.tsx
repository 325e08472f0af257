import { createFileRoute } from '@tanstack/react-router';
import { SectionPage, sectionHead } from '../features/sections/SectionPage';

export const Route = createFileRoute('/compare')({
  staticData: { layout: 'default' },
  head: sectionHead('compare'),
  component: () => <SectionPage section="compare" />,
});
