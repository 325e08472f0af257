import { describe, expect, it } from 'vitest';
import { canonicalSearchFilter, savedSearchCreateSchema } from './saved-searches.js';

describe('canonicalSearchFilter', () => {
  it('is the same for the same filter in any order and spelling, without sort, page or empty values', () => {
    const a = canonicalSearchFilter({ priceTo: 15_000_000, brand: ['toyota', 'kia', 'toyota'], city: 'almaty', sort: 'cheapest', page: 3 });
    const b = canonicalSearchFilter({ city: 'almaty', brand: ['kia', 'toyota'], fuel: [], model: undefined, color: '', priceTo: 15_000_000 });
    expect(a).toEqual({ brand: ['kia', 'toyota'], city: 'almaty', priceTo: 15_000_000 });
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });

  it('keeps what the search reads: a parsed body round-trips', () => {
    const parsed = savedSearchCreateSchema.parse({ filter: { brand: 'toyota', withPhotos: '1', yearFrom: '2015' } });
    expect(canonicalSearchFilter(parsed.filter as Record<string, unknown>)).toEqual({ brand: ['toyota'], withPhotos: true, yearFrom: 2015 });
  });
});
