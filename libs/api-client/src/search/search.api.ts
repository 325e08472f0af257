import type { SearchCount, SearchFacets, SearchFilterQuery } from '@jolda/contracts';
import type { Http, RequestConfig } from '../http.js';
import { parseResponse, withQuery } from '../parse.js';

/** `GET /api/announcements/count` — how many published announcements a filter finds. */
export async function countAnnouncements(
  http: Http,
  filter: SearchFilterQuery,
  config?: RequestConfig,
): Promise<SearchCount> {
  const url = withQuery('/api/announcements/count', filter as Record<string, unknown>);
  return parseResponse('searchCountSchema', await http.get(url, config), 'GET /api/announcements/count');
}

/** `GET /api/announcements/facets` — counts by brand and by model for a filter. */
export async function getSearchFacets(
  http: Http,
  filter: SearchFilterQuery,
  config?: RequestConfig,
): Promise<SearchFacets> {
  const url = withQuery('/api/announcements/facets', filter as Record<string, unknown>);
  return parseResponse('searchFacetsSchema', await http.get(url, config), 'GET /api/announcements/facets');
}
