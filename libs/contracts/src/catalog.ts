import { z } from 'zod';
import {
  BODY_TYPES,
  FUELS,
  TRANSMISSIONS,
  DRIVES,
  STEERINGS,
  CONDITIONS,
  COLORS,
  SELLER_TYPES,
} from './values.js';

export {
  BODY_TYPES,
  FUELS,
  TRANSMISSIONS,
  DRIVES,
  STEERINGS,
  CONDITIONS,
  COLORS,
  SELLER_TYPES,
  type BodyType,
  type Fuel,
  type Transmission,
  type Drive,
  type Steering,
  type Condition,
  type Color,
  type SellerType,
} from './values.js';

export const bodyTypeSchema = z.enum(BODY_TYPES);

export const fuelSchema = z.enum(FUELS);

export const transmissionSchema = z.enum(TRANSMISSIONS);

export const driveSchema = z.enum(DRIVES);

export const steeringSchema = z.enum(STEERINGS);

export const conditionSchema = z.enum(CONDITIONS);

export const colorSchema = z.enum(COLORS);

export const sellerTypeSchema = z.enum(SELLER_TYPES);

/** Slugs are lowercase latin, digits, `-` and `_` (e.g. `land_rover`, `mercedes-benz`, `e-class`). */
export const slugSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9][a-z0-9_-]*$/);

export const regionSchema = z.object({
  id: z.number().int(),
  slug: slugSchema,
  /** Localised by the request's Accept-Language. */
  name: z.string(),
  /** Two-digit vehicle plate code (`02` for Almaty). */
  plateCode: z.string(),
  /**
   * The city this region is, for a city of republican significance (Алматы, Астана, Шымкент: a region of its own that
   * holds that one city, so searching the region or the city finds the same cars); null for an oblast, a region of
   * several cities ("Алматинская область" means all of them). Lists of places offer such a region once, as its city.
   */
  city: slugSchema.nullable(),
});
export type Region = z.infer<typeof regionSchema>;

export const citySchema = z.object({
  id: z.number().int(),
  slug: slugSchema,
  name: z.string(),
  regionId: z.number().int(),
});
export type City = z.infer<typeof citySchema>;

export const brandSchema = z.object({
  id: z.number().int(),
  slug: slugSchema,
  name: z.string(),
  country: z.string(),
  /** Number of published announcements of this brand. */
  count: z.number().int().nonnegative(),
  popular: z.boolean(),
});
export type Brand = z.infer<typeof brandSchema>;

export const generationSchema = z.object({
  id: z.number().int(),
  slug: slugSchema,
  name: z.string(),
  yearFrom: z.number().int(),
  yearTo: z.number().int().nullable(),
});
export type Generation = z.infer<typeof generationSchema>;

export const modelSchema = z.object({
  id: z.number().int(),
  brandId: z.number().int(),
  slug: slugSchema,
  name: z.string(),
  bodyTypes: z.array(bodyTypeSchema),
  count: z.number().int().nonnegative(),
  generations: z.array(generationSchema),
});
export type Model = z.infer<typeof modelSchema>;

export const brandListSchema = z.object({ items: z.array(brandSchema) });
export const modelListSchema = z.object({ brand: brandSchema, items: z.array(modelSchema) });
export const cityListSchema = z.object({ items: z.array(citySchema) });
export const regionListSchema = z.object({ items: z.array(regionSchema) });

export const brandListQuerySchema = z.object({
  popular: z
    .enum(['1', '0', 'true', 'false'])
    .transform((v) => v === '1' || v === 'true')
    .optional(),
});
export const brandSlugParamSchema = z.object({ brand: slugSchema });
