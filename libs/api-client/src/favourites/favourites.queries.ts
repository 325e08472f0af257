import { queryOptions } from '@tanstack/react-query';
import type { Http } from '../http.js';
import { listFavouriteIds, listFavourites } from './favourites.api.js';

/** The signed-in user's favourites: private data, never cached long. */
export const favouriteQueries = {
  all: () => ['favourites'] as const,
  list: (http: Http) =>
    queryOptions({
      queryKey: [...favouriteQueries.all(), http.getLocale(), 'list'] as const,
      queryFn: ({ signal }) => listFavourites(http, { signal }),
      staleTime: 0,
    }),
  ids: (http: Http) =>
    queryOptions({
      queryKey: [...favouriteQueries.all(), 'ids'] as const,
      queryFn: ({ signal }) => listFavouriteIds(http, { signal }),
      staleTime: 30_000,
    }),
};
