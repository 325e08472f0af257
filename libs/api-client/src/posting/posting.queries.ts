import { type QueryClient, mutationOptions, queryOptions } from '@tanstack/react-query';
import type { AnnouncementInputRaw, AnnouncementStatus, StatusChange } from '@jolda/contracts';
import { announcementQueries } from '../announcements/announcements.queries.js';
import type { Http } from '../http.js';
import {
  changeAnnouncementPrice,
  changeAnnouncementStatus,
  createAnnouncement,
  decodeVin,
  deleteAnnouncement,
  getDraft,
  getEditableAnnouncement,
  listMyAnnouncements,
  lookupPlate,
  undoSold,
  updateAnnouncement,
} from './posting.api.js';

/** The seller's data: never shared between users, so keys are under `my` and nothing is cached long. */
export const postingQueries = {
  all: () => ['my'] as const,
  mine: (http: Http, status?: AnnouncementStatus) =>
    queryOptions({
      queryKey: [...postingQueries.all(), http.getLocale(), 'announcements', status ?? 'all'] as const,
      queryFn: ({ signal }) => listMyAnnouncements(http, status, { signal }),
      staleTime: 0,
    }),
  editable: (http: Http, id: number) =>
    queryOptions({
      queryKey: [...postingQueries.all(), 'editable', id] as const,
      queryFn: ({ signal }) => getEditableAnnouncement(http, id, { signal }),
      staleTime: 0,
    }),
  draft: (http: Http) =>
    queryOptions({
      queryKey: [...postingQueries.all(), 'draft'] as const,
      queryFn: ({ signal }) => getDraft(http, { signal }),
      staleTime: 0,
    }),
  vin: (http: Http, vin: string) =>
    queryOptions({
      queryKey: ['vin', vin] as const,
      queryFn: ({ signal }) => decodeVin(http, vin, { signal }),
      staleTime: Infinity,
    }),
  plate: (http: Http, plate: string) =>
    queryOptions({
      queryKey: ['plate', http.getLocale(), plate] as const,
      queryFn: ({ signal }) => lookupPlate(http, plate, { signal }),
      staleTime: Infinity,
    }),
};

/** After a write: the seller's lists and every announcement answer (search, pages) may have changed. */
const invalidateAfterWrite = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: postingQueries.all() }),
    client.invalidateQueries({ queryKey: announcementQueries.all() }),
  ]);

/**
 * The seller's writes as mutation options (`useMutation(postingMutations.create(http))`): each invalidates, with the
 * factories' keys, what it changes (without waiting: the page shows the answer at once, the lists refetch behind).
 */
export const postingMutations = {
  all: () => ['my', 'write'] as const,
  create: (http: Http) =>
    mutationOptions({
      mutationKey: [...postingMutations.all(), 'create'] as const,
      mutationFn: (input: AnnouncementInputRaw) => createAnnouncement(http, input),
      onSuccess: (_r, _v, _m, { client }) => void invalidateAfterWrite(client),
    }),
  update: (http: Http) =>
    mutationOptions({
      mutationKey: [...postingMutations.all(), 'update'] as const,
      mutationFn: ({ id, input }: { id: number; input: AnnouncementInputRaw }) => updateAnnouncement(http, id, input),
      onSuccess: (_r, _v, _m, { client }) => void invalidateAfterWrite(client),
    }),
  changeStatus: (http: Http) =>
    mutationOptions({
      mutationKey: [...postingMutations.all(), 'change-status'] as const,
      mutationFn: ({ id, status }: { id: number; status: StatusChange['status'] }) =>
        changeAnnouncementStatus(http, id, status),
      onSuccess: (_r, _v, _m, { client }) => void invalidateAfterWrite(client),
    }),
  undoSold: (http: Http) =>
    mutationOptions({
      mutationKey: [...postingMutations.all(), 'undo-sold'] as const,
      mutationFn: (id: number) => undoSold(http, id),
      onSuccess: (_r, _v, _m, { client }) => void invalidateAfterWrite(client),
    }),
  changePrice: (http: Http) =>
    mutationOptions({
      mutationKey: [...postingMutations.all(), 'change-price'] as const,
      mutationFn: ({ id, price }: { id: number; price: number }) => changeAnnouncementPrice(http, id, price),
      onSuccess: (_r, _v, _m, { client }) => void invalidateAfterWrite(client),
    }),
  remove: (http: Http) =>
    mutationOptions({
      mutationKey: [...postingMutations.all(), 'remove'] as const,
      mutationFn: (id: number) => deleteAnnouncement(http, id),
      onSuccess: (_r, _v, _m, { client }) => void invalidateAfterWrite(client),
    }),
};
