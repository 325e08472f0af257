import { queryOptions } from '@tanstack/react-query';
import type { AirPeriod } from '@jolda/contracts';
import type { Http } from '../http.js';
import { getAirOverview, getAirSeries } from './air.api.js';

/** New readings arrive once an hour: a minute fresh is plenty. */
const AIR_STALE_MS = 60_000;

/** One factory per air-quality query (route loaders and components alike); names follow the locale. */
export const airQueries = {
  all: () => ['air'] as const,
  overview: (http: Http) =>
    queryOptions({
      queryKey: [...airQueries.all(), http.getLocale(), 'overview'] as const,
      queryFn: ({ signal }) => getAirOverview(http, { signal }),
      staleTime: AIR_STALE_MS,
    }),
  series: (http: Http, q: { city: string; station?: string; period: AirPeriod }) =>
    queryOptions({
      queryKey: [...airQueries.all(), http.getLocale(), 'series', q.city, q.station ?? null, q.period] as const,
      queryFn: ({ signal }) => getAirSeries(http, q, { signal }),
      staleTime: AIR_STALE_MS,
    }),
};
