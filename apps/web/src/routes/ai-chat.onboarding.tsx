import { createFileRoute } from '@tanstack/react-router';
import { AssistantOnboardingPage } from '../features/assistant/AssistantOnboardingPage';
import { assistantOnboardingHead } from '../features/assistant/assistant-route';

export const Route = createFileRoute('/ai-chat/onboarding')({
  staticData: { layout: 'ai-chat', auth: false },
  head: assistantOnboardingHead,
  component: AssistantOnboardingPage,
});
