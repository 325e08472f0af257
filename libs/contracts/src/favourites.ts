import { z } from 'zod';
import { FAVOURITES_MERGE_MAX } from './values.js';
import { announcementCardSchema } from './announcements.js';

export const announcementIdParamSchema = z.object({ announcementId: z.coerce.number().int().positive() });

export const favouriteItemSchema = z.object({
  announcement: announcementCardSchema,
  /** ISO timestamp of when it was added. */
  addedAt: z.string(),
  /** The price when it was added (tenge). */
  priceAtAdd: z.number().int(),
  /** Current price minus the price when added: negative = cheaper now. */
  priceChange: z.number().int(),
  /** A price drop or the sale notifies the user (in-app and, when allowed, web push). */
  alert: z.boolean(),
});
export type FavouriteItem = z.infer<typeof favouriteItemSchema>;

export const favouritesListSchema = z.object({ items: z.array(favouriteItemSchema) });
export type FavouritesList = z.infer<typeof favouritesListSchema>;

export const favouriteIdsSchema = z.object({ ids: z.array(z.number().int()) });
export type FavouriteIds = z.infer<typeof favouriteIdsSchema>;

export { FAVOURITES_MERGE_MAX } from './values.js';

/** `POST /api/favourites/merge`: ids kept in the browser before signing in. */
export const favouritesMergeSchema = z.object({
  ids: z.array(z.number().int().positive()).max(FAVOURITES_MERGE_MAX),
});
export type FavouritesMerge = z.infer<typeof favouritesMergeSchema>;
