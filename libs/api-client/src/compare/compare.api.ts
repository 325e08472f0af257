import type { CompareAnnouncements, CompareIds } from '@jolda/contracts';
import type { Http, RequestConfig } from '../http.js';
import { parseResponse } from '../parse.js';

/** `GET /api/compare/announcements?ids=` — public details for the compare table (views not counted). */
export async function getCompareAnnouncements(
  http: Http,
  ids: number[],
  config?: RequestConfig,
): Promise<CompareAnnouncements> {
  if (ids.length === 0) return { items: [] };
  return parseResponse(
    'compareAnnouncementsSchema',
    await http.get(`/api/compare/announcements?ids=${ids.map(Number).join(',')}`, config),
    'GET /api/compare/announcements',
  );
}

/** `GET /api/compare` — the signed-in user's saved list. */
export async function getCompareList(http: Http, config?: RequestConfig): Promise<CompareIds> {
  return parseResponse('compareIdsSchema', await http.get('/api/compare', config), 'GET /api/compare');
}

/** `PUT /api/compare` — replaces the saved list (at most 4). */
export async function putCompareList(http: Http, ids: number[]): Promise<CompareIds> {
  return parseResponse('compareIdsSchema', await http.put('/api/compare', { ids }), 'PUT /api/compare');
}

/** `POST /api/compare/merge` — the browser's list after the account's (capped at 4). */
export async function mergeCompareList(http: Http, ids: number[]): Promise<CompareIds> {
  return parseResponse(
    'compareIdsSchema',
    await http.post('/api/compare/merge', { ids }),
    'POST /api/compare/merge',
  );
}
