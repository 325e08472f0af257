import type { FavouriteIds, FavouritesList } from '@jolda/contracts';
import type { Http, RequestConfig } from '../http.js';
import { parseResponse } from '../parse.js';

/** `GET /api/favourites` — the signed-in user's favourites with cards, price when added and change since. */
export async function listFavourites(http: Http, config?: RequestConfig): Promise<FavouritesList> {
  return parseResponse(
    'favouritesListSchema',
    await http.get('/api/favourites', config),
    'GET /api/favourites',
  );
}

/** `GET /api/favourites/ids`. */
export async function listFavouriteIds(http: Http, config?: RequestConfig): Promise<FavouriteIds> {
  return parseResponse(
    'favouriteIdsSchema',
    await http.get('/api/favourites/ids', config),
    'GET /api/favourites/ids',
  );
}

/** `POST /api/favourites/:id` (idempotent). */
export async function addFavourite(http: Http, announcementId: number): Promise<void> {
  await http.post(`/api/favourites/${encodeURIComponent(String(announcementId))}`);
}

/** `DELETE /api/favourites/:id`. */
export async function removeFavourite(http: Http, announcementId: number): Promise<void> {
  await http.delete(`/api/favourites/${encodeURIComponent(String(announcementId))}`);
}

/** `POST /api/favourites/merge` — browser favourites into the account (idempotent); answers all the ids. */
export async function mergeFavourites(http: Http, ids: number[]): Promise<FavouriteIds> {
  return parseResponse(
    'favouriteIdsSchema',
    await http.post('/api/favourites/merge', { ids }),
    'POST /api/favourites/merge',
  );
}
