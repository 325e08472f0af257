import { createECDH, randomBytes } from 'node:crypto';
import { alertNotificationListSchema, savedSearchSchema } from '@jolda/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kzDayStart } from '../src/alerts/alerts.js';
import { readUnsubscribeToken, unsubscribeToken } from '../src/alerts/unsubscribe-token.js';
import { buildApp } from '../src/app.js';
import type { Db } from '../src/db/db.js';
import { Factory } from './factories.js';
import { type TestDb, createTestDb, testConfig, testTokens } from './helpers.js';

let t: TestDb;
let app: FastifyInstance;
let f: Factory;
const tokens = testTokens(() => t.db);
/** The alerts' clock (daily limits, digests, the message pushes' minute). */
let now = new Date('2026-11-26T06:00:00Z');
let base: { userId: number; brandId: number; modelId: number; cityId: number };
let kia: { brandId: number; modelId: number };
let sellerToken: string;

beforeAll(async () => {
  t = await createTestDb();
  f = new Factory(t.db);
  app = await buildApp({ db: t.db, config: testConfig(), alertsClock: () => now });
  const city = await f.city({ slug: 'almaty', ru: 'Алматы', kk: 'Алматы' });
  const toyota = await f.brand({ slug: 'toyota', name: 'Toyota' });
  const camry = await f.model(toyota.id, { slug: 'camry', name: 'Camry' });
  const k = await f.brand({ slug: 'kia', name: 'Kia' });
  const rio = await f.model(k.id, { slug: 'rio', name: 'Rio' });
  const seller = await f.user();
  sellerToken = await tokens.signAccess(seller.id);
  base = { userId: seller.id, brandId: toyota.id, modelId: camry.id, cityId: city.id };
  kia = { brandId: k.id, modelId: rio.id };
});
afterAll(async () => {
  await app.close();
  await t.close();
});

const as = (token: string, lang = 'ru') => ({ authorization: `Bearer ${token}`, 'accept-language': lang });
const newUser = async () => {
  const u = await f.user({});
  return { id: u.id, token: await tokens.signAccess(u.id) };
};
const browserSubscription = () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `https://fcm.googleapis.com/fcm/send/${randomBytes(12).toString('base64url')}`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
};
const subscribe = async (token: string, lang = 'ru') => {
  const r = await app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    payload: browserSubscription(),
    headers: as(token, lang),
  });
  expect(r.statusCode).toBeLessThan(300);
};
const outbox = async (userId: number) =>
  (
    await t.db.query<{
      title: string;
      body: string;
      url: string;
      tag: string;
      locale: string;
      unsubscribe_url: string | null;
    }>(
      'select title, body, url, tag, locale, unsubscribe_url from push_outbox where user_id = $1 order by id',
      [userId],
    )
  ).map((r) => ({ ...r }));
const saveSearch = async (token: string, filter: Record<string, unknown>, alert = true) => {
  const r = await app.inject({
    method: 'POST',
    url: '/api/saved-searches',
    payload: { filter, alert },
    headers: as(token),
  });
  expect(r.statusCode).toBe(201);
  return savedSearchSchema.parse(r.json());
};
const notifications = async (token: string) => {
  const r = await app.inject({ url: '/api/alerts/notifications', headers: as(token) });
  expect(r.statusCode).toBe(200);
  return alertNotificationListSchema.parse(r.json());
};
const events = async (userId: number) =>
  (
    await t.db.query<{ kind: string; announcement_id: string | number; delivery: string }>(
      'select kind, announcement_id, delivery from alert_events where user_id = $1 order by id',
      [userId],
    )
  ).map((r) => ({ kind: r.kind, announcementId: Number(r.announcement_id), delivery: r.delivery }));
const camry = (o: Record<string, unknown> = {}) =>
  f.announcement({ ...base, price: 9_000_000, year: 2018, ...o });
const setPrice = (db: Db, id: number, price: number) =>
  db.query('update announcements set price = $2, updated_at = now() where id = $1', [id, price]);

describe('alerts: access', () => {
  it('need a signed-in user (401), and answer 400 with codes for bad input', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/alerts/notifications', undefined],
      ['GET', '/api/alerts/unread', undefined],
      ['POST', '/api/alerts/notifications/read', {}],
      ['PUT', '/api/alerts/saved-searches/1', { enabled: true }],
      ['PUT', '/api/alerts/favourites/1', { enabled: true }],
    ] as const) {
      const r = await app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(r.statusCode, `${method} ${url}`).toBe(401);
    }
    const u = await newUser();
    const bad = await app.inject({
      method: 'PUT',
      url: '/api/alerts/saved-searches/1',
      payload: { enabled: 'yes' },
      headers: as(u.token),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('validation_failed');
    expect(Object.keys(bad.json().fields)).toContain('enabled');
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: '/api/alerts/saved-searches/abc',
          payload: { enabled: true },
          headers: as(u.token),
        })
      ).statusCode,
    ).toBe(400);
    const ids = await app.inject({
      method: 'POST',
      url: '/api/alerts/notifications/read',
      payload: { ids: ['x'] },
      headers: as(u.token),
    });
    expect(ids.statusCode).toBe(400);
    const token = await app.inject({
      method: 'POST',
      url: '/api/alerts/unsubscribe',
      payload: { token: 'nope' },
    });
    expect(token.statusCode).toBe(400);
    expect(token.json().fields).toEqual({ token: ['unsubscribe_token_invalid'] });
  });

  it("another user's saved search or favourite answers 404 and stays as it was", async () => {
    const alice = await newUser();
    const bob = await newUser();
    const s = await saveSearch(alice.token, { brand: ['kia'] }, false);
    const r = await app.inject({
      method: 'PUT',
      url: `/api/alerts/saved-searches/${s.id}`,
      payload: { enabled: true },
      headers: as(bob.token),
    });
    expect(r.statusCode).toBe(404);
    expect(r.json().code).toBe('saved_search_not_found');
    const id = await camry();
    expect(
      (await app.inject({ method: 'POST', url: `/api/favourites/${id}`, headers: as(alice.token) }))
        .statusCode,
    ).toBeLessThan(300);
    const fav = await app.inject({
      method: 'PUT',
      url: `/api/alerts/favourites/${id}`,
      payload: { enabled: true },
      headers: as(bob.token),
    });
    expect(fav.statusCode).toBe(404);
    expect(fav.json().code).toBe('favourite_not_found');
    const rows = await t.db.query<{ alert: boolean }>(
      'select alert from saved_searches where id = $1 union all select alert from favourites where announcement_id = $2',
      [s.id, id],
    );
    expect(rows.map((x) => x.alert)).toEqual([false, false]);
    // the owner can
    const own = await app.inject({
      method: 'PUT',
      url: `/api/alerts/saved-searches/${s.id}`,
      payload: { enabled: true },
      headers: as(alice.token),
    });
    expect(own.json()).toEqual({ enabled: true });
  });
});

describe('alerts: saved searches and favourites', () => {
  it('a publication matching a saved search with its alert on reaches the user once: in-app and by push with an unsubscribe link', async () => {
    const alice = await newUser();
    const bob = await newUser();
    await subscribe(alice.token, 'kk');
    await saveSearch(alice.token, { brand: ['toyota'], model: 'camry', priceTo: 10_000_000 });
    await saveSearch(bob.token, { brand: ['toyota'] }, false); // alert off
    const match = await camry({ price: 8_500_000 });
    await camry({ price: 12_000_000 }); // over the bound
    await f.announcement({ ...base, ...kia, price: 5_000_000 }); // another brand
    await f.announcement({ ...base, status: 'moderation', price: 8_000_000 }); // not published
    await app.alerts.drain();
    await app.alerts.drain();
    expect(await events(alice.id)).toEqual([{ kind: 'new_match', announcementId: match, delivery: 'push' }]);
    expect(await events(bob.id)).toEqual([]);
    const list = await notifications(alice.token);
    expect(list.unread).toBe(1);
    expect(list.items[0]).toMatchObject({
      kind: 'new_match',
      announcementId: match,
      title: 'Toyota Camry, 2018',
      price: 8_500_000,
      read: false,
    });
    expect((await notifications(bob.token)).items).toEqual([]);
    const sent = await outbox(alice.id);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      locale: 'kk',
      title: 'Іздеуіңіз бойынша жаңа хабарландыру',
      url: `/kk/announcement/${match}`,
    });
    expect(sent[0]!.body).toContain('Toyota Camry, 2018');
    expect(sent[0]!.unsubscribe_url).toMatch(/^\/kk\/alerts\/unsubscribe\?token=/);

    // another user cannot mark alice's notification read; alice can
    const id = list.items[0]!.id;
    await app.inject({
      method: 'POST',
      url: '/api/alerts/notifications/read',
      payload: { ids: [id] },
      headers: as(bob.token),
    });
    expect((await notifications(alice.token)).unread).toBe(1);
    const read = await app.inject({
      method: 'POST',
      url: '/api/alerts/notifications/read',
      payload: { ids: [id] },
      headers: as(alice.token),
    });
    expect(read.json()).toEqual({ unread: 0 });
    expect((await notifications(alice.token)).items[0]!.read).toBe(true);

    // the link turns the search's alert off, signed out
    const token = new URL(sent[0]!.unsubscribe_url!, 'http://x').searchParams.get('token')!;
    const off = await app.inject({ method: 'POST', url: '/api/alerts/unsubscribe', payload: { token } });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ scope: 'saved_search', title: null });
    expect(
      (
        await t.db.query<{ alert: boolean }>('select alert from saved_searches where user_id = $1', [
          alice.id,
        ])
      )[0]!.alert,
    ).toBe(false);
    // a tampered token does nothing
    const forged = token.replace(/^s\.\d+/, `s.${bob.id}`);
    expect(
      (await app.inject({ method: 'POST', url: '/api/alerts/unsubscribe', payload: { token: forged } }))
        .statusCode,
    ).toBe(400);
    await camry({ price: 8_000_000 });
    await app.alerts.drain();
    expect(await events(alice.id)).toHaveLength(1);
  });

  it('a price change that brings a car into the bounds is a new match; a favourite reports a drop and the sale, not a rise', async () => {
    const alice = await newUser();
    await subscribe(alice.token);
    const dear = await camry({ price: 15_000_000 });
    const fav = await camry({ price: 9_000_000 });
    await saveSearch(alice.token, { brand: ['toyota'], priceTo: 12_000_000 });
    expect(
      (await app.inject({ method: 'POST', url: `/api/favourites/${fav}`, headers: as(alice.token) }))
        .statusCode,
    ).toBeLessThan(300);
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: `/api/alerts/favourites/${fav}`,
          payload: { enabled: true },
          headers: as(alice.token),
        })
      ).statusCode,
    ).toBe(200);
    await setPrice(t.db, fav, 9_500_000); // a rise: nothing
    await app.alerts.drain();
    expect(await events(alice.id)).toEqual([]);
    await setPrice(t.db, dear, 11_000_000);
    await setPrice(t.db, fav, 8_700_000);
    await app.alerts.drain();
    expect(await events(alice.id)).toEqual([
      { kind: 'new_match', announcementId: dear, delivery: 'push' },
      { kind: 'price_drop', announcementId: fav, delivery: 'push' },
    ]);
    const drop = (await outbox(alice.id)).find((m) => m.tag === `alert-${fav}-price_drop`)!;
    expect(drop).toMatchObject({
      title: 'Цена автомобиля из избранного снижена',
      url: `/announcement/${fav}`,
    });
    expect(drop.body).toBe('Toyota Camry, 2018: 9\u00a0500\u00a0000\u00a0₸ → 8\u00a0700\u00a0000\u00a0₸');
    // sold through the API
    const sold = await app.inject({
      method: 'POST',
      url: `/api/announcements/${fav}/status`,
      payload: { status: 'sold' },
      headers: as(sellerToken),
    });
    expect(sold.statusCode).toBe(200);
    await app.alerts.drain();
    expect((await events(alice.id)).map((e) => e.kind)).toEqual(['new_match', 'price_drop', 'sold']);
    const item = (await notifications(alice.token)).items.find((i) => i.kind === 'price_drop')!;
    expect(item).toMatchObject({ price: 8_700_000, oldPrice: 9_500_000 });
    // the favourite's link turns its alert off and names the car
    const link = (await outbox(alice.id)).find((m) => m.tag === `alert-${fav}-sold`)!.unsubscribe_url!;
    const off = await app.inject({
      method: 'POST',
      url: '/api/alerts/unsubscribe',
      payload: { token: new URL(link, 'http://x').searchParams.get('token') },
    });
    expect(off.json()).toEqual({ scope: 'favourite', title: 'Toyota Camry, 2018' });
    expect(
      (
        await t.db.query<{ alert: boolean }>('select alert from favourites where user_id = $1', [alice.id])
      )[0]!.alert,
    ).toBe(false);
  });

  it('nothing is queued while no alert could care', async () => {
    await t.db.query('update saved_searches set alert = false');
    await t.db.query('update favourites set alert = false');
    await app.alerts.drain();
    const id = await camry();
    await setPrice(t.db, id, 1_000_000);
    expect((await t.db.query<{ n: number }>('select count(*)::int as n from alert_queue'))[0]!.n).toBe(0);
  });
});

describe('alerts: concurrency', () => {
  const N = 8;
  it(`${N} concurrent price edits and publishes, drained by concurrent runs, record exactly one event each`, async () => {
    const alice = await newUser();
    const bob = await newUser();
    await subscribe(alice.token);
    const fav = await camry({ price: 20_000_000 });
    const later = await camry({ price: 7_000_000, status: 'archived' });
    for (const u of [alice, bob]) {
      await saveSearch(u.token, { brand: ['toyota'], priceTo: 8_000_000 });
      await app.inject({ method: 'POST', url: `/api/favourites/${fav}`, headers: as(u.token) });
      await app.inject({
        method: 'PUT',
        url: `/api/alerts/favourites/${fav}`,
        payload: { enabled: true },
        headers: as(u.token),
      });
    }
    // Each write in its own transaction, on other connections too where the engine has them (PostgreSQL).
    const handles: Db[] = [t.db];
    if (t.another) for (let i = 0; i < 3; i++) handles.push(await t.another());
    const on = (i: number) => handles[i % handles.length]!;
    await Promise.all(
      Array.from({ length: N }, (_, i) =>
        on(i).transaction(async (tx) => {
          await tx.query('update announcements set price = price - $2 where id = $1', [
            fav,
            100_000 * (i + 1),
          ]);
          await tx.query(
            `update announcements set status = 'published', published_at = now() where id = $1`,
            [later],
          );
        }),
      ),
    );
    const queued = (await t.db.query<{ n: number }>('select count(*)::int as n from alert_queue'))[0]!.n;
    expect(queued).toBeGreaterThanOrEqual(N + 1); // every price edit, at least one publication
    // the same changes queued again, as a second instance's late copy would be
    await t.db.query(
      `insert into alert_queue (announcement_id, change, new_price) select $1, 'published', 7000000 from generate_series(1, $2::int)`,
      [later, N],
    );
    const { recordAlerts } = await import('../src/alerts/alerts.js');
    // N runs at once, each claiming one queued change at a time, so several handle copies of the same change together
    const runs = await Promise.all(
      Array.from({ length: N }, async (_, i) => {
        const got = [];
        for (let k = 0; k < 4; k++) got.push(...(await recordAlerts(on(i), now, 5, 1)));
        return got;
      }),
    );
    await app.alerts.drain();
    for (const u of [alice, bob]) {
      const mine = await events(u.id);
      expect(
        mine.filter((e) => e.kind === 'price_drop' && e.announcementId === fav),
        `price drops of ${u.id}`,
      ).toHaveLength(1);
      expect(
        mine.filter((e) => e.kind === 'new_match' && e.announcementId === later),
        `new matches of ${u.id}`,
      ).toHaveLength(1);
      // fav dropped into bob's and alice's price bounds too? 20 000 000 - ≤ 3 600 000 stays above 8 000 000: no match
      expect(mine).toHaveLength(2);
    }
    expect(runs.flat().filter((e) => e.userId === alice.id)).toHaveLength(2);
    expect((await t.db.query<{ n: number }>('select count(*)::int as n from alert_queue'))[0]!.n).toBe(0);
  });
});

describe('alerts: daily limit and digest', () => {
  it(`past the day's pushes events wait for one digest the next morning, with a link that turns every alert off`, async () => {
    now = new Date('2026-11-26T06:00:00Z'); // 11:00 in Kazakhstan
    const alice = await newUser();
    await subscribe(alice.token);
    const s = await saveSearch(alice.token, { brand: ['kia'] });
    for (let i = 0; i < 7; i++)
      await f.announcement({ ...base, ...kia, year: 2010 + i, price: 4_000_000 + i });
    await app.alerts.drain();
    const mine = await events(alice.id);
    expect(mine.map((e) => e.delivery)).toEqual(['push', 'push', 'push', 'push', 'push', 'digest', 'digest']);
    expect(await outbox(alice.id)).toHaveLength(5);
    expect(await app.alerts.digest()).toBe(0); // not before the next day
    now = new Date('2026-11-27T02:00:00Z'); // 07:00: before the digest hour
    expect(await app.alerts.digest()).toBe(0);
    now = new Date('2026-11-27T04:30:00Z'); // 09:30
    expect(await app.alerts.digest()).toBeGreaterThanOrEqual(1);
    expect(await app.alerts.digest()).toBe(0);
    const sent = await outbox(alice.id);
    expect(sent).toHaveLength(6);
    expect(sent[5]).toMatchObject({
      title: 'Jolda: 2 новых уведомления',
      tag: 'alert-digest',
      url: '/profile/notifications',
    });
    expect(sent[5]!.body).toContain('Kia Rio, 2015');
    const token = new URL(sent[5]!.unsubscribe_url!, 'http://x').searchParams.get('token')!;
    expect(readUnsubscribeToken(testConfig().jwtSecret, token)).toEqual({ scope: 'all', userId: alice.id });
    const off = await app.inject({ method: 'POST', url: '/api/alerts/unsubscribe', payload: { token } });
    expect(off.json()).toEqual({ scope: 'all', title: null });
    expect(
      (await t.db.query<{ alert: boolean }>('select alert from saved_searches where id = $1', [s.id]))[0]!
        .alert,
    ).toBe(false);
  });

  it('the day is Kazakhstan time (UTC+5)', () => {
    expect(kzDayStart(new Date('2026-11-26T18:59:00Z')).toISOString()).toBe('2026-11-25T19:00:00.000Z');
    expect(kzDayStart(new Date('2026-11-26T19:00:00Z')).toISOString()).toBe('2026-11-26T19:00:00.000Z');
  });

  it('tokens are bound to their secret and target', () => {
    const token = unsubscribeToken('a'.repeat(40), { scope: 'favourite', userId: 3, announcementId: 9 });
    expect(readUnsubscribeToken('a'.repeat(40), token)).toEqual({
      scope: 'favourite',
      userId: 3,
      announcementId: 9,
    });
    expect(readUnsubscribeToken('b'.repeat(40), token)).toBeNull();
    expect(readUnsubscribeToken('a'.repeat(40), token.replace('f.3.9', 'f.3.8'))).toBeNull();
  });
});

describe('message pushes', () => {
  it('a new message is pushed to the recipient who allowed it: not to the sender, at most once a minute per conversation, never when blocked', async () => {
    now = new Date('2026-11-26T06:00:00Z');
    const buyer = await newUser();
    const seller = await newUser();
    await subscribe(seller.token, 'kk');
    await subscribe(buyer.token);
    const car = await f.announcement({ ...base, userId: seller.id, price: 9_000_000, year: 2018 });
    const start = await app.inject({
      method: 'POST',
      url: '/api/messages/conversations',
      payload: { announcementId: car, text: 'Здравствуйте, машина ещё продаётся?' },
      headers: as(buyer.token),
    });
    expect(start.statusCode).toBe(201);
    const c = start.json().conversationId as number;
    await app.alerts.settled();
    const toSeller = await outbox(seller.id);
    expect(toSeller).toHaveLength(1);
    expect(toSeller[0]).toMatchObject({
      title: 'Жаңа хабарлама: Toyota Camry, 2018',
      body: 'Здравствуйте, машина ещё продаётся?',
      url: `/kk/profile/messages?c=${c}`,
    });
    expect(await outbox(buyer.id)).toHaveLength(0);
    const send = (token: string, text: string) =>
      app.inject({
        method: 'POST',
        url: `/api/messages/conversations/${c}/messages`,
        payload: { text },
        headers: as(token),
      });
    expect((await send(buyer.token, 'Можно посмотреть завтра?')).statusCode).toBe(201);
    await app.alerts.settled();
    expect(await outbox(seller.id)).toHaveLength(1); // within the minute
    expect((await send(seller.token, 'Да, приезжайте')).statusCode).toBe(201);
    await app.alerts.settled();
    expect(await outbox(buyer.id)).toHaveLength(1); // the other direction has its own minute
    now = new Date(now.getTime() + 61_000);
    expect((await send(buyer.token, 'Спасибо!')).statusCode).toBe(201);
    await app.alerts.settled();
    expect(await outbox(seller.id)).toHaveLength(2);
    now = new Date(now.getTime() + 61_000);
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: `/api/messages/conversations/${c}/block`,
          headers: as(seller.token),
        })
      ).statusCode,
    ).toBeLessThan(300);
    expect((await send(buyer.token, 'Алло?')).statusCode).toBe(403);
    await app.alerts.settled();
    expect(await outbox(seller.id)).toHaveLength(2);
  });
});
