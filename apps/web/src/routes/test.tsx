import { createFileRoute } from '@tanstack/react-router';
import { SectionPage, sectionHead } from '../features/sections/SectionPage';

export const Route = createFileRoute('/test')({
  staticData: { layout: 'default' },
  head: sectionHead('test'),
  component: () => <SectionPage section="test" />,
});
