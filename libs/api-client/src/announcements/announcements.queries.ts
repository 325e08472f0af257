import { queryOptions } from '@tanstack/react-query';
import type { SearchQuery } from '@jolda/contracts';
import type { Http } from '../http.js';
import { getAnnouncement, getSeller, searchAnnouncements } from './announcements.api.js';

/**
 * Query-option factories, shared by loaders (`ensureQueryData`) and components (`useSuspenseQuery`). Keys carry the
 * locale because answers hold localised names. `all()` is the prefix to invalidate everything of this domain.
 */
export const announcementQueries = {
  all: () => ['announcements'] as const,
  searches: (http: Http) => [...announcementQueries.all(), http.getLocale(), 'search'] as const,
  search: (http: Http, filter: SearchQuery) =>
    queryOptions({
      queryKey: [...announcementQueries.searches(http), filter] as const,
      queryFn: ({ signal }) => searchAnnouncements(http, filter, { signal }),
    }),
  detail: (http: Http, id: number) =>
    queryOptions({
      queryKey: [...announcementQueries.all(), http.getLocale(), 'detail', id] as const,
      queryFn: ({ signal }) => getAnnouncement(http, id, { signal }),
    }),
  seller: (http: Http, id: number) =>
    queryOptions({
      queryKey: [...announcementQueries.all(), http.getLocale(), 'seller', id] as const,
      queryFn: ({ signal }) => getSeller(http, id, { signal }),
    }),
};
