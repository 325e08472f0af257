import { autocheckReportSchema, autocheckShareSchema, myAutochecksSchema, vinDecodeSchema, type AutocheckReport } from '@jolda/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { decodeVinFacts } from '../src/autocheck/decode.js';
import { detectRollbacks } from '../src/autocheck/history.js';
import { type RegistryProvider, demoAnswer, demoRegistryProvider } from '../src/autocheck/registry.js';
import { WMI } from '../src/autocheck/wmi.js';
import { historySql } from '../src/db/repositories/autocheck.js';
import { postEntry } from '../src/db/repositories/bonus.js';
import { BRANDS } from '../src/db/seed/cars.js';
import { Factory } from './factories.js';
import { type TestDb, createTestDb, testConfig, testTokens } from './helpers.js';

let t: TestDb;
let app: FastifyInstance;
let f: Factory;
const tokens = testTokens(() => t.db);
let alice: string;
let aliceId: number;
let car: { brandId: number; modelId: number; cityId: number; userId: number };

const VIN = 'XW7BF4FK30S012345';
const PLATE = '777 ABC 02';

beforeAll(async () => {
  t = await createTestDb();
  f = new Factory(t.db);
  app = await buildApp({ db: t.db, config: testConfig() });
  const region = await f.region({ slug: 'almaty', ru: 'Алматы', kk: 'Алматы', plate: '02' });
  const city = await f.city({ slug: 'almaty', ru: 'Алматы', kk: 'Алматы', regionId: region.id });
  const brand = await f.brand({ slug: 'toyota', name: 'Toyota' });
  const model = await f.model(brand.id, { slug: 'camry', name: 'Camry' });
  const user = await f.user();
  car = { brandId: brand.id, modelId: model.id, cityId: city.id, userId: user.id };
  aliceId = (await f.user({ name: 'Alice' })).id;
  alice = await tokens.signAccess(aliceId);
  // Points for the registry parts the tests open (200 each).
  await postEntry(t.db, { userId: aliceId, delta: 5000, reason: 'first_publication', ref: null, key: 'test-grant' });
});

/** Alice pays for a car's registry part. */
const pay = async (q: Record<string, string | number>) => {
  const res = await app.inject({ method: 'POST', url: '/api/autocheck/unlocks', payload: q, headers: { authorization: `Bearer ${alice}` } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { charged: number; balance: number };
};
afterAll(async () => {
  await app.close();
  await t.close();
});

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);
const report = async (q: string, o: { token?: string; lang?: string; server?: FastifyInstance } = {}) => {
  const res = await (o.server ?? app).inject({
    url: `/api/autocheck/report?${q}`,
    headers: { ...(o.token ? { authorization: `Bearer ${o.token}` } : {}), ...(o.lang ? { 'accept-language': o.lang } : {}) },
  });
  return res;
};
const okReport = async (q: string, o: { token?: string; lang?: string; server?: FastifyInstance } = {}): Promise<AutocheckReport> => {
  const res = await report(q, o);
  expect(res.statusCode, res.body).toBe(200);
  return autocheckReportSchema.parse(res.json());
};

/** The report once every source has answered (the registries are asked in the background; a read waits ~100 ms). */
const settled = async (q: string, o: { token?: string; lang?: string; server?: FastifyInstance } = {}): Promise<AutocheckReport> => {
  let r = await okReport(q, o);
  for (let i = 0; i < 100 && r.registries.sources.some((s) => s.status === 'pending'); i++) {
    await new Promise((res) => setTimeout(res, 100));
    r = await okReport(q, o);
  }
  return r;
};

describe('VIN decoding: the WMI table on real-format VINs of cars sold in Kazakhstan', () => {
  // [VIN, first catalogue brand (or null), plant country, model year, check digit]
  const cases: Array<[string, string | null, string, number | null, 'valid' | 'invalid' | 'not_used']> = [
    ['XW7BF4FK30S012345', 'toyota', 'RU', null, 'not_used'], // Camry, St Petersburg: no year code
    ['JTMHV05J604123456', 'toyota', 'JP', null, 'not_used'], // Land Cruiser 200
    ['JTEBU3FJ70K123456', 'toyota', 'JP', null, 'not_used'], // Land Cruiser Prado
    ['MR0FZ29G503123456', 'toyota', 'TH', null, 'not_used'], // Hilux, Thailand
    ['NMTKZ3BE40R123456', 'toyota', 'TR', null, 'not_used'], // C-HR, Turkey
    ['4T1B11HK8KU123456', 'toyota', 'US', 2019, 'valid'], // Camry, Kentucky
    ['2T1BURHE9FC123456', 'toyota', 'CA', 2015, 'valid'], // Corolla, Canada
    ['JTJBARBZ3K2123456', 'lexus', 'JP', 2019, 'not_used'], // Lexus NX
    ['Z94CT41DBER123456', 'hyundai', 'RU', 2014, 'not_used'], // Solaris, St Petersburg
    ['Z94C251ABJR123456', 'hyundai', 'RU', 2018, 'not_used'], // Kia Rio from the same plant (shared WMI)
    ['KMHD841CBMU123456', 'hyundai', 'KR', 2021, 'not_used'], // Elantra
    ['KMHJ381ABMU123456', 'hyundai', 'KR', 2021, 'not_used'], // Tucson
    ['MX3H341CBPA123456', 'hyundai', 'KZ', 2023, 'not_used'], // Hyundai Trans Kazakhstan, Almaty
    ['KNAPH81BFP7123456', 'kia', 'KR', 2023, 'not_used'], // Sportage
    ['XWEPH81ADK0123456', 'kia', 'RU', 2019, 'not_used'], // Sportage, Avtotor
    ['MXBPH81ADN0123456', 'kia', 'KZ', 2022, 'not_used'], // SaryarkaAvtoProm (Allur), Kostanay
    ['XWB3L32EDKA123456', 'chevrolet', 'UZ', 2019, 'not_used'], // Cobalt, Asaka
    ['XWBJA69VJKA123456', 'chevrolet', 'UZ', 2019, 'not_used'], // Nexia, Asaka
    ['XTA219010K0123456', 'lada', 'RU', 2019, 'not_used'], // Granta
    ['XTAGFL110LY123456', 'lada', 'RU', 2020, 'not_used'], // Vesta
    ['XTA212140E1234567', 'lada', 'RU', 2014, 'not_used'], // Niva 4x4
    ['XTT316300H1234567', 'uaz', 'RU', 2017, 'not_used'], // Patriot
    ['X96330202H2123456', 'gaz', 'RU', 2017, 'not_used'], // GAZelle
    ['LVVDB21B2ND123456', 'chery', 'CN', 2022, 'valid'], // Tiggo 7 Pro
    ['LVVDB21B0ND123456', 'chery', 'CN', 2022, 'invalid'], // the same with a wrong check digit
    ['LGWFF7A54NH123456', 'haval', 'CN', 2022, 'valid'], // Jolion
    ['LJ12EKS16P4123456', 'jac', 'CN', 2023, 'valid'], // JAC J7
    ['L6T7944Z5PN123456', 'geely', 'CN', 2023, 'valid'], // Coolray
    ['LS5A3ADE1NA123456', 'changan', 'CN', 2022, 'valid'], // CS35 Plus
    ['LVTDB21B8PD123456', 'jetour', 'CN', 2023, 'valid'], // Jetour X70
    ['LE4ZG8DB4ML123456', 'mercedes-benz', 'CN', 2021, 'valid'], // GLC, Beijing Benz
    ['Y4K8752S0PB123456', 'geely', 'BY', 2023, 'not_used'], // Coolray, BelGee
    ['WDD2130421A123456', 'mercedes-benz', 'DE', null, 'not_used'], // E-Class: serial at position 10
    ['WBA5R11040FH12345', 'bmw', 'DE', null, 'not_used'], // 3 Series
    ['WAUZZZF48LA123456', 'audi', 'DE', 2020, 'not_used'], // A4
    ['WVWZZZ1KZ8W123456', 'volkswagen', 'DE', 2008, 'not_used'], // Golf
    ['XW8ZZZ61ZKG123456', 'volkswagen', 'RU', 2019, 'not_used'], // Polo, Kaluga
    ['TMBJJ7NE8L0123456', 'skoda', 'CZ', 2020, 'not_used'], // Octavia
    ['Z8NTBNT32ES123456', 'nissan', 'RU', 2014, 'not_used'], // X-Trail, St Petersburg
    ['JN1TANT32U0123456', 'nissan', 'JP', null, 'not_used'], // X-Trail, Japan
    ['SALGA2BE0LA123456', 'land_rover', 'GB', 2020, 'not_used'], // Range Rover
    ['1HGCM82633A004352', 'honda', 'US', 2003, 'valid'], // Accord, Ohio
    ['5YJ3E1EA2KF317000', null, 'US', 2019, 'valid'], // Tesla: not in the table, country from the ISO 3780 range
  ];

  it(`decodes ${cases.length} VINs: maker, plant country, model year, check digit only where used`, () => {
    expect(cases.length).toBeGreaterThanOrEqual(30);
    for (const [vin, brand, country, year, check] of cases) {
      const d = decodeVinFacts(vin, 2027);
      expect(d, vin).not.toBeNull();
      expect({ vin, brand: d!.brandSlugs[0] ?? null, country: d!.country, year: d!.modelYear, check: d!.checkDigit }).toEqual({
        vin,
        brand,
        country,
        year,
        check,
      });
    }
  });

  it('knows the WMI of every catalogue brand the seed writes VINs for', () => {
    for (const b of BRANDS) expect(WMI[b.wmi]?.brands, `${b.slug} ${b.wmi}`).toContain(b.slug);
  });

  it('GET /api/vin warns about the check digit only where the region uses one', async () => {
    const japanese = vinDecodeSchema.parse((await app.inject({ url: '/api/vin/JTNBE46K373012345' })).json());
    expect(japanese).toMatchObject({ checkDigitValid: true, checkDigitUsed: false, brand: { slug: 'toyota' }, modelYear: 2007 });
    const russian = vinDecodeSchema.parse((await app.inject({ url: `/api/vin/${VIN}` })).json());
    expect(russian).toMatchObject({ checkDigitValid: true, checkDigitUsed: false, manufacturer: 'Toyota Motor Manufacturing Russia (St Petersburg)', modelYear: null });
    const american = vinDecodeSchema.parse((await app.inject({ url: '/api/vin/1HGCM82643A004352' })).json());
    expect(american).toMatchObject({ checkDigitValid: false, checkDigitUsed: true });
  });
});

describe('mileage roll-back detector', () => {
  const l = (id: number, days: number, mileage: number) => ({ id, publishedAt: ago(days), mileage });
  it('flags a later listing with fewer km than an earlier one, against the highest earlier', () => {
    const r = detectRollbacks([l(1, 900, 90_000), l(2, 500, 140_000), l(3, 100, 98_000)]);
    expect(r).toHaveLength(1);
    expect(r[0]).toMatchObject({ earlier: { announcementId: 2, mileage: 140_000 }, later: { announcementId: 3, mileage: 98_000 }, drop: 42_000 });
  });
  it('does not flag growing mileage, equal mileage or a drop within the tolerance', () => {
    expect(detectRollbacks([l(1, 900, 90_000), l(2, 500, 120_000), l(3, 100, 150_000)])).toEqual([]);
    expect(detectRollbacks([l(1, 900, 90_000), l(2, 100, 90_000)])).toEqual([]);
    expect(detectRollbacks([l(1, 900, 90_500), l(2, 100, 90_000)])).toEqual([]);
  });
  it('orders by publication date, not by input order, and reports each later drop', () => {
    const r = detectRollbacks([l(3, 100, 50_000), l(1, 900, 200_000), l(2, 500, 60_000)]);
    expect(r.map((x) => [x.earlier.announcementId, x.later.announcementId])).toEqual([
      [1, 2],
      [1, 3],
    ]);
  });
});

describe('GET /api/autocheck/report', () => {
  let current: number;
  let sold: number;
  beforeAll(async () => {
    // The same car sold two years ago with 180,000 km, now on sale with 120,000 km.
    sold = await f.announcement({ ...car, vin: VIN, mileage: 180_000, price: 11_000_000, status: 'sold', publishedAt: ago(700), photos: 2 });
    current = await f.announcement({ ...car, vin: VIN, mileage: 120_000, price: 9_500_000, publishedAt: ago(5), photos: 1 });
    await t.db.query('update announcements set plate = $2 where id = $1', [current, PLATE]);
    await t.db.query("update announcements set updated_at = now() - interval '650 days' where id = $1", [sold]);
    await t.db.query('insert into price_history (announcement_id, price, changed_at) values ($1, 12000000, $2), ($1, 11000000, $3)', [sold, ago(700), ago(680)]);
  });

  it('answers everyone with the decoding and our own history; the registries locked for a visitor', async () => {
    const r = await okReport(`vin=${VIN.toLowerCase()}`);
    expect(r.subject).toMatchObject({ kind: 'vin', vin: VIN });
    expect(r.decoding).toMatchObject({ wmi: 'XW7', country: 'RU', brands: [{ slug: 'toyota', name: 'Toyota' }], modelYear: null, checkDigit: 'not_used' });
    expect(r.car).toEqual({ brand: 'Toyota', model: 'Camry', year: 2015 });
    expect(r.history.listings.map((x) => x.id)).toEqual([sold, current]);
    const old = r.history.listings[0]!;
    expect(old).toMatchObject({ status: 'sold', price: 11_000_000, firstPrice: 12_000_000, mileage: 180_000, photoCount: 2, city: 'Алматы' });
    expect(old.daysOnMarket).toBe(50);
    expect(old.photoUrl).toMatch(/^\/media\/generated\//);
    expect(r.history.rollbacks).toEqual([
      expect.objectContaining({ earlier: expect.objectContaining({ announcementId: sold }), later: expect.objectContaining({ announcementId: current }), drop: 60_000 }),
    ]);
    expect(r.registries.access).toBe('sign_in');
    expect(r.registries.sources.map((s) => s.status)).toEqual(Array(6).fill('locked'));
    expect(r.verdict.level).toBe('red');
    expect(r.verdict.reasons.map((x) => x.code)).toEqual(['mileage_rollback', 'registries_incomplete']);
  });

  it('reads the registries for a signed-in reader who paid: every source with its status and time, marked demo, the same twice', async () => {
    const before = await okReport(`vin=${VIN}`, { token: alice });
    expect(before.registries).toMatchObject({ access: 'pay', price: 200 });
    expect(before.registries.sources.every((s) => s.status === 'locked' && s.data === null)).toBe(true);
    expect(await pay({ vin: VIN })).toEqual({ charged: 200, balance: 4800 });
    // Paying again for the same car (a retry, another tab) charges nothing.
    expect(await pay({ vin: VIN.toLowerCase() })).toEqual({ charged: 0, balance: 4800 });
    const r = await settled(`vin=${VIN}`, { token: alice });
    expect(r.registries).toMatchObject({ access: 'open', provider: 'demo' });
    expect(r.registries.sources.map((s) => s.id)).toEqual(['registrations', 'restrictions', 'pledge', 'wanted', 'accidents', 'customs']);
    for (const s of r.registries.sources) {
      expect(s.status, s.id).toBe(s.id === 'registrations' && s.data === null ? 'not_found' : 'ok');
      expect(s.demo).toBe(true);
      expect(typeof s.checkedAt).toBe('string');
      expect(s.ms).not.toBeNull();
    }
    const again = await okReport(`vin=${VIN}`, { token: alice });
    expect(again.registries.sources.map((s) => s.data)).toEqual(r.registries.sources.map((s) => s.data));
    expect(r.verdict.reasons.some((x) => x.code === 'registries_incomplete')).toBe(false);
    // Reasons from sample data are marked as such.
    for (const reason of r.verdict.reasons) expect(reason.demo).toBe(reason.source !== 'history' && reason.source !== 'decoding');
  });

  it('gives deterministic sample data per VIN that differs between cars, and a car built here no customs import', () => {
    const a = { vin: 'XTA219010K0123456', plate: null, modelYear: 2019, country: 'RU' };
    expect(demoAnswer('registrations', a)).toEqual(demoAnswer('registrations', a));
    const many = Array.from({ length: 40 }, (_, i) => demoAnswer('accidents', { ...a, vin: `XTA21901${i % 10}K${String(100000 + i).slice(-7)}` }));
    expect(new Set(many.map((x) => JSON.stringify(x.data))).size).toBeGreaterThan(3);
    expect(demoAnswer('customs', { ...a, vin: 'MX3H341CBPA123456', country: 'KZ' }).data).toEqual({ kind: 'local', date: null, from: null });
    expect(demoAnswer('customs', a).data).toMatchObject({ kind: 'imported', from: 'RU' });
  });

  it('names registration regions in the reader language', async () => {
    const r = await okReport(`vin=${VIN}`, { token: alice, lang: 'kk' });
    const reg = r.registries.sources.find((s) => s.id === 'registrations');
    if (reg?.status === 'ok' && reg.id === 'registrations') expect(reg.data!.events.length).toBeGreaterThan(0);
    expect(r.history.listings[0]!.city).toBe('Алматы');
  });

  it('finds a car by its plate (our listings know its VIN; shown masked) and by its announcement', async () => {
    const byPlate = await okReport('plate=777abc02');
    expect(byPlate.subject).toMatchObject({ kind: 'plate', plate: PLATE, vin: 'XW7B***********45', plateRegion: 'Алматы' });
    expect(byPlate.history.listings).toHaveLength(2);
    expect(byPlate.decoding?.wmi).toBe('XW7');
    const byAnnouncement = await okReport(`announcement=${current}`);
    expect(byAnnouncement.subject).toMatchObject({ kind: 'announcement', vin: 'XW7B***********45', plate: null, announcementId: current });
    expect(byAnnouncement.history.rollbacks).toHaveLength(1);
  });

  it('flags the same car listed twice now', async () => {
    const vin = 'Z94CT41DBER765432';
    await f.announcement({ ...car, vin, mileage: 80_000, publishedAt: ago(20) });
    await f.announcement({ ...car, vin, mileage: 80_500, publishedAt: ago(3), sellerType: 'dealer' });
    const r = await okReport(`vin=${vin}`);
    expect(r.history.onSaleNow).toBe(2);
    expect(r.verdict.reasons.map((x) => x.code)).toContain('listed_twice');
    expect(r.verdict.level).toBe('amber');
  });

  it('finds a car by VIN or plate through the indexes, never by reading every announcement', async () => {
    // Other cars' listings, so that reading the table shows. The old `vin in (…) or plate = …` condition could use no
    // index and read every published announcement for every report.
    for (let i = 0; i < 40; i++) {
      const id = await f.announcement({ ...car, vin: `JTDBR32E7${String(300000 + i).padStart(8, '0')}`, publishedAt: ago(30) });
      await t.db.query('update announcements set plate = $2 where id = $1', [id, `${100 + i} XYZ 05`]);
    }
    type PlanNode = {
      'Relation Name'?: string;
      'Actual Rows'?: number;
      'Actual Loops'?: number;
      'Rows Removed by Filter'?: number;
      'Rows Removed by Index Recheck'?: number;
      Plans?: PlanNode[];
    };
    const rowsRead = (n: PlanNode): number =>
      (n['Relation Name'] === 'announcements'
        ? ((n['Actual Rows'] ?? 0) + (n['Rows Removed by Filter'] ?? 0) + (n['Rows Removed by Index Recheck'] ?? 0)) * (n['Actual Loops'] ?? 1)
        : 0) + (n.Plans ?? []).reduce((sum, c) => sum + rowsRead(c), 0);
    await t.db.query('analyze announcements'); // statistics, as a database in use has them
    for (const [vin, plate] of [[VIN, null], [null, PLATE], [VIN, PLATE]] as const) {
      // The table is small here, so a plain plan may scan it anyway; priced out, a scan shows only where no index can serve.
      const [row] = await t.db.transaction(async (tx) => {
        await tx.query('set local enable_seqscan = off');
        return tx.query<{ 'QUERY PLAN': unknown }>(`explain (analyze, format json) ${historySql('ru')}`, [vin, plate]);
      });
      const json = row!['QUERY PLAN'];
      const [plan] = (typeof json === 'string' ? JSON.parse(json) : json) as Array<{ Plan: PlanNode }>;
      expect(rowsRead(plan!.Plan), `rows of announcements read for ${vin} / ${plate}`).toBeLessThan(10);
    }
  });

  it('answers a car we never saw with an empty history', async () => {
    const r = await okReport('vin=LVVDB21B2ND123456');
    expect(r.history).toEqual({ listings: [], rollbacks: [], onSaleNow: 0 });
    expect(r.car).toEqual({ brand: null, model: null, year: 2022 });
  });

  it('refuses bad input with 400 and per-field codes, unknown announcements with 404', async () => {
    const none = await report('');
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ code: 'validation_failed', fields: { vin: ['required'] } });
    const vin = await report('vin=XW7BF4FK30S01234O');
    expect(vin.statusCode).toBe(400);
    expect(vin.json().fields).toEqual({ vin: ['vin_invalid'] });
    const plate = await report('plate=12AB02');
    expect(plate.statusCode).toBe(400);
    expect(plate.json().fields).toEqual({ plate: ['plate_invalid'] });
    const missing = await report('announcement=987654321');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('announcement_not_found');
    const withoutVin = await f.announcement({ ...car, vin: null });
    expect((await report(`announcement=${withoutVin}`)).json().code).toBe('announcement_without_vin');
  });
});

describe('a slow or failing source never blocks the others', () => {
  const slowApp = async (provider: RegistryProvider, timeoutMs = 5000) =>
    buildApp({
      db: t.db,
      config: testConfig({ autocheck: { provider: 'demo', timeoutMs, waitMs: 50, demoDelays: {} } }),
      registryProvider: provider,
    });

  it('shows a slow source as pending while the others have answered, then its answer', async () => {
    // The accidents registry answers only when the test lets it (as a source held up for seconds would).
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const demo = demoRegistryProvider();
    const provider: RegistryProvider = {
      name: 'demo',
      demo: true,
      ask: async (source, carInfo, signal) => {
        if (source === 'accidents') await gate;
        return demo.ask(source, carInfo, signal);
      },
    };
    const server = await slowApp(provider);
    try {
      const vin = 'KNAPH81BFP7123456';
      await pay({ vin });
      const first = await okReport(`vin=${vin}`, { token: alice, server });
      expect(first.registries.sources.find((s) => s.id === 'accidents')?.status).toBe('pending');
      expect(first.verdict.reasons.map((x) => x.code)).toContain('registries_incomplete');
      // The other five answer on their own, whatever the accidents registry does.
      let r = first;
      for (let i = 0; i < 100 && r.registries.sources.filter((s) => s.status === 'ok').length < 5; i++) {
        await new Promise((res) => setTimeout(res, 100));
        r = await okReport(`vin=${vin}`, { token: alice, server });
      }
      const status = Object.fromEntries(r.registries.sources.map((s) => [s.id, s.status]));
      expect(status).toEqual({ registrations: 'ok', restrictions: 'ok', pledge: 'ok', wanted: 'ok', accidents: 'pending', customs: 'ok' });
      release();
      const later = await settled(`vin=${vin}`, { token: alice, server });
      expect(later.registries.sources.find((s) => s.id === 'accidents')).toMatchObject({ status: 'ok', demo: true });
      expect(later.verdict.reasons.map((x) => x.code)).not.toContain('registries_incomplete');
    } finally {
      release();
      await server.close();
    }
  });

  it('marks a source that never answers unavailable after its timeout, and one that throws at once', async () => {
    const demo = demoRegistryProvider();
    const provider: RegistryProvider = {
      name: 'demo',
      demo: true,
      ask: (source, carInfo, signal) => {
        if (source === 'pledge') return new Promise(() => undefined);
        if (source === 'wanted') return Promise.reject(new Error('registry down'));
        return demo.ask(source, carInfo, signal);
      },
    };
    const server = await slowApp(provider, 300);
    try {
      const vin = 'KMHD841CBMU123456';
      await pay({ vin });
      const r = await settled(`vin=${vin}`, { token: alice, server });
      const status = Object.fromEntries(r.registries.sources.map((s) => [s.id, s.status]));
      expect(status).toMatchObject({ pledge: 'unavailable', wanted: 'unavailable', accidents: 'ok', customs: 'ok' });
    } finally {
      await server.close();
    }
  });

  it('with no registry connected, every source is unavailable (never sample data)', async () => {
    const server = await buildApp({ db: t.db, config: testConfig({ autocheck: { provider: 'none', timeoutMs: 1000, waitMs: 50, demoDelays: {} } }) });
    try {
      await pay({ vin: 'TMBJJ7NE8L0123456' });
      const r = await okReport('vin=TMBJJ7NE8L0123456', { token: alice, server });
      expect(r.registries.provider).toBe('none');
      expect(r.registries.sources.every((s) => s.status === 'unavailable' && !s.demo && s.data === null)).toBe(true);
    } finally {
      await server.close();
    }
  });
});

describe('shared reports', () => {
  it('shares by an unguessable token; the link shows the registries only when the sharer paid for them', async () => {
    const post = (body: unknown, token?: string) =>
      app.inject({ method: 'POST', url: '/api/autocheck/shares', payload: body as Record<string, unknown>, headers: token ? { authorization: `Bearer ${token}` } : {} });
    const mine = await post({ vin: VIN }, alice);
    expect(mine.statusCode).toBe(201);
    const share = autocheckShareSchema.parse(mine.json());
    let mine2 = share;
    expect(share.token).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const shared = autocheckReportSchema.parse((await app.inject({ url: `/api/autocheck/shares/${share.token}` })).json());
    expect(shared.shared?.token).toBe(share.token);
    expect(shared.subject.vin).toBe(VIN);
    expect(shared.registries.access).toBe('open');
    // Sharing a checked car earns 50 points once.
    const balance = async () => (await t.db.query<{ balance: number }>('select balance from bonus_accounts where user_id = $1', [aliceId]))[0]!.balance;
    const afterFirst = await balance();
    mine2 = autocheckShareSchema.parse((await post({ vin: VIN }, alice)).json());
    expect(await balance()).toBe(afterFirst);
    const earned = await t.db.query("select delta from bonus_ledger where user_id = $1 and reason = 'report_shared'", [aliceId]);
    expect(earned.map((e) => Number(e['delta']))).toEqual([50]);
    const visitors = autocheckShareSchema.parse((await post({ plate: PLATE })).json());
    const visitorShared = autocheckReportSchema.parse((await app.inject({ url: `/api/autocheck/shares/${visitors.token}`, headers: { authorization: `Bearer ${alice}` } })).json());
    // Not paid by the sharer: as the reader may see it (Alice paid for this car already under its VIN).
    expect(visitorShared.registries.access).toBe('open');
    const anonymous = autocheckReportSchema.parse((await app.inject({ url: `/api/autocheck/shares/${visitors.token}` })).json());
    expect(anonymous.registries.access).toBe('sign_in');
    expect(visitorShared.subject.plate).toBe(PLATE);
    expect(visitors.token).not.toBe(share.token);

    expect((await app.inject({ url: '/api/autocheck/shares/AAAAAAAAAAAAAAAAAAAAAAAA' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/autocheck/shares/short' })).statusCode).toBe(400);
    const bad = await post({ vin: 'NOPE' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ vin: ['vin_invalid'] });

    const list = myAutochecksSchema.parse((await app.inject({ url: '/api/autocheck/mine', headers: { authorization: `Bearer ${alice}` } })).json());
    expect(list.items.map((i) => i.token)).toEqual([mine2.token, share.token]);
    expect(list.items[0]).toMatchObject({ kind: 'vin', label: VIN, car: 'Toyota Camry, 2015' });
    expect((await app.inject({ url: '/api/autocheck/mine' })).statusCode).toBe(401);
  });
});
