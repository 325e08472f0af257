import { type QueryClient, mutationOptions, queryOptions } from '@tanstack/react-query';
import type { ShortlistCreate } from '@jolda/contracts';
import type { Http } from '../http.js';
import {
  addToShortlist,
  createShortlist,
  deleteShortlist,
  getShortlist,
  listShortlists,
  removeFromShortlist,
  renameShortlist,
} from './shortlists.api.js';

/** Shortlists: my lists (private, refetched on a visit) and a list by its link (current prices: never kept long). */
export const shortlistQueries = {
  all: () => ['shortlists'] as const,
  mine: (http: Http) =>
    queryOptions({
      queryKey: [...shortlistQueries.all(), 'mine'] as const,
      queryFn: ({ signal }) => listShortlists(http, { signal }),
      staleTime: 0,
    }),
  detail: (http: Http, id: string) =>
    queryOptions({
      queryKey: [...shortlistQueries.all(), http.getLocale(), 'detail', id] as const,
      queryFn: ({ signal }) => getShortlist(http, id, { signal }),
      staleTime: 0,
    }),
};

const invalidate = (client: QueryClient) => client.invalidateQueries({ queryKey: shortlistQueries.all() });

/** The owner's writes; each invalidates every shortlist query with the factory's key. */
export const shortlistMutations = {
  all: () => ['shortlists', 'write'] as const,
  create: (http: Http) =>
    mutationOptions({
      mutationKey: [...shortlistMutations.all(), 'create'] as const,
      mutationFn: (input: ShortlistCreate) => createShortlist(http, input),
      onSuccess: (_r, _v, _m, { client }) => void invalidate(client),
    }),
  rename: (http: Http) =>
    mutationOptions({
      mutationKey: [...shortlistMutations.all(), 'rename'] as const,
      mutationFn: ({ id, name }: { id: string; name: string }) => renameShortlist(http, id, name),
      onSuccess: (_r, _v, _m, { client }) => void invalidate(client),
    }),
  remove: (http: Http) =>
    mutationOptions({
      mutationKey: [...shortlistMutations.all(), 'remove'] as const,
      mutationFn: (id: string) => deleteShortlist(http, id),
      onSuccess: (_r, _v, _m, { client }) => void invalidate(client),
    }),
  toggleItem: (http: Http) =>
    mutationOptions({
      mutationKey: [...shortlistMutations.all(), 'toggle-item'] as const,
      mutationFn: ({ id, announcementId, add }: { id: string; announcementId: number; add: boolean }) =>
        add ? addToShortlist(http, id, announcementId) : removeFromShortlist(http, id, announcementId),
      onSuccess: (_r, _v, _m, { client }) => void invalidate(client),
    }),
};
