import { createFileRoute } from '@tanstack/react-router';
import { SectionPage, sectionHead } from '../features/sections/SectionPage';

export const Route = createFileRoute('/login')({
  staticData: { layout: 'default' },
  head: sectionHead('login'),
  component: () => <SectionPage section="login" />,
});
