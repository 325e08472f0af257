import { queryOptions } from '@tanstack/react-query';
import type { Http } from '../http.js';
import { getCompareAnnouncements } from './compare.api.js';

export const compareQueries = {
  all: () => ['compare'] as const,
  announcements: (http: Http, ids: number[]) =>
    queryOptions({
      queryKey: [...compareQueries.all(), http.getLocale(), 'announcements', ids] as const,
      queryFn: ({ signal }) => getCompareAnnouncements(http, ids, { signal }),
    }),
};
