import { describe, expect, it } from 'vitest';
import { PRICE_RATING_RULE, median, mileageBand, ratePrice, reportInputSchema } from './announcement-extras.js';
import { compareIdsSchema } from './compare.js';

describe('price rating', () => {
  it('puts the thresholds at 0.9 and 1.1 of the median', () => {
    expect(PRICE_RATING_RULE.lower).toBe(0.9);
    expect(PRICE_RATING_RULE.upper).toBe(1.1);
    expect(ratePrice(8_999_999, 10_000_000)).toBe('below');
    expect(ratePrice(9_000_000, 10_000_000)).toBe('market');
    expect(ratePrice(11_000_000, 10_000_000)).toBe('market');
    expect(ratePrice(11_000_001, 10_000_000)).toBe('above');
  });

  it('takes the median of odd and even lists', () => {
    expect(median([5, 1, 9])).toBe(5);
    expect(median([1, 2, 3, 10])).toBe(2.5);
    expect(median([])).toBeNull();
  });

  it('bands mileage', () => {
    expect(mileageBand(0)).toEqual({ from: 0, to: 30_000 });
    expect(mileageBand(99_999)).toEqual({ from: 60_000, to: 100_000 });
    expect(mileageBand(100_000)).toEqual({ from: 100_000, to: 150_000 });
    expect(mileageBand(450_000)).toEqual({ from: 300_000, to: null });
  });
});

describe('inputs', () => {
  it('needs a comment for "other"', () => {
    expect(reportInputSchema.safeParse({ reason: 'fraud' }).success).toBe(true);
    expect(reportInputSchema.safeParse({ reason: 'other', comment: 'short' }).success).toBe(false);
    expect(reportInputSchema.safeParse({ reason: 'other', comment: 'Продавец не отвечает' }).success).toBe(true);
  });

  it('compares at most 4 distinct cars', () => {
    expect(compareIdsSchema.safeParse({ ids: [1, 2, 3, 4] }).success).toBe(true);
    expect(compareIdsSchema.safeParse({ ids: [1, 2, 3, 4, 5] }).success).toBe(false);
    expect(compareIdsSchema.safeParse({ ids: [1, 1] }).success).toBe(false);
  });
});
