import { RAISE_RULE, SOLD_UNDO_HOURS, announcementOwnerViewSchema } from '@jolda/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postEntry } from '../src/db/repositories/bonus.js';
import { Factory } from './factories.js';
import { type TestDb, createTestApp, createTestDb, testTokens } from './helpers.js';

let t: TestDb;
let app: FastifyInstance;
let f: Factory;
const tokens = testTokens(() => t.db);
let base: { brandId: number; modelId: number; cityId: number };

beforeAll(async () => {
  t = await createTestDb();
  app = await createTestApp(t.db);
  f = new Factory(t.db);
  const city = await f.city();
  const brand = await f.brand();
  const model = await f.model(brand.id);
  base = { brandId: brand.id, modelId: model.id, cityId: city.id };
});
afterAll(async () => {
  await app.close();
  await t.close();
});

const as = (token: string) => ({ authorization: `Bearer ${token}` });
async function user() {
  const u = await f.user();
  return { id: u.id, token: await tokens.signAccess(u.id) };
}
const ownerView = (id: number, token?: string) =>
  app.inject({ url: `/api/my/announcements/${id}/owner`, ...(token ? { headers: as(token) } : {}) });

describe("the car page's owner view (issue 23 item 10): the server says who owns the announcement", () => {
  it('answers the owner with the counters, the raise cooldown, the sold-undo window and the price history', async () => {
    const me = await user();
    const id = await f.announcement({ ...base, userId: me.id, price: 9_000_000 });
    await t.db.query('update announcements set views = 7 where id = $1', [id]);

    const first = await ownerView(id, me.token);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    const view = announcementOwnerViewSchema.parse(first.json());
    if (!view.own) throw new Error('expected the owner view');
    expect(view.item).toMatchObject({ id, status: 'published', price: 9_000_000, views: 7, phoneReveals: 0, favourites: 0 });
    expect(view.nextRaiseAt).toBeNull();
    expect(view.priceHistory.at(-1)?.price).toBe(9_000_000);

    // A raise sets the cooldown; "sold" opens the undo window.
    await postEntry(t.db, { userId: me.id, delta: RAISE_RULE.points, reason: 'first_publication', ref: null, key: 'grant' });
    expect((await app.inject({ method: 'POST', url: `/api/announcements/${id}/raise`, headers: as(me.token) })).statusCode).toBe(200);
    const sold = await app.inject({ method: 'POST', url: `/api/announcements/${id}/status`, payload: { status: 'sold' }, headers: as(me.token) });
    expect(sold.json().status).toBe('sold');
    const after = announcementOwnerViewSchema.parse((await ownerView(id, me.token)).json());
    if (!after.own) throw new Error('expected the owner view');
    expect(after.item.status).toBe('sold');
    expect(Date.parse(after.nextRaiseAt ?? '') - Date.now()).toBeGreaterThan((RAISE_RULE.cooldownHours - 1) * 3600_000);
    expect(Date.parse(after.item.soldUndoUntil ?? '') - Date.now()).toBeGreaterThan((SOLD_UNDO_HOURS - 1) * 3600_000);
  });

  it('shows a price change in the history at once', async () => {
    const me = await user();
    const id = await f.announcement({ ...base, userId: me.id, price: 5_000_000 });
    await t.db.query('insert into price_history (announcement_id, price) values ($1, 5000000)', [id]);
    await t.db.query('update announcements set price = 4800000 where id = $1', [id]);
    await t.db.query('insert into price_history (announcement_id, price) values ($1, 4800000)', [id]);
    const view = announcementOwnerViewSchema.parse((await ownerView(id, me.token)).json());
    if (!view.own) throw new Error('expected the owner view');
    expect(view.priceHistory.map((p) => p.price)).toEqual([5_000_000, 4_800_000]);
    expect(view.item.price).toBe(4_800_000);
  });

  it("rates the owner's current price against the market at once (the public extras are cached), and not a sold car", async () => {
    const me = await user();
    const other = await user();
    const model = await f.model(base.brandId);
    const same = { ...base, modelId: model.id, year: 2019, mileage: 80_000 };
    for (let i = 0; i < 5; i++) await f.announcement({ ...same, userId: other.id, price: 10_000_000 });
    const id = await f.announcement({ ...same, userId: me.id, price: 10_000_000 });
    const rating = async () => {
      const view = announcementOwnerViewSchema.parse((await ownerView(id, me.token)).json());
      if (!view.own) throw new Error('expected the owner view');
      return view.priceRating;
    };
    expect(await rating()).toMatchObject({ rating: 'market', median: 10_000_000, comparables: 5 });
    await t.db.query('update announcements set price = 7000000 where id = $1', [id]);
    expect(await rating()).toMatchObject({ rating: 'below', ratio: 0.7, median: 10_000_000 });
    // Off the market: the median is still given, the rating is not (as the public extras answer).
    await t.db.query("update announcements set status = 'sold' where id = $1", [id]);
    expect(await rating()).toMatchObject({ rating: null, ratio: null, median: 10_000_000 });
    // Never published: no rating at all.
    const draft = await f.announcement({ ...same, userId: me.id, status: 'draft' });
    const view = announcementOwnerViewSchema.parse((await ownerView(draft, me.token)).json());
    expect(view.own && view.priceRating).toBeNull();
  });

  it('tells another user only that it is not theirs, refuses anonymous access, 404 for an unknown id', async () => {
    const me = await user();
    const other = await user();
    const id = await f.announcement({ ...base, userId: me.id });
    const theirs = await ownerView(id, other.token);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json()).toEqual({ own: false });
    expect((await ownerView(id)).statusCode).toBe(401);
    expect((await ownerView(999_999_999, me.token)).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/my/announcements/abc/owner', headers: as(me.token) })).statusCode).toBe(400);
  });
});
