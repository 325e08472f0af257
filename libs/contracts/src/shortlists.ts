import { z } from 'zod';
import { announcementCardSchema } from './announcements.js';
import { SHORTLIST_LIMITS } from './values.js';

export { SHORTLIST_ID, SHORTLIST_LIMITS } from './values.js';

/** Field codes of a shortlist's name (`400 validation_failed`, field `name`). */
export const SHORTLIST_ERROR = {
  nameRequired: 'shortlist_name_required',
  nameTooLong: 'shortlist_name_too_long',
} as const;

export const shortlistIdParamSchema = z.object({ id: z.string().max(64) });
export const shortlistItemParamSchema = z.object({
  id: z.string().max(64),
  announcementId: z.coerce.number().int().positive(),
});

export const shortlistNameSchema = z
  .string()
  .trim()
  .min(1, { message: SHORTLIST_ERROR.nameRequired })
  .max(SHORTLIST_LIMITS.nameMax, { message: SHORTLIST_ERROR.nameTooLong });

/** `POST /api/shortlists`: a new list, with its first car when made from a car's page. */
export const shortlistCreateSchema = z.object({
  name: shortlistNameSchema,
  announcementId: z.number().int().positive().optional(),
});
export type ShortlistCreate = z.input<typeof shortlistCreateSchema>;

/** `PUT /api/shortlists/:id`: rename. */
export const shortlistRenameSchema = z.object({ name: shortlistNameSchema });
export type ShortlistRename = z.input<typeof shortlistRenameSchema>;

/** One of my lists, as the owner's screens need it (the car page's picker, the favourites page). */
export const shortlistSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The cars in it, newest addition first. */
  announcementIds: z.array(z.number().int()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ShortlistSummary = z.infer<typeof shortlistSummarySchema>;

export const shortlistSummariesSchema = z.object({ items: z.array(shortlistSummarySchema) });
export type ShortlistSummaries = z.infer<typeof shortlistSummariesSchema>;

/**
 * A car in a shared list, as it is now: `on_sale` (published), `sold`, or `removed` (taken off, deleted, or not public
 * any more). `car` is its current card while the announcement is public (on sale, sold or archived), else null; the
 * brand, model, year and price when it was added stay for every state.
 */
export const shortlistItemStateSchema = z.enum(['on_sale', 'sold', 'removed']);
export type ShortlistItemState = z.infer<typeof shortlistItemStateSchema>;

export const shortlistItemSchema = z.object({
  announcementId: z.number().int(),
  state: shortlistItemStateSchema,
  /** "Toyota Camry" */
  title: z.string(),
  year: z.number().int(),
  priceAtAdd: z.number().int(),
  addedAt: z.string(),
  car: announcementCardSchema.nullable(),
});
export type ShortlistItem = z.infer<typeof shortlistItemSchema>;

/** `GET /api/shortlists/:id`: the read-only list anyone with the link sees; `mine` when the reader owns it. */
export const shortlistSchema = z.object({
  id: z.string(),
  name: z.string(),
  mine: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  items: z.array(shortlistItemSchema),
});
export type Shortlist = z.infer<typeof shortlistSchema>;
