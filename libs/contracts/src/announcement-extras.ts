import { z } from 'zod';
import { announcementCardSchema } from './announcements.js';
import { PRICE_RATINGS, REPORT_COMMENT_MAX, REPORT_REASONS } from './values.js';

export {
  PRICE_RATING_RULE,
  PRICE_RATINGS,
  mileageBand,
  ratePrice,
  median,
  type PriceRating,
} from './values.js';
export const priceRatingSchema = z.enum(PRICE_RATINGS);

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

export { REPORT_REASONS, REPORT_COMMENT_MAX, type ReportReason } from './values.js';
export const reportReasonSchema = z.enum(REPORT_REASONS);

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
