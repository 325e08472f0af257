import { createFileRoute } from '@tanstack/react-router';
import { SectionPage } from '../features/sections/SectionPage';
import { sectionHead } from '../features/sections/section-route';

export const Route = createFileRoute('/ai-chat/')({
  staticData: { layout: 'ai-chat', auth: false },
  head: sectionHead('aiChat'),
  component: () => <SectionPage section="aiChat" />,
});
