import { createFileRoute } from '@tanstack/react-router';
import { MessagesPage } from '../features/messages/MessagesPage';
import { loadMessages, messagesHead, validateMessagesSearch } from '../features/messages/messages-route';

export const Route = createFileRoute('/profile/messages')({
  staticData: { layout: 'default', auth: true },
  validateSearch: validateMessagesSearch,
  loaderDeps: ({ search }) => ({ ...(search.c ? { c: search.c } : {}), ...(search.announcement ? { announcement: search.announcement } : {}) }),
  loader: loadMessages,
  head: messagesHead,
  component: function MessagesRoute() {
    const { open, announcement } = Route.useLoaderData();
    return <MessagesPage open={open} announcement={announcement} />;
  },
});
