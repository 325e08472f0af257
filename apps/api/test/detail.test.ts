import { announcementDetailSchema, sellerSchema } from '@jolda/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../src/db/db.js';
import { ViewCounter, viewCounterFor } from '../src/lib/view-counter.js';
import { Factory } from './factories.js';
import { type TestDb, createTestApp, createTestDb, testTokens } from './helpers.js';

let t: TestDb;
let app: FastifyInstance;
let f: Factory;
let ids: Record<string, number>;
let owner: { id: number };
let other: { id: number };
const tokens = testTokens(() => t.db);

beforeAll(async () => {
  t = await createTestDb();
  app = await createTestApp(t.db);
  f = new Factory(t.db);
  const city = await f.city({ slug: 'almaty', ru: 'Алматы', kk: 'Алматы' });
  const brand = await f.brand({ slug: 'toyota', name: 'Toyota' });
  const model = await f.model(brand.id, { slug: 'camry', name: 'Camry' });
  const gen = await f.generation(model.id, { slug: 'xv70', name: 'XV70' });
  owner = await f.user({ name: null });
  other = await f.user();
  const dealerUser = await f.user({ name: 'Manager' });
  await f.dealer(dealerUser.id, city.id, { slug: 'alatau-auto', name: 'Автоцентр Алатау' });
  const base = { userId: owner.id, brandId: brand.id, modelId: model.id, cityId: city.id, generationId: gen.id };
  ids = {
    published: await f.announcement({ ...base, photos: 3, vin: 'JTNB11HK203012345', color: 'black', year: 2019, views: 10 }),
    sold: await f.announcement({ ...base, status: 'sold' }),
    archived: await f.announcement({ ...base, status: 'archived' }),
    draft: await f.announcement({ ...base, status: 'draft' }),
    moderation: await f.announcement({ ...base, status: 'moderation' }),
    rejected: await f.announcement({ ...base, status: 'rejected' }),
    dealer: await f.announcement({ ...base, userId: dealerUser.id, sellerType: 'dealer' }),
  };
});
afterAll(async () => {
  await app.close();
  await t.close();
});

const get = (id: number | string, token?: string) =>
  app.inject({ url: `/api/announcements/${id}`, headers: token ? { authorization: `Bearer ${token}` } : {} });
/** A view of the page by one more visitor (an address of its own, a browser's user agent). */
let visitors = 0;
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const view = (id: number) =>
  app.inject({ method: 'POST', url: `/api/announcements/${id}/views`, headers: { 'user-agent': CHROME }, remoteAddress: `10.2.0.${++visitors}` });

describe('GET /api/announcements/:id', () => {
  it('answers the full announcement', async () => {
    const res = await get(ids.published!);
    expect(res.statusCode).toBe(200);
    const a = announcementDetailSchema.parse(res.json());
    expect(a).toMatchObject({
      id: ids.published,
      title: 'Toyota Camry',
      generation: 'XV70',
      year: 2019,
      color: 'black',
      status: 'published',
      vinMasked: 'JTNB***********45',
      city: { slug: 'almaty', name: 'Алматы' },
    });
    expect(a.photos.map((p) => p.url)).toEqual([0, 1, 2].map((p) => `/media/generated/${ids.published}-${p}.svg`));
    expect(a.photo?.url).toBe(a.photos[0]!.url);
    expect(a.seller).toMatchObject({ id: owner.id, name: 'Продавец', type: 'private', dealer: null, activeCount: 1 });
  });

  it('counts a view by POST /views, not by GET', async () => {
    const first = announcementDetailSchema.parse((await get(ids.published!)).json()).views;
    expect(announcementDetailSchema.parse((await get(ids.published!)).json()).views).toBe(first);
    expect((await view(ids.published!)).json()).toEqual({ counted: true });
    expect(announcementDetailSchema.parse((await get(ids.published!)).json()).views).toBe(first + 1);
  });

  it('writes the views it counted together, and answers them before they are written', async () => {
    const stored = async () => Number((await t.db.query<{ views: number }>('select views from announcements where id = $1', [ids.dealer]))[0]!.views);
    await viewCounterFor(t.db).flush();
    const before = await stored();
    const seen = [];
    for (let i = 0; i < 3; i++) {
      await view(ids.dealer!);
      seen.push(announcementDetailSchema.parse((await get(ids.dealer!)).json()).views);
    }
    expect(seen).toEqual([before + 1, before + 2, before + 3]);
    expect(viewCounterFor(t.db).notYetWritten(ids.dealer!)).toBe(3);
    await viewCounterFor(t.db).flush();
    expect(await stored()).toBe(before + 3);
    expect(viewCounterFor(t.db).notYetWritten(ids.dealer!)).toBe(0);
    await view(ids.dealer!);
    expect(announcementDetailSchema.parse((await get(ids.dealer!)).json()).views).toBe(before + 4);
  });

  it('writes counted views a moment later on its own, and when the API stops', async () => {
    const stored = async () => Number((await t.db.query<{ views: number }>('select views from announcements where id = $1', [ids.sold]))[0]!.views);
    const before = await stored();
    const counter = new ViewCounter(t.db, 30);
    expect(await counter.count(ids.sold!, 'a')).toBe(true);
    expect(await counter.current(ids.sold!)).toBe(before + 1);
    expect(await counter.count(ids.sold!, 'b')).toBe(true);
    expect(await counter.current(ids.sold!)).toBe(before + 2);
    await expect.poll(stored, { timeout: 2000, interval: 20 }).toBe(before + 2);
    expect(counter.notYetWritten(ids.sold!)).toBe(0);

    // A failed write keeps its views for the next one.
    let failNext = true;
    const flaky: Queryable = {
      query: <T,>(sql: string, params?: unknown[]) => {
        if (sql.startsWith('update') && failNext) {
          failNext = false;
          return Promise.reject(new Error('connection lost'));
        }
        return t.db.query<T>(sql, params);
      },
      exec: (sql: string) => t.db.exec(sql),
    };
    const retrying = new ViewCounter(flaky, 60_000);
    await retrying.count(ids.sold!, 'c');
    await expect(retrying.flush()).rejects.toThrow('connection lost');
    expect(retrying.notYetWritten(ids.sold!)).toBe(1);
    await retrying.flush();
    expect(await stored()).toBe(before + 3);
    expect(retrying.notYetWritten(ids.sold!)).toBe(0);

    await viewCounterFor(t.db).flush();
    const second = await createTestApp(t.db);
    const published = Number((await t.db.query<{ views: number }>('select views from announcements where id = $1', [ids.published]))[0]!.views);
    const viewed = await second.inject({ method: 'POST', url: `/api/announcements/${ids.published}/views`, headers: { 'user-agent': CHROME }, remoteAddress: '10.3.0.1' });
    expect(viewed.json()).toEqual({ counted: true });
    await second.close();
    const after = Number((await t.db.query<{ views: number }>('select views from announcements where id = $1', [ids.published]))[0]!.views);
    expect(after).toBe(published + 1);
  });

  it('answers a change to the page at once, though pages are kept in memory', async () => {
    const before = announcementDetailSchema.parse((await get(ids.published!)).json());
    await t.db.query('update announcements set description = $2, price = price + 1 where id = $1', [ids.published, 'Новый текст']);
    const after = announcementDetailSchema.parse((await get(ids.published!)).json());
    expect(after.description).toBe('Новый текст');
    expect(after.price).toBe(before.price + 1);
    await t.db.query('update announcements set description = $2 where id = $1', [ids.published, 'Только текст']);
    expect(announcementDetailSchema.parse((await get(ids.published!)).json()).description).toBe('Только текст');
    await t.db.query(`update announcements set status = 'moderation' where id = $1`, [ids.published]);
    expect((await get(ids.published!)).statusCode).toBe(404);
    await t.db.query(`update announcements set status = 'published' where id = $1`, [ids.published]);
  });

  it('shows the dealer of a dealer announcement', async () => {
    const a = announcementDetailSchema.parse((await get(ids.dealer!)).json());
    expect(a.seller).toMatchObject({ type: 'dealer', name: 'Автоцентр Алатау', dealer: { slug: 'alatau-auto' } });
  });

  it.each(['sold', 'archived'])('still answers a %s announcement, with its status', async (status) => {
    const res = await get(ids[status]!);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe(status);
  });

  it.each(['draft', 'moderation', 'rejected'])('hides a %s announcement from everyone but its owner', async (status) => {
    expect((await get(ids[status]!)).statusCode).toBe(404);
    expect((await get(ids[status]!, await tokens.signAccess(other.id))).statusCode).toBe(404);
    expect((await get(ids[status]!, 'garbage')).statusCode).toBe(404);
    const mine = await get(ids[status]!, await tokens.signAccess(owner.id));
    expect(mine.statusCode).toBe(200);
    expect(mine.json().status).toBe(status);
  });

  it('answers 404 announcement_not_found for an unknown id', async () => {
    const res = await get(987654);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'announcement_not_found' });
  });

  it('answers 400 for a malformed id', async () => {
    for (const id of ['abc', '-1', '0', '1.5']) {
      const res = await get(id);
      expect(res.statusCode, id).toBe(400);
      expect(res.json().code).toBe('validation_failed');
    }
  });
});

describe('GET /api/sellers/:id', () => {
  const seller = (id: number | string, locale = 'ru') => app.inject({ url: `/api/sellers/${id}`, headers: { 'accept-language': locale } });

  it("answers a private seller's profile with the count of published announcements only", async () => {
    const res = await seller(owner.id);
    expect(res.statusCode).toBe(200);
    const s = sellerSchema.parse(res.json());
    // The owner has no name: the page says "seller" in the visitor's language. One published announcement of six.
    expect(s).toMatchObject({ id: owner.id, name: 'Продавец', type: 'private', activeCount: 1, dealer: null });
    expect(Date.parse(s.memberSince)).not.toBeNaN();
    expect((await seller(owner.id, 'kk')).json().name).toBe('Сатушы');
  });

  it('names a dealer by its trading name, the same as on its announcements', async () => {
    const page = (await get(ids.dealer!)).json();
    const res = await seller(page.seller.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Автоцентр Алатау', type: 'dealer', activeCount: 1, dealer: { slug: 'alatau-auto' } });
    expect(res.json()).toEqual({ ...page.seller, type: 'dealer' });
  });

  it('answers 404 for an account that never showed an announcement, a deleted one and an unknown id', async () => {
    const [car] = await t.db.query<{ brand_id: number; model_id: number; city_id: number }>(
      'select brand_id, model_id, city_id from announcements where id = $1',
      [ids.published],
    );
    const base = { brandId: Number(car!.brand_id), modelId: Number(car!.model_id), cityId: Number(car!.city_id) };
    const draftsOnly = await f.user({ name: 'Черновик' });
    await f.announcement({ ...base, userId: draftsOnly.id, status: 'draft' });
    const deleted = await f.user({ name: 'Удалён', deleted: true });
    await f.announcement({ ...base, userId: deleted.id });
    for (const id of [other.id, draftsOnly.id, deleted.id, 987654]) {
      const res = await seller(id);
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.json()).toMatchObject({ code: 'seller_not_found' });
    }
    expect((await seller('abc')).statusCode).toBe(400);
  });
});
