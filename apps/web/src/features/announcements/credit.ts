import { annuityPayment, CREDIT_ESTIMATE } from '@jolda/contracts';

/**
 * The monthly credit estimate shown next to the price. Assumptions (shown to the user with the figure): the example
 * loan of `CREDIT_ESTIMATE` (20% down payment, 60 months, 21% a year), with equal monthly payments (annuity). An
 * estimate, not an offer.
 */
export const CREDIT_ASSUMPTIONS = {
  downPayment: CREDIT_ESTIMATE.downPaymentPct / 100,
  months: CREDIT_ESTIMATE.months,
  annualRate: CREDIT_ESTIMATE.annualRate / 100,
} as const;

export interface CreditAssumptions {
  downPayment: number;
  months: number;
  annualRate: number;
}

/** Annuity payment for the financed part, rounded up to 1 000 ₸. */
export function monthlyPayment(price: number, a: CreditAssumptions = CREDIT_ASSUMPTIONS): number {
  const principal = price * (1 - a.downPayment);
  if (principal <= 0 || a.months <= 0) return 0;
  // The annuity of the credit calculator (`@jolda/contracts`), which takes the rate in %.
  return Math.ceil(annuityPayment(principal, a.annualRate * 100, a.months) / 1000) * 1000;
}
