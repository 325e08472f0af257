import { garageCarDetailSchema, garageCarSchema, garageSchema, MRP_BY_YEAR } from '@jolda/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { demoFines } from '../src/garage/fines.js';
import { Factory } from './factories.js';
import { type TestDb, createTestDb, testConfig, testTokens } from './helpers.js';

let t: TestDb;
let app: FastifyInstance;
let f: Factory;
const tokens = testTokens(() => t.db);
/** The garage's "today". */
const NOW = new Date('2026-11-26T09:00:00Z');
let car: { brandId: number; modelId: number; cityId: number };
let other: { brandId: number; modelId: number; cityId: number };

beforeAll(async () => {
  t = await createTestDb();
  f = new Factory(t.db);
  app = await buildApp({ db: t.db, config: testConfig(), garageClock: () => NOW });
  const city = await f.city({ slug: 'almaty' });
  const brand = await f.brand({ slug: 'toyota', name: 'Toyota' });
  const model = await f.model(brand.id, { slug: 'camry', name: 'Camry' });
  const model2 = await f.model(brand.id, { slug: 'rav4', name: 'RAV4' });
  car = { brandId: brand.id, modelId: model.id, cityId: city.id };
  other = { brandId: brand.id, modelId: model2.id, cityId: city.id };
});
afterAll(async () => {
  await app.close();
  await t.close();
});

const as = (token: string) => ({ authorization: `Bearer ${token}` });
const newUser = async () => {
  const u = await f.user({});
  return { id: u.id, token: await tokens.signAccess(u.id) };
};
const camry = {
  vin: 'JTNB11HK103456789',
  brand: 'toyota',
  model: 'camry',
  year: 2019,
  engineVolume: 2.5,
  mileage: 80_000,
  insuranceUntil: '2026-12-10',
  inspectionUntil: '2026-10-01',
};
const add = (token: string, body: Record<string, unknown>) => app.inject({ method: 'POST', url: '/api/garage/cars', payload: body, headers: as(token) });

describe('adding cars', () => {
  it('needs a sign-in', async () => {
    expect((await app.inject({ url: '/api/garage' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/garage/cars', payload: camry })).statusCode).toBe(401);
  });

  it('adds by VIN with reminders (overdue, soon, later) and the tax from the one MRP table', async () => {
    const u = await newUser();
    const r = await add(u.token, camry);
    expect(r.statusCode).toBe(201);
    const c = garageCarSchema.parse(r.json());
    expect(c).toMatchObject({ vin: 'JTNB11HK103456789', plate: null, brand: { slug: 'toyota', name: 'Toyota' }, model: { slug: 'camry' }, year: 2019 });
    // 2.5 l: 6 MRP of 2026, due 1 April 2027.
    expect(c.tax).toEqual({ taxYear: 2026, rateMrp: 6, mrp: MRP_BY_YEAR[2026], mrpYear: 2026, amount: 6 * MRP_BY_YEAR[2026]!, dueDate: '2027-04-01', engineCc: 2500 });
    expect(c.reminders).toEqual([
      { kind: 'inspection', dueDate: '2026-10-01', daysLeft: -56, state: 'overdue' },
      { kind: 'insurance', dueDate: '2026-12-10', daysLeft: 14, state: 'soon' },
      { kind: 'tax', dueDate: '2027-04-01', daysLeft: 126, state: 'ok' },
    ]);
    const g = garageSchema.parse((await app.inject({ url: '/api/garage', headers: as(u.token) })).json());
    expect(g.cars.map((x) => x.id)).toEqual([c.id]);
  });

  it('adds by plate alone (normalised), without an engine (no tax, dates unknown)', async () => {
    const u = await newUser();
    const r = await add(u.token, { plate: '777abc02', brand: 'toyota', model: 'rav4', year: 2022, engineVolume: '', mileage: 12000 });
    expect(r.statusCode).toBe(201);
    const c = garageCarSchema.parse(r.json());
    expect(c.plate).toBe('777 ABC 02');
    expect(c.tax).toBeNull();
    expect(c.reminders.map((x) => x.state)).toEqual(['unknown', 'unknown']);
  });

  it('refuses bad input with codes per field and keeps nothing', async () => {
    const u = await newUser();
    const r = await add(u.token, { brand: '', model: 'camry', year: 1900, mileage: -1, insuranceUntil: '2026-02-30', engineVolume: 12 });
    expect(r.statusCode).toBe(400);
    expect(r.json().fields).toMatchObject({
      brand: ['brand_required'],
      year: ['year_range'],
      mileage: ['mileage_range'],
      insuranceUntil: ['date_invalid'],
      engineVolume: ['engine_range'],
    });
    const noId = await add(u.token, { ...camry, vin: '' });
    expect(noId.json().fields).toEqual({ vin: ['identity_required'] });
    const badVin = await add(u.token, { ...camry, vin: 'JTNB11HK1034567O9' });
    expect(badVin.json().fields).toEqual({ vin: ['vin_invalid'] });
    const unknownModel = await add(u.token, { ...camry, model: 'corolla' });
    expect(unknownModel.statusCode).toBe(400);
    expect(unknownModel.json().fields).toEqual({ model: ['model_not_found'] });
    expect(garageSchema.parse((await app.inject({ url: '/api/garage', headers: as(u.token) })).json()).cars).toEqual([]);
  });

  it('keeps one copy of a car per driver (409 already_in_garage), also for simultaneous adds', async () => {
    const u = await newUser();
    const answers = await Promise.all(Array.from({ length: 5 }, () => add(u.token, camry)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().code).toBe('already_in_garage');
    // Another driver may keep the same car (a family's second account).
    expect((await add((await newUser()).token, camry)).statusCode).toBe(201);
  });

  it('adds the car of my own announcement, never of someone else’s', async () => {
    const u = await newUser();
    const stranger = await newUser();
    const mine = await f.announcement({ ...car, userId: u.id, vin: 'XW7BF4FK40S123456', year: 2018, mileage: 95_000, engineVolume: 2.0 });
    const theirs = await f.announcement({ ...car, userId: stranger.id, vin: 'XW7BF4FK40S654321' });
    const before = garageSchema.parse((await app.inject({ url: '/api/garage', headers: as(u.token) })).json());
    expect(before.addable.map((a) => a.id)).toEqual([mine]);
    const r = await app.inject({ method: 'POST', url: '/api/garage/cars/from-announcement', payload: { announcementId: mine }, headers: as(u.token) });
    expect(r.statusCode).toBe(201);
    expect(r.json()).toMatchObject({ vin: 'XW7BF4FK40S123456', year: 2018, mileage: 95_000, engineVolume: 2, announcementId: mine });
    const after = garageSchema.parse((await app.inject({ url: '/api/garage', headers: as(u.token) })).json());
    expect(after.addable).toEqual([]);
    const steal = await app.inject({ method: 'POST', url: '/api/garage/cars/from-announcement', payload: { announcementId: theirs }, headers: as(u.token) });
    expect(steal.statusCode).toBe(404);
    expect(steal.json().code).toBe('announcement_not_found');
  });
});

describe('owner only', () => {
  it("lets no one else read, change or delete a car or its service log (404, nothing changed)", async () => {
    const owner = await newUser();
    const intruder = await newUser();
    const c = garageCarSchema.parse((await add(owner.token, camry)).json());
    const s = await app.inject({
      method: 'POST',
      url: `/api/garage/cars/${c.id}/services`,
      payload: { date: '2026-05-10', mileage: 81_000, work: 'Замена масла', cost: 35_000 },
      headers: as(owner.token),
    });
    expect(s.statusCode).toBe(201);
    const serviceId = s.json().id as number;
    const tries = await Promise.all([
      app.inject({ url: `/api/garage/cars/${c.id}`, headers: as(intruder.token) }),
      app.inject({ method: 'PUT', url: `/api/garage/cars/${c.id}`, payload: { mileage: 1 }, headers: as(intruder.token) }),
      app.inject({ method: 'DELETE', url: `/api/garage/cars/${c.id}`, headers: as(intruder.token) }),
      app.inject({
        method: 'POST',
        url: `/api/garage/cars/${c.id}/services`,
        payload: { date: '2026-05-10', mileage: 900_000, work: 'x', cost: 1 },
        headers: as(intruder.token),
      }),
      app.inject({ method: 'DELETE', url: `/api/garage/cars/${c.id}/services/${serviceId}`, headers: as(intruder.token) }),
    ]);
    expect(tries.map((r) => r.statusCode)).toEqual([404, 404, 404, 404, 404]);
    expect(tries[0]!.json().code).toBe('car_not_found');
    const d = garageCarDetailSchema.parse((await app.inject({ url: `/api/garage/cars/${c.id}`, headers: as(owner.token) })).json());
    expect(d.car.mileage).toBe(81_000);
    expect(d.services.map((x) => x.id)).toEqual([serviceId]);
    expect(garageSchema.parse((await app.inject({ url: '/api/garage', headers: as(intruder.token) })).json()).cars).toEqual([]);
    // The owner can.
    expect((await app.inject({ method: 'DELETE', url: `/api/garage/cars/${c.id}/services/${serviceId}`, headers: as(owner.token) })).statusCode).toBe(204);
    expect((await app.inject({ method: 'DELETE', url: `/api/garage/cars/${c.id}`, headers: as(owner.token) })).statusCode).toBe(204);
    expect((await app.inject({ url: `/api/garage/cars/${c.id}`, headers: as(owner.token) })).statusCode).toBe(404);
  });
});

describe('a car’s page', () => {
  it('logs services with costs per year; a later odometer moves the car, a future date is refused', async () => {
    const u = await newUser();
    const c = garageCarSchema.parse((await add(u.token, camry)).json());
    const log = (p: Record<string, unknown>) => app.inject({ method: 'POST', url: `/api/garage/cars/${c.id}/services`, payload: p, headers: as(u.token) });
    expect((await log({ date: '2025-03-01', mileage: 60_000, work: 'ТО-60', cost: 120_000 })).statusCode).toBe(201);
    expect((await log({ date: '2025-09-15', mileage: 70_000, work: 'Колодки', cost: 45_000 })).statusCode).toBe(201);
    expect((await log({ date: '2026-06-01', mileage: 92_500, work: 'Замена масла', cost: 30_000 })).statusCode).toBe(201);
    const future = await log({ date: '2026-12-01', mileage: 93_000, work: 'ТО', cost: 1 });
    expect(future.statusCode).toBe(400);
    expect(future.json().fields).toEqual({ date: ['date_invalid'] });
    const empty = await log({ date: '2026-01-01', mileage: 1, work: '   ', cost: -5 });
    expect(empty.json().fields).toMatchObject({ work: ['work_required'], cost: ['cost_range'] });
    // An empty number is missing, never 0.
    const blank = await log({ date: '2026-01-01', mileage: '', work: 'ТО', cost: '' });
    expect(blank.json().fields).toEqual({ mileage: ['mileage_range'], cost: ['cost_range'] });
    const d = garageCarDetailSchema.parse((await app.inject({ url: `/api/garage/cars/${c.id}`, headers: as(u.token) })).json());
    expect(d.services.map((s) => s.work)).toEqual(['Замена масла', 'Колодки', 'ТО-60']);
    expect(d.costByYear).toEqual([
      { year: 2025, total: 165_000, count: 2 },
      { year: 2026, total: 30_000, count: 1 },
    ]);
    expect(d.car.mileage).toBe(92_500);
  });

  it('changes dates: the reminders follow', async () => {
    const u = await newUser();
    const c = garageCarSchema.parse((await add(u.token, camry)).json());
    const r = await app.inject({ method: 'PUT', url: `/api/garage/cars/${c.id}`, payload: { inspectionUntil: '2027-10-01' }, headers: as(u.token) });
    expect(r.statusCode).toBe(200);
    const next = garageCarSchema.parse(r.json());
    expect(next.insuranceUntil).toBe('2026-12-10');
    expect(next.reminders.find((x) => x.kind === 'inspection')).toMatchObject({ state: 'ok', daysLeft: 309 });
    const cleared = garageCarSchema.parse((await app.inject({ method: 'PUT', url: `/api/garage/cars/${c.id}`, payload: { insuranceUntil: null }, headers: as(u.token) })).json());
    expect(cleared.insuranceUntil).toBeNull();
    expect(cleared.inspectionUntil).toBe('2027-10-01');
  });

  it('values the car from our listings on sale: same model, year ±1, mileage band — median, range, count, trend', async () => {
    const u = await newUser();
    const seller = await newUser();
    // A model of its own, so the other tests' listings stay out.
    const lc = { ...car, modelId: (await f.model(car.brandId, { slug: 'land-cruiser-prado', name: 'Land Cruiser Prado' })).id };
    const listed = (o: { year: number; mileage: number; price: number; status?: string; model?: typeof car; at?: string }) =>
      f.announcement({ ...(o.model ?? lc), userId: seller.id, year: o.year, mileage: o.mileage, price: o.price, status: o.status ?? 'published', publishedAt: new Date(o.at ?? '2026-11-01T10:00:00Z') });
    // In: 2018–2020, 48 000–112 000 km.
    await listed({ year: 2019, mileage: 80_000, price: 13_000_000 });
    await listed({ year: 2018, mileage: 100_000, price: 11_500_000 });
    await listed({ year: 2020, mileage: 60_000, price: 15_000_000, at: '2026-09-05T10:00:00Z' });
    await listed({ year: 2019, mileage: 75_000, price: 12_000_000, status: 'sold', at: '2026-06-10T10:00:00Z' });
    // Out: another year, mileage, model, or status.
    await listed({ year: 2017, mileage: 80_000, price: 9_000_000 });
    await listed({ year: 2019, mileage: 200_000, price: 8_000_000 });
    await listed({ year: 2019, mileage: 80_000, price: 20_000_000, model: other });
    await listed({ year: 2019, mileage: 80_000, price: 1_000_000, status: 'draft' });
    const c = garageCarSchema.parse((await add(u.token, { ...camry, model: 'land-cruiser-prado', vin: 'JTNB11HK103400001' })).json());
    const d = garageCarDetailSchema.parse((await app.inject({ url: `/api/garage/cars/${c.id}`, headers: as(u.token) })).json());
    expect(d.value).toEqual({
      count: 3,
      median: 13_000_000,
      min: 11_500_000,
      max: 15_000_000,
      yearFrom: 2018,
      yearTo: 2020,
      mileageFrom: 48_000,
      mileageTo: 112_000,
      trend: [
        { month: '2026-06', median: 12_000_000, count: 1 },
        { month: '2026-09', median: 15_000_000, count: 1 },
        { month: '2026-11', median: 12_250_000, count: 2 },
      ],
    });
  });

  it('shows fines through the adapter: demo data labelled and repeatable, or unavailable without a provider', async () => {
    const u = await newUser();
    const c = garageCarSchema.parse((await add(u.token, { ...camry, vin: null, plate: '123 KZA 02' })).json());
    const d = garageCarDetailSchema.parse((await app.inject({ url: `/api/garage/cars/${c.id}`, headers: as(u.token) })).json());
    expect(d.fines).toMatchObject({ provider: 'demo', demo: true, status: 'ok' });
    expect(d.fines.items).toEqual(demoFines({ vin: null, plate: '123 KZA 02' }));
    // Some plates have fines, amounts are whole MRPs of their year.
    const samples = ['001 AAA 01', '002 AAA 01', '003 AAA 01', '004 AAA 01', '005 AAA 01'].flatMap((p) => demoFines({ vin: null, plate: p }));
    expect(samples.length).toBeGreaterThan(0);
    for (const s of samples) expect(s.amount % MRP_BY_YEAR[Number(s.date.slice(0, 4))]!).toBe(0);

    const bare = await buildApp({ db: t.db, config: testConfig({ garage: { finesProvider: 'none' } }), garageClock: () => NOW });
    try {
      const n = garageCarDetailSchema.parse((await bare.inject({ url: `/api/garage/cars/${c.id}`, headers: as(u.token) })).json());
      expect(n.fines).toMatchObject({ provider: 'none', demo: false, status: 'unavailable', items: [] });
    } finally {
      await bare.close();
    }
  });
});
