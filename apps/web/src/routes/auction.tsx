import { createFileRoute } from '@tanstack/react-router';
import { SectionPage } from '../features/sections/SectionPage';
import { sectionHead } from '../features/sections/section-route';

export const Route = createFileRoute('/auction')({
  staticData: { layout: 'empty', auth: false },
  head: sectionHead('auction'),
  component: () => <SectionPage section="auction" />,
});
