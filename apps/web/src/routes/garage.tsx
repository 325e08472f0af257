import { createFileRoute } from '@tanstack/react-router';
import { SectionPage, sectionHead } from '../features/sections/SectionPage';

export const Route = createFileRoute('/garage')({
  staticData: { layout: 'default' },
  head: sectionHead('garage'),
  component: () => <SectionPage section="garage" />,
});
