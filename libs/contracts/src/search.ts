import { z } from 'zod';
import { searchQuerySchema } from './announcements.js';
import { slugSchema } from './catalog.js';

/** The filter part of a search (no sort or page): what counts and facets take. */
export const searchFilterQuerySchema = searchQuerySchema.omit({ sort: true, page: true, pageSize: true });
export type SearchFilterQuery = z.input<typeof searchFilterQuerySchema>;

/** `GET /api/announcements/count`: the number of published announcements matching a filter. */
export const searchCountSchema = z.object({ total: z.number().int().nonnegative() });
export type SearchCount = z.infer<typeof searchCountSchema>;

export const facetBucketSchema = z.object({
  slug: slugSchema,
  name: z.string(),
  count: z.number().int().positive(),
});
export type FacetBucket = z.infer<typeof facetBucketSchema>;

/**
 * `GET /api/announcements/facets`: counts for the brand and model choosers.
 * - `total`: matches of the whole filter.
 * - `brands`: per brand, matches of the filter without its brand, model and generation (what choosing that brand
 *   instead would find); brands without matches are left out. Sorted by count, then name.
 * - `models`: per model of the chosen brand(s), matches of the filter without its model and generation; `null` when
 *   the filter has no brand.
 */
export const searchFacetsSchema = z.object({
  total: z.number().int().nonnegative(),
  brands: z.array(facetBucketSchema),
  models: z.array(facetBucketSchema).nullable(),
});
export type SearchFacets = z.infer<typeof searchFacetsSchema>;
