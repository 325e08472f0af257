import { createFileRoute } from '@tanstack/react-router';
import { SectionPage, sectionHead } from '../features/sections/SectionPage';

export const Route = createFileRoute('/offline')({
  staticData: { layout: 'default' },
  head: sectionHead('offline'),
  component: () => <SectionPage section="offline" />,
});
