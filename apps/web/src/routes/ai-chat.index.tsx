import { createFileRoute } from '@tanstack/react-router';
import { SectionPage, sectionHead } from '../features/sections/SectionPage';

export const Route = createFileRoute('/ai-chat/')({
  staticData: { layout: 'ai-chat' },
  head: sectionHead('aiChat'),
  component: () => <SectionPage section="aiChat" />,
});
