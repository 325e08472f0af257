import { SHORTLIST_LIMITS, shortlistSchema, shortlistSummariesSchema, shortlistSummarySchema } from '@jolda/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Factory } from './factories.js';
import { type TestDb, createTestApp, createTestDb, testTokens } from './helpers.js';

let t: TestDb;
let app: FastifyInstance;
let f: Factory;
const tokens = testTokens(() => t.db);
let base: { userId: number; brandId: number; modelId: number; cityId: number };

beforeAll(async () => {
  t = await createTestDb();
  app = await createTestApp(t.db);
  f = new Factory(t.db);
  const city = await f.city({ ru: 'Алматы', kk: 'Алматы қ.' });
  const brand = await f.brand({ name: 'Toyota' });
  const model = await f.model(brand.id, { name: 'Camry' });
  const seller = await f.user();
  base = { userId: seller.id, brandId: brand.id, modelId: model.id, cityId: city.id };
});
afterAll(async () => {
  await app.close();
  await t.close();
});

const as = (token: string) => ({ authorization: `Bearer ${token}` });
const newUser = async () => {
  const u = await f.user();
  return { id: u.id, token: await tokens.signAccess(u.id) };
};
const create = (token: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/shortlists', payload, headers: as(token) });
const read = (id: string, headers: Record<string, string> = {}) => app.inject({ url: `/api/shortlists/${id}`, headers });

describe('shortlists: the owner', () => {
  it('makes a list with a first car, renames it, adds and removes cars, deletes it', async () => {
    const me = await newUser();
    const car1 = await f.announcement({ ...base, price: 9_800_000 });
    const car2 = await f.announcement({ ...base, price: 7_500_000 });
    const made = await create(me.token, { name: '  Для папы  ', announcementId: car1 });
    expect(made.statusCode).toBe(201);
    const list = shortlistSummarySchema.parse(made.json());
    expect(list.name).toBe('Для папы');
    expect(list.announcementIds).toEqual([car1]);
    expect(list.id).toMatch(/^[A-Za-z0-9_-]{24}$/);

    const added = await app.inject({ method: 'PUT', url: `/api/shortlists/${list.id}/items/${car2}`, headers: as(me.token) });
    expect(added.statusCode).toBe(200);
    expect(added.json().announcementIds).toEqual([car2, car1]);
    // idempotent
    const again = await app.inject({ method: 'PUT', url: `/api/shortlists/${list.id}/items/${car2}`, headers: as(me.token) });
    expect(again.json().announcementIds).toEqual([car2, car1]);

    const renamed = await app.inject({ method: 'PUT', url: `/api/shortlists/${list.id}`, payload: { name: 'Семейная' }, headers: as(me.token) });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().name).toBe('Семейная');

    const mine = shortlistSummariesSchema.parse((await app.inject({ url: '/api/shortlists', headers: as(me.token) })).json());
    expect(mine.items.map((l) => [l.id, l.name, l.announcementIds])).toEqual([[list.id, 'Семейная', [car2, car1]]]);

    const removed = await app.inject({ method: 'DELETE', url: `/api/shortlists/${list.id}/items/${car1}`, headers: as(me.token) });
    expect(removed.json().announcementIds).toEqual([car2]);
    const removedAgain = await app.inject({ method: 'DELETE', url: `/api/shortlists/${list.id}/items/${car1}`, headers: as(me.token) });
    expect(removedAgain.statusCode).toBe(404);
    expect(removedAgain.json().code).toBe('shortlist_item_not_found');

    expect((await app.inject({ method: 'DELETE', url: `/api/shortlists/${list.id}`, headers: as(me.token) })).statusCode).toBe(204);
    expect((await read(list.id)).statusCode).toBe(404);
    const after = shortlistSummariesSchema.parse((await app.inject({ url: '/api/shortlists', headers: as(me.token) })).json());
    expect(after.items).toEqual([]);
  });

  it('refuses an empty or too long name with a field code, and cars that are not public', async () => {
    const me = await newUser();
    const empty = await create(me.token, { name: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields.name).toEqual(['shortlist_name_required']);
    const long = await create(me.token, { name: 'я'.repeat(SHORTLIST_LIMITS.nameMax + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields.name).toEqual(['shortlist_name_too_long']);

    const draft = await f.announcement({ ...base, status: 'draft' });
    const withDraft = await create(me.token, { name: 'Черновик', announcementId: draft });
    expect(withDraft.statusCode).toBe(404);
    expect(withDraft.json().code).toBe('announcement_not_found');
    // the list was not made either
    expect((await app.inject({ url: '/api/shortlists', headers: as(me.token) })).json().items).toEqual([]);
    const list = shortlistSummarySchema.parse((await create(me.token, { name: 'Ок' })).json());
    const missing = await app.inject({ method: 'PUT', url: `/api/shortlists/${list.id}/items/999999999`, headers: as(me.token) });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('announcement_not_found');
  });
});

describe('shortlists: only the owner changes a list', () => {
  it('answers 401 to anonymous writes and 403 to another user, and the list stays as it was', async () => {
    const owner = await newUser();
    const other = await newUser();
    const car = await f.announcement({ ...base });
    const car2 = await f.announcement({ ...base });
    const list = shortlistSummarySchema.parse((await create(owner.token, { name: 'Моя', announcementId: car })).json());
    const writes = [
      { method: 'PUT' as const, url: `/api/shortlists/${list.id}`, payload: { name: 'Взлом' } },
      { method: 'DELETE' as const, url: `/api/shortlists/${list.id}` },
      { method: 'PUT' as const, url: `/api/shortlists/${list.id}/items/${car2}` },
      { method: 'DELETE' as const, url: `/api/shortlists/${list.id}/items/${car}` },
    ];
    for (const w of writes) {
      const anon = await app.inject(w);
      expect(anon.statusCode, `${w.method} ${w.url} anonymous`).toBe(401);
      const theirs = await app.inject({ ...w, headers: as(other.token) });
      expect(theirs.statusCode, `${w.method} ${w.url} by another user`).toBe(403);
      expect(theirs.json().code).toBe('forbidden');
    }
    expect((await app.inject({ url: '/api/shortlists' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/shortlists', payload: { name: 'x' } })).statusCode).toBe(401);
    // another user's own lists do not include it
    expect((await app.inject({ url: '/api/shortlists', headers: as(other.token) })).json().items).toEqual([]);

    const now = shortlistSchema.parse((await read(list.id)).json());
    expect(now.name).toBe('Моя');
    expect(now.items.map((i) => i.announcementId)).toEqual([car]);
    expect(now.mine).toBe(false);
    expect(shortlistSchema.parse((await read(list.id, as(other.token))).json()).mine).toBe(false);
    expect(shortlistSchema.parse((await read(list.id, as(owner.token))).json()).mine).toBe(true);
  });

  it('answers 404 for an unknown id, whatever its shape, to reads and writes', async () => {
    const me = await newUser();
    for (const id of ['AAAAAAAAAAAAAAAAAAAAAAAA', 'short', '1', 'x'.repeat(64)]) {
      const r = await read(id);
      expect(r.statusCode, id).toBe(404);
      expect(r.json().code).toBe('shortlist_not_found');
      const w = await app.inject({ method: 'PUT', url: `/api/shortlists/${id}`, payload: { name: 'x' }, headers: as(me.token) });
      expect(w.statusCode, id).toBe(404);
    }
  });
});

describe('shortlists: the shared page', () => {
  it('shows each car as it is now: current price, sold and removed marked, names in the reader’s language', async () => {
    const me = await newUser();
    const cheaper = await f.announcement({ ...base, price: 10_000_000, year: 2019 });
    const sold = await f.announcement({ ...base, price: 8_000_000 });
    const archived = await f.announcement({ ...base, price: 6_000_000 });
    const deleted = await f.announcement({ ...base, price: 5_000_000, year: 2012 });
    const list = shortlistSummarySchema.parse((await create(me.token, { name: 'Семья', announcementId: cheaper })).json());
    for (const id of [sold, archived, deleted]) {
      expect((await app.inject({ method: 'PUT', url: `/api/shortlists/${list.id}/items/${id}`, headers: as(me.token) })).statusCode).toBe(200);
    }
    await t.db.query('update announcements set price = $2 where id = $1', [cheaper, 9_500_000]);
    await t.db.query("update announcements set status = 'sold' where id = $1", [sold]);
    await t.db.query("update announcements set status = 'archived' where id = $1", [archived]);
    await t.db.query('delete from announcements where id = $1', [deleted]);

    const ru = shortlistSchema.parse((await read(list.id)).json());
    expect(ru.items.map((i) => [i.announcementId, i.state])).toEqual([
      [cheaper, 'on_sale'],
      [sold, 'sold'],
      [archived, 'removed'],
      [deleted, 'removed'],
    ]);
    const first = ru.items[0]!;
    expect(first.car?.price).toBe(9_500_000);
    expect(first.priceAtAdd).toBe(10_000_000);
    expect(first.car?.city.name).toBe('Алматы');
    const gone = ru.items[3]!;
    expect(gone.car).toBeNull();
    expect([gone.title, gone.year, gone.priceAtAdd]).toEqual(['Toyota Camry', 2012, 5_000_000]);

    const kk = shortlistSchema.parse((await read(list.id, { 'accept-language': 'kk' })).json());
    expect(kk.items[0]!.car?.city.name).toBe('Алматы қ.');
  });

  it('is never cached by a shared cache', async () => {
    const me = await newUser();
    const list = shortlistSummarySchema.parse((await create(me.token, { name: 'Кэш' })).json());
    expect((await read(list.id)).headers['cache-control']).toBe('private, no-store');
  });

  it('gives every list an id of its own (144 random bits)', async () => {
    const me = await newUser();
    const ids = new Set<string>();
    for (let i = 0; i < 10; i++) ids.add(shortlistSummarySchema.parse((await create(me.token, { name: `Список ${i}` })).json()).id);
    expect(ids.size).toBe(10);
    for (const id of ids) expect(Buffer.from(id, 'base64url')).toHaveLength(18);
  });
});

describe('shortlists: limits hold under simultaneous requests', () => {
  it(`makes exactly ${SHORTLIST_LIMITS.lists} lists of ${SHORTLIST_LIMITS.lists + 6} made at once`, async () => {
    const me = await newUser();
    const answers = await Promise.all(
      Array.from({ length: SHORTLIST_LIMITS.lists + 6 }, (_, i) => create(me.token, { name: `Подборка ${i}` })),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(SHORTLIST_LIMITS.lists);
    expect(codes.filter((c) => c === 409)).toHaveLength(6);
    expect(answers.find((a) => a.statusCode === 409)!.json().code).toBe('shortlists_limit');
    expect((await app.inject({ url: '/api/shortlists', headers: as(me.token) })).json().items).toHaveLength(SHORTLIST_LIMITS.lists);
  });

  it(`puts exactly ${SHORTLIST_LIMITS.items} cars in a list of ${SHORTLIST_LIMITS.items + 5} added at once`, async () => {
    const me = await newUser();
    const cars: number[] = [];
    for (let i = 0; i < SHORTLIST_LIMITS.items + 5; i++) cars.push(await f.announcement({ ...base }));
    const list = shortlistSummarySchema.parse((await create(me.token, { name: 'Много' })).json());
    const answers = await Promise.all(
      cars.map((id) => app.inject({ method: 'PUT', url: `/api/shortlists/${list.id}/items/${id}`, headers: as(me.token) })),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(SHORTLIST_LIMITS.items);
    expect(codes.filter((c) => c === 409)).toHaveLength(5);
    expect(answers.find((a) => a.statusCode === 409)!.json().code).toBe('shortlist_full');
    expect(shortlistSchema.parse((await read(list.id)).json()).items).toHaveLength(SHORTLIST_LIMITS.items);
  });
});
