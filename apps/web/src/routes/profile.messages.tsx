import { createFileRoute } from '@tanstack/react-router';
import { MessagesPage } from '../features/messages/MessagesPage';
import { loadMessages, messagesHead, validateMessagesSearch } from '../features/messages/messages-route';

export const Route = createFileRoute('/profile/messages')({
  // A conversation is a task: nothing the user did not ask for (the NPS question) interrupts it.
  staticData: { layout: 'default', auth: true, task: true },
  validateSearch: validateMessagesSearch,
  loaderDeps: ({ search }) => ({ ...(search.c ? { c: search.c } : {}), ...(search.announcement ? { announcement: search.announcement } : {}) }),
  loader: loadMessages,
  head: messagesHead,
  component: function MessagesRoute() {
    const { open, announcement } = Route.useLoaderData();
    return <MessagesPage open={open} announcement={announcement} />;
  },
});
