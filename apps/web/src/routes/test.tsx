import { createFileRoute } from '@tanstack/react-router';
import { SectionPage } from '../features/sections/SectionPage';
import { sectionHead } from '../features/sections/section-route';

export const Route = createFileRoute('/test')({
  staticData: { layout: 'default', auth: false },
  head: sectionHead('test'),
  component: () => <SectionPage section="test" />,
});
