import { queryOptions } from '@tanstack/react-query';
import type { Http } from '../http.js';
import { getFranchiseOffer, listFranchiseLeads } from './franchise.api.js';

/** The offer changes with a deploy; the leads list is an admin's and always refetched. */
export const franchiseQueries = {
  all: () => ['franchise'] as const,
  offer: (http: Http) =>
    queryOptions({
      queryKey: [...franchiseQueries.all(), http.getLocale(), 'offer'] as const,
      queryFn: ({ signal }) => getFranchiseOffer(http, { signal }),
      staleTime: 5 * 60_000,
    }),
  leads: (http: Http, page = 1) =>
    queryOptions({
      queryKey: [...franchiseQueries.all(), http.getLocale(), 'leads', page] as const,
      queryFn: ({ signal }) => listFranchiseLeads(http, { page, pageSize: 50 }, { signal }),
      retry: false,
    }),
};

export const franchiseMutations = {
  sendLead: () => [...franchiseQueries.all(), 'send-lead'] as const,
};
