import { z } from 'zod';

import { LOCALES } from './values.js';

export { LOCALES, DEFAULT_LOCALE, type Locale } from './values.js';
export const localeSchema = z.enum(LOCALES);

/** Every 4xx/5xx answer of the API has this shape. `code` is stable and machine-readable. */
export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  /** Per-field messages for validation errors (400 `validation_failed`), keyed by the field path (`price`, `photos.0`). */
  fields: z.record(z.string(), z.array(z.string())).optional(),
  requestId: z.string().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** A 429 answer: the error plus the seconds to wait. */
export const rateLimitedSchema = apiErrorSchema.extend({ retryAfter: z.number().int().optional() });

export const idParamSchema = z.object({ id: z.coerce.number().int().positive() });

export function paginatedSchema<T extends z.ZodTypeAny>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    pageSize: z.number().int().positive(),
    pages: z.number().int().nonnegative(),
  });
}

/** A boolean query flag: `1`/`true` → true, `0`/`false` → false. */
export const queryBoolean = z
  .union([z.boolean(), z.enum(['1', '0', 'true', 'false'])])
  .transform((v) => v === true || v === '1' || v === 'true');

/** A list in a query string: `a,b` or repeated keys. */
export function queryList<T extends z.ZodType<unknown, string>>(item: T) {
  return z
    .union([z.string(), z.array(z.string())])
    .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(item));
}
