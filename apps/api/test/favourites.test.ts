import { compareAnnouncementsSchema, favouritesListSchema } from '@jolda/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Factory } from './factories.js';
import { type TestDb, createTestApp, createTestDb, testTokens } from './helpers.js';

let t: TestDb;
let app: FastifyInstance;
let f: Factory;
let alice: string;
let bob: string;
let aliceId: number;
const ids: number[] = [];
let soldId: number;
let draftId: number;
const tokens = testTokens(() => t.db);

beforeAll(async () => {
  t = await createTestDb();
  app = await createTestApp(t.db);
  f = new Factory(t.db);
  const city = await f.city();
  const brand = await f.brand({ name: 'Toyota' });
  const model = await f.model(brand.id, { name: 'Camry' });
  const seller = await f.user();
  const a = await f.user();
  const b = await f.user();
  aliceId = a.id;
  alice = await tokens.signAccess(a.id);
  bob = await tokens.signAccess(b.id);
  const base = { userId: seller.id, brandId: brand.id, modelId: model.id, cityId: city.id };
  for (let i = 0; i < 6; i++) ids.push(await f.announcement({ ...base, price: 5_000_000 + i * 100_000, photos: 1 }));
  soldId = await f.announcement({ ...base, status: 'sold' });
  draftId = await f.announcement({ ...base, status: 'draft' });
});
afterAll(async () => {
  await app.close();
  await t.close();
});

const call = (method: 'GET' | 'POST' | 'DELETE' | 'PUT', url: string, token?: string, payload?: unknown) =>
  app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

describe('favourites', () => {
  it('needs a signed-in user', async () => {
    expect((await call('GET', '/api/favourites')).statusCode).toBe(401);
    expect((await call('POST', `/api/favourites/${ids[0]}`)).statusCode).toBe(401);
    expect((await call('DELETE', `/api/favourites/${ids[0]}`)).statusCode).toBe(401);
    expect((await call('POST', '/api/favourites/merge', undefined, { ids: [ids[0]] })).statusCode).toBe(401);
  });

  it('adds, lists with the price when added and the change since, and removes', async () => {
    expect((await call('POST', `/api/favourites/${ids[0]}`, alice)).statusCode).toBe(200);
    expect((await call('POST', `/api/favourites/${ids[0]}`, alice)).statusCode).toBe(200); // idempotent
    await t.db.query('update announcements set price = price - 300000 where id = $1', [ids[0]]);
    const list = favouritesListSchema.parse((await call('GET', '/api/favourites', alice)).json());
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({ priceAtAdd: 5_000_000, priceChange: -300_000, announcement: { id: ids[0], price: 4_700_000 } });
    expect((await call('DELETE', `/api/favourites/${ids[0]}`, alice)).statusCode).toBe(204);
    expect(favouritesListSchema.parse((await call('GET', '/api/favourites', alice)).json()).items).toHaveLength(0);
    expect((await call('DELETE', `/api/favourites/${ids[0]}`, alice)).statusCode).toBe(404);
  });

  it('marks sold announcements and refuses hidden or missing ones', async () => {
    expect((await call('POST', `/api/favourites/${soldId}`, alice)).statusCode).toBe(200);
    const list = favouritesListSchema.parse((await call('GET', '/api/favourites', alice)).json());
    expect(list.items.find((i) => i.announcement.id === soldId)?.announcement.status).toBe('sold');
    expect((await call('POST', `/api/favourites/${draftId}`, alice)).statusCode).toBe(404);
    expect((await call('POST', '/api/favourites/999999', alice)).statusCode).toBe(404);
    expect((await call('POST', '/api/favourites/abc', alice)).json()).toMatchObject({ code: 'validation_failed' });
    await call('DELETE', `/api/favourites/${soldId}`, alice);
  });

  it("never shows or deletes another user's favourites", async () => {
    await call('POST', `/api/favourites/${ids[1]}`, alice);
    const bobs = favouritesListSchema.parse((await call('GET', '/api/favourites', bob)).json());
    expect(bobs.items).toHaveLength(0);
    expect((await call('GET', '/api/favourites/ids', bob)).json()).toEqual({ ids: [] });
    // Bob deleting "his" favourite ids[1] touches nothing of Alice's.
    expect((await call('DELETE', `/api/favourites/${ids[1]}`, bob)).statusCode).toBe(404);
    expect((await call('GET', '/api/favourites/ids', alice)).json()).toEqual({ ids: [ids[1]] });
    await call('DELETE', `/api/favourites/${ids[1]}`, alice);
  });

  it('merges browser favourites idempotently, skipping hidden and missing ids', async () => {
    await call('POST', `/api/favourites/${ids[2]}`, alice);
    const payload = { ids: [ids[2], ids[3], ids[4], draftId, 987654] };
    const first = await call('POST', '/api/favourites/merge', alice, payload);
    expect(first.statusCode).toBe(200);
    const again = await call('POST', '/api/favourites/merge', alice, payload);
    expect(again.json()).toEqual(first.json());
    expect([...(first.json() as { ids: number[] }).ids].sort()).toEqual([ids[2], ids[3], ids[4]].sort());
    const rows = await t.db.query<{ n: number }>('select count(*)::int as n from favourites where user_id = $1', [aliceId]);
    expect(rows[0]!.n).toBe(3);
  });

  it('validates the merge body', async () => {
    const res = await call('POST', '/api/favourites/merge', alice, { ids: ['x'] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed', fields: { 'ids.0': expect.any(Array) } });
  });
});

describe('compare', () => {
  it('stores up to 4 ids per user, in order', async () => {
    const put = await call('PUT', '/api/compare', alice, { ids: [ids[3], ids[1], ids[2]] });
    expect(put.statusCode).toBe(200);
    expect((await call('GET', '/api/compare', alice)).json()).toEqual({ ids: [ids[3], ids[1], ids[2]] });
    expect((await call('GET', '/api/compare', bob)).json()).toEqual({ ids: [] });
    expect((await call('GET', '/api/compare')).statusCode).toBe(401);
  });

  it('refuses more than 4 with a field error', async () => {
    const res = await call('PUT', '/api/compare', alice, { ids: ids.slice(0, 5) });
    expect(res.statusCode).toBe(400);
    const body = res.json() as { code: string; fields: Record<string, string[]> };
    expect(body.code).toBe('validation_failed');
    expect(body.fields['ids']).toBeDefined();
    expect((await call('GET', '/api/compare', alice)).json()).toEqual({ ids: [ids[3], ids[1], ids[2]] });
  });

  it('merges the browser list after the account list, capped at 4, idempotently', async () => {
    const payload = { ids: [ids[1], ids[4], ids[5], draftId] };
    const res = await call('POST', '/api/compare/merge', alice, payload);
    expect(res.json()).toEqual({ ids: [ids[3], ids[1], ids[2], ids[4]] });
    expect((await call('POST', '/api/compare/merge', alice, payload)).json()).toEqual({ ids: [ids[3], ids[1], ids[2], ids[4]] });
  });

  it('answers the public details of the compared announcements without counting views', async () => {
    const before = await t.db.query<{ views: number }>('select views from announcements where id = $1', [ids[0]]);
    const res = await call('GET', `/api/compare/announcements?ids=${ids[0]},${ids[1]},${draftId}`);
    expect(res.statusCode).toBe(200);
    const body = compareAnnouncementsSchema.parse(res.json());
    expect(body.items.map((i) => i.id)).toEqual([ids[0], ids[1]]);
    const after = await t.db.query<{ views: number }>('select views from announcements where id = $1', [ids[0]]);
    expect(after[0]!.views).toBe(before[0]!.views);
    const tooMany = await call('GET', `/api/compare/announcements?ids=${ids.slice(0, 5).join(',')}`);
    expect(tooMany.statusCode).toBe(400);
  });
});
