import { useQuery } from '@tanstack/react-query';
import { marketQueries, useHttp } from '@jolda/api-client';

/** The offer of a detail screen (`detail/{id}`, or `?id=` of its sub-screens); 0 (a bad id) is never asked for. */
export function useOffer(id: number) {
  const http = useHttp();
  return useQuery({ ...marketQueries.offer(http, id), enabled: id > 0 });
}

/** `?id=` of the sub-screens: a positive whole number, else 0 (the web server reads it the same way). */
export { offerIdFrom } from '@jolda/api-client';
