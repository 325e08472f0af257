import { SAVED_SEARCH_LIMIT, savedSearchListSchema, savedSearchSchema } from '@jolda/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Factory } from './factories.js';
import { type TestDb, createTestApp, createTestDb, testTokens } from './helpers.js';

let t: TestDb;
let app: FastifyInstance;
let f: Factory;
let alice: string;
let bob: string;
let carol: string;
let base: { userId: number; brandId: number; modelId: number; cityId: number };
const tokens = testTokens(() => t.db);

beforeAll(async () => {
  t = await createTestDb();
  app = await createTestApp(t.db);
  f = new Factory(t.db);
  const region = await f.region({ slug: 'almaty-region', ru: 'Алматинская область', kk: 'Алматы облысы' });
  const city = await f.city({ slug: 'almaty', ru: 'Алматы', kk: 'Алматы', regionId: region.id });
  const other = await f.city({ slug: 'astana', ru: 'Астана', kk: 'Астана' });
  const toyota = await f.brand({ slug: 'toyota', name: 'Toyota' });
  const camry = await f.model(toyota.id, { slug: 'camry', name: 'Camry' });
  const kia = await f.brand({ slug: 'kia', name: 'Kia' });
  const rio = await f.model(kia.id, { slug: 'rio', name: 'Rio' });
  const seller = await f.user();
  alice = await tokens.signAccess((await f.user()).id);
  bob = await tokens.signAccess((await f.user()).id);
  carol = await tokens.signAccess((await f.user()).id);
  base = { userId: seller.id, brandId: toyota.id, modelId: camry.id, cityId: city.id };
  const long = new Date(Date.now() - 7 * 86400_000);
  for (let i = 0; i < 4; i++) await f.announcement({ ...base, price: 10_000_000 + i * 1_000_000, publishedAt: long, status: 'published' });
  await f.announcement({ ...base, cityId: other.id, price: 9_000_000, publishedAt: long, status: 'published' });
  await f.announcement({ ...base, brandId: kia.id, modelId: rio.id, price: 6_000_000, publishedAt: long, status: 'published' });
});
afterAll(async () => {
  await app.close();
  await t.close();
});

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: unknown) =>
  app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
const list = async (token: string, lang = 'ru') =>
  savedSearchListSchema.parse((await app.inject({ url: '/api/saved-searches', headers: { authorization: `Bearer ${token}`, 'accept-language': lang } })).json());

describe('saved searches', () => {
  it('need a signed-in user', async () => {
    expect((await call('GET', '/api/saved-searches')).statusCode).toBe(401);
    expect((await call('POST', '/api/saved-searches', undefined, { filter: {} })).statusCode).toBe(401);
    expect((await call('POST', '/api/saved-searches/1/seen')).statusCode).toBe(401);
    expect((await call('DELETE', '/api/saved-searches/1')).statusCode).toBe(401);
  });

  it('saves a filter once, with its total, names in the language, and new matches since last seen', async () => {
    const filter = { brand: ['toyota'], model: 'camry', city: 'almaty', priceTo: 12_500_000 };
    const created = await call('POST', '/api/saved-searches', alice, { filter });
    expect(created.statusCode).toBe(201);
    const saved = savedSearchSchema.parse(created.json());
    expect(saved.total).toBe(3); // 10, 11, 12 M in Almaty
    expect(saved.newCount).toBe(0); // all published a week before it was saved
    expect(saved.names).toEqual({ brands: [{ slug: 'toyota', name: 'Toyota' }], model: 'Camry', generation: null, city: 'Алматы', region: null });
    // The same filter in another order and spelling is the same search.
    const again = await call('POST', '/api/saved-searches', alice, { filter: { priceTo: '12500000', city: 'almaty', model: 'camry', brand: 'toyota' } });
    expect(again.statusCode).toBe(200);
    expect(savedSearchSchema.parse(again.json()).id).toBe(saved.id);
    expect((await list(alice)).items.map((i) => i.id)).toEqual([saved.id]);

    // A matching announcement published now is new; one that does not match is not.
    const fresh = await f.announcement({ ...base, price: 12_000_000, status: 'published' });
    await f.announcement({ ...base, price: 20_000_000, status: 'published' });
    let [item] = (await list(alice)).items;
    expect(item).toMatchObject({ total: 4, newCount: 1 });
    expect((await list(alice, 'kk')).items[0]!.names.city).toBe('Алматы');

    // Seen: back to zero new; a sold one leaves the total.
    expect((await call('POST', `/api/saved-searches/${saved.id}/seen`, alice)).statusCode).toBe(204);
    [item] = (await list(alice)).items;
    expect(item).toMatchObject({ total: 4, newCount: 0 });
    await t.db.query(`update announcements set status = 'sold' where id = $1`, [fresh]);
    expect((await list(alice)).items[0]).toMatchObject({ total: 3, newCount: 0 });
  });

  it('are the owner’s only: another user sees none of them and gets 404 for their ids', async () => {
    const [mine] = (await list(alice)).items;
    expect((await list(bob)).items).toEqual([]);
    expect((await call('POST', `/api/saved-searches/${mine!.id}/seen`, bob)).statusCode).toBe(404);
    const del = await call('DELETE', `/api/saved-searches/${mine!.id}`, bob);
    expect(del.statusCode).toBe(404);
    expect(del.json().code).toBe('saved_search_not_found');
    expect((await list(alice)).items).toHaveLength(1);
    expect((await call('DELETE', `/api/saved-searches/${mine!.id}`, alice)).statusCode).toBe(204);
    expect((await list(alice)).items).toEqual([]);
    expect((await call('DELETE', `/api/saved-searches/${mine!.id}`, alice)).statusCode).toBe(404);
  });

  it('refuse a bad filter with per-field errors', async () => {
    const bad = await call('POST', '/api/saved-searches', alice, { filter: { priceTo: -5, fuel: ['coal'], colour: 'red' } });
    expect(bad.statusCode).toBe(400);
    const body = bad.json() as { code: string; fields: Record<string, string[]> };
    expect(body.code).toBe('validation_failed');
    expect(Object.keys(body.fields).sort()).toEqual(expect.arrayContaining([expect.stringMatching(/priceTo/), expect.stringMatching(/fuel/)]));
    expect((await call('POST', '/api/saved-searches', alice, {})).statusCode).toBe(400);
    // Slugs the catalogue does not know would never match (and read as "all cars"): refused per field, nothing saved.
    const unknown = await call('POST', '/api/saved-searches', alice, {
      filter: { brand: ['toyota', 'zaporozhets'], model: 'rio', city: 'nowhere', region: 'atlantis' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: 'validation_failed',
      fields: { 'filter.brand': ['unknown_brand'], 'filter.model': ['unknown_model'], 'filter.city': ['unknown_city'], 'filter.region': ['unknown_region'] },
    });
    const generation = await call('POST', '/api/saved-searches', alice, { filter: { brand: ['toyota'], model: 'camry', generation: 'xv99' } });
    expect(generation.json()).toMatchObject({ code: 'validation_failed', fields: { 'filter.generation': ['unknown_generation'] } });
    expect((await list(alice)).items).toEqual([]);
    expect((await call('POST', '/api/saved-searches/abc/seen', alice)).statusCode).toBe(400);
  });

  it(`keep at most ${SAVED_SEARCH_LIMIT} per user`, async () => {
    for (let i = 0; i < SAVED_SEARCH_LIMIT - 1; i++) {
      expect((await call('POST', '/api/saved-searches', carol, { filter: { priceTo: 1_000_000 + i } })).statusCode).toBe(201);
    }
    // Eight different saves at once with one place left: exactly one gets it (on PostgreSQL the unlocked check let 4–6 in).
    const racing = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8].map((n) => call('POST', '/api/saved-searches', carol, { filter: { priceFrom: n } })));
    expect(racing.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    expect((await list(carol)).items).toHaveLength(SAVED_SEARCH_LIMIT);
    const over = await call('POST', '/api/saved-searches', carol, { filter: { priceTo: 999 } });
    expect(over.statusCode).toBe(409);
    expect(over.json().code).toBe('saved_search_limit');
    // One already saved is still answered.
    expect((await call('POST', '/api/saved-searches', carol, { filter: { priceTo: 1_000_000 } })).statusCode).toBe(200);
  });
});
