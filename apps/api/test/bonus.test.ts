import { bonusAccountSchema, bonusRulesSchema } from '@jolda/contracts';
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

const as = (token: string) => ({ authorization: `Bearer ${token}` });
const newUser = async (o: { name?: string | null; cityId?: number | null } = {}) => {
  const u = await f.user({ name: o.name === undefined ? null : o.name, cityId: o.cityId ?? null });
  return { id: u.id, token: await tokens.signAccess(u.id) };
};
const claim = (token: string, action: string) => app.inject({ method: 'POST', url: '/api/bonus/claims', payload: { action }, headers: as(token) });
const unlock = (token: string, vin: string) => app.inject({ method: 'POST', url: '/api/autocheck/unlocks', payload: { vin }, headers: as(token) });
/** 17-character VINs that differ in the serial. */
const vins = (n: number) => Array.from({ length: n }, (_, i) => `XTA219010K0${String(100000 + i)}`);

describe('rules', () => {
  it('serves what earns and what costs points, from the one table', async () => {
    const rules = bonusRulesSchema.parse((await app.inject({ url: '/api/bonus/rules' })).json());
    expect(rules.earn).toEqual([
      { action: 'phone_verified', points: 200 },
      { action: 'profile_filled', points: 100 },
      { action: 'first_publication', points: 300 },
      { action: 'report_shared', points: 50 },
    ]);
    expect(rules.spend).toEqual([
      { purpose: 'autocheck_registries', points: 200 },
      { purpose: 'raise', points: 100 },
    ]);
  });
});

describe('earning', () => {
  it('pays a verified action once, whatever the retries (also simultaneous ones)', async () => {
    const u = await newUser();
    const answers = await Promise.all(Array.from({ length: 5 }, () => claim(u.token, 'phone_verified')));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.map((a) => a.json().earned).sort()).toEqual([0, 0, 0, 0, 200]);
    expect(await balanceOf(t.db, u.id)).toBe(200);
    const account = bonusAccountSchema.parse((await app.inject({ url: '/api/bonus', headers: as(u.token) })).json());
    expect(account.entries).toHaveLength(1);
    expect(account.entries[0]).toMatchObject({ delta: 200, balanceAfter: 200, reason: 'phone_verified' });
    expect(account.claims.find((c) => c.action === 'phone_verified')?.status).toBe('claimed');
  });

  it('pays for a filled profile and a first publication only when they are done (409 not_eligible before)', async () => {
    const u = await newUser();
    expect((await claim(u.token, 'profile_filled')).json()).toMatchObject({ code: 'not_eligible' });
    expect((await claim(u.token, 'profile_filled')).statusCode).toBe(409);
    expect((await claim(u.token, 'first_publication')).statusCode).toBe(409);
    const before = bonusAccountSchema.parse((await app.inject({ url: '/api/bonus', headers: as(u.token) })).json());
    expect(before.claims.map((c) => c.status)).toEqual(['available', 'not_yet', 'not_yet']);

    await t.db.query("update users set name = 'Айгерим', city_id = $2 where id = $1", [u.id, car.cityId]);
    await f.announcement({ ...car, userId: u.id });
    expect((await claim(u.token, 'profile_filled')).json()).toEqual({ earned: 100, balance: 100 });
    expect((await claim(u.token, 'first_publication')).json()).toEqual({ earned: 300, balance: 400 });
    expect((await claim(u.token, 'first_publication')).json()).toEqual({ earned: 0, balance: 400 });
  });

  it('refuses an unknown action and a visitor', async () => {
    const u = await newUser();
    const bad = await claim(u.token, 'free_money');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('action');
    expect((await app.inject({ method: 'POST', url: '/api/bonus/claims', payload: { action: 'phone_verified' } })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/bonus' })).statusCode).toBe(401);
  });
});

describe('spending', () => {
  const concurrentSpends = async (db: Db, server: FastifyInstance) => {
    const u = await newUser();
    await postEntry(db, { userId: u.id, delta: 600, reason: 'first_publication', ref: null, key: 'grant' });
    // 10 simultaneous purchases of 200 points each with 600 on the account.
    const answers = await Promise.all(
      vins(10).map((vin) => server.inject({ method: 'POST', url: '/api/autocheck/unlocks', payload: { vin }, headers: as(u.token) })),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 409, 409, 409, 409, 409, 409, 409]);
    for (const a of answers.filter((x) => x.statusCode === 409)) expect(a.json()).toMatchObject({ code: 'insufficient_points', price: 200 });
    expect(await balanceOf(db, u.id)).toBe(0);
    const ledger = await db.query<{ delta: number; balance_after: number }>(
      'select delta, balance_after from bonus_ledger where user_id = $1 order by id',
      [u.id],
    );
    expect(ledger.map((r) => [Number(r.delta), Number(r.balance_after)])).toEqual([
      [600, 600],
      [-200, 400],
      [-200, 200],
      [-200, 0],
    ]);
    const unlocked = await db.query('select subject from autocheck_unlocks where user_id = $1', [u.id]);
    expect(unlocked).toHaveLength(3);
  };

  it('10 simultaneous spends of a balance that covers 3: exactly 3 succeed, the balance ends at 0, never below', async () => {
    await concurrentSpends(t.db, app);
  });

  it('the same through two API instances on separate connections (PostgreSQL)', async () => {
    if (!t.another) return;
    const other = await t.another();
    const second = await buildApp({ db: other, config: testConfig() });
    try {
      const u = await newUser();
      await postEntry(t.db, { userId: u.id, delta: 600, reason: 'first_publication', ref: null, key: 'grant' });
      const answers = await Promise.all(
        vins(10).map((vin, i) =>
          (i % 2 ? second : app).inject({ method: 'POST', url: '/api/autocheck/unlocks', payload: { vin }, headers: as(u.token) }),
        ),
      );
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
      expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(7);
      expect(await balanceOf(t.db, u.id)).toBe(0);
    } finally {
      await second.close();
    }
  });

  it('a retried purchase of the same car charges once, even when the retries are simultaneous', async () => {
    const u = await newUser();
    await postEntry(t.db, { userId: u.id, delta: 1000, reason: 'first_publication', ref: null, key: 'grant' });
    const answers = await Promise.all(Array.from({ length: 6 }, () => unlock(u.token, 'XWB3L32EDKA123456')));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(200));
    expect(answers.map((a) => a.json().charged).sort((a, b) => a - b)).toEqual([0, 0, 0, 0, 0, 200]);
    expect(await balanceOf(t.db, u.id)).toBe(800);
  });

  it('refuses a purchase without enough points (409, the balance untouched)', async () => {
    const u = await newUser();
    await postEntry(t.db, { userId: u.id, delta: 150, reason: 'first_publication', ref: null, key: 'grant' });
    const r = await unlock(u.token, 'XWB3L32EDKA654321');
    expect(r.statusCode).toBe(409);
    expect(r.json()).toMatchObject({ code: 'insufficient_points', balance: 150, price: 200 });
    expect(await balanceOf(t.db, u.id)).toBe(150);
  });
});

describe('the ledger is append-only', () => {
  it('refuses to change or delete an entry', async () => {
    const u = await newUser();
    await postEntry(t.db, { userId: u.id, delta: 100, reason: 'profile_filled', ref: null, key: 'profile_filled' });
    await expect(t.db.query('update bonus_ledger set delta = 100000 where user_id = $1', [u.id])).rejects.toThrow(/append-only/);
    await expect(t.db.query('delete from bonus_ledger where user_id = $1', [u.id])).rejects.toThrow(/append-only/);
    await expect(t.db.query('update bonus_accounts set balance = -1 where user_id = $1', [u.id])).rejects.toThrow();
  });
});
