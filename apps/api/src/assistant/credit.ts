import { CREDIT_ESTIMATE, CREDIT_LIMITS, computeCredit, downPaymentFor, type AssistantCredit } from '@jolda/contracts';

/**
 * A car loan's monthly payment for the assistant, by the market's calculator (`computeCredit` of `@jolda/contracts`),
 * on the example loan (`CREDIT_ESTIMATE`) where the request names no term or down payment. A term or down payment
 * outside the calculator's limits is brought to the nearest limit (the answer states what it used).
 */
export function creditPayment(args: { price: number; months?: number; downPaymentPercent?: number; downPayment?: number }): AssistantCredit {
  const L = CREDIT_LIMITS;
  const price = Math.min(L.price.max, Math.max(L.price.min, Math.round(args.price)));
  const months = Math.min(L.months.max, Math.max(L.months.min, Math.round(args.months ?? CREDIT_ESTIMATE.months)));
  const maxDown = downPaymentFor(price, L.downPaymentPct.max);
  const downPayment = Math.min(
    maxDown,
    Math.max(0, args.downPayment ?? downPaymentFor(price, args.downPaymentPercent ?? CREDIT_ESTIMATE.downPaymentPct)),
  );
  const r = computeCredit({ price, downPayment, months, annualRate: CREDIT_ESTIMATE.annualRate });
  return {
    price,
    downPayment,
    months,
    annualRate: CREDIT_ESTIMATE.annualRate,
    effectiveRate: r.effectiveRate,
    monthlyPayment: r.monthlyPayment,
    totalPaid: r.totalPaid,
    overpayment: r.overpayment,
  };
}
