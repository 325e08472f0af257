import { describe, expect, it } from 'vitest';
import { formatNumber, formatPrice, formatPriceCompact } from './price';

const norm = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatPrice', () => {
  it('formats tenge for ru', () => {
    expect(norm(formatPrice(12_500_000, 'ru'))).toBe('12 500 000 ₸');
  });
  it('formats tenge for kk', () => {
    expect(norm(formatPrice(12_500_000, 'kk'))).toBe('12 500 000 ₸');
  });
  it('uses non-breaking spaces so the price never wraps', () => {
    expect(formatPrice(1_000_000, 'ru')).not.toContain(' ');
  });
  it('rounds to whole tenge', () => {
    expect(norm(formatPrice(999.6, 'ru'))).toBe('1 000 ₸');
    expect(norm(formatPrice(0, 'ru'))).toBe('0 ₸');
  });
  it('handles small and negative values', () => {
    expect(norm(formatPrice(5, 'kk'))).toBe('5 ₸');
    expect(norm(formatPrice(-1500, 'ru'))).toMatch(/^-1 500 ₸$/);
  });
  it('returns empty for non-finite values', () => {
    expect(formatPrice(Number.NaN)).toBe('');
    expect(formatPrice(Number.POSITIVE_INFINITY)).toBe('');
  });
  it('defaults to ru', () => {
    expect(norm(formatPrice(2500))).toBe('2 500 ₸');
  });
});

describe('formatNumber', () => {
  it('groups thousands', () => {
    expect(norm(formatNumber(125_000, 'ru'))).toBe('125 000');
    expect(norm(formatNumber(125_000, 'kk'))).toBe('125 000');
    expect(formatNumber(Number.NaN)).toBe('');
  });
});

describe('formatPriceCompact', () => {
  it('abbreviates millions', () => {
    const s = norm(formatPriceCompact(12_500_000, 'ru'));
    expect(s).toContain('12,5');
    expect(s).toContain('₸');
  });
});
