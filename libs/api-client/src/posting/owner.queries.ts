import { queryOptions } from '@tanstack/react-query';
import type { AnnouncementOwnerView } from '@jolda/contracts';
import type { Http, RequestConfig } from '../http.js';
import { parseResponse } from '../parse.js';

/** `GET /api/my/announcements/:id/owner` — whether the signed-in viewer owns it, and the owner panel's data. */
export async function getAnnouncementOwnerView(http: Http, id: number, config?: RequestConfig): Promise<AnnouncementOwnerView> {
  return parseResponse(
    'announcementOwnerViewSchema',
    await http.get(`/api/my/announcements/${encodeURIComponent(String(id))}/owner`, config),
    'GET /api/my/announcements/:id/owner',
  );
}

/**
 * The car page's question "is this mine?", asked only when signed in. Its own module (not `postingQueries`), so the
 * car page's loader does not bring the seller's writes into a buyer's first JavaScript. The key is under `my`, so
 * every posting write invalidates it.
 */
export const announcementOwnerQueries = {
  detail: (http: Http, id: number) =>
    queryOptions({
      queryKey: ['my', http.getLocale(), 'owner', id] as const,
      queryFn: ({ signal }) => getAnnouncementOwnerView(http, id, { signal }),
      staleTime: 0,
    }),
};
