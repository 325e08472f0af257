import { createFileRoute } from '@tanstack/react-router';
import { AssistantPage } from '../features/assistant/AssistantPage';
import { assistantHead, validateAssistantSearch } from '../features/assistant/assistant-route';

export const Route = createFileRoute('/ai-chat/')({
  staticData: { layout: 'ai-chat', auth: false, steps: ['assistant-onboarding'], task: true },
  validateSearch: validateAssistantSearch,
  head: assistantHead,
  component: function AiChatRoute() {
    const { q } = Route.useSearch();
    return <AssistantPage question={q} />;
  },
});
