import { z } from 'zod';
import { apiErrorSchema } from './common.js';

// ---------------------------------------------------------------------------------------------------------------
// Bonus points (/api/bonus): an append-only ledger per user. Points are earned once per verified action (the
// idempotency key makes a retried request pay once) and spent on real things; the balance never goes below zero.

/** Verified actions that earn points, and how many (the one place the rules live; the /bonus page reads them). */
export const BONUS_EARN = {
  /** Signing in with a phone confirmed by an SMS code. */
  phone_verified: 200,
  /** Name and city filled in the profile. */
  profile_filled: 100,
  /** The first announcement published. */
  first_publication: 300,
  /** A car check with the registries shared by link (once per car). */
  report_shared: 50,
} as const;
export type BonusEarnAction = keyof typeof BONUS_EARN;
export const BONUS_EARN_ACTIONS = Object.keys(BONUS_EARN) as BonusEarnAction[];

/** What points are spent on, and the price. */
export const BONUS_SPEND = {
  /** The registry part of a car check (owners, restrictions, pledge, wanted, accidents, customs) for one car. */
  autocheck_registries: 200,
  /** Raising one of my announcements to the top of the default search order (see `RAISE_RULE`). */
  raise: 100,
} as const;
export type BonusSpendPurpose = keyof typeof BONUS_SPEND;

export const BONUS_ERROR = {
  insufficientPoints: 'insufficient_points',
  notEligible: 'not_eligible',
} as const;

/** A 409 `insufficient_points`: what the account holds and what the purchase costs. */
export const insufficientPointsSchema = apiErrorSchema.extend({ balance: z.number().int().nonnegative().optional(), price: z.number().int().optional() });

/** The actions a user claims themselves (the server checks they were done). */
export const BONUS_CLAIMABLE = ['phone_verified', 'profile_filled', 'first_publication'] as const;
export const bonusClaimSchema = z.object({ action: z.enum(BONUS_CLAIMABLE) });
export type BonusClaim = z.infer<typeof bonusClaimSchema>;

export const bonusEntrySchema = z.object({
  id: z.number().int(),
  /** Positive when earned, negative when spent. */
  delta: z.number().int(),
  balanceAfter: z.number().int().nonnegative(),
  reason: z.enum([...BONUS_EARN_ACTIONS, ...(Object.keys(BONUS_SPEND) as BonusSpendPurpose[])] as [string, ...string[]]),
  /** What it was for, as shown (a car's VIN masked, an announcement id). */
  ref: z.string().nullable(),
  createdAt: z.string(),
});
export type BonusEntry = z.infer<typeof bonusEntrySchema>;

export const bonusRulesSchema = z.object({
  earn: z.array(z.object({ action: z.enum(BONUS_EARN_ACTIONS as [BonusEarnAction, ...BonusEarnAction[]]), points: z.number().int().positive() })),
  spend: z.array(z.object({ purpose: z.enum(Object.keys(BONUS_SPEND) as [BonusSpendPurpose, ...BonusSpendPurpose[]]), points: z.number().int().positive() })),
});
export type BonusRules = z.infer<typeof bonusRulesSchema>;

export const bonusAccountSchema = z.object({
  balance: z.number().int().nonnegative(),
  entries: z.array(bonusEntrySchema),
  /** Claimable actions and whether the user may claim them now (done and not yet paid). */
  claims: z.array(z.object({ action: z.enum(BONUS_CLAIMABLE), status: z.enum(['available', 'claimed', 'not_yet']) })),
});
export type BonusAccount = z.infer<typeof bonusAccountSchema>;

export const bonusBalanceSchema = z.object({ balance: z.number().int().nonnegative() });
export type BonusBalance = z.infer<typeof bonusBalanceSchema>;

export const bonusClaimResultSchema = z.object({ earned: z.number().int().nonnegative(), balance: z.number().int().nonnegative() });
export type BonusClaimResult = z.infer<typeof bonusClaimResultSchema>;

/** The rules as the API serves them (from the constants above). */
export function bonusRules(): BonusRules {
  return {
    earn: BONUS_EARN_ACTIONS.map((action) => ({ action, points: BONUS_EARN[action] })),
    spend: (Object.keys(BONUS_SPEND) as BonusSpendPurpose[]).map((purpose) => ({ purpose, points: BONUS_SPEND[purpose] })),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Raising an announcement ("Поднять"): paid with points. A raise gives the announcement the publication time "now",
// so it stands first in the search's default order ("newest first") and on the home page's latest cars, as a car
// published this minute does; newer announcements then push it down as they come. One raise per announcement every
// `cooldownHours`.

export const RAISE_RULE = { points: BONUS_SPEND.raise, cooldownHours: 24 } as const;

export const RAISE_ERROR = {
  insufficientPoints: BONUS_ERROR.insufficientPoints,
  /** Raised less than `cooldownHours` ago: the answer says when it can be raised again. */
  tooSoon: 'raise_too_soon',
  /** Only a published announcement can be raised. */
  notPublished: 'not_published',
} as const;

/** A refused raise (409): `insufficient_points` with the balance and the price, `raise_too_soon` with the next time. */
export const raiseRefusedSchema = apiErrorSchema.extend({
  balance: z.number().int().nonnegative().optional(),
  price: z.number().int().optional(),
  nextRaiseAt: z.string().optional(),
});

export const raiseResultSchema = z.object({
  id: z.number().int(),
  /** The new publication time (ISO). */
  raisedAt: z.string(),
  /** When it can be raised again (ISO). */
  nextRaiseAt: z.string(),
  /** Points charged by this request: the price, or 0 when it repeated a raise already paid. */
  charged: z.number().int().nonnegative(),
  balance: z.number().int().nonnegative(),
});
export type RaiseResult = z.infer<typeof raiseResultSchema>;

/** What the "Поднять" dialogs need: the price, the cooldown, my balance, and when each of my announcements can go up again. */
export const raiseStateSchema = z.object({
  price: z.number().int().positive(),
  cooldownHours: z.number().int().positive(),
  balance: z.number().int().nonnegative(),
  announcements: z.array(z.object({ id: z.number().int(), lastRaisedAt: z.string(), nextRaiseAt: z.string().nullable() })),
});
export type RaiseState = z.infer<typeof raiseStateSchema>;
