import { z } from 'zod';
import { announcementCardSchema } from './announcements.js';

/**
 * The price rating rule, shown to the user as it is applied: an announcement is compared with the median price of
 * comparable published announcements — same model, year within ±1, same mileage band — excluding itself.
 */
export const PRICE_RATING_RULE = {
  /** Below this share of the median the price is "below market". */
  lower: 0.9,
  /** Above this share of the median the price is "above market". */
  upper: 1.1,
  /** Years either side of the car's year. */
  yearSpan: 1,
  /** Fewer comparables than this → no rating. */
  minComparables: 5,
  /** Mileage band edges in km: [0, 30 000), [30 000, 60 000), … [300 000, ∞). */
  mileageBands: [0, 30_000, 60_000, 100_000, 150_000, 200_000, 300_000] as readonly number[],
} as const;

export const PRICE_RATINGS = ['below', 'market', 'above'] as const;
export const priceRatingSchema = z.enum(PRICE_RATINGS);
export type PriceRating = z.infer<typeof priceRatingSchema>;

/** The mileage band of a mileage: `[from, to)`, `to` null for the last, open band. */
export function mileageBand(mileage: number): { from: number; to: number | null } {
  const edges = PRICE_RATING_RULE.mileageBands;
  let i = edges.length - 1;
  while (i > 0 && mileage < edges[i]!) i--;
  return { from: edges[i]!, to: edges[i + 1] ?? null };
}

/** The rating of a price against a median: below < 0.9 × median ≤ market ≤ 1.1 × median < above. */
export function ratePrice(price: number, median: number): PriceRating {
  if (price < PRICE_RATING_RULE.lower * median) return 'below';
  if (price > PRICE_RATING_RULE.upper * median) return 'above';
  return 'market';
}

/** The median of a list of numbers (mean of the two middle values for an even count); null when empty. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

export const priceRatingResultSchema = z.object({
  /** null when fewer than `minComparables` comparables exist. */
  rating: priceRatingSchema.nullable(),
  /** Median price of the comparables (tenge, rounded), or null when there are none. */
  median: z.number().int().nullable(),
  /** Number of comparable announcements the median is taken over. */
  comparables: z.number().int().nonnegative(),
  /** price / median, or null. */
  ratio: z.number().nullable(),
  criteria: z.object({
    yearFrom: z.number().int(),
    yearTo: z.number().int(),
    mileageFrom: z.number().int(),
    mileageTo: z.number().int().nullable(),
    lower: z.number(),
    upper: z.number(),
    minComparables: z.number().int(),
  }),
});
export type PriceRatingResult = z.infer<typeof priceRatingResultSchema>;

export const pricePointSchema = z.object({ price: z.number().int(), at: z.string() });
export type PricePoint = z.infer<typeof pricePointSchema>;

/** What the announcement page shows beyond the announcement itself. */
export const announcementExtrasSchema = z.object({
  priceRating: priceRatingResultSchema,
  /** Oldest first; at least one point (the current price). */
  priceHistory: z.array(pricePointSchema),
  similar: z.array(announcementCardSchema),
});
export type AnnouncementExtras = z.infer<typeof announcementExtrasSchema>;

export const phoneRevealSchema = z.object({
  /** E.164, `+77011234567`. */
  phone: z.string(),
  /** `+7 701 123 45 67`. */
  display: z.string(),
  /** How many times this number was revealed (counted once per visitor and day). */
  reveals: z.number().int(),
});
export type PhoneReveal = z.infer<typeof phoneRevealSchema>;

export const REPORT_REASONS = ['fraud', 'sold', 'wrong_price', 'wrong_info', 'duplicate', 'spam', 'other'] as const;
export const reportReasonSchema = z.enum(REPORT_REASONS);
export type ReportReason = z.infer<typeof reportReasonSchema>;

export const REPORT_COMMENT_MAX = 1000;

/** A report: a reason; a comment is required for "other" (at least 10 characters). */
export const reportInputSchema = z
  .object({
    reason: reportReasonSchema,
    comment: z.string().trim().max(REPORT_COMMENT_MAX).default(''),
  })
  .superRefine((v, ctx) => {
    if (v.reason === 'other' && v.comment.length < 10) {
      ctx.addIssue({ code: 'custom', path: ['comment'], message: 'comment_required' });
    }
  });
export type ReportInput = z.input<typeof reportInputSchema>;

export const reportResultSchema = z.object({ id: z.number().int(), received: z.literal(true) });
export type ReportResult = z.infer<typeof reportResultSchema>;
