import { createFileRoute } from '@tanstack/react-router';
import { SectionPage, sectionHead } from '../features/sections/SectionPage';

export const Route = createFileRoute('/auction')({
  staticData: { layout: 'empty' },
  head: sectionHead('auction'),
  component: () => <SectionPage section="auction" />,
});
