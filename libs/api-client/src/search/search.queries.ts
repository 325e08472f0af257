import { queryOptions } from '@tanstack/react-query';
import type { SearchFilterQuery } from '@jolda/contracts';
import type { Http } from '../http.js';
import { countAnnouncements, getSearchFacets } from './search.api.js';

/** Counts change with every new announcement: fresh for 30 s. */
const COUNT_STALE_MS = 30_000;

export const searchQueries = {
  all: () => ['search'] as const,
  count: (http: Http, filter: SearchFilterQuery) =>
    queryOptions({
      queryKey: [...searchQueries.all(), 'count', filter] as const,
      queryFn: ({ signal }) => countAnnouncements(http, filter, { signal }),
      staleTime: COUNT_STALE_MS,
    }),
  facets: (http: Http, filter: SearchFilterQuery) =>
    queryOptions({
      queryKey: [...searchQueries.all(), http.getLocale(), 'facets', filter] as const,
      queryFn: ({ signal }) => getSearchFacets(http, filter, { signal }),
      staleTime: COUNT_STALE_MS,
    }),
};
