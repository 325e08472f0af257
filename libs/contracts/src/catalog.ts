import { z } from 'zod';

export const BODY_TYPES = [
  'sedan',
  'suv',
  'crossover',
  'hatchback',
  'liftback',
  'wagon',
  'minivan',
  'pickup',
  'coupe',
  'convertible',
  'van',
] as const;
export const bodyTypeSchema = z.enum(BODY_TYPES);
export type BodyType = z.infer<typeof bodyTypeSchema>;

export const FUELS = ['petrol', 'diesel', 'gas_petrol', 'gas', 'hybrid', 'electric'] as const;
export const fuelSchema = z.enum(FUELS);
export type Fuel = z.infer<typeof fuelSchema>;

export const TRANSMISSIONS = ['manual', 'automatic', 'tiptronic', 'cvt', 'robot'] as const;
export const transmissionSchema = z.enum(TRANSMISSIONS);
export type Transmission = z.infer<typeof transmissionSchema>;

export const DRIVES = ['fwd', 'rwd', 'awd'] as const;
export const driveSchema = z.enum(DRIVES);
export type Drive = z.infer<typeof driveSchema>;

export const STEERINGS = ['left', 'right'] as const;
export const steeringSchema = z.enum(STEERINGS);
export type Steering = z.infer<typeof steeringSchema>;

export const CONDITIONS = ['new', 'used', 'damaged'] as const;
export const conditionSchema = z.enum(CONDITIONS);
export type Condition = z.infer<typeof conditionSchema>;

export const COLORS = [
  'white',
  'black',
  'silver',
  'grey',
  'blue',
  'red',
  'brown',
  'beige',
  'green',
  'yellow',
  'orange',
  'gold',
  'purple',
  'cherry',
] as const;
export const colorSchema = z.enum(COLORS);
export type Color = z.infer<typeof colorSchema>;

export const SELLER_TYPES = ['private', 'dealer'] as const;
export const sellerTypeSchema = z.enum(SELLER_TYPES);
export type SellerType = z.infer<typeof sellerTypeSchema>;

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
