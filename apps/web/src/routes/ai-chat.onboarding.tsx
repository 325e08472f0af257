import { createFileRoute } from '@tanstack/react-router';
import { SectionPage, sectionHead } from '../features/sections/SectionPage';

export const Route = createFileRoute('/ai-chat/onboarding')({
  staticData: { layout: 'ai-chat' },
  head: sectionHead('aiChatOnboarding'),
  component: () => <SectionPage section="aiChatOnboarding" />,
});
