import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CREDIT_LIMITS,
  annuityPayment,
  computeCredit,
  creditInputIssue,
  downPaymentFor,
  effectiveAnnualRate,
  roundEffectiveRate,
} from './credit.js';

describe('annuity payment (cases computed by hand)', () => {
  it('1 000 000 ₸ at 12 % for 12 months', () => {
    // r = 0.01; 1.01^12 = 1.1268250; 1 − 1/1.1268250 = 0.1125508; 10 000 / 0.1125508 = 88 848.79
    expect(annuityPayment(1_000_000, 12, 12)).toBeCloseTo(88_848.79, 2);
    const c = computeCredit({ price: 1_100_000, downPayment: 100_000, months: 12, annualRate: 12 });
    expect(c.principal).toBe(1_000_000);
    expect(c.monthlyPayment).toBe(88_849);
    // Eleven payments 0.21 ₸ too high, grown at 1 % a month: 0.21 · 11.5668 · 1.01 = 2.45 less in the last one.
    expect(c.lastPayment).toBe(88_846);
    expect(c.totalPaid).toBe(11 * 88_849 + 88_846);
    expect(c.overpayment).toBe(66_185);
    // No fees: ГЭСВ = 1.01^12 − 1 = 12.68 % → 12.7.
    expect(c.effectiveRate).toBe(12.7);
  });

  it('a 20 M ₸ car, 20 % down, 60 months at 21 %', () => {
    // P = 16 000 000; r = 0.0175; 1.0175^60 = e^(60 · 0.0173486) = 2.831816; 1 − 1/2.831816 = 0.646870;
    // 280 000 / 0.646870 = 432 854.
    const c = computeCredit({ price: 20_000_000, downPayment: 4_000_000, months: 60, annualRate: 21 });
    expect(c.principal).toBe(16_000_000);
    expect(c.monthlyPayment).toBe(432_854);
    // Overpayment = 59 · 432 854 + last − 16 000 000 ≈ 60 · 432 854 − 16 000 000 = 9 971 240 (less the last one's 25).
    expect(Math.abs(c.overpayment - 9_971_240)).toBeLessThan(60);
    // 1.0175^12 − 1 = e^(12 · 0.0173486) − 1 = 23.14 % → 23.1.
    expect(c.effectiveRate).toBe(23.1);
  });

  it('the state programme: 10 M ₸ at 4 % for 84 months', () => {
    // r = 0.0033333; 1.0033333^84 = e^0.2795341 = 1.3225135; 1 − 1/1.3225135 = 0.2438637; 33 333.33 / 0.2438637 = 136 688.3
    const c = computeCredit({ price: 10_000_000, downPayment: 0, months: 84, annualRate: 4 });
    expect(c.monthlyPayment).toBe(136_688);
    // (1 + 0.04/12)^12 − 1 = 4.074 % → 4.1
    expect(c.effectiveRate).toBe(4.1);
  });

  it('a zero rate repays the principal in equal parts, the last one takes the rounding', () => {
    const c = computeCredit({ price: 1_000_000, downPayment: 0, months: 12, annualRate: 0 });
    // 1 000 000 / 12 = 83 333.33 → 83 333; the last pays 1 000 000 − 11 · 83 333 = 83 337.
    expect(c.monthlyPayment).toBe(83_333);
    expect(c.lastPayment).toBe(83_337);
    expect(c.overpayment).toBe(0);
    expect(c.effectiveRate).toBe(0);
  });
});

describe('ГЭСВ with fees (cases computed by hand)', () => {
  it('a one-time fee of 1 % on an interest-free 1.2 M ₸ loan for 12 months', () => {
    // Received 1 188 000, paid 12 × 100 000. Monthly m: Σ (1 + m)^−k = 11.88; to second order
    // 12 − 78 m + 364 m² = 11.88 → m = 0.0015495; (1 + m)^12 − 1 = 1.87 % → 1.9.
    const c = computeCredit({ price: 1_200_000, downPayment: 0, months: 12, annualRate: 0, oneTimeFeePct: 1 });
    expect(c.oneTimeFee).toBe(12_000);
    expect(c.overpayment).toBe(12_000);
    expect(c.effectiveRate).toBe(1.9);
  });

  it('a monthly fee of 5 000 ₸ on an interest-free 1 M ₸ loan for 12 months', () => {
    // Payments 88 333.33: Σ (1 + m)^−k = 11.3208; 12 − 78 m + 364 m² − 1365 m³ = 11.3208 → m = 0.0090801;
    // 1.0090801^12 − 1 = 11.46 % → 11.5.
    const c = computeCredit({ price: 1_000_000, downPayment: 0, months: 12, annualRate: 0, monthlyFee: 5_000 });
    expect(c.monthlyPayment).toBe(88_333);
    expect(c.overpayment).toBe(60_000);
    expect(c.effectiveRate).toBe(11.5);
  });

  it('the effective rate is the rate that discounts the payments to what was received', () => {
    const payments = Array.from({ length: 24 }, () => 50_000);
    const i = effectiveAnnualRate(1_000_000, payments)! / 100;
    const pv = payments.reduce((s, p, k) => s + p / (1 + i) ** ((k + 1) / 12), 0);
    expect(pv).toBeCloseTo(1_000_000, 3);
    expect(effectiveAnnualRate(0, payments)).toBeNull();
    expect(effectiveAnnualRate(1_000, [])).toBeNull();
  });

  it('rounds to one decimal, half up on the hundredth', () => {
    expect(roundEffectiveRate(12.65)).toBe(12.7);
    expect(roundEffectiveRate(12.649)).toBe(12.6);
    expect(roundEffectiveRate(12.6499)).toBe(12.6);
    expect(roundEffectiveRate(4.074)).toBe(4.1);
    expect(roundEffectiveRate(0)).toBe(0);
  });
});

describe('limits', () => {
  it('holds the calculator to 0–90 % down and 6–84 months', () => {
    expect(CREDIT_LIMITS.downPaymentPct).toEqual({ min: 0, max: 90 });
    expect(CREDIT_LIMITS.months).toEqual({ min: 6, max: 84 });
    const ok = { price: 10_000_000, downPayment: 1_000_000, months: 60, annualRate: 20 };
    expect(creditInputIssue(ok)).toBeNull();
    expect(creditInputIssue({ ...ok, months: 5 })).toMatch(/months/);
    expect(creditInputIssue({ ...ok, months: 85 })).toMatch(/months/);
    expect(creditInputIssue({ ...ok, months: 12.5 })).toMatch(/months/);
    expect(creditInputIssue({ ...ok, downPayment: 9_000_000 })).toBeNull();
    expect(creditInputIssue({ ...ok, downPayment: 9_000_001 })).toMatch(/down payment/);
    expect(creditInputIssue({ ...ok, downPayment: -1 })).toMatch(/down payment/);
    expect(creditInputIssue({ ...ok, annualRate: Number.NaN })).toMatch(/rate/);
    expect(() => computeCredit({ ...ok, months: 100 })).toThrow(RangeError);
    expect(downPaymentFor(12_345_678, 20)).toBe(2_469_136);
  });
});

describe('properties', () => {
  const input = fc.record({
    price: fc.integer({ min: 1_000_000, max: 200_000_000 }),
    downPct: fc.integer({ min: 0, max: 90 }),
    months: fc.integer({ min: 6, max: 84 }),
    rate: fc.double({ min: 0, max: 40, noNaN: true }),
    fee: fc.double({ min: 0, max: 5, noNaN: true }),
  });

  it('repays exactly the principal plus interest; the overpayment grows with the rate', () => {
    fc.assert(
      fc.property(input, ({ price, downPct, months, rate }) => {
        const down = downPaymentFor(price, downPct);
        const c = computeCredit({ price, downPayment: down, months, annualRate: rate });
        expect(c.principal).toBe(price - down);
        expect(c.overpayment).toBeGreaterThanOrEqual(-months);
        expect(c.totalPaid).toBe(c.monthlyPayment * (months - 1) + c.lastPayment);
        // Each rounded payment is off by at most 0.5 ₸, which the last one repays with its interest.
        expect(Math.abs(c.lastPayment - c.monthlyPayment)).toBeLessThanOrEqual(months * (1 + rate / 1200) ** months);
        const dearer = computeCredit({ price, downPayment: down, months, annualRate: rate + 1 });
        expect(dearer.overpayment).toBeGreaterThanOrEqual(c.overpayment);
      }),
      { numRuns: 300 },
    );
  });

  it('keeps its precision at rates near zero (a counterexample fast-check found)', () => {
    const c = computeCredit({ price: 1_000_000, downPayment: 0, months: 6, annualRate: 1.2e-9 });
    expect(c.monthlyPayment).toBe(166_667);
    expect(Math.abs(c.lastPayment - c.monthlyPayment)).toBeLessThanOrEqual(6);
  });

  it('without fees the ГЭСВ is (1 + r/12)^12 − 1; a fee only raises it', () => {
    fc.assert(
      fc.property(input, ({ price, downPct, months, rate, fee }) => {
        const down = downPaymentFor(price, downPct);
        const plain = computeCredit({ price, downPayment: down, months, annualRate: rate });
        expect(Math.abs(plain.effectiveRate - ((1 + rate / 1200) ** 12 - 1) * 100)).toBeLessThanOrEqual(0.1);
        const withFee = computeCredit({ price, downPayment: down, months, annualRate: rate, oneTimeFeePct: fee });
        expect(withFee.effectiveRate).toBeGreaterThanOrEqual(plain.effectiveRate);
      }),
      { numRuns: 300 },
    );
  });
});
