import type { SavedSearch, SavedSearchCreate, SavedSearchList } from '@jolda/contracts';
import type { Http, RequestConfig } from '../http.js';
import { parseResponse } from '../parse.js';

/** `GET /api/saved-searches` — the signed-in user's saved searches with totals and new matches since last seen. */
export async function listSavedSearches(http: Http, config?: RequestConfig): Promise<SavedSearchList> {
  return parseResponse(
    'savedSearchListSchema',
    await http.get('/api/saved-searches', config),
    'GET /api/saved-searches',
  );
}

/** `POST /api/saved-searches` — saves a filter (the same filter again answers the saved one). */
export async function saveSearch(http: Http, filter: SavedSearchCreate['filter'], alert?: boolean): Promise<SavedSearch> {
  return parseResponse(
    'savedSearchSchema',
    await http.post('/api/saved-searches', alert === undefined ? { filter } : { filter, alert }),
    'POST /api/saved-searches',
  );
}

/** `POST /api/saved-searches/:id/seen` — new matches count from now. */
export async function markSavedSearchSeen(http: Http, id: number): Promise<void> {
  await http.post(`/api/saved-searches/${encodeURIComponent(String(id))}/seen`);
}

/** `DELETE /api/saved-searches/:id`. */
export async function deleteSavedSearch(http: Http, id: number): Promise<void> {
  await http.delete(`/api/saved-searches/${encodeURIComponent(String(id))}`);
}
