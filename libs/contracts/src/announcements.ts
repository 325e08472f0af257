import { z } from 'zod';
import { ANNOUNCEMENT_STATUSES, SORTS } from './values.js';
import {
  bodyTypeSchema,
  colorSchema,
  conditionSchema,
  driveSchema,
  fuelSchema,
  sellerTypeSchema,
  slugSchema,
  steeringSchema,
  transmissionSchema,
} from './catalog.js';
import { paginatedSchema, queryBoolean, queryList } from './common.js';

export { ANNOUNCEMENT_STATUSES, SORTS, type AnnouncementStatus, type Sort } from './values.js';

export const announcementStatusSchema = z.enum(ANNOUNCEMENT_STATUSES);

export const photoSchema = z.object({
  id: z.number().int(),
  /** Absolute path on the site's origin, e.g. `/media/generated/123-0.svg`. */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type Photo = z.infer<typeof photoSchema>;

const refSchema = z.object({ id: z.number().int(), slug: slugSchema, name: z.string() });

export const announcementCardSchema = z.object({
  id: z.number().int(),
  /** "Toyota Camry" */
  title: z.string(),
  brand: refSchema,
  model: refSchema,
  /** "XV70", or null when unknown. */
  generation: z.string().nullable(),
  year: z.number().int(),
  /** Tenge, whole. */
  price: z.number().int(),
  /** Kilometres. */
  mileage: z.number().int(),
  /** Litres, e.g. 2.5; null for electric cars. */
  engineVolume: z.number().nullable(),
  fuel: fuelSchema,
  transmission: transmissionSchema,
  body: bodyTypeSchema,
  drive: driveSchema,
  city: refSchema,
  photo: photoSchema.nullable(),
  photoCount: z.number().int(),
  sellerType: sellerTypeSchema,
  inspected: z.boolean(),
  status: announcementStatusSchema,
  /** ISO timestamp of publication. */
  publishedAt: z.string(),
  /** Price against the market (see `PRICE_RATING_RULE`), when the answer computed it. */
  priceRating: z.enum(['below', 'market', 'above']).nullable().optional(),
});
export type AnnouncementCard = z.infer<typeof announcementCardSchema>;

export const sellerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: sellerTypeSchema,
  memberSince: z.string(),
  /** Number of published announcements of this seller. */
  activeCount: z.number().int(),
  dealer: z.object({ slug: slugSchema, name: z.string() }).nullable(),
});
export type Seller = z.infer<typeof sellerSchema>;

export const announcementDetailSchema = announcementCardSchema.extend({
  description: z.string(),
  color: colorSchema,
  steering: steeringSchema,
  customsCleared: z.boolean(),
  condition: conditionSchema,
  exchange: z.boolean(),
  credit: z.boolean(),
  photos: z.array(photoSchema),
  seller: sellerSchema,
  views: z.number().int(),
  updatedAt: z.string(),
  /** VIN with its middle masked (`JTNB***********23`), or null. */
  vinMasked: z.string().nullable(),
});
export type AnnouncementDetail = z.infer<typeof announcementDetailSchema>;

/** `POST /api/announcements/:id/views`: whether the visitor's view was counted (once a day per visitor, never a bot). */
export const announcementViewSchema = z.object({ counted: z.boolean() });
export type AnnouncementView = z.infer<typeof announcementViewSchema>;

export const sortSchema = z.enum(SORTS);

const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

/**
 * The search filter, as the API takes it in the query string. Every field optional; lists may be
 * given comma-separated (`fuel=petrol,hybrid`) or repeated.
 */
export const searchQuerySchema = z.object({
  brand: queryList(slugSchema).optional(),
  model: slugSchema.optional(),
  generation: slugSchema.optional(),
  yearFrom: int(1950, 2100).optional(),
  yearTo: int(1950, 2100).optional(),
  priceFrom: int(0, 10_000_000_000).optional(),
  priceTo: int(0, 10_000_000_000).optional(),
  mileageFrom: int(0, 5_000_000).optional(),
  mileageTo: int(0, 5_000_000).optional(),
  engineFrom: z.coerce.number().min(0).max(10).optional(),
  engineTo: z.coerce.number().min(0).max(10).optional(),
  body: queryList(bodyTypeSchema).optional(),
  fuel: queryList(fuelSchema).optional(),
  transmission: queryList(transmissionSchema).optional(),
  drive: queryList(driveSchema).optional(),
  steering: steeringSchema.optional(),
  customsCleared: queryBoolean.optional(),
  condition: queryList(conditionSchema).optional(),
  color: queryList(colorSchema).optional(),
  city: slugSchema.optional(),
  region: slugSchema.optional(),
  sellerType: sellerTypeSchema.optional(),
  withPhotos: queryBoolean.optional(),
  exchange: queryBoolean.optional(),
  credit: queryBoolean.optional(),
  /** Only announcements of this seller (user id). */
  seller: z.coerce.number().int().positive().optional(),
  sort: sortSchema.default('newest'),
  page: int(1, 10_000).default(1),
  pageSize: int(1, 50).default(20),
});
export type SearchQuery = z.input<typeof searchQuerySchema>;
export type SearchFilter = z.output<typeof searchQuerySchema>;

export const searchResultSchema = paginatedSchema(announcementCardSchema);
export type SearchResult = z.infer<typeof searchResultSchema>;
