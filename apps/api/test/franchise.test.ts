import { randomUUID } from 'node:crypto';
import { franchiseLeadCreatedSchema, franchiseLeadListSchema, franchiseOfferSchema } from '@jolda/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantRole, revokeRole } from '../src/db/repositories/content.js';
import { csvCell } from '../src/routes/franchise/index.js';
import { Factory } from './factories.js';
import { type TestDb, createTestApp, createTestDb, edgeHeaders, testTokens } from './helpers.js';

let t: TestDb;
let app: FastifyInstance;
let adminToken: string;
let userToken: string;
let editorToken: string;
let adminId: number;

beforeAll(async () => {
  t = await createTestDb();
  app = await createTestApp(t.db, { franchiseLeadsPerHour: 3 });
  const f = new Factory(t.db);
  await f.city({ slug: 'karaganda', ru: 'Караганда', kk: 'Қарағанды' });
  await f.city({ slug: 'aktau', ru: 'Актау', kk: 'Ақтау' });
  const tokens = testTokens(() => t.db);
  // The admin role as `npm run admin -- grant admin +7…` stores it; an editor and a moderator are not admins.
  adminId = (await f.user({ phone: '+77015550199' })).id;
  await grantRole(t.db, adminId, 'admin');
  adminToken = await tokens.signAccess(adminId);
  userToken = await tokens.signAccess((await f.user({ phone: '+77015550100' })).id);
  const editor = (await f.user({ phone: '+77015550101' })).id;
  await grantRole(t.db, editor, 'editor');
  await grantRole(t.db, editor, 'moderator');
  editorToken = await tokens.signAccess(editor);
}, 60_000);
afterAll(async () => {
  await app?.close();
  await t?.close();
});

let n = 0;
/** A fresh visitor (device) and phone per call unless given. */
const send = (body: Record<string, unknown>, device: string = randomUUID()) =>
  app.inject({ method: 'POST', url: '/api/franchise/leads', payload: body, headers: edgeHeaders({ device, ip: '10.0.0.1' }) });
const phone = () => `+7702${String(1_000_000 + ++n * 31).slice(-7)}`;
const lead = (o: Record<string, unknown> = {}) => ({ name: 'Айгерим Сапарова', phone: phone(), city: 'karaganda', investment: '5_10m', consent: true, ...o });

describe('GET /api/franchise', () => {
  it('gives the offer in numbers', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/franchise' });
    expect(res.statusCode).toBe(200);
    const offer = franchiseOfferSchema.parse(res.json());
    expect(offer.investmentFrom).toBeLessThan(offer.investmentTo);
    expect(offer.paybackMonthsFrom).toBeLessThan(offer.paybackMonthsTo);
  });
});

describe('POST /api/franchise/leads', () => {
  it('stores a lead (phone normalised) and answers 201', async () => {
    const res = await send(lead({ phone: '8 (702) 555-01-23', name: '  Ерлан  ', investment: 'over_20m', locale: 'kk' }));
    expect(res.statusCode, res.body).toBe(201);
    const { id } = franchiseLeadCreatedSchema.parse(res.json());
    const list = franchiseLeadListSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/franchise/leads', headers: { authorization: `Bearer ${adminToken}`, 'accept-language': 'kk' } })).json(),
    );
    expect(list.items.find((l) => l.id === id)).toMatchObject({ name: 'Ерлан', phone: '+77025550123', city: { slug: 'karaganda', name: 'Қарағанды' }, investment: 'over_20m', locale: 'kk' });
  });

  it('answers 400 with a stable code per field, and stores nothing', async () => {
    const before = await count();
    const res = await send({ name: 'A', phone: '12345', city: 'Karaganda!', investment: 'a_lot', consent: false });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      fields: { name: ['name_invalid'], phone: ['phone_invalid'], city: ['city_unknown'], investment: ['required'], consent: ['consent_required'] },
    });
    const empty = await send({});
    expect(empty.json().fields).toMatchObject({ name: ['required'], phone: ['required'], city: ['required'], investment: ['required'], consent: ['consent_required'] });
    const unknownCity = await send(lead({ city: 'atlantis' }));
    expect(unknownCity.statusCode).toBe(400);
    expect(unknownCity.json()).toMatchObject({ code: 'validation_failed', fields: { city: ['city_unknown'] } });
    expect(await count()).toBe(before);
  });

  it('takes one lead per phone a day (409 lead_exists on the phone field)', async () => {
    const p = phone();
    expect((await send(lead({ phone: p }))).statusCode).toBe(201);
    const again = await send(lead({ phone: p, name: 'Другое имя' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'lead_exists', fields: { phone: ['lead_exists'] } });
  });

  it('lets a visitor send exactly 3 leads an hour, also when 8 arrive at once', async () => {
    const device = randomUUID();
    const results = await Promise.all(Array.from({ length: 8 }, () => send(lead(), device)));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 429, 429, 429, 429, 429]);
    const refused = results.find((r) => r.statusCode === 429)!;
    expect(refused.json()).toMatchObject({ code: 'rate_limited', retryAfter: expect.any(Number) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another visitor is not affected.
    expect((await send(lead())).statusCode).toBe(201);
  });

  it('stores exactly one of several simultaneous leads from one phone', async () => {
    const p = phone();
    const results = await Promise.all(Array.from({ length: 5 }, () => send(lead({ phone: p }))));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    const rows = await t.db.query('select 1 from franchise_leads where phone = $1', [p]);
    expect(rows).toHaveLength(1);
  });
});

describe('the leads for admins', () => {
  it('are refused without a session (401) and to a user without the admin role (403), an editor and moderator too', async () => {
    for (const url of ['/api/franchise/leads', '/api/franchise/leads.csv']) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
      for (const token of [userToken, editorToken]) {
        const forbidden = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
        expect(forbidden.statusCode).toBe(403);
        expect(forbidden.json().code).toBe('admin_only');
      }
    }
  });

  it('are refused at once when the admin role is revoked, and given again when it is granted', async () => {
    const get = () => app.inject({ method: 'GET', url: '/api/franchise/leads', headers: { authorization: `Bearer ${adminToken}` } });
    expect((await get()).statusCode).toBe(200);
    await revokeRole(t.db, adminId, 'admin');
    try {
      expect((await get()).statusCode).toBe(403);
    } finally {
      await grantRole(t.db, adminId, 'admin');
    }
    expect((await get()).statusCode).toBe(200);
  });

  it('are listed newest first and exported as CSV with every lead', async () => {
    await send(lead({ name: '=HYPERLINK("http://x")', city: 'aktau', investment: 'under_5m' }));
    const list = franchiseLeadListSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/franchise/leads?pageSize=2', headers: { authorization: `Bearer ${adminToken}` } })).json(),
    );
    expect(list.items).toHaveLength(2);
    expect(list.total).toBe(await count());
    expect(list.items[0]).toMatchObject({ name: '=HYPERLINK("http://x")', city: { slug: 'aktau', name: 'Актау' } });
    const csv = await app.inject({ method: 'GET', url: '/api/franchise/leads.csv', headers: { authorization: `Bearer ${adminToken}` } });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="jolda-franchise-leads-\d{4}-\d\d-\d\d\.csv"$/);
    const lines = csv.body.replace(/^\ufeff/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe('id,created_at,name,phone,city,city_slug,investment,locale');
    expect(lines).toHaveLength((await count()) + 1);
    // A cell a spreadsheet would run as a formula is defused, quotes are doubled.
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(lines[1]).toContain('"Актау","aktau","under_5m"');
  });
});

it('csv cells: quotes doubled, formulas defused', () => {
  expect(csvCell('Иван "Ваня"')).toBe('"Иван ""Ваня"""');
  expect(csvCell('+77011234567')).toBe(`"'+77011234567"`);
  expect(csvCell(42)).toBe('"42"');
});

async function count(): Promise<number> {
  return Number((await t.db.query<{ n: string }>('select count(*) as n from franchise_leads'))[0]!.n);
}
