import { describe, expect, it } from 'vitest';
import { MRP_BY_YEAR, mrpOf, vehicleTaxEstimate } from './vehicle-tax.js';

describe('vehicle tax estimate', () => {
  it('takes the rate by engine volume, band edges inclusive', () => {
    const rate = (l: number) => vehicleTaxEstimate(l, '2026-11-26')!.rateMrp;
    expect([1.1, 1.2, 1.5, 1.6, 2.0, 2.4, 2.5, 3.0, 3.5, 4.0, 4.4].map(rate)).toEqual([1, 2, 2, 3, 3, 6, 6, 9, 15, 15, 117]);
  });

  it("is this year's after 1 April and last year's until then, due 1 April of the next year", () => {
    expect(vehicleTaxEstimate(2.5, '2026-11-26')).toEqual({
      taxYear: 2026, rateMrp: 6, mrp: MRP_BY_YEAR[2026], mrpYear: 2026, amount: 6 * 4325, dueDate: '2027-04-01', engineCc: 2500,
    });
    expect(vehicleTaxEstimate(1.6, '2026-03-15')).toMatchObject({ taxYear: 2025, mrp: 3932, amount: 3 * 3932, dueDate: '2026-04-01' });
    expect(vehicleTaxEstimate(1.6, '2026-04-01')).toMatchObject({ taxYear: 2025, dueDate: '2026-04-01' });
    expect(vehicleTaxEstimate(1.6, '2026-04-02')).toMatchObject({ taxYear: 2026, dueDate: '2027-04-01' });
  });

  it('has no estimate without an engine (electric) and uses the latest known MRP for a later year', () => {
    expect(vehicleTaxEstimate(null, '2026-11-26')).toBeNull();
    expect(vehicleTaxEstimate(0, '2026-11-26')).toBeNull();
    expect(mrpOf(2030)).toEqual({ year: 2026, mrp: 4325 });
  });
});
