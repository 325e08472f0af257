import { autocheckReportSchema, myAutocheckRunsSchema } from '@jolda/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { Factory } from './factories.js';
import { type TestDb, createTestDb, testConfig, testTokens } from './helpers.js';

let t: TestDb;
let app: FastifyInstance;
let f: Factory;
const tokens = testTokens(() => t.db);
let annId: number;

const VIN = 'XW7BF4FK30S012345';
const OTHER_VIN = 'JTNB11HK103456789';
const PLATE = '777 ABC 02';

beforeAll(async () => {
  t = await createTestDb();
  f = new Factory(t.db);
  app = await buildApp({ db: t.db, config: testConfig() });
  const region = await f.region({ slug: 'almaty', plate: '02' });
  const city = await f.city({ slug: 'almaty', regionId: region.id });
  const brand = await f.brand({ slug: 'toyota', name: 'Toyota' });
  const model = await f.model(brand.id, { slug: 'camry', name: 'Camry' });
  const seller = await f.user();
  annId = await f.announcement({ brandId: brand.id, modelId: model.id, cityId: city.id, userId: seller.id, vin: OTHER_VIN, year: 2019 });
  await f.announcement({ brandId: brand.id, modelId: model.id, cityId: city.id, userId: seller.id, vin: VIN, year: 2020, status: 'sold' });
});
afterAll(async () => {
  await app.close();
  await t.close();
});

const as = (token: string) => ({ authorization: `Bearer ${token}` });
const run = (q: string, token?: string) => app.inject({ url: `/api/autocheck/report?${q}`, headers: token ? as(token) : {} });
const runs = async (token: string) => {
  const res = await app.inject({ url: '/api/autocheck/runs', headers: as(token) });
  expect(res.statusCode, res.body).toBe(200);
  return myAutocheckRunsSchema.parse(res.json()).items;
};

describe('saved reports in the profile', () => {
  it('keeps every report a signed-in user ran, one per car, the latest first, reopenable by its query', async () => {
    const bob = await tokens.signAccess((await f.user({ name: 'Бауыржан' })).id);
    expect((await run(`vin=${VIN}`, bob)).statusCode).toBe(200);
    expect((await run(`plate=${encodeURIComponent(PLATE)}`, bob)).statusCode).toBe(200);
    expect((await run(`announcement=${annId}`, bob)).statusCode).toBe(200);
    expect((await run(`vin=${VIN}`, bob)).statusCode).toBe(200);

    const items = await runs(bob);
    expect(items.map((i) => i.kind)).toEqual(['vin', 'announcement', 'plate']);
    expect(items[0]).toMatchObject({ label: VIN, car: 'Toyota Camry, 2020', query: { vin: VIN }, runs: 2, registries: false, token: null });
    expect(items[0]!.verdict).toMatch(/^(green|amber|red)$/);
    // An announcement's VIN stays masked in the list; the list reopens it by the announcement.
    expect(items[1]!.label).not.toContain(OTHER_VIN);
    expect(items[1]!.query).toEqual({ announcement: annId });
    expect(items[2]!.query).toEqual({ plate: PLATE });
    // Each query opens the same report again.
    for (const i of items) {
      const q = new URLSearchParams(Object.entries(i.query).map(([k, v]): [string, string] => [k, String(v)])).toString();
      const again = await run(q, bob);
      expect(again.statusCode).toBe(200);
      expect(autocheckReportSchema.parse(again.json()).subject.kind).toBe(i.kind);
    }
  });

  it("shows the user's share link of the car once they shared it", async () => {
    const id = (await f.user()).id;
    const token = await tokens.signAccess(id);
    await run(`vin=${VIN}`, token);
    expect((await runs(token))[0]!.token).toBeNull();
    const share = await app.inject({ method: 'POST', url: '/api/autocheck/shares', payload: { vin: VIN }, headers: as(token) });
    expect(share.statusCode).toBe(201);
    expect((await runs(token))[0]!.token).toBe(share.json().token);
  });

  it('keeps nothing for a visitor, lists only my own runs, and answers a visitor 401', async () => {
    const before = await t.db.query('select 1 from autocheck_runs');
    expect((await run(`vin=${VIN}`)).statusCode).toBe(200);
    expect(await t.db.query('select 1 from autocheck_runs')).toHaveLength(before.length);
    const carol = await tokens.signAccess((await f.user()).id);
    expect(await runs(carol)).toEqual([]);
    expect((await app.inject({ url: '/api/autocheck/runs' })).statusCode).toBe(401);
  });
});
