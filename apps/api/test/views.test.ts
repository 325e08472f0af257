import { announcementDetailSchema, announcementViewSchema, myAnnouncementsSchema } from '@jolda/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ViewCounter, almatyDay, isBot, viewCounterFor } from '../src/lib/view-counter.js';
import { DEVICE_HEADER, EDGE_HEADER, edgeSignature } from '../src/lib/visitor.js';
import { Factory } from './factories.js';
import { type TestDb, createTestApp, createTestDb, testConfig, testTokens } from './helpers.js';

/**
 * Issue 17, defect 8: every GET of an announcement counted a view — hover preloads (the router runs the page's loader on
 * intent), server renders, bots and reloads. Now the page, once shown, asks `POST /:id/views`, which counts a visitor
 * once per announcement and day, never a bot nor the seller; a GET counts nothing.
 */
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const config = testConfig();
const tokens = testTokens(() => t.db);

let t: TestDb;
let app: FastifyInstance;
let f: Factory;
let base: { userId: number; brandId: number; modelId: number; cityId: number };
let seller: { id: number; token: string };

beforeAll(async () => {
  t = await createTestDb();
  app = await createTestApp(t.db);
  f = new Factory(t.db);
  const city = await f.city({ slug: 'almaty', ru: 'Алматы', kk: 'Алматы' });
  const brand = await f.brand({ slug: 'toyota', name: 'Toyota' });
  const model = await f.model(brand.id, { slug: 'camry', name: 'Camry' });
  const user = await f.user();
  seller = { id: user.id, token: await tokens.signAccess(user.id) };
  base = { userId: user.id, brandId: brand.id, modelId: model.id, cityId: city.id };
});
afterAll(async () => {
  await app.close();
  await t.close();
});

const stored = async (id: number) =>
  Number((await t.db.query<{ views: number }>('select views from announcements where id = $1', [id]))[0]!.views);
const shown = async (id: number) => announcementDetailSchema.parse((await app.inject({ url: `/api/announcements/${id}` })).json()).views;

/** A visitor's `POST /views`: by address and browser, or a device the web server vouched for, or a bearer token. */
async function view(id: number, who: { ip?: string; ua?: string; device?: string; token?: string } = {}) {
  const headers: Record<string, string> = { 'user-agent': who.ua ?? CHROME };
  if (who.token) headers.authorization = `Bearer ${who.token}`;
  if (who.device) {
    const ts = Math.floor(Date.now() / 1000);
    const ip = who.ip ?? '10.1.1.1';
    headers['x-forwarded-for'] = ip;
    headers['x-forwarded-proto'] = 'http';
    headers[DEVICE_HEADER] = who.device;
    headers[EDGE_HEADER] = `v1.${ts}.${edgeSignature(config.edgeSecret, ts, ip, 'http', '', who.device)}`;
  }
  const res = await app.inject({ method: 'POST', url: `/api/announcements/${id}/views`, headers, remoteAddress: who.ip ?? '10.0.0.1' });
  return { status: res.statusCode, counted: res.statusCode === 200 ? announcementViewSchema.parse(res.json()).counted : null };
}

describe('announcement views (issue 17, defect 8)', () => {
  it('a GET of the announcement (a preload, a server render, a bot, a reload) counts nothing', async () => {
    const id = await f.announcement({ ...base, views: 10 });
    for (let i = 0; i < 5; i++) expect(await shown(id)).toBe(10);
    await viewCounterFor(t.db).flush();
    expect(await stored(id)).toBe(10);
  });

  it('counts a visitor once per announcement and day: by device, by user, else by address and browser', async () => {
    const id = await f.announcement({ ...base, views: 3 });
    const other = await f.announcement({ ...base });
    const device = '0b7f3a52-5d4e-4c1b-9d51-3f2a1c0e9b10';
    const reader = await f.user();
    const token = await tokens.signAccess(reader.id);

    expect(await view(id, { device })).toEqual({ status: 200, counted: true });
    expect(await view(id, { device, ip: '10.9.9.9' })).toEqual({ status: 200, counted: false }); // same phone, new address
    expect(await view(other, { device })).toEqual({ status: 200, counted: true }); // another car
    expect(await view(id, { token })).toEqual({ status: 200, counted: true });
    expect(await view(id, { token, ip: '10.7.7.7' })).toEqual({ status: 200, counted: false });
    expect(await view(id, { ip: '10.0.0.2' })).toEqual({ status: 200, counted: true });
    expect(await view(id, { ip: '10.0.0.2' })).toEqual({ status: 200, counted: false }); // a reload
    expect(await view(id, { ip: '10.0.0.2', ua: `${CHROME} YaBrowser/25.8` })).toEqual({ status: 200, counted: true }); // another browser behind one address

    // Seen at once on the page and in the seller's list, and written together a moment later.
    expect(await shown(id)).toBe(3 + 4);
    const mine = myAnnouncementsSchema.parse(
      (await app.inject({ url: '/api/my/announcements', headers: { authorization: `Bearer ${seller.token}` } })).json(),
    );
    expect(mine.items.find((i) => i.id === id)?.views).toBe(7);
    await viewCounterFor(t.db).flush();
    expect(await stored(id)).toBe(7);
    expect(await shown(id)).toBe(7);
    // The database keeps keyed hashes, not addresses or device ids.
    const keys = await t.db.query<{ visitor: string }>('select visitor from announcement_view_visitors where announcement_id = $1', [id]);
    expect(keys).toHaveLength(4);
    for (const k of keys) expect(k.visitor).toMatch(/^[\w-]{22}$/);
  });

  it('counts the same visitor again the next day (Almaty time), and deletes keys of days before yesterday', async () => {
    const id = await f.announcement({ ...base });
    const counter = new ViewCounter(t.db, 60_000);
    const day1 = Date.parse('2026-03-10T18:59:00Z'); // 23:59 in Almaty
    expect(almatyDay(day1)).toBe('2026-03-10');
    expect(almatyDay(day1 + 60_000)).toBe('2026-03-11');
    expect(await counter.count(id, 'visitor-a', day1)).toBe(true);
    expect(await counter.count(id, 'visitor-a', day1 + 30_000)).toBe(false);
    expect(await counter.count(id, 'visitor-a', day1 + 60_000)).toBe(true); // 00:00, a new day
    expect(await counter.count(id, 'visitor-a', day1 + 2 * 86_400_000)).toBe(true);
    await counter.flush();
    expect(await stored(id)).toBe(3);
    const days = await t.db.query<{ day: string }>(
      "select to_char(day, 'YYYY-MM-DD') as day from announcement_view_visitors where announcement_id = $1 order by day",
      [id],
    );
    expect(days.map((d) => d.day)).toEqual(['2026-03-11', '2026-03-12']);
  });

  it('never counts a bot, a headless browser or a request without a user agent', async () => {
    const id = await f.announcement({ ...base });
    for (const ua of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36',
      'TelegramBot (like TwitterBot)',
      'WhatsApp/2.23.20.0',
      'curl/8.5.0',
      '',
    ]) {
      expect(await view(id, { ua, ip: '10.0.0.3' }), ua).toEqual({ status: 200, counted: false });
    }
    expect(isBot(CHROME)).toBe(false);
    expect(isBot('Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36')).toBe(false);
    expect(isBot('Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1')).toBe(false);
    await viewCounterFor(t.db).flush();
    expect(await stored(id)).toBe(0);
  });

  it("keeps the seller's counters honest: the seller's own views and unpublished announcements do not count", async () => {
    const id = await f.announcement({ ...base });
    expect(await view(id, { token: seller.token })).toEqual({ status: 200, counted: false });
    const sold = await f.announcement({ ...base, status: 'sold', views: 5 });
    expect(await view(sold)).toEqual({ status: 200, counted: false });
    const draft = await f.announcement({ ...base, status: 'draft' });
    expect((await view(draft)).status).toBe(404);
    expect((await view(999_999_999)).status).toBe(404);
    await viewCounterFor(t.db).flush();
    expect([await stored(id), await stored(sold), await stored(draft)]).toEqual([0, 5, 0]);
  });

  it('20 simultaneous views of one visitor count once; of 20 visitors, 20 times (on both database engines)', async () => {
    const id = await f.announcement({ ...base });
    const same = await Promise.all(Array.from({ length: 20 }, () => view(id, { ip: '10.0.0.4' })));
    expect(same.filter((r) => r.counted)).toHaveLength(1);
    expect(same.every((r) => r.status === 200)).toBe(true);
    const many = await Promise.all(Array.from({ length: 20 }, (_, i) => view(id, { ip: `10.0.1.${i + 1}` })));
    expect(many.filter((r) => r.counted)).toHaveLength(20);
    await viewCounterFor(t.db).flush();
    expect(await stored(id)).toBe(21);
  });

  it('two counters on one database (two API instances) count a visitor once', async () => {
    const id = await f.announcement({ ...base });
    const one = new ViewCounter(t.db, 60_000);
    const two = new ViewCounter(t.db, 60_000);
    const now = Date.now();
    const answers = await Promise.all([one, two, one, two].map((c) => c.count(id, 'visitor-b', now)));
    expect(answers.filter(Boolean)).toHaveLength(1);
    await Promise.all([one.flush(), two.flush()]);
    expect(await stored(id)).toBe(1);
  });
});
