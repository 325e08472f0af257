import { describe, expect, it } from 'vitest';
import { assistantFiltersSchema } from './assistant.js';
import { searchQuerySchema } from './announcements.js';

describe('assistantFiltersSchema', () => {
  it('has the keys of the search query, less the page and the seller', () => {
    const search = Object.keys(searchQuerySchema.shape).filter((k) => !['page', 'pageSize', 'seller'].includes(k));
    expect(Object.keys(assistantFiltersSchema.shape).sort()).toEqual(search.sort());
  });

  it('takes what the search reads a query as, and the search reads it back the same', () => {
    const samples = [
      { brand: ['toyota'], model: 'camry', generation: 'xv70', city: 'almaty', priceTo: 15_000_000 },
      { body: ['crossover', 'suv'], drive: ['awd'], yearFrom: 2015, yearTo: 2018, engineFrom: 2.5, engineTo: 2.5 },
      { fuel: ['gas', 'gas_petrol'], transmission: ['automatic', 'cvt'], customsCleared: false, exchange: true, credit: true },
      { region: 'almaty-region', color: ['white'], steering: 'right', sellerType: 'dealer', condition: ['new'], sort: 'cheapest' },
      { mileageFrom: 0, mileageTo: 100_000, priceFrom: 5_000_000, withPhotos: true },
    ] as const;
    for (const f of samples) {
      expect(assistantFiltersSchema.parse(f)).toEqual(f);
      const { page: _p, pageSize: _s, sort, ...rest } = searchQuerySchema.parse(f);
      expect({ ...rest, ...('sort' in f ? { sort } : {}) }).toEqual(f);
    }
  });

  it('refuses what the search refuses', () => {
    for (const bad of [{ priceTo: -1 }, { yearFrom: 1900 }, { brand: ['Toyota!'] }, { fuel: ['coal'] }, { engineTo: 11 }, { page: 2 }])
      expect(assistantFiltersSchema.safeParse(bad).success).toBe(false);
  });
});
