import { queryOptions } from '@tanstack/react-query';
import type { Http } from '../http.js';
import { listSavedSearches } from './saved-searches.api.js';

/** The signed-in user's saved searches: private data, never cached long. */
export const savedSearchQueries = {
  all: () => ['saved-searches'] as const,
  list: (http: Http) =>
    queryOptions({
      queryKey: [...savedSearchQueries.all(), http.getLocale(), 'list'] as const,
      queryFn: ({ signal }) => listSavedSearches(http, { signal }),
      staleTime: 0,
    }),
};
