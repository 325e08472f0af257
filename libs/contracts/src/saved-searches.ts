import { z } from 'zod';
import { searchFilterQuerySchema } from './search.js';

export { SAVED_SEARCH_LIMIT, canonicalSearchFilter } from './values.js';

/** `POST /api/saved-searches`: the filter of a search (no sort, no page), as the search API reads it. */
export const savedSearchCreateSchema = z.object({
  filter: searchFilterQuerySchema.strict(),
  /** Turn the search's alert on (or off) with the save; an already saved filter keeps its alert when absent. */
  alert: z.boolean().optional(),
});
export type SavedSearchCreate = z.input<typeof savedSearchCreateSchema>;

/** Names of the filter's catalogue slugs, in the request's language (for a readable title). */
export const savedSearchNamesSchema = z.object({
  brands: z.array(z.object({ slug: z.string(), name: z.string() })),
  model: z.string().nullable(),
  generation: z.string().nullable(),
  city: z.string().nullable(),
  region: z.string().nullable(),
});
export type SavedSearchNames = z.infer<typeof savedSearchNamesSchema>;

export const savedSearchSchema = z.object({
  id: z.number().int(),
  /** The filter as saved (canonical: list values sorted, no empty keys). */
  filter: z.record(z.string(), z.unknown()),
  names: savedSearchNamesSchema,
  /** Published announcements matching now. */
  total: z.number().int().nonnegative(),
  /** Of those, published after `lastSeenAt`. */
  newCount: z.number().int().nonnegative(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** New matches notify the user (in-app and, when allowed, web push). */
  alert: z.boolean(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const savedSearchListSchema = z.object({ items: z.array(savedSearchSchema), limit: z.number().int() });
export type SavedSearchList = z.infer<typeof savedSearchListSchema>;

export const savedSearchIdParamSchema = z.object({ id: z.coerce.number().int().positive() });
