import type { AnnouncementDetail, SearchQuery, SearchResult, Seller } from '@jolda/contracts';
import type { Http, RequestConfig } from '../http.js';
import { parseResponse, withQuery } from '../parse.js';

/** `GET /api/announcements` — the search (`searchQuerySchema` in the query string). */
export async function searchAnnouncements(
  http: Http,
  filter: SearchQuery,
  config?: RequestConfig,
): Promise<SearchResult> {
  const url = withQuery('/api/announcements', filter as Record<string, unknown>);
  return parseResponse('searchResultSchema', await http.get(url, config), 'GET /api/announcements');
}

/** `GET /api/announcements/:id`. */
export async function getAnnouncement(
  http: Http,
  id: number,
  config?: RequestConfig,
): Promise<AnnouncementDetail> {
  const url = `/api/announcements/${encodeURIComponent(String(id))}`;
  return parseResponse('announcementDetailSchema', await http.get(url, config), 'GET /api/announcements/:id');
}

/** `GET /api/sellers/:id` — a seller's public profile (404 `seller_not_found` for someone who never listed a car). */
export async function getSeller(http: Http, id: number, config?: RequestConfig): Promise<Seller> {
  const url = `/api/sellers/${encodeURIComponent(String(id))}`;
  return parseResponse('sellerSchema', await http.get(url, config), 'GET /api/sellers/:id');
}

/**
 * `POST /api/announcements/:id/views`: counts the visitor's view of an announcement page that is shown (the API counts
 * a visitor once a day, never a bot). The answer (`{ counted }`) is not read, so the page loads no schemas for it.
 */
export async function countView(http: Http, id: number): Promise<void> {
  await http.post(`/api/announcements/${encodeURIComponent(String(id))}/views`);
}
