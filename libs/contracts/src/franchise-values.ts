/** The franchise page's plain values (no zod): the investment ranges a lead chooses from, and the lead's field codes. */

/** What a partner is ready to invest, in tenge. */
export const FRANCHISE_INVESTMENTS = ['under_5m', '5_10m', '10_20m', 'over_20m'] as const;
export type FranchiseInvestment = (typeof FRANCHISE_INVESTMENTS)[number];

/** Stable codes of a lead's per-field errors and of its refusals. */
export const FRANCHISE_ERROR = {
  required: 'required',
  nameInvalid: 'name_invalid',
  phoneInvalid: 'phone_invalid',
  cityUnknown: 'city_unknown',
  consentRequired: 'consent_required',
  /** The same phone sent a lead within the last 24 hours. */
  leadExists: 'lead_exists',
  rateLimited: 'rate_limited',
  adminOnly: 'admin_only',
} as const;
