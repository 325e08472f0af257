import { createFileRoute } from '@tanstack/react-router';
import { UnsubscribePage } from '../features/alerts/UnsubscribePage';
import { unsubscribeHead, validateUnsubscribeSearch } from '../features/alerts/notifications-route';

export const Route = createFileRoute('/alerts/unsubscribe')({
  // Opened from a push, signed in or not: the signed token says whose alert it is.
  staticData: { layout: 'default', auth: false },
  validateSearch: validateUnsubscribeSearch,
  head: unsubscribeHead,
  component: function UnsubscribeRoute() {
    return <UnsubscribePage token={Route.useSearch().token} />;
  },
});
