import { z } from 'zod';
import { searchFilterQuerySchema } from './search.js';

/** How many searches one user may keep. */
export const SAVED_SEARCH_LIMIT = 50;

/**
 * A search filter as a saved search keeps it: keys sorted, list values de-duplicated and sorted, empty values, sort and
 * page left out — the same filter written in any order or spelling is one saved search.
 */
export function canonicalSearchFilter(filter: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(filter).sort()) {
    if (key === 'sort' || key === 'page' || key === 'pageSize') continue;
    const v = filter[key];
    if (v === undefined || v === null || v === '') continue;
    if (Array.isArray(v)) {
      if (v.length) out[key] = [...new Set(v.map(String))].sort();
    } else out[key] = v;
  }
  return out;
}

/** `POST /api/saved-searches`: the filter of a search (no sort, no page), as the search API reads it. */
export const savedSearchCreateSchema = z.object({ filter: searchFilterQuerySchema.strict() });
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
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const savedSearchListSchema = z.object({ items: z.array(savedSearchSchema), limit: z.number().int() });
export type SavedSearchList = z.infer<typeof savedSearchListSchema>;

export const savedSearchIdParamSchema = z.object({ id: z.coerce.number().int().positive() });
