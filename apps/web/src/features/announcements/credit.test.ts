import { describe, expect, it } from 'vitest';
import { CREDIT_ASSUMPTIONS, monthlyPayment } from './credit';

describe('monthly credit estimate', () => {
  it('uses 20% down, 60 months, 21% a year', () => {
    expect(CREDIT_ASSUMPTIONS).toEqual({ downPayment: 0.2, months: 60, annualRate: 0.21 });
    // 10 000 000 ₸ → 8 000 000 financed; r = 0.0175; 8e6·r/(1−1.0175^−60) ≈ 216 423 → 217 000.
    expect(monthlyPayment(10_000_000)).toBe(217_000);
  });

  it('pays back the principal plus interest over the term', () => {
    const p = monthlyPayment(12_500_000, { downPayment: 0.2, months: 60, annualRate: 0.21 });
    const total = p * 60;
    expect(total).toBeGreaterThan(10_000_000);
    expect(total).toBeLessThan(10_000_000 * 1.7);
  });

  it('handles a zero rate and a full down payment', () => {
    expect(monthlyPayment(6_000_000, { downPayment: 0, months: 60, annualRate: 0 })).toBe(100_000);
    expect(monthlyPayment(6_000_000, { downPayment: 1, months: 60, annualRate: 0.21 })).toBe(0);
  });
});
