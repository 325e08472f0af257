import type { Shortlist, ShortlistCreate, ShortlistSummaries, ShortlistSummary } from '@jolda/contracts';
import type { Http, RequestConfig } from '../http.js';
import { parseResponse } from '../parse.js';

/** Shortlists (`/api/shortlists`): my lists, and any list by its link. */

const list = (id: string) => `/api/shortlists/${encodeURIComponent(id)}`;
const item = (id: string, announcementId: number) => `${list(id)}/items/${encodeURIComponent(String(announcementId))}`;

/** `GET /api/shortlists` — my lists with the ids of their cars. */
export async function listShortlists(http: Http, config?: RequestConfig): Promise<ShortlistSummaries> {
  return parseResponse('shortlistSummariesSchema', await http.get('/api/shortlists', config), 'GET /api/shortlists');
}

/** `GET /api/shortlists/:id` — a list by its link (anyone); 404 `shortlist_not_found`. */
export async function getShortlist(http: Http, id: string, config?: RequestConfig): Promise<Shortlist> {
  return parseResponse('shortlistSchema', await http.get(list(id), config), 'GET /api/shortlists/:id');
}

/** `POST /api/shortlists` — 201; 400 with `name` codes; 409 `shortlists_limit`. */
export async function createShortlist(http: Http, input: ShortlistCreate): Promise<ShortlistSummary> {
  return parseResponse('shortlistSummarySchema', await http.post('/api/shortlists', input), 'POST /api/shortlists');
}

/** `PUT /api/shortlists/:id` — rename (owner only). */
export async function renameShortlist(http: Http, id: string, name: string): Promise<ShortlistSummary> {
  return parseResponse('shortlistSummarySchema', await http.put(list(id), { name }), 'PUT /api/shortlists/:id');
}

/** `DELETE /api/shortlists/:id` (owner only). */
export async function deleteShortlist(http: Http, id: string): Promise<void> {
  await http.delete(list(id));
}

/** `PUT /api/shortlists/:id/items/:announcementId` — idempotent; 409 `shortlist_full`. */
export async function addToShortlist(http: Http, id: string, announcementId: number): Promise<ShortlistSummary> {
  return parseResponse('shortlistSummarySchema', await http.put(item(id, announcementId)), 'PUT /api/shortlists/:id/items/:announcementId');
}

/** `DELETE /api/shortlists/:id/items/:announcementId`. */
export async function removeFromShortlist(http: Http, id: string, announcementId: number): Promise<ShortlistSummary> {
  return parseResponse(
    'shortlistSummarySchema',
    await http.delete(item(id, announcementId)),
    'DELETE /api/shortlists/:id/items/:announcementId',
  );
}
