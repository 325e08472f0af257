import { BODY_TYPES, DRIVES, FUELS, OFFER_SORTS, TRANSMISSIONS, offerSearchResultSchema } from '@jolda/contracts';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchOffersSql } from '../src/db/repositories/market.js';
import { seed } from '../src/db/seed/index.js';
import { type TestDb, createTestApp, createTestDb } from './helpers.js';

/**
 * The in-memory offer search (`/api/market/offers`, routes/market/market-index.ts) against the SQL reference
 * (`searchOffersSql`) on the generated market: the same ids, order and totals for random filters, sorts and pages.
 */
let t: TestDb;
let app: FastifyInstance;
const ids = { brands: new Map<string, number>(), models: new Map<string, number>(), cities: new Map<string, number>(), dealers: new Map<string, number>() };

beforeAll(async () => {
  t = await createTestDb();
  await seed(t.db, { announcements: 0, now: new Date('2026-03-02T06:00:00Z') });
  app = await createTestApp(t.db);
  for (const r of await t.db.query<{ slug: string; id: number }>('select slug, id from brands')) ids.brands.set(r.slug, Number(r.id));
  for (const r of await t.db.query<{ key: string; id: number }>("select b.slug || '/' || m.slug as key, m.id from models m join brands b on b.id = m.brand_id")) ids.models.set(r.key, Number(r.id));
  for (const r of await t.db.query<{ slug: string; id: number }>('select slug, id from cities')) ids.cities.set(r.slug, Number(r.id));
  for (const r of await t.db.query<{ slug: string; id: number }>('select slug, id from dealers')) ids.dealers.set(r.slug, Number(r.id));
}, 300_000);
afterAll(async () => {
  await app?.close();
  await t.close();
});

const BRAND_MODELS: Record<string, string[]> = {
  toyota: ['camry', 'rav4', 'land-cruiser'],
  hyundai: ['tucson', 'elantra', 'accent'],
  chevrolet: ['cobalt', 'onix'],
  chery: ['tiggo-7-pro'],
  zeekr: ['001'],
};

describe('GET /api/market/offers', () => {
  it('has a market worth searching', async () => {
    const body = offerSearchResultSchema.parse((await app.inject('/api/market/offers?pageSize=1')).json());
    expect(body.total).toBeGreaterThan(1000);
    expect(body.facets.brands.length).toBeGreaterThanOrEqual(25);
  });

  it('matches the SQL reference for random filters, sorts and pages', async () => {
    const opt = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: undefined, freq: 3 });
    const list = <T>(xs: readonly T[]) => opt(fc.uniqueArray(fc.constantFrom(...xs), { minLength: 1, maxLength: 3 }));
    const brandModel = fc.constantFrom(...Object.keys(BRAND_MODELS)).chain((brand) =>
      fc.record({ brand: fc.constant(brand), model: opt(fc.constantFrom(...BRAND_MODELS[brand]!)) }),
    );
    const filterArb = fc.record({
      brandModel: opt(brandModel),
      city: opt(fc.constantFrom('almaty', 'astana', 'shymkent', 'aktau', 'semey')),
      body: list(BODY_TYPES),
      fuel: list(FUELS),
      transmission: list(TRANSMISSIONS),
      drive: list(DRIVES),
      priceFrom: opt(fc.integer({ min: 0, max: 40_000_000 })),
      priceTo: opt(fc.integer({ min: 5_000_000, max: 80_000_000 })),
      inStock: opt(fc.boolean()),
      premium: opt(fc.boolean()),
      local: opt(fc.boolean()),
    });
    await fc.assert(
      fc.asyncProperty(filterArb, fc.constantFrom(...OFFER_SORTS), fc.integer({ min: 1, max: 3 }), fc.constantFrom(5, 20), async (f, sort, page, pageSize) => {
        const q = new URLSearchParams({ sort, page: String(page), pageSize: String(pageSize) });
        if (f.brandModel) {
          q.set('brand', f.brandModel.brand);
          if (f.brandModel.model) q.set('model', f.brandModel.model);
        }
        if (f.city) q.set('city', f.city);
        for (const k of ['body', 'fuel', 'transmission', 'drive'] as const) if (f[k]) q.set(k, f[k]!.join(','));
        if (f.priceFrom !== undefined) q.set('priceFrom', String(f.priceFrom));
        if (f.priceTo !== undefined) q.set('priceTo', String(f.priceTo));
        for (const k of ['inStock', 'premium', 'local'] as const) if (f[k] !== undefined) q.set(k, f[k] ? '1' : '0');
        const res = await app.inject(`/api/market/offers?${q}`);
        expect(res.statusCode).toBe(200);
        const body = offerSearchResultSchema.parse(res.json());
        const expected = await searchOffersSql(
          t.db,
          {
            brandId: f.brandModel ? ids.brands.get(f.brandModel.brand) : undefined,
            modelId: f.brandModel?.model ? ids.models.get(`${f.brandModel.brand}/${f.brandModel.model}`) : undefined,
            cityId: f.city ? ids.cities.get(f.city) : undefined,
            bodies: f.body,
            fuels: f.fuel,
            transmissions: f.transmission,
            drives: f.drive,
            priceFrom: f.priceFrom,
            priceTo: f.priceTo,
            inStock: f.inStock === true,
            premium: f.premium === true,
            local: f.local === true,
          },
          sort,
          (page - 1) * pageSize,
          pageSize,
        );
        expect(body.total).toBe(expected.total);
        expect(body.items.map((i) => i.id)).toEqual(expected.ids);
        const count = await app.inject(`/api/market/offers/count?${q}`);
        expect(count.json()).toEqual({ total: expected.total });
      }),
      { numRuns: 120, seed: 19 },
    );
  });

  it('counts facets: brands without the brand filter, models of the brand without the model filter', async () => {
    const body = offerSearchResultSchema.parse((await app.inject('/api/market/offers?brand=toyota&model=camry&city=almaty')).json());
    const toyota = body.facets.brands.find((b) => b.slug === 'toyota')!;
    const all = offerSearchResultSchema.parse((await app.inject('/api/market/offers?brand=toyota&city=almaty')).json());
    expect(toyota.count).toBe(all.total);
    expect(body.facets.models.find((m) => m.slug === 'camry')!.count).toBe(body.total);
    expect(body.facets.models.reduce((n, m) => n + m.count, 0)).toBe(all.total);
  });

  it('filters by dealer and rejects bad parameters', async () => {
    const [d] = await t.db.query<{ slug: string; n: number }>(
      "select d.slug, count(o.id)::int as n from dealers d join market_offers o on o.dealer_id = d.id group by d.slug order by d.slug limit 1",
    );
    const body = offerSearchResultSchema.parse((await app.inject(`/api/market/offers?dealer=${d!.slug}&pageSize=48`)).json());
    expect(body.total).toBe(d!.n);
    expect(body.items.every((i) => i.dealer.slug === d!.slug)).toBe(true);
    expect((await app.inject('/api/market/offers?sort=cheap')).statusCode).toBe(400);
    expect((await app.inject('/api/market/offers?pageSize=500')).statusCode).toBe(400);
    expect((await app.inject('/api/market/offers?fuel=steam')).statusCode).toBe(400);
    const unknown = offerSearchResultSchema.parse((await app.inject('/api/market/offers?brand=zaz')).json());
    expect(unknown.total).toBe(0);
  });
});
