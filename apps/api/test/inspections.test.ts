import { INSPECTION_POINTS, inspectionSchema, isPaintPoint, type InspectionWrite } from '@jolda/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { grantRole } from '../src/db/repositories/content.js';
import { Factory } from './factories.js';
import { type TestDb, createTestDb, testConfig, testTokens } from './helpers.js';

let t: TestDb;
let app: FastifyInstance;
let f: Factory;
const tokens = testTokens(() => t.db);
let car: { brandId: number; modelId: number; cityId: number };
let seller: number;
let inspector: { id: number; token: string };
let someone: { id: number; token: string };

beforeAll(async () => {
  t = await createTestDb();
  f = new Factory(t.db);
  app = await buildApp({ db: t.db, config: testConfig() });
  const city = await f.city({ slug: 'almaty' });
  const brand = await f.brand({ slug: 'toyota', name: 'Toyota' });
  const model = await f.model(brand.id, { slug: 'camry', name: 'Camry' });
  car = { brandId: brand.id, modelId: model.id, cityId: city.id };
  seller = (await f.user()).id;
  const i = await f.user({ name: 'Ержан Сейтказин' });
  await grantRole(t.db, i.id, 'inspector');
  inspector = { id: i.id, token: await tokens.signAccess(i.id) };
  const s = await f.user({ name: 'Айгерим' });
  await grantRole(t.db, s.id, 'editor');
  someone = { id: s.id, token: await tokens.signAccess(s.id) };
});
afterAll(async () => {
  await app.close();
  await t.close();
});

const as = (token: string) => ({ authorization: `Bearer ${token}` });
/** A whole checklist: every point ok (panels at factory thickness) but the ones given. */
const checklist = (over: Record<string, Partial<InspectionWrite['points'][number]>> = {}): InspectionWrite => ({
  grade: 'good',
  summary: 'Хорошее состояние, мелкие замечания.',
  mileage: 98_500,
  points: INSPECTION_POINTS.map((p) => ({ code: p.code, status: 'ok' as const, note: null, microns: isPaintPoint(p.code) ? 110 : null, ...over[p.code] })),
});
const put = (id: number, body: unknown, token?: string) =>
  app.inject({ method: 'PUT', url: `/api/inspections/${id}`, payload: body as object, headers: token ? as(token) : {} });

describe('the checklist', () => {
  it('has at least 40 points in groups, body panels with paint thickness', () => {
    expect(INSPECTION_POINTS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(INSPECTION_POINTS.map((p) => p.code)).size).toBe(INSPECTION_POINTS.length);
    expect(new Set(INSPECTION_POINTS.map((p) => p.group))).toEqual(
      new Set(['paint', 'body', 'engine', 'transmission', 'suspension', 'brakes', 'tyres', 'interior', 'electrics', 'test_drive']),
    );
    expect(INSPECTION_POINTS.filter((p) => isPaintPoint(p.code)).length).toBeGreaterThanOrEqual(10);
  });
});

describe('who may write', () => {
  it('answers a visitor 401 and a signed-in user without the inspector role 403; nothing is written', async () => {
    const id = await f.announcement({ ...car, userId: seller });
    const anonymous = await put(id, checklist());
    expect(anonymous.statusCode).toBe(401);
    const editor = await put(id, checklist(), someone.token);
    expect(editor.statusCode).toBe(403);
    expect(editor.json()).toMatchObject({ code: 'role_required' });
    const owner = await put(id, checklist(), await tokens.signAccess(seller));
    expect(owner.statusCode).toBe(403);
    expect((await app.inject({ url: `/api/inspections/${id}` })).statusCode).toBe(404);
    const [a] = await t.db.query<{ inspected: boolean }>('select inspected from announcements where id = $1', [id]);
    expect(a!.inspected).toBe(false);
  });

  it('lets an inspector write one; the public reads it back in checklist order with counts and the badge is on', async () => {
    const id = await f.announcement({ ...car, userId: seller });
    const res = await put(
      id,
      checklist({
        door_fl: { microns: 260, status: 'attention', note: 'Передняя левая дверь перекрашена' },
        brake_pads: { status: 'defect', note: 'Колодки до металла' },
      }),
      inspector.token,
    );
    expect(res.statusCode).toBe(200);
    const got = inspectionSchema.parse((await app.inject({ url: `/api/inspections/${id}` })).json());
    expect(got).toMatchObject({ announcementId: id, grade: 'good', mileage: 98_500, inspector: { name: 'Ержан Сейтказин' } });
    expect(got.points.map((p) => p.code)).toEqual(INSPECTION_POINTS.map((p) => p.code));
    expect(got.counts).toEqual({ ok: INSPECTION_POINTS.length - 2, attention: 1, defect: 1 });
    expect(got.points.find((p) => p.code === 'door_fl')).toMatchObject({ group: 'paint', microns: 260, status: 'attention', note: 'Передняя левая дверь перекрашена' });
    const detail = (await app.inject({ url: `/api/announcements/${id}` })).json();
    expect(detail.inspected).toBe(true);
  });

  it('an edit replaces every answer and keeps the first inspection time', async () => {
    const id = await f.announcement({ ...car, userId: seller });
    expect((await put(id, checklist({ heater: { status: 'defect', note: 'Печка не греет' } }), inspector.token)).statusCode).toBe(200);
    const first = inspectionSchema.parse((await app.inject({ url: `/api/inspections/${id}` })).json());
    const again = await put(id, { ...checklist(), grade: 'excellent' }, inspector.token);
    expect(again.statusCode).toBe(200);
    const second = inspectionSchema.parse(again.json());
    expect(second.grade).toBe('excellent');
    expect(second.counts.defect).toBe(0);
    expect(second.inspectedAt).toBe(first.inspectedAt);
    const [n] = await t.db.query<{ n: number }>('select count(*)::int as n from inspection_points where announcement_id = $1', [id]);
    expect(n!.n).toBe(INSPECTION_POINTS.length);
  });
});

describe('unknown and invisible announcements', () => {
  it('answers 404 for an id that does not exist, a draft, and a car nobody inspected', async () => {
    expect((await app.inject({ url: '/api/inspections/99999999' })).json()).toMatchObject({ code: 'announcement_not_found' });
    expect((await app.inject({ url: '/api/inspections/99999999' })).statusCode).toBe(404);
    expect((await put(99999999, checklist(), inspector.token)).statusCode).toBe(404);
    const draft = await f.announcement({ ...car, userId: seller, status: 'draft' });
    expect((await put(draft, checklist(), inspector.token)).statusCode).toBe(404);
    const plain = await f.announcement({ ...car, userId: seller });
    const res = await app.inject({ url: `/api/inspections/${plain}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'inspection_not_found' });
    expect((await app.inject({ url: '/api/inspections/abc' })).statusCode).toBe(400);
  });
});

describe('bad checklists', () => {
  it('answers 400 with a message per field: missing, repeated and unknown points, paint without µm, a finding without a note', async () => {
    const id = await f.announcement({ ...car, userId: seller });
    const partial = checklist();
    partial.points = partial.points.slice(0, 30);
    const a = await put(id, partial, inspector.token);
    expect(a.statusCode).toBe(400);
    expect(a.json().fields).toMatchObject({ points: ['points_incomplete'] });

    const bad = checklist({ hood: { microns: null }, roof: { microns: 5 }, engine_noise: { status: 'attention', note: '  ' } });
    bad.points.push({ code: 'hood', status: 'ok', note: null, microns: 100 }, { code: 'flux_capacitor', status: 'ok', note: null, microns: null });
    const b = await put(id, bad, inspector.token);
    expect(b.statusCode).toBe(400);
    const hood = INSPECTION_POINTS.findIndex((p) => p.code === 'hood');
    const roof = INSPECTION_POINTS.findIndex((p) => p.code === 'roof');
    const noise = INSPECTION_POINTS.findIndex((p) => p.code === 'engine_noise');
    expect(b.json().fields).toMatchObject({
      [`points.${hood}.microns`]: ['microns_required'],
      [`points.${roof}.microns`]: ['microns_out_of_range'],
      [`points.${noise}.note`]: ['note_required'],
      [`points.${INSPECTION_POINTS.length}.code`]: ['point_repeated'],
      [`points.${INSPECTION_POINTS.length + 1}.code`]: ['point_unknown'],
    });
    const c = await put(id, { ...checklist(), grade: 'superb', mileage: -1 }, inspector.token);
    expect(c.statusCode).toBe(400);
    expect(Object.keys(c.json().fields)).toEqual(expect.arrayContaining(['grade', 'mileage']));
    expect((await app.inject({ url: `/api/inspections/${id}` })).statusCode).toBe(404);
  });

  it("refuses a photo that is not the inspector's own upload", async () => {
    const id = await f.announcement({ ...car, userId: seller });
    await t.db.query(
      `insert into uploads (id, user_id, format, width, height, bytes, content_hash, phash) values ('someone-elses-photo-1', $1, 'jpeg', 800, 600, 1000, 'h', 'p')`,
      [seller],
    );
    const res = await put(id, checklist({ underbody: { photoId: 'someone-elses-photo-1' } }), inspector.token);
    expect(res.statusCode).toBe(400);
    const at = INSPECTION_POINTS.findIndex((p) => p.code === 'underbody');
    expect(res.json().fields).toEqual({ [`points.${at}.photoId`]: ['photo_not_found'] });

    await t.db.query(
      `insert into uploads (id, user_id, format, width, height, bytes, content_hash, phash) values ('inspectors-photo-01', $1, 'jpeg', 800, 600, 1000, 'h2', 'p2')`,
      [inspector.id],
    );
    const ok = await put(id, checklist({ underbody: { status: 'attention', note: 'Ржавчина днища', photoId: 'inspectors-photo-01' } }), inspector.token);
    expect(ok.statusCode).toBe(200);
    expect(inspectionSchema.parse(ok.json()).points.find((p) => p.code === 'underbody')?.photo).toMatchObject({
      id: 'inspectors-photo-01',
      url: '/media/uploads/inspectors-photo-01/page.webp',
    });
  });
});

describe("a seller's inspected cars (/inspected/user/{id})", () => {
  it('lists only the seller’s inspected cars on sale, latest inspection first, with grade; others and drafts are left out', async () => {
    const dealer = (await f.user({ name: 'Автосалон' })).id;
    const first = await f.announcement({ ...car, userId: dealer });
    const second = await f.announcement({ ...car, userId: dealer });
    const notInspected = await f.announcement({ ...car, userId: dealer });
    const sold = await f.announcement({ ...car, userId: dealer });
    const elsewhere = await f.announcement({ ...car, userId: seller });
    for (const id of [first, second, sold, elsewhere]) expect((await put(id, checklist(), inspector.token)).statusCode).toBe(200);
    await t.db.query(`update inspections set inspected_at = now() - interval '3 days' where announcement_id = $1`, [first]);
    await t.db.query(`update inspections set grade = 'fair' where announcement_id = $1`, [second]);
    await t.db.query(`update announcements set status = 'sold' where id = $1`, [sold]);
    const r = await app.inject({ url: `/api/inspections/sellers/${dealer}` });
    expect(r.statusCode).toBe(200);
    const body = r.json();
    expect(body).toMatchObject({ total: 2, page: 1, pageSize: 20, pages: 1 });
    expect(body.items.map((c: { id: number }) => c.id)).toEqual([second, first]);
    expect(body.items[0]).toMatchObject({ inspected: true, inspection: { grade: 'fair' } });
    expect(body.items.map((c: { id: number }) => c.id)).not.toContain(notInspected);
    // Past the last page: empty, with the total.
    expect((await app.inject({ url: `/api/inspections/sellers/${dealer}?page=3` })).json()).toMatchObject({ items: [], total: 2, pages: 1 });
  });

  it('answers 404 for someone who never listed a car, 400 for a bad page', async () => {
    const nobody = (await f.user()).id;
    const r = await app.inject({ url: `/api/inspections/sellers/${nobody}` });
    expect(r.statusCode).toBe(404);
    expect(r.json().code).toBe('seller_not_found');
    expect((await app.inject({ url: '/api/inspections/sellers/999999999' })).statusCode).toBe(404);
    expect((await app.inject({ url: `/api/inspections/sellers/${seller}?page=0` })).statusCode).toBe(400);
  });
});

describe('generated photos (the seed’s inspections)', () => {
  it('are shown on the report, served as an SVG close-up, and kept when an inspector edits the inspection', async () => {
    const id = await f.announcement({ ...car, userId: seller, color: 'red' });
    expect((await put(id, checklist({ hood: { microns: 420, status: 'defect', note: 'Капот со шпатлёвкой' } }), inspector.token)).statusCode).toBe(200);
    // As the seed writes them (seed/inspections.ts): photographed findings and the hood, tyres and engine on every car.
    await t.db.query(`update inspection_points set photo_generated = true where announcement_id = $1 and code in ('hood', 'tyre_tread', 'engine_noise')`, [id]);
    const got = inspectionSchema.parse((await app.inject({ url: `/api/inspections/${id}` })).json());
    const hood = got.points.find((p) => p.code === 'hood')!;
    expect(hood.photo).toEqual({ id: 'inspection-photo-hood', url: `/media/inspections/${id}/hood.svg`, width: 800, height: 600 });
    expect(got.points.filter((p) => p.photo).map((p) => p.code).sort()).toEqual(['engine_noise', 'hood', 'tyre_tread']);
    const svg = await app.inject({ url: hood.photo!.url });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    // The gauge on the red panel reads the measured thickness, in the defect's colour.
    expect(svg.body).toContain('>420<');
    expect(svg.body).toContain('#b8232b');
    expect(svg.body).toContain('#d23b3b');
    expect((await app.inject({ url: `/media/inspections/${id}/tyre_tread.svg` })).body).toContain('mm');
    // The same point gives the same picture; a point without a photo and an unknown car are 404.
    expect((await app.inject({ url: hood.photo!.url })).body).toBe(svg.body);
    expect((await app.inject({ url: `/media/inspections/${id}/roof.svg` })).statusCode).toBe(404);
    expect((await app.inject({ url: '/media/inspections/99999999/hood.svg' })).statusCode).toBe(404);
    // The editor sends the photo's id back with the answers: the photo stays. Claiming one for another point is refused.
    const withPhotos = checklist({ hood: { microns: 420, status: 'defect', note: 'Капот со шпатлёвкой', photoId: hood.photo!.id }, tyre_tread: { photoId: 'inspection-photo-tyre_tread' } });
    const edited = await put(id, withPhotos, inspector.token);
    expect(edited.statusCode).toBe(200);
    expect(inspectionSchema.parse(edited.json()).points.filter((p) => p.photo).map((p) => p.code).sort()).toEqual(['hood', 'tyre_tread']);
    const claim = await put(id, checklist({ roof: { photoId: 'inspection-photo-roof' } }), inspector.token);
    expect(claim.statusCode).toBe(400);
    expect(Object.values(claim.json().fields)).toEqual([['photo_not_found']]);
  });
});
