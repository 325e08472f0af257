import { createFileRoute } from '@tanstack/react-router';
import { SectionPage, sectionHead } from '../features/sections/SectionPage';

export const Route = createFileRoute('/autocheck/')({
  staticData: { layout: 'default' },
  head: sectionHead('autocheck'),
  component: () => <SectionPage section="autocheck" />,
});
