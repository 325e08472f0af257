import { queryOptions } from '@tanstack/react-query';
import type { Http } from '../http.js';
import { getHistory } from './assistant.api.js';

/** The assistant's server data: a signed-in user's conversation (private, never cached long). */
export const assistantQueries = {
  all: () => ['assistant'] as const,
  history: (http: Http) =>
    queryOptions({
      queryKey: [...assistantQueries.all(), http.getLocale(), 'history'] as const,
      queryFn: ({ signal }) => getHistory(http, { signal }),
      staleTime: 0,
    }),
};
