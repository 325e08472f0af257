import { queryOptions } from '@tanstack/react-query';
import type { Http } from '../http.js';
import { getConversation, getUnread, listConversations } from './messages.api.js';

/**
 * Messages: private, always current (the live stream moves them; `staleTime: 0`). The locale is in the keys because
 * the announcement cards in them name cities in the page's language.
 */
export const messageQueries = {
  all: () => ['messages'] as const,
  list: (http: Http) =>
    queryOptions({
      queryKey: [...messageQueries.all(), http.getLocale(), 'list'] as const,
      queryFn: ({ signal }) => listConversations(http, { signal }),
      staleTime: 0,
    }),
  detail: (http: Http, id: number) =>
    queryOptions({
      queryKey: [...messageQueries.all(), http.getLocale(), 'detail', id] as const,
      queryFn: ({ signal }) => getConversation(http, id, undefined, { signal }),
      staleTime: 0,
    }),
  unread: (http: Http) =>
    queryOptions({
      queryKey: [...messageQueries.all(), 'unread'] as const,
      queryFn: ({ signal }) => getUnread(http, { signal }),
      staleTime: 30_000,
    }),
};

export const messageMutations = {
  start: () => [...messageQueries.all(), 'start'] as const,
  send: () => [...messageQueries.all(), 'send'] as const,
};
