import {
  PRICE_RATING_RULE,
  announcementExtrasSchema,
  median,
  mileageBand,
  ratePrice,
} from '@jolda/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE_REVEAL_LIMIT, REPORT_LIMIT, displayPhone } from '../src/routes/announcements/extras.js';
import { Factory } from './factories.js';
import { type TestDb, createTestApp, createTestDb, testTokens } from './helpers.js';

let t: TestDb;
let app: FastifyInstance;
let f: Factory;
const tokens = testTokens(() => t.db);

interface Row {
  id: number;
  modelId: number;
  year: number;
  mileage: number;
  price: number;
  status: string;
  body: string;
}
const rows: Row[] = [];
let camry: { id: number };
let corolla: { id: number };
let seller: { id: number; phone: string };
let base: { userId: number; brandId: number; cityId: number };

// A deterministic spread of prices, years and mileages.
let seed = 42;
const rnd = (n: number) => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed % n;
};

beforeAll(async () => {
  t = await createTestDb();
  app = await createTestApp(t.db);
  f = new Factory(t.db);
  const city = await f.city();
  const brand = await f.brand({ name: 'Toyota' });
  camry = await f.model(brand.id, { name: 'Camry' });
  corolla = await f.model(brand.id, { name: 'Corolla' });
  seller = await f.user({ phone: '+77011234567' });
  base = { userId: seller.id, brandId: brand.id, cityId: city.id };
  for (let i = 0; i < 120; i++) {
    const model = i % 5 === 0 ? corolla : camry;
    const year = 2014 + rnd(8);
    const mileage = rnd(320_000);
    const price = 6_000_000 + rnd(80) * 100_000;
    const status = i % 17 === 0 ? 'sold' : 'published';
    const body = i % 3 === 0 ? 'crossover' : 'sedan';
    const id = await f.announcement({ ...base, modelId: model.id, year, mileage, price, status, body });
    rows.push({ id, modelId: model.id, year, mileage, price, status, body });
  }
});
afterAll(async () => {
  await app.close();
  await t.close();
});

const extras = async (id: number) => {
  const res = await app.inject({ url: `/api/announcements/${id}/extras` });
  expect(res.statusCode).toBe(200);
  return announcementExtrasSchema.parse(res.json());
};

/** The rule, by brute force over the rows the test made. */
function bruteForce(s: Row) {
  const band = mileageBand(s.mileage);
  const comps = rows.filter(
    (r) =>
      r.status === 'published' &&
      r.id !== s.id &&
      r.modelId === s.modelId &&
      Math.abs(r.year - s.year) <= 1 &&
      r.mileage >= band.from &&
      (band.to === null || r.mileage < band.to),
  );
  const m = median(comps.map((r) => r.price));
  const rating = m !== null && comps.length >= PRICE_RATING_RULE.minComparables ? ratePrice(s.price, m) : null;
  return { n: comps.length, median: m, rating };
}

describe('price rating rule', () => {
  it('rates by thresholds 0.9 and 1.1 of the median', () => {
    expect(ratePrice(899, 1000)).toBe('below');
    expect(ratePrice(900, 1000)).toBe('market');
    expect(ratePrice(1100, 1000)).toBe('market');
    expect(ratePrice(1101, 1000)).toBe('above');
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
    expect(mileageBand(0)).toEqual({ from: 0, to: 30_000 });
    expect(mileageBand(29_999)).toEqual({ from: 0, to: 30_000 });
    expect(mileageBand(30_000)).toEqual({ from: 30_000, to: 60_000 });
    expect(mileageBand(1_000_000)).toEqual({ from: 300_000, to: null });
  });

  it('matches a brute-force median for every published announcement', async () => {
    let rated = 0;
    for (const s of rows.filter((r) => r.status === 'published')) {
      const { priceRating } = await extras(s.id);
      const want = bruteForce(s);
      expect(priceRating.comparables, `#${s.id}`).toBe(want.n);
      expect(priceRating.median).toBe(want.median === null ? null : Math.round(want.median));
      expect(priceRating.rating).toBe(want.rating);
      if (want.rating) rated++;
    }
    // The data must exercise both branches (rated and too few comparables).
    expect(rated).toBeGreaterThan(5);
    expect(rated).toBeLessThan(rows.length);
  });

  it('gives no rating with too few comparables, and shows the criteria', async () => {
    const model = await f.model(base.brandId, { name: 'Rare' });
    const lone = await f.announcement({ ...base, modelId: model.id, year: 2018, mileage: 45_000 });
    const { priceRating } = await extras(lone);
    expect(priceRating).toMatchObject({
      rating: null,
      comparables: 0,
      criteria: { yearFrom: 2017, yearTo: 2019, mileageFrom: 30_000, mileageTo: 60_000, lower: 0.9, upper: 1.1, minComparables: 5 },
    });
  });

  it('rates a cheap car below the market and an expensive one above', async () => {
    const model = await f.model(base.brandId, { name: 'Even' });
    for (const price of [10_000_000, 10_000_000, 10_000_000, 10_000_000, 10_000_000]) {
      await f.announcement({ ...base, modelId: model.id, year: 2020, mileage: 10_000, price });
    }
    const cheap = await f.announcement({ ...base, modelId: model.id, year: 2021, mileage: 20_000, price: 8_900_000 });
    const fair = await f.announcement({ ...base, modelId: model.id, year: 2019, mileage: 5_000, price: 11_000_000 });
    const dear = await f.announcement({ ...base, modelId: model.id, year: 2020, mileage: 1_000, price: 11_100_000 });
    const far = await f.announcement({ ...base, modelId: model.id, year: 2022, mileage: 10_000, price: 1 });
    expect((await extras(cheap)).priceRating).toMatchObject({ rating: 'below', median: 10_000_000 });
    expect((await extras(fair)).priceRating.rating).toBe('market');
    expect((await extras(dear)).priceRating.rating).toBe('above');
    // 2022 is two years from 2020: only 2021's cheap car compares, too few.
    expect((await extras(far)).priceRating.rating).toBeNull();
  });
});

describe('extras', () => {
  it('lists similar cars without the announcement itself', async () => {
    const s = rows.find((r) => r.status === 'published')!;
    const { similar } = await extras(s.id);
    expect(similar.length).toBeGreaterThan(0);
    expect(similar.length).toBeLessThanOrEqual(8);
    expect(similar.map((c) => c.id)).not.toContain(s.id);
    for (const c of similar) {
      expect(c.status).toBe('published');
      expect(c.model.id === s.modelId || c.body === s.body).toBe(true);
    }
  });

  it('lists the same model first, nearest in year and then in price', async () => {
    // Its own model, so the spread above does not interfere; prices are round, as sellers write them.
    const lc = await f.model(base.brandId, { name: 'Land Cruiser' });
    const car = (year: number, price: number) => f.announcement({ ...base, modelId: lc.id, year, price, mileage: 90_000, body: 'suv' });
    const subject = await car(2015, 10_000_000);
    const sameYearDearer = await car(2015, 11_500_000);
    const yearOff5SamePrice = await car(2010, 10_000_000);
    const yearOff1 = await car(2016, 10_200_000);
    const yearOff2 = await car(2013, 9_900_000);
    const outOfBand = await car(2015, 20_000_000);
    const similar = (await extras(subject)).similar.map((c) => c.id);
    expect(similar.slice(0, 4)).toEqual([sameYearDearer, yearOff1, yearOff2, yearOff5SamePrice]);
    expect(similar).not.toContain(outOfBand);
  });

  it('gives the price history oldest first, ending on the current price', async () => {
    const id = await f.announcement({ ...base, modelId: camry.id, price: 9_000_000 });
    expect((await extras(id)).priceHistory).toEqual([{ price: 9_000_000, at: expect.any(String) }]);
    await t.db.query(
      `insert into price_history (announcement_id, price, changed_at) values
       ($1, 10000000, now() - interval '10 days'), ($1, 9500000, now() - interval '5 days')`,
      [id],
    );
    expect((await extras(id)).priceHistory.map((p) => p.price)).toEqual([10_000_000, 9_500_000, 9_000_000]);
  });

  it('is a 404 for missing and draft announcements', async () => {
    expect((await app.inject({ url: '/api/announcements/999999/extras' })).statusCode).toBe(404);
    const draft = await f.announcement({ ...base, modelId: camry.id, status: 'draft' });
    expect((await app.inject({ url: `/api/announcements/${draft}/extras` })).statusCode).toBe(404);
  });
});

describe('phone reveal', () => {
  const reveal = (id: number, ip: string, token?: string) =>
    app.inject({
      method: 'POST',
      url: `/api/announcements/${id}/phone`,
      remoteAddress: ip,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('answers the number and counts a visitor once a day', async () => {
    const id = rows.find((r) => r.status === 'published')!.id;
    const first = await reveal(id, '10.0.0.1');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ phone: '+77011234567', display: '+7 701 123 45 67', reveals: 1 });
    expect((await reveal(id, '10.0.0.1')).json()).toMatchObject({ reveals: 1 });
    expect((await reveal(id, '10.0.0.2')).json()).toMatchObject({ reveals: 2 });
    expect(displayPhone('+77751234567')).toBe('+7 775 123 45 67');
  });

  it('limits a visitor to a number of reveals an hour, with a clear 429', async () => {
    const published = rows.filter((r) => r.status === 'published');
    for (let i = 0; i < PHONE_REVEAL_LIMIT; i++) {
      expect((await reveal(published[i]!.id, '10.0.0.9')).statusCode).toBe(200);
    }
    // Already revealed numbers stay available…
    expect((await reveal(published[0]!.id, '10.0.0.9')).statusCode).toBe(200);
    // …a new one is refused.
    const refused = await reveal(published[PHONE_REVEAL_LIMIT]!.id, '10.0.0.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'phone_reveal_limited', retryAfter: 3600 });
    expect(refused.headers['retry-after']).toBe('3600');
    // Another visitor is not affected; a signed-in user counts apart from the shared IP.
    expect((await reveal(published[PHONE_REVEAL_LIMIT]!.id, '10.0.0.10')).statusCode).toBe(200);
    const user = await f.user();
    const token = await tokens.signAccess(user.id);
    expect((await reveal(published[PHONE_REVEAL_LIMIT + 1]!.id, '10.0.0.9', token)).statusCode).toBe(200);
  });

  it('refuses sold announcements', async () => {
    const sold = rows.find((r) => r.status === 'sold')!.id;
    expect((await reveal(sold, '10.0.0.3')).statusCode).toBe(409);
  });
});

describe('reports', () => {
  const report = (id: number, payload: unknown, ip = '10.1.0.1') =>
    app.inject({ method: 'POST', url: `/api/announcements/${id}/reports`, payload: payload as object, remoteAddress: ip });

  it('stores a report with a reason', async () => {
    const id = rows[1]!.id;
    const res = await report(id, { reason: 'fraud', comment: 'Просит предоплату' });
    expect(res.statusCode).toBe(201);
    const stored = await t.db.query<{ reason: string; comment: string; ip: string }>(
      'select reason, comment, ip from announcement_reports where announcement_id = $1',
      [id],
    );
    expect(stored).toEqual([{ reason: 'fraud', comment: 'Просит предоплату', ip: '10.1.0.1' }]);
  });

  it('validates the reason and requires a comment for "other"', async () => {
    const id = rows[1]!.id;
    const bad = await report(id, { reason: 'boring' }, '10.1.0.2');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation_failed', fields: { reason: expect.any(Array) } });
    const other = await report(id, { reason: 'other', comment: 'коротко' }, '10.1.0.2');
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ fields: { comment: ['comment_required'] } });
    const long = await report(id, { reason: 'spam', comment: 'x'.repeat(1001) }, '10.1.0.2');
    expect(long.json()).toMatchObject({ fields: { comment: expect.any(Array) } });
    expect((await report(999999, { reason: 'spam' }, '10.1.0.2')).statusCode).toBe(404);
  });

  it('is rate limited per visitor', async () => {
    const id = rows[2]!.id;
    for (let i = 0; i < REPORT_LIMIT; i++) expect((await report(id, { reason: 'spam' }, '10.1.0.3')).statusCode).toBe(201);
    const refused = await report(id, { reason: 'spam' }, '10.1.0.3');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'report_limited' });
  });
});
