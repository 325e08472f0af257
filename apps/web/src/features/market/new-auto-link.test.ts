import fc from 'fast-check';
import { BODY_TYPES, DRIVES, FUELS, TRANSMISSIONS } from '@jolda/contracts';
import { describe, expect, it } from 'vitest';
import { buildNewAutoLink, newAutoHref, parseNewAutoLink, toOfferQuery, type NewAutoFilter } from './new-auto-link';

const parseHref = (href: string) => {
  const url = new URL(href, 'http://x');
  return parseNewAutoLink(url.pathname.replace(/^\/new-auto\/?/, ''), Object.fromEntries(url.searchParams));
};

describe('new-auto deep links', () => {
  it('puts the brand and the model in the path and the rest in the query, in order', () => {
    const href = newAutoHref({ brand: 'toyota', model: 'camry', city: 'almaty', fuel: ['hybrid', 'petrol'], priceTo: 22_000_000, inStock: true, sort: 'discount', page: 2 });
    expect(href).toBe('/new-auto/toyota/camry?city=almaty&fuel=petrol,hybrid&priceTo=22000000&inStock=1&sort=discount&page=2');
    expect(newAutoHref({})).toBe('/new-auto');
    expect(newAutoHref({ sort: undefined, page: 1 })).toBe('/new-auto');
  });

  it('reads router search objects (numbers as numbers) the same as text', () => {
    expect(parseNewAutoLink('kia', { priceFrom: 5000000, inStock: 1, page: 3 })).toEqual({ brand: 'kia', priceFrom: 5_000_000, inStock: true, page: 3 });
    expect(parseNewAutoLink('kia', { priceFrom: '5000000', inStock: '1', page: '3' })).toEqual({ brand: 'kia', priceFrom: 5_000_000, inStock: true, page: 3 });
    expect(buildNewAutoLink({ priceFrom: 5_000_000, page: 3 }).searchObject).toEqual({ priceFrom: 5_000_000, page: 3 });
  });

  it('refuses what cannot be a filter', () => {
    expect(parseNewAutoLink('a/b/c', {})).toBeNull();
    expect(parseNewAutoLink('Toyota', {})).toBeNull();
    expect(parseNewAutoLink('', { fuel: 'steam' })).toBeNull();
    expect(parseNewAutoLink('', { priceTo: '-1' })).toBeNull();
    expect(parseNewAutoLink('', { sort: 'cheap' })).toBeNull();
    expect(parseNewAutoLink('', { inStock: 'yes' })).toBeNull();
    expect(parseNewAutoLink('', { page: '0' })).toBeNull();
  });

  it('normalises: lists sorted and unique, defaults dropped', () => {
    const f = parseNewAutoLink('', { fuel: 'hybrid,petrol,hybrid', sort: 'price_asc', page: '1', inStock: '0' })!;
    expect(f).toEqual({ fuel: ['petrol', 'hybrid'] });
  });

  it('builds and parses as exact inverses', () => {
    const opt = <T,>(a: fc.Arbitrary<T>) => fc.option(a, { nil: undefined });
    const sub = <T extends string>(xs: readonly T[]) => opt(fc.subarray([...xs], { minLength: 1 }));
    const filter: fc.Arbitrary<NewAutoFilter> = fc
      .record({
        brand: opt(fc.constantFrom('toyota', 'kia', 'land_rover', 'mercedes-benz')),
        model: opt(fc.constantFrom('camry', 'k5', '001')),
        city: opt(fc.constantFrom('almaty', 'astana', 'ust-kamenogorsk')),
        body: sub(BODY_TYPES),
        fuel: sub(FUELS),
        transmission: sub(TRANSMISSIONS),
        drive: sub(DRIVES),
        priceFrom: opt(fc.integer({ min: 0, max: 2_000_000_000 })),
        priceTo: opt(fc.integer({ min: 0, max: 2_000_000_000 })),
        inStock: opt(fc.constant(true)),
        sort: opt(fc.constantFrom('price_desc' as const, 'discount' as const, 'newest' as const)),
        page: opt(fc.integer({ min: 2, max: 1000 })),
      })
      .map((f) => {
        const out = Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined)) as NewAutoFilter;
        if (!out.brand) delete out.model;
        return out;
      });
    fc.assert(
      fc.property(filter, (f) => {
        expect(parseHref(newAutoHref(f))).toEqual(f);
      }),
      { numRuns: 500 },
    );
  });

  it('asks the API for 20 a page, cheapest first by default', () => {
    expect(toOfferQuery({ brand: 'kia' })).toEqual({ brand: 'kia', sort: 'price_asc', page: 1, pageSize: 20 });
  });
});
