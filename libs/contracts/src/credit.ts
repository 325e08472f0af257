/**
 * The car-credit calculator: ONE implementation, used by the API (credit applications, personal offers, the
 * assistant) and by the pages (the model page's calculator). Pure and zod-free, so a page that only computes does
 * not load the schema library.
 *
 * - Payment: equal monthly payments (annuity), A = P·r / (1 − (1 + r)^−n), r = nominal annual rate / 12, rounded to
 *   the whole tenge; the last payment takes the rounding difference, so the principal is repaid exactly.
 * - Overpayment: everything paid beyond the principal (interest, the one-time fee, monthly fees).
 * - ГЭСВ / ЖТСМ (годовая эффективная ставка вознаграждения / жылдық тиімді сыйақы мөлшерлемесі), which Kazakh law
 *   requires next to any rate: the annual rate i at which the money received equals the payments made, discounted
 *   to the day of issue — sum of D_j/(1 + i)^(t_j/365) = sum of P_k/(1 + i)^(t_k/365) (the National Bank's rules, No. 137 of
 *   26 March 2012, and the Agency's later ones). Here the loan is issued once at t = 0 less the one-time fee (a
 *   fee paid at issue is a payment at t = 0), and payment k falls k months later, a month being 1/12 of a year
 *   (a schedule of calendar dates moves the figure by less than the ±0.1 the rules allow). The result is rounded to
 *   one decimal as the rules say (a hundredth of 5 or more rounds up). Without fees it is (1 + r)¹² − 1.
 */

/** What the calculator accepts (the API's schema and the page's sliders hold to the same limits). */
export const CREDIT_LIMITS = {
  /** Down payment, % of the price. */
  downPaymentPct: { min: 0, max: 90 },
  /** Term, months. */
  months: { min: 6, max: 84 },
  /** Nominal rate, % a year. */
  annualRate: { min: 0, max: 60 },
  /** Car price, tenge. */
  price: { min: 100_000, max: 2_000_000_000 },
} as const;

export interface CreditInput {
  /** Car price, tenge. */
  price: number;
  /** Down payment, tenge (0 ≤ downPayment < price). */
  downPayment: number;
  /** Term in months. */
  months: number;
  /** Nominal rate, % a year (21.5 for 21.5 %). */
  annualRate: number;
  /** Fee paid when the loan is issued, % of the loan. */
  oneTimeFeePct?: number;
  /** Fee paid with every monthly payment (account service, insurance), tenge. */
  monthlyFee?: number;
}

export interface CreditResult {
  /** The loan: price less the down payment, tenge. */
  principal: number;
  /** The regular monthly payment (annuity plus the monthly fee), whole tenge. */
  monthlyPayment: number;
  /** The last payment (takes the rounding difference), whole tenge. */
  lastPayment: number;
  /** The one-time fee, whole tenge. */
  oneTimeFee: number;
  /** Everything paid to the bank: payments and fees (the down payment not included), tenge. */
  totalPaid: number;
  /** Interest and fees: totalPaid − principal, tenge. */
  overpayment: number;
  /** ГЭСВ / ЖТСМ, % a year, one decimal. */
  effectiveRate: number;
}

/** The exact annuity payment (not rounded) of a loan; `annualRate` in % a year. */
export function annuityPayment(principal: number, annualRate: number, months: number): number {
  if (principal <= 0 || months <= 0) return 0;
  const r = annualRate / 100 / 12;
  if (r <= 0) return principal / months;
  // 1 − (1 + r)^−n as −expm1(−n·log1p(r)): exact for tiny rates, where 1 − (1 + r)^−n cancels to noise
  // (a rate of 1.2e-9 % a year gave a payment 88 ₸ off).
  return (principal * r) / -Math.expm1(-months * Math.log1p(r));
}

/** Rounds a rate in % to one decimal the way the ГЭСВ rules say (the hundredth decides, half up). */
export function roundEffectiveRate(pct: number): number {
  // The digits after the hundredth are dropped first (12.649 → 12.64 → 12.6); the small nudge keeps a float just
  // under a hundredth (12.65 is 12.6499999… in binary) on its hundredth.
  const hundredths = Math.floor(pct * 100 + 1e-6);
  return Math.floor((hundredths + 5) / 10) / 10 + 0;
}

/**
 * The annual effective rate (%, not rounded) of a loan: `received` at t = 0 and `payments[k]` paid k + 1 months later.
 * Null when it does not exist (nothing received, or nothing paid back).
 */
export function effectiveAnnualRate(received: number, payments: readonly number[]): number | null {
  if (!(received > 0) || payments.length === 0) return null;
  const paid = payments.reduce((s, p) => s + p, 0);
  if (!(paid > 0)) return null;
  // Net present value at the annual rate i: decreasing in i, so the root is found by bisection on the monthly factor.
  const npv = (i: number) => {
    const v = (1 + i) ** (-1 / 12);
    let f = 1;
    let sum = 0;
    for (const p of payments) {
      f *= v;
      sum += p * f;
    }
    return sum - received;
  };
  let lo = -0.99;
  let hi = 1;
  while (npv(hi) > 0 && hi < 1e6) hi *= 2;
  for (let k = 0; k < 200 && hi - lo > 1e-12; k++) {
    const mid = (lo + hi) / 2;
    if (npv(mid) > 0) lo = mid;
    else hi = mid;
  }
  return ((lo + hi) / 2) * 100;
}

/** Payment, overpayment and ГЭСВ of a car credit. Throws a RangeError on inputs outside `CREDIT_LIMITS`. */
export function computeCredit(input: CreditInput): CreditResult {
  const issue = creditInputIssue(input);
  if (issue) throw new RangeError(`credit: ${issue}`);
  const { price, downPayment, months, annualRate } = input;
  const principal = Math.round(price - downPayment);
  const oneTimeFee = Math.round((principal * (input.oneTimeFeePct ?? 0)) / 100);
  const monthlyFee = Math.round(input.monthlyFee ?? 0);
  const annuity = Math.round(annuityPayment(principal, annualRate, months));
  // The last payment repays what the rounded ones left: the balance after n − 1 payments, with its interest.
  const r = annualRate / 100 / 12 < 1e-12 ? 0 : annualRate / 100 / 12;
  let balance = principal;
  for (let k = 1; k < months; k++) balance = balance * (1 + r) - annuity;
  const last = Math.max(0, Math.round(balance * (1 + r)));
  const payments = Array.from({ length: months }, (_, k) => (k === months - 1 ? last : annuity) + monthlyFee);
  const totalPaid = payments.reduce((s, p) => s + p, 0) + oneTimeFee;
  const rate = effectiveAnnualRate(principal - oneTimeFee, payments);
  return {
    principal,
    monthlyPayment: annuity + monthlyFee,
    lastPayment: last + monthlyFee,
    oneTimeFee,
    totalPaid,
    overpayment: totalPaid - principal,
    effectiveRate: rate === null ? 0 : roundEffectiveRate(Math.max(0, rate)),
  };
}

/** Why an input is outside the calculator's limits (a short English reason), or null when it is fine. */
export function creditInputIssue(input: CreditInput): string | null {
  const { price, downPayment, months, annualRate } = input;
  const L = CREDIT_LIMITS;
  if (!Number.isFinite(price) || price < L.price.min || price > L.price.max) return 'price out of range';
  if (!Number.isInteger(months) || months < L.months.min || months > L.months.max) return 'months out of range';
  if (!Number.isFinite(annualRate) || annualRate < L.annualRate.min || annualRate > L.annualRate.max) {
    return 'rate out of range';
  }
  if (!Number.isFinite(downPayment) || downPayment < 0) return 'down payment out of range';
  if (downPayment > (price * L.downPaymentPct.max) / 100 + 0.5) return 'down payment above the limit';
  const fee = input.oneTimeFeePct ?? 0;
  if (!Number.isFinite(fee) || fee < 0 || fee > 20) return 'fee out of range';
  const monthly = input.monthlyFee ?? 0;
  if (!Number.isFinite(monthly) || monthly < 0) return 'monthly fee out of range';
  return null;
}

/** The down payment in tenge for a share of the price in %, rounded to the tenge. */
export function downPaymentFor(price: number, pct: number): number {
  return Math.round((price * pct) / 100);
}

/**
 * The example loan a price is shown with when no bank's programme is chosen (the announcement page's estimate, the
 * assistant's answer): 20 % down, 60 months, 21 % a year — a typical car loan rate at Kazakh banks. An estimate, not
 * an offer; shown with its assumptions.
 */
export const CREDIT_ESTIMATE = { downPaymentPct: 20, months: 60, annualRate: 21 } as const;
