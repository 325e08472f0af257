import {
  BODY_TYPES,
  COLORS,
  CONDITIONS,
  DRIVES,
  FUELS,
  SORTS,
  type SearchFilter,
  type Sort,
  TRANSMISSIONS,
  searchCountSchema,
  searchFacetsSchema,
  searchQuerySchema,
  searchResultSchema,
} from '@jolda/contracts';
import { countAnnouncements, searchPage } from '../src/db/repositories/announcements.js';
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Rng } from '../src/db/seed/prng.js';
import { Factory } from './factories.js';
import { type TestDb, createTestApp, createTestDb } from './helpers.js';

interface Row {
  id: number;
  brand: string;
  model: string;
  generation: string | null;
  year: number;
  price: number;
  mileage: number;
  engine: number | null;
  body: string;
  fuel: string;
  transmission: string;
  drive: string;
  steering: string;
  customsCleared: boolean;
  condition: string;
  color: string;
  city: string;
  region: string;
  sellerType: string;
  photos: number;
  exchange: boolean;
  credit: boolean;
  seller: number;
  status: string;
  publishedAt: number;
}

let t: TestDb;
let app: FastifyInstance;
const rows: Row[] = [];
const users: number[] = [];
const BRAND_MODELS: Record<string, string[]> = {
  toyota: ['camry', 'rav4'],
  lada: ['granta', 'niva'],
  chevrolet: ['cobalt', 'niva'],
};
const CITY_SLUGS = ['almaty', 'taraz', 'aktau'];
const REGION_OF: Record<string, string> = { almaty: 'south', taraz: 'south', aktau: 'west' };

beforeAll(async () => {
  t = await createTestDb();
  app = await createTestApp(t.db);
  const f = new Factory(t.db);
  const regions = { south: await f.region({ slug: 'south' }), west: await f.region({ slug: 'west' }) };
  const cities: Record<string, { id: number }> = {};
  for (const slug of CITY_SLUGS) {
    cities[slug] = await f.city({ slug, regionId: regions[REGION_OF[slug] as 'south' | 'west'].id });
  }
  const models: Record<string, { brandId: number; modelId: number; gens: Array<{ id: number; slug: string }> }> = {};
  for (const [brandSlug, modelSlugs] of Object.entries(BRAND_MODELS)) {
    const brand = await f.brand({ slug: brandSlug });
    for (const m of modelSlugs) {
      const model = await f.model(brand.id, { slug: m });
      const gens = [
        { ...(await f.generation(model.id, { slug: `${m}-i` })) },
        { ...(await f.generation(model.id, { slug: `${m}-ii` })) },
      ];
      models[`${brandSlug}/${m}`] = { brandId: brand.id, modelId: model.id, gens };
    }
  }
  for (let i = 0; i < 5; i++) users.push((await f.user()).id);

  const rng = new Rng(7);
  const base = Date.parse('2025-11-01T00:00:00Z');
  for (let i = 0; i < 140; i++) {
    const key = rng.pick(Object.keys(models));
    const [brand, model] = key.split('/') as [string, string];
    const m = models[key]!;
    const gen = rng.chance(0.8) ? rng.pick(m.gens) : null;
    const city = rng.pick(CITY_SLUGS);
    const fuel = rng.pick(FUELS);
    const row: Omit<Row, 'id'> = {
      brand,
      model,
      generation: gen?.slug ?? null,
      year: rng.int(1995, 2025),
      // Few distinct prices and mileages, so sorts must break ties.
      price: rng.int(1, 30) * 500_000,
      mileage: rng.int(0, 20) * 10_000,
      engine: fuel === 'electric' ? null : rng.pick([1.5, 1.6, 2.0, 2.5, 3.5]),
      body: rng.pick(BODY_TYPES),
      fuel,
      transmission: rng.pick(TRANSMISSIONS),
      drive: rng.pick(DRIVES),
      steering: rng.chance(0.1) ? 'right' : 'left',
      customsCleared: rng.chance(0.8),
      condition: rng.pick(CONDITIONS),
      color: rng.pick(COLORS.slice(0, 6)),
      city,
      region: REGION_OF[city]!,
      sellerType: rng.chance(0.3) ? 'dealer' : 'private',
      photos: rng.chance(0.2) ? 0 : rng.int(1, 3),
      exchange: rng.chance(0.3),
      credit: rng.chance(0.3),
      seller: rng.pick(users),
      status: rng.weighted(['published', 'sold', 'draft', 'archived', 'moderation'], [80, 5, 5, 5, 5]),
      publishedAt: base + i * 3_600_000 * (1 + (i % 3)) - (i % 7) * 86_400_000,
    };
    const id = await f.announcement({
      userId: row.seller,
      brandId: m.brandId,
      modelId: m.modelId,
      generationId: gen?.id ?? null,
      cityId: cities[city]!.id,
      year: row.year,
      price: row.price,
      mileage: row.mileage,
      engineVolume: row.engine,
      fuel: row.fuel,
      transmission: row.transmission,
      body: row.body,
      drive: row.drive,
      steering: row.steering,
      customsCleared: row.customsCleared,
      condition: row.condition,
      color: row.color,
      sellerType: row.sellerType,
      photos: row.photos,
      exchange: row.exchange,
      credit: row.credit,
      status: row.status,
      publishedAt: new Date(row.publishedAt),
    });
    rows.push({ ...row, id });
  }
}, 120_000);
afterAll(async () => {
  await app.close();
  await t.close();
});

type Filter = Partial<Omit<SearchFilter, 'sort' | 'page' | 'pageSize'>>;

/** The same filter, by brute force over the rows kept in memory. */
function bruteForce(f: Filter, sort: Sort): Row[] {
  const inRange = (v: number | null, from?: number, to?: number) =>
    (from === undefined || (v !== null && v >= from)) && (to === undefined || (v !== null && v <= to));
  const inList = (v: string, list?: readonly string[]) => !list || list.length === 0 || list.includes(v);
  const eq = <T>(v: T, want?: T) => want === undefined || v === want;
  const out = rows.filter(
    (r) =>
      r.status === 'published' &&
      inList(r.brand, f.brand) &&
      eq(r.model, f.model) &&
      (f.generation === undefined || r.generation === f.generation) &&
      inRange(r.year, f.yearFrom, f.yearTo) &&
      inRange(r.price, f.priceFrom, f.priceTo) &&
      inRange(r.mileage, f.mileageFrom, f.mileageTo) &&
      (f.engineFrom === undefined && f.engineTo === undefined ? true : inRange(r.engine, f.engineFrom, f.engineTo)) &&
      inList(r.body, f.body) &&
      inList(r.fuel, f.fuel) &&
      inList(r.transmission, f.transmission) &&
      inList(r.drive, f.drive) &&
      eq(r.steering, f.steering) &&
      eq(r.customsCleared, f.customsCleared) &&
      inList(r.condition, f.condition) &&
      inList(r.color, f.color) &&
      eq(r.city, f.city) &&
      eq(r.region, f.region) &&
      eq(r.sellerType, f.sellerType) &&
      (f.withPhotos === undefined || r.photos > 0 === f.withPhotos) &&
      eq(r.exchange, f.exchange) &&
      eq(r.credit, f.credit) &&
      eq(r.seller, f.seller),
  );
  const cmp: Record<Sort, (a: Row, b: Row) => number> = {
    newest: (a, b) => b.publishedAt - a.publishedAt || b.id - a.id,
    cheapest: (a, b) => a.price - b.price || a.id - b.id,
    expensive: (a, b) => b.price - a.price || b.id - a.id,
    year_desc: (a, b) => b.year - a.year || b.publishedAt - a.publishedAt || b.id - a.id,
    mileage_asc: (a, b) => a.mileage - b.mileage || a.id - b.id,
  };
  return out.sort(cmp[sort]);
}

function toQuery(f: Filter, extra: Record<string, string | number> = {}, repeatLists = false): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries({ ...f, ...extra })) {
    if (v === undefined) continue;
    if (Array.isArray(v)) {
      if (repeatLists) for (const x of v) q.append(k, String(x));
      else q.set(k, v.join(','));
    } else if (typeof v === 'boolean') q.set(k, v ? '1' : 'false');
    else q.set(k, String(v));
  }
  return q.toString();
}

async function search(f: Filter, sort: Sort = 'newest', page = 1, pageSize = 50, repeatLists = false) {
  const res = await app.inject(`/api/announcements?${toQuery(f, { sort, page, pageSize }, repeatLists)}`);
  expect(res.statusCode, res.body).toBe(200);
  return searchResultSchema.parse(res.json());
}

const SINGLE_FILTERS: Filter[] = [
  { brand: ['toyota'] },
  { brand: ['toyota', 'chevrolet'] },
  { model: 'niva' },
  { brand: ['lada'], model: 'niva' },
  { generation: 'camry-ii' },
  { yearFrom: 2010 },
  { yearTo: 2005 },
  { yearFrom: 2005, yearTo: 2012 },
  { priceFrom: 5_000_000, priceTo: 9_000_000 },
  { priceTo: 3_000_000 },
  { mileageFrom: 50_000, mileageTo: 120_000 },
  { engineFrom: 2, engineTo: 2.5 },
  { engineTo: 1.6 },
  { body: ['sedan', 'suv'] },
  { fuel: ['electric'] },
  { fuel: ['petrol', 'hybrid'] },
  { transmission: ['manual'] },
  { drive: ['awd', 'rwd'] },
  { steering: 'right' },
  { customsCleared: false },
  { customsCleared: true },
  { condition: ['new', 'damaged'] },
  { color: ['white', 'black'] },
  { city: 'almaty' },
  { region: 'south' },
  { region: 'west' },
  { sellerType: 'dealer' },
  { withPhotos: true },
  { withPhotos: false },
  { exchange: true },
  { credit: false },
  { city: 'nowhere' },
  { brand: ['unknown-brand'] },
];

describe('GET /api/announcements', () => {
  it('has a dataset worth testing', () => {
    expect(rows.filter((r) => r.status === 'published').length).toBeGreaterThan(90);
  });

  it('lists only published announcements, newest first, by default', async () => {
    const res = await search({});
    const expected = bruteForce({}, 'newest');
    expect(res.total).toBe(expected.length);
    expect(res.items.map((i) => i.id)).toEqual(expected.slice(0, 50).map((r) => r.id));
    expect(res.items.every((i) => i.status === 'published')).toBe(true);
  });

  it.each(SINGLE_FILTERS.map((f) => [JSON.stringify(f), f] as const))('filter %s matches brute force', async (_n, f) => {
    const res = await search(f);
    const expected = bruteForce(f, 'newest');
    const meantEmpty = f.city === 'nowhere' || f.brand?.includes('unknown-brand');
    expect(expected.length > 0).toBe(!meantEmpty);
    expect(res.total).toBe(expected.length);
    expect(res.items.map((i) => i.id)).toEqual(expected.slice(0, 50).map((r) => r.id));
  });

  it('takes lists as repeated keys too', async () => {
    const f: Filter = { brand: ['toyota', 'lada'], color: ['white', 'grey', 'silver'] };
    const res = await search(f, 'cheapest', 1, 50, true);
    expect(res.items.map((i) => i.id)).toEqual(bruteForce(f, 'cheapest').slice(0, 50).map((r) => r.id));
  });

  it.each(SORTS)('sorts by %s with stable tie-breaks', async (sort) => {
    const res = await search({}, sort);
    expect(res.items.map((i) => i.id)).toEqual(bruteForce({}, sort).slice(0, 50).map((r) => r.id));
  });

  it('paginates: pages cover every result exactly once, with the total', async () => {
    const expected = bruteForce({ region: 'south' }, 'expensive').map((r) => r.id);
    const seen: number[] = [];
    const first = await search({ region: 'south' }, 'expensive', 1, 7);
    expect(first.pages).toBe(Math.ceil(expected.length / 7));
    for (let page = 1; page <= first.pages; page++) {
      const res = await search({ region: 'south' }, 'expensive', page, 7);
      expect(res).toMatchObject({ total: expected.length, page, pageSize: 7 });
      seen.push(...res.items.map((i) => i.id));
    }
    expect(seen).toEqual(expected);
    const beyond = await search({ region: 'south' }, 'expensive', first.pages + 1, 7);
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(expected.length);
  });

  it('matches brute force for random combinations of filters, sorts and pages', async () => {
    const opt = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: undefined, freq: 3 });
    const list = <T>(xs: readonly T[]) => opt(fc.uniqueArray(fc.constantFrom(...xs), { minLength: 1, maxLength: 3 }));
    const filterArb = fc.record({
      brand: list(Object.keys(BRAND_MODELS)),
      model: opt(fc.constantFrom('camry', 'niva', 'granta', 'cobalt')),
      yearFrom: opt(fc.integer({ min: 1995, max: 2025 })),
      yearTo: opt(fc.integer({ min: 1995, max: 2025 })),
      priceFrom: opt(fc.integer({ min: 0, max: 15_000_000 })),
      priceTo: opt(fc.integer({ min: 0, max: 15_000_000 })),
      mileageTo: opt(fc.integer({ min: 0, max: 200_000 })),
      engineFrom: opt(fc.constantFrom(1.5, 1.6, 2, 2.5)),
      body: list(BODY_TYPES),
      fuel: list(FUELS),
      transmission: list(TRANSMISSIONS),
      drive: list(DRIVES),
      customsCleared: opt(fc.boolean()),
      color: list(COLORS.slice(0, 6)),
      city: opt(fc.constantFrom(...CITY_SLUGS)),
      region: opt(fc.constantFrom('south', 'west')),
      sellerType: opt(fc.constantFrom('private' as const, 'dealer' as const)),
      withPhotos: opt(fc.boolean()),
      exchange: opt(fc.boolean()),
      seller: opt(fc.constantFrom(...users)),
    });
    await fc.assert(
      fc.asyncProperty(filterArb, fc.constantFrom(...SORTS), fc.integer({ min: 1, max: 3 }), async (f, sort, page) => {
        const clean = Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined)) as Filter;
        const res = await search(clean, sort, page, 5);
        const expected = bruteForce(clean, sort);
        expect(res.total).toBe(expected.length);
        expect(res.items.map((i) => i.id)).toEqual(expected.slice((page - 1) * 5, page * 5).map((r) => r.id));
      }),
      { numRuns: 150, seed: 42 },
    );
  });

  it('answers cards with brand, model, generation, city and the first photo', async () => {
    const row = bruteForce({ withPhotos: true, generation: 'camry-i' }, 'newest')[0] ?? bruteForce({ withPhotos: true }, 'newest')[0]!;
    const res = await search({ seller: row.seller, withPhotos: true }, 'newest', 1, 50);
    const card = res.items.find((i) => i.id === row.id)!;
    expect(card).toMatchObject({
      brand: { slug: row.brand },
      model: { slug: row.model },
      city: { slug: row.city },
      photoCount: row.photos,
      photo: { url: `/media/generated/${row.id}-0.svg`, width: 800, height: 600 },
      price: row.price,
      year: row.year,
      sellerType: row.sellerType,
    });
    expect(card.title).toBe(`${card.brand.name} ${card.model.name}`);
    expect(card.publishedAt).toBe(new Date(row.publishedAt).toISOString());
  });

  it('rejects bad parameters with validation_failed', async () => {
    for (const q of ['sort=random', 'page=0', 'pageSize=51', 'yearFrom=1800', 'brand=Toyota', 'steering=middle', 'withPhotos=maybe']) {
      const res = await app.inject(`/api/announcements?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().code).toBe('validation_failed');
    }
  });

  it('is safe against SQL in parameters', async () => {
    const res = await app.inject(`/api/announcements?model=${encodeURIComponent("x'or'1'='1")}`);
    expect(res.statusCode).toBe(400);
    const ok = await search({ city: 'almaty--' });
    expect(ok.total).toBe(0);
  });
});

describe('GET /api/announcements/count and /facets', () => {
  const count = async (f: Filter) => {
    const res = await app.inject(`/api/announcements/count?${toQuery(f)}`);
    expect(res.statusCode, res.body).toBe(200);
    return searchCountSchema.parse(res.json()).total;
  };
  const facets = async (f: Filter) => {
    const res = await app.inject(`/api/announcements/facets?${toQuery(f)}`);
    expect(res.statusCode, res.body).toBe(200);
    return searchFacetsSchema.parse(res.json());
  };
  const tally = (xs: Row[], key: 'brand' | 'model') => {
    const m = new Map<string, number>();
    for (const r of xs) m.set(r[key], (m.get(r[key]) ?? 0) + 1);
    return Object.fromEntries([...m].sort());
  };
  const asMap = (buckets: Array<{ slug: string; count: number }>) =>
    Object.fromEntries(buckets.map((b) => [b.slug, b.count]).sort());

  it.each(SINGLE_FILTERS.map((f) => [JSON.stringify(f), f] as const))('count %s matches brute force', async (_n, f) => {
    expect(await count(f)).toBe(bruteForce(f, 'newest').length);
  });

  it.each([
    {},
    { city: 'almaty' },
    { brand: ['toyota'] },
    { brand: ['toyota'], model: 'camry', priceTo: 10_000_000 },
    { brand: ['lada', 'chevrolet'], model: 'niva', fuel: ['petrol' as const, 'diesel' as const] },
    { generation: 'camry-i', yearFrom: 2000 },
  ] satisfies Filter[])('facets of %j: each facet without its own filter', async (f) => {
    const res = await facets(f);
    expect(res.total).toBe(bruteForce(f, 'newest').length);
    // Brands: the filter without brand, model and generation.
    const { brand: _b, model: _m, generation: _g, ...withoutCatalog } = f as Filter;
    expect(asMap(res.brands)).toEqual(tally(bruteForce(withoutCatalog, 'newest'), 'brand'));
    // Models: the filter without model and generation (keeping the brand), only with a brand.
    if (f.brand) {
      const { model: _m2, generation: _g2, ...withoutModel } = f as Filter;
      const expected = tally(bruteForce(withoutModel, 'newest'), 'model');
      // Model slugs repeat across brands (niva): compare the sums per slug.
      expect(asMap(res.models!.reduce<Array<{ slug: string; count: number }>>((acc, b) => {
        const hit = acc.find((x) => x.slug === b.slug);
        if (hit) hit.count += b.count;
        else acc.push({ ...b });
        return acc;
      }, []))).toEqual(expected);
    } else {
      expect(res.models).toBeNull();
    }
    expect(res.brands.map((b) => b.count)).toEqual([...res.brands.map((b) => b.count)].sort((a, b) => b - a));
  });

  it('rejects bad filters with field errors', async () => {
    const res = await app.inject('/api/announcements/facets?priceTo=-1&fuel=coal');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed' });
  });
});

describe('the SQL reference and the index agree', () => {
  it('searchPage/countAnnouncements (SQL) give the same pages as the API for random filters', async () => {
    const rng = new Rng(11);
    for (let i = 0; i < 40; i++) {
      const f: Filter = {};
      if (rng.chance(0.4)) f.brand = [rng.pick(Object.keys(BRAND_MODELS))];
      if (rng.chance(0.3)) f.priceTo = rng.int(2, 30) * 500_000;
      if (rng.chance(0.3)) f.city = rng.pick(CITY_SLUGS);
      if (rng.chance(0.3)) f.body = [rng.pick(BODY_TYPES), rng.pick(BODY_TYPES)];
      if (rng.chance(0.3)) f.yearFrom = rng.int(1995, 2020);
      const sort = rng.pick(SORTS);
      const full = searchQuerySchema.parse({ ...Object.fromEntries(new URLSearchParams(toQuery(f))), sort, pageSize: 10 });
      const sqlItems = await searchPage(t.db, full, 'ru');
      const { sort: _s, page: _p, pageSize: _ps, ...filterOnly } = full;
      const sqlTotal = await countAnnouncements(t.db, filterOnly);
      const api = await search(f, sort, 1, 10);
      expect(api.total).toBe(sqlTotal);
      expect(api.items).toEqual(sqlItems);
    }
  });
});

describe('writes reach the search at once', () => {
  it('a new, repriced, unpublished or deleted announcement shows in the next search', async () => {
    const toyota = rows.find((r) => r.brand === 'toyota' && r.status === 'published')!;
    const before = await search({ brand: ['toyota'] }, 'cheapest', 1, 50);
    expect(before.total).toBe(bruteForce({ brand: ['toyota'] }, 'cheapest').length);

    // Insert: a new cheapest Toyota.
    const [ids] = await t.db.query<{ brand_id: number; model_id: number; city_id: number; user_id: number }>(
      'select brand_id, model_id, city_id, user_id from announcements where id = $1',
      [toyota.id],
    );
    const f = new Factory(t.db);
    const fresh = await f.announcement({
      userId: Number(ids!.user_id),
      brandId: Number(ids!.brand_id),
      modelId: Number(ids!.model_id),
      cityId: Number(ids!.city_id),
      price: 1,
      status: 'published',
    });
    const afterInsert = await search({ brand: ['toyota'] }, 'cheapest', 1, 50);
    expect(afterInsert.total).toBe(before.total + 1);
    expect(afterInsert.items[0]!.id).toBe(fresh);

    // Update: the price moves it to the other end.
    await t.db.query('update announcements set price = $2 where id = $1', [fresh, 9_000_000_000]);
    const afterUpdate = await search({ brand: ['toyota'] }, 'expensive', 1, 1);
    expect(afterUpdate.items[0]!.id).toBe(fresh);
    expect(afterUpdate.items[0]!.price).toBe(9_000_000_000);

    // Status: sold leaves the search; a view counter update logs nothing and changes nothing.
    await t.db.query(`update announcements set status = 'sold' where id = $1`, [fresh]);
    await t.db.query('update announcements set views = views + 1 where id = $1', [toyota.id]);
    const afterSold = await search({ brand: ['toyota'] }, 'cheapest', 1, 50);
    expect(afterSold.total).toBe(before.total);
    expect(afterSold.items.map((i) => i.id)).toEqual(before.items.map((i) => i.id));

    // Delete.
    await t.db.query(`update announcements set status = 'published' where id = $1`, [fresh]);
    expect((await search({ brand: ['toyota'] }, 'cheapest', 1, 50)).total).toBe(before.total + 1);
    await t.db.query('delete from announcements where id = $1', [fresh]);
    expect((await search({ brand: ['toyota'] }, 'cheapest', 1, 50)).total).toBe(before.total);
  });

  it('cards shown from the card cache follow every change to what a card shows', async () => {
    const f = new Factory(t.db);
    const [ref] = await t.db.query<{ brand_id: number; model_id: number; city_id: number }>(
      `select brand_id, model_id, city_id from announcements where status = 'published' limit 1`,
    );
    const id = await f.announcement({
      userId: users[0]!,
      brandId: Number(ref!.brand_id),
      modelId: Number(ref!.model_id),
      cityId: Number(ref!.city_id),
      price: 2,
      photos: 2,
      status: 'published',
    });
    const card = async () => (await search({}, 'cheapest', 1, 1)).items[0]!;
    const first = await card();
    expect(first.id).toBe(id);
    expect(await card()).toEqual(first); // now from the cache

    // The cover photo: the photos were reordered, nothing in announcements changed.
    await t.db.query('update photos set position = position + 10 where announcement_id = $1', [id]);
    await t.db.query('update photos set position = 11 - position where announcement_id = $1', [id]);
    const reordered = await card();
    expect(reordered.photo!.id).not.toBe(first.photo!.id);

    // The inspected badge.
    await t.db.query('update announcements set inspected = true where id = $1', [id]);
    expect((await card()).inspected).toBe(true);

    // The model's name (the catalogue), in both locales.
    await t.db.query('update models set name = $2 where id = $1', [Number(ref!.model_id), 'Renamed']);
    expect((await card()).model.name).toBe('Renamed');
    const kk = searchResultSchema.parse((await app.inject({ url: '/api/announcements?sort=cheapest&pageSize=1', headers: { 'accept-language': 'kk' } })).json());
    expect(kk.items[0]!.model.name).toBe('Renamed');
    await t.db.query('delete from announcements where id = $1', [id]);
    expect((await card()).id).not.toBe(id);
  });

  it('a brand, model and city created after the index loaded are searchable by slug at once', async () => {
    const f = new Factory(t.db);
    const brand = await f.brand({ slug: 'zaz' });
    const model = await f.model(brand.id, { slug: 'tavria' });
    const region = await f.region({ slug: 'north' });
    const city = await f.city({ slug: 'kokshetau', regionId: region.id });
    const id = await f.announcement({ userId: users[0]!, brandId: brand.id, modelId: model.id, cityId: city.id });
    const res = await search({ brand: ['zaz'], model: 'tavria', city: 'kokshetau' });
    expect(res.items.map((i) => i.id)).toEqual([id]);
    expect((await search({ region: 'north' })).total).toBe(1);
    const facets = searchFacetsSchema.parse((await app.inject('/api/announcements/facets?brand=zaz')).json());
    expect(facets.models).toEqual([{ slug: 'tavria', name: expect.any(String), count: 1 }]);
    await t.db.query('delete from announcements where id = $1', [id]);
  });
});
