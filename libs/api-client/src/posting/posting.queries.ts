import { queryOptions } from '@tanstack/react-query';
import type { AnnouncementStatus } from '@jolda/contracts';
import type { Http } from '../http.js';
import { decodeVin, getDraft, getEditableAnnouncement, listMyAnnouncements } from './posting.api.js';

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
};
