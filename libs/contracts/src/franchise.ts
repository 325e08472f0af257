import { z } from 'zod';
import { localeSchema } from './common.js';
import { FRANCHISE_ERROR, FRANCHISE_INVESTMENTS } from './franchise-values.js';

export const franchiseInvestmentSchema = z.enum(FRANCHISE_INVESTMENTS, { error: FRANCHISE_ERROR.required });

/** `POST /api/franchise/leads`: someone who wants to open Jolda in their city. */
export const franchiseLeadInputSchema = z.object({
  name: z
    .string({ error: FRANCHISE_ERROR.required })
    .trim()
    .min(1, { error: FRANCHISE_ERROR.required })
    .min(2, { error: FRANCHISE_ERROR.nameInvalid })
    .max(80, { error: FRANCHISE_ERROR.nameInvalid }),
  phone: z
    .string({ error: FRANCHISE_ERROR.required })
    .transform((v) => v.replace(/[\s()-]/g, ''))
    .transform((v) => (v.startsWith('8') && v.length === 11 ? `+7${v.slice(1)}` : v))
    .pipe(z.string().min(1, { error: FRANCHISE_ERROR.required }).regex(/^\+77\d{9}$/, { error: FRANCHISE_ERROR.phoneInvalid })),
  /** A city of the catalogue (`GET /api/catalog/cities`). */
  city: z
    .string({ error: FRANCHISE_ERROR.required })
    .trim()
    .min(1, { error: FRANCHISE_ERROR.required })
    .max(64, { error: FRANCHISE_ERROR.cityUnknown })
    .regex(/^[a-z0-9][a-z0-9_-]*$/, { error: FRANCHISE_ERROR.cityUnknown }),
  investment: franchiseInvestmentSchema,
  /** Consent to be called and to the processing of personal data. */
  consent: z.literal(true, { error: FRANCHISE_ERROR.consentRequired }),
  locale: localeSchema.optional(),
});
export type FranchiseLeadInput = z.input<typeof franchiseLeadInputSchema>;

export const franchiseLeadCreatedSchema = z.object({ id: z.number().int(), createdAt: z.string() });
export type FranchiseLeadCreated = z.infer<typeof franchiseLeadCreatedSchema>;

/** A lead as an admin sees it. */
export const franchiseLeadSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  city: z.object({ slug: z.string(), name: z.string() }),
  investment: franchiseInvestmentSchema,
  locale: localeSchema.nullable(),
  createdAt: z.string(),
});
export type FranchiseLead = z.infer<typeof franchiseLeadSchema>;

export const franchiseLeadListSchema = z.object({ items: z.array(franchiseLeadSchema), total: z.number().int().nonnegative() });
export type FranchiseLeadList = z.infer<typeof franchiseLeadListSchema>;

export const franchiseLeadListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});

/** `GET /api/franchise`: the offer in numbers (tenge, months, people) — an estimate for a city of 300–500 thousand. */
export const franchiseOfferSchema = z.object({
  entryFee: z.number().int(),
  royaltyPercent: z.number(),
  royaltyFreeMonths: z.number().int(),
  investmentFrom: z.number().int(),
  investmentTo: z.number().int(),
  paybackMonthsFrom: z.number().int(),
  paybackMonthsTo: z.number().int(),
  trainingWeeks: z.number().int(),
  teamSize: z.number().int(),
  inspectionPrice: z.number().int(),
  inspectionsPerMonth: z.number().int(),
  selectionPrice: z.number().int(),
  checklistPoints: z.number().int(),
  responseMinutes: z.number().int(),
  /** The site's published announcements in each region's cities: the demand a partner starts with. */
  cities: z.array(z.object({ slug: z.string(), name: z.string(), announcements: z.number().int() })),
});
export type FranchiseOffer = z.infer<typeof franchiseOfferSchema>;
