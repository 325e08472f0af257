import { queryOptions } from '@tanstack/react-query';
import type { Http } from '../http.js';
import { getHealth } from './health.api.js';

export const healthQueries = {
  all: () => ['health'] as const,
  status: (http: Http) =>
    queryOptions({
      queryKey: [...healthQueries.all(), 'status'] as const,
      queryFn: ({ signal }) => getHealth(http, { signal }),
      staleTime: 0,
    }),
};
