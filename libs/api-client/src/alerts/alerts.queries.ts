import { queryOptions } from '@tanstack/react-query';
import type { Http } from '../http.js';
import { countUnreadAlerts, listAlertNotifications } from './alerts.api.js';

/** The signed-in user's notifications: private data, never cached long. */
export const alertQueries = {
  all: () => ['alerts'] as const,
  list: (http: Http) =>
    queryOptions({
      queryKey: [...alertQueries.all(), http.getLocale(), 'list'] as const,
      queryFn: ({ signal }) => listAlertNotifications(http, { signal }),
      staleTime: 0,
    }),
  unread: (http: Http) =>
    queryOptions({
      queryKey: [...alertQueries.all(), 'unread'] as const,
      queryFn: ({ signal }) => countUnreadAlerts(http, { signal }),
      staleTime: 30_000,
    }),
};
