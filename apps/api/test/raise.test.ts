import { RAISE_RULE, raiseResultSchema, raiseStateSchema, searchResultSchema } from '@jolda/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Db } from '../src/db/db.js';
import { balanceOf, postEntry } from '../src/db/repositories/bonus.js';
import { Factory } from './factories.js';
import { type TestDb, createTestDb, testConfig, testTokens } from './helpers.js';

let t: TestDb;
let app: FastifyInstance;
let f: Factory;
const tokens = testTokens(() => t.db);
let car: { brandId: number; modelId: number; cityId: number };

beforeAll(async () => {
  t = await createTestDb();
  f = new Factory(t.db);
  app = await buildApp({ db: t.db, config: testConfig() });
  const city = await f.city({ slug: 'almaty' });
  const brand = await f.brand({ slug: 'toyota', name: 'Toyota' });
  const model = await f.model(brand.id, { slug: 'camry', name: 'Camry' });
  car = { brandId: brand.id, modelId: model.id, cityId: city.id };
});
afterAll(async () => {
  await app.close();
  await t.close();
});

const PRICE = RAISE_RULE.points;
const DAY = 86_400_000;
const as = (token: string) => ({ authorization: `Bearer ${token}` });
/** A seller with `points` on the account and `n` published announcements, published 3 days ago. */
const seller = async (points: number, n = 1) => {
  const u = await f.user();
  if (points) await postEntry(t.db, { userId: u.id, delta: points, reason: 'first_publication', ref: null, key: 'grant' });
  const ids: number[] = [];
  for (let i = 0; i < n; i++) ids.push(await f.announcement({ ...car, userId: u.id, publishedAt: new Date(Date.now() - 3 * DAY - i * 60_000) }));
  return { id: u.id, token: await tokens.signAccess(u.id), ids };
};
const raise = (server: FastifyInstance, id: number, token?: string) =>
  server.inject({ method: 'POST', url: `/api/announcements/${id}/raise`, headers: token ? as(token) : {} });
const ledger = (db: Db, userId: number) =>
  db.query<{ delta: number; balance_after: number; reason: string }>('select delta, balance_after, reason from bonus_ledger where user_id = $1 order by id', [userId]);

describe('raising my announcement', () => {
  it('charges the price, puts the car first in the default order and says when it can go up again', async () => {
    const s = await seller(250);
    await f.announcement({ ...car, userId: (await f.user()).id, publishedAt: new Date(Date.now() - 60_000) });
    const before = searchResultSchema.parse((await app.inject({ url: '/api/announcements?sort=newest&pageSize=5' })).json());
    expect(before.items[0]!.id).not.toBe(s.ids[0]);

    const res = await raise(app, s.ids[0]!, s.token);
    expect(res.statusCode, res.body).toBe(200);
    const body = raiseResultSchema.parse(res.json());
    expect(body).toMatchObject({ id: s.ids[0], charged: PRICE, balance: 250 - PRICE });
    expect(Date.now() - new Date(body.raisedAt).getTime()).toBeLessThan(60_000);
    expect(new Date(body.nextRaiseAt).getTime() - new Date(body.raisedAt).getTime()).toBe(RAISE_RULE.cooldownHours * 3_600_000);

    const after = searchResultSchema.parse((await app.inject({ url: '/api/announcements?sort=newest&pageSize=5' })).json());
    expect(after.items[0]!.id).toBe(s.ids[0]);
    expect((await ledger(t.db, s.id)).map((r) => [Number(r.delta), Number(r.balance_after), r.reason])).toEqual([
      [250, 250, 'first_publication'],
      [-PRICE, 250 - PRICE, 'raise'],
    ]);

    const state = raiseStateSchema.parse((await app.inject({ url: '/api/my/raises', headers: as(s.token) })).json());
    expect(state).toMatchObject({ price: PRICE, cooldownHours: 24, balance: 250 - PRICE });
    expect(state.announcements).toEqual([{ id: s.ids[0], lastRaisedAt: body.raisedAt, nextRaiseAt: body.nextRaiseAt }]);
  });

  it('refuses a second raise within the cooldown (409 raise_too_soon with the time) and charges nothing', async () => {
    const s = await seller(500);
    expect((await raise(app, s.ids[0]!, s.token)).statusCode).toBe(200);
    const again = await raise(app, s.ids[0]!, s.token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'raise_too_soon', nextRaiseAt: expect.any(String) });
    expect(await balanceOf(t.db, s.id)).toBe(500 - PRICE);
    // A day later it can go up again.
    await t.db.query("update announcement_raises set raised_at = raised_at - interval '25 hours' where announcement_id = $1", [s.ids[0]]);
    expect((await raise(app, s.ids[0]!, s.token)).statusCode).toBe(200);
    expect(await balanceOf(t.db, s.id)).toBe(500 - 2 * PRICE);
  });

  it('refuses a raise the balance does not cover: 409 insufficient_points with the balance and the price, nothing moves', async () => {
    const s = await seller(PRICE - 30);
    const [before] = await t.db.query<{ published_at: Date }>('select published_at from announcements where id = $1', [s.ids[0]]);
    const res = await raise(app, s.ids[0]!, s.token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'insufficient_points', balance: PRICE - 30, price: PRICE });
    const [after] = await t.db.query<{ published_at: Date }>('select published_at from announcements where id = $1', [s.ids[0]]);
    expect(new Date(after!.published_at).getTime()).toBe(new Date(before!.published_at).getTime());
    expect(await ledger(t.db, s.id)).toHaveLength(1);
    const none = await seller(0);
    expect((await raise(app, none.ids[0]!, none.token)).json()).toMatchObject({ code: 'insufficient_points', balance: 0 });
  });

  it('401 for a visitor, 403 for another user, 404 for an unknown id, 409 not_published for a sold car', async () => {
    const s = await seller(1000);
    const other = await seller(1000);
    expect((await raise(app, s.ids[0]!)).statusCode).toBe(401);
    const foreign = await raise(app, s.ids[0]!, other.token);
    expect(foreign.statusCode).toBe(403);
    expect((await raise(app, 99_999_999, s.token)).statusCode).toBe(404);
    const sold = await f.announcement({ ...car, userId: s.id, status: 'sold' });
    expect((await raise(app, sold, s.token)).json()).toMatchObject({ code: 'not_published' });
    expect((await app.inject({ url: '/api/my/raises' })).statusCode).toBe(401);
    expect(await balanceOf(t.db, s.id)).toBe(1000);
    expect(await balanceOf(t.db, other.id)).toBe(1000);
  });

  it('no longer raises for free through the status change', async () => {
    const s = await seller(0);
    const res = await app.inject({ method: 'POST', url: `/api/announcements/${s.ids[0]}/status`, payload: { status: 'published' }, headers: as(s.token) });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'invalid_transition' });
  });
});

describe('under concurrency', () => {
  /** 10 simultaneous raises of 10 announcements with a balance that pays for 3 (through one or two API instances). */
  const tenAgainstThree = async (servers: FastifyInstance[]) => {
    const s = await seller(3 * PRICE + 40, 10);
    const answers = await Promise.all(s.ids.map((id, i) => raise(servers[i % servers.length]!, id, s.token)));
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok).toHaveLength(3);
    const refused = answers.filter((a) => a.statusCode === 409);
    expect(refused).toHaveLength(7);
    for (const a of refused) expect(a.json()).toMatchObject({ code: 'insufficient_points', price: PRICE });
    expect(await balanceOf(t.db, s.id)).toBe(40);
    // The ledger adds up: each entry's balance is the previous plus its delta, never below zero.
    const rows = await ledger(t.db, s.id);
    expect(rows).toHaveLength(4);
    let running = 0;
    for (const r of rows) {
      running += Number(r.delta);
      expect(Number(r.balance_after)).toBe(running);
      expect(running).toBeGreaterThanOrEqual(0);
    }
    // Exactly the three paid raises happened, each with its ledger entry.
    const raised = await t.db.query<{ announcement_id: number; ledger_id: number | null }>(
      'select announcement_id, ledger_id from announcement_raises where user_id = $1',
      [s.id],
    );
    expect(raised.map((r) => Number(r.announcement_id)).sort()).toEqual(ok.map((a) => a.json().id).sort());
    expect(raised.every((r) => r.ledger_id !== null)).toBe(true);
    const moved = await t.db.query('select id from announcements where user_id = $1 and published_at > now() - interval \'1 hour\'', [s.id]);
    expect(moved).toHaveLength(3);
  };

  it('10 simultaneous raises against a balance that pays for 3: exactly 3 succeed, the balance never goes below zero', async () => {
    await tenAgainstThree([app]);
  });

  it('the same through two API instances on separate connections (PostgreSQL)', async () => {
    if (!t.another) return;
    const second = await buildApp({ db: await t.another(), config: testConfig() });
    try {
      await tenAgainstThree([app, second]);
    } finally {
      await second.close();
    }
  });

  it('5 simultaneous raises of one announcement charge once', async () => {
    const s = await seller(1000);
    const answers = await Promise.all(Array.from({ length: 5 }, () => raise(app, s.ids[0]!, s.token)));
    for (const a of answers) expect([200, 409]).toContain(a.statusCode);
    const charged = answers.filter((a) => a.statusCode === 200).reduce((n, a) => n + raiseResultSchema.parse(a.json()).charged, 0);
    expect(charged).toBe(PRICE);
    for (const a of answers.filter((x) => x.statusCode === 409)) expect(a.json().code).toBe('raise_too_soon');
    expect(await balanceOf(t.db, s.id)).toBe(1000 - PRICE);
    expect(await t.db.query('select 1 from announcement_raises where announcement_id = $1', [s.ids[0]])).toHaveLength(1);
  });
});
