import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { InspectionWrite } from '@jolda/contracts';
import type { Http } from '../http.js';
import { getInspection, getSellerInspectedCars, saveInspection } from './inspections.api.js';

/** An announcement's inspection (public; a save replaces it in the cache). */
export const inspectionQueries = {
  all: () => ['inspections'] as const,
  detail: (http: Http, id: number) =>
    queryOptions({ queryKey: [...inspectionQueries.all(), id] as const, queryFn: ({ signal }) => getInspection(http, id, { signal }), staleTime: 60_000 }),
  /** A seller's inspected cars on sale, a page of 20. */
  seller: (http: Http, sellerId: number, page: number) =>
    queryOptions({
      queryKey: [...inspectionQueries.all(), 'seller', sellerId, page, http.getLocale()] as const,
      queryFn: ({ signal }) => getSellerInspectedCars(http, sellerId, page, { signal }),
      staleTime: 60_000,
    }),
};

export const inspectionMutations = {
  save: (http: Http) =>
    mutationOptions({
      mutationKey: ['inspections', 'save'] as const,
      mutationFn: ({ id, body }: { id: number; body: InspectionWrite }) => saveInspection(http, id, body),
      onSuccess: (saved, { id }, _m, { client }) => {
        client.setQueryData(inspectionQueries.detail(http, id).queryKey, saved);
        void client.invalidateQueries({ queryKey: ['announcements'] });
      },
    }),
};
