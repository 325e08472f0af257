import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type AnnouncementInputRaw,
  announcementWriteResultSchema,
  editableAnnouncementSchema,
  myAnnouncementsSchema,
  vinDecodeSchema,
} from '@jolda/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Factory } from './factories.js';
import { type TestDb, createTestApp, createTestDb, testTokens } from './helpers.js';
import { noisePng, uploadPhoto } from './posting-helpers.js';

let t: TestDb;
let app: FastifyInstance;
let f: Factory;
let dir: string;
let owner: { id: number; token: string };
let other: { id: number; token: string };
let modelId: number;
let brandId: number;
let cityId: number;
let seed = 100;
const tokens = testTokens(() => t.db);
const YEAR = new Date().getFullYear();

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'jolda-posting-'));
  t = await createTestDb();
  app = await createTestApp(t.db, { dataDir: join(dir, 'pglite') });
  f = new Factory(t.db);
  const region = await f.region({ slug: 'almaty-city', plate: '02', ru: 'Алматы' });
  const city = await f.city({ slug: 'almaty', regionId: region.id });
  cityId = city.id;
  const brand = await f.brand({ slug: 'toyota', name: 'Toyota' });
  brandId = brand.id;
  const model = await f.model(brand.id, { slug: 'camry', name: 'Camry' });
  modelId = model.id;
  await f.generation(model.id, { slug: 'xv70', name: 'XV70', from: 2017, to: 2024 });
  const u1 = await f.user();
  const u2 = await f.user();
  owner = { id: u1.id, token: await tokens.signAccess(u1.id) };
  other = { id: u2.id, token: await tokens.signAccess(u2.id) };
  // The market: five published Camry 2019 around 13 M and 90 000 km.
  for (const [i, price] of [12_500_000, 13_000_000, 13_500_000, 14_000_000, 12_800_000].entries()) {
    await f.announcement({ userId: u2.id, brandId, modelId, cityId, year: 2019, price, mileage: 80_000 + i * 5000 });
  }
});
afterAll(async () => {
  await app.close();
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

const auth = (token?: string) => (token ? { authorization: `Bearer ${token}` } : {});

async function photos(n: number, token?: string): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const res = await uploadPhoto(app, await noisePng(seed++), { token });
    expect(res.statusCode).toBe(201);
    ids.push(res.json().id);
  }
  return ids;
}

async function input(o: Partial<AnnouncementInputRaw> = {}): Promise<AnnouncementInputRaw> {
  return {
    brand: 'toyota',
    model: 'camry',
    generation: 'xv70',
    year: 2019,
    body: 'sedan',
    engineVolume: 2.5,
    fuel: 'petrol',
    transmission: 'automatic',
    drive: 'fwd',
    color: 'white',
    steering: 'left',
    customsCleared: true,
    condition: 'used',
    mileage: 85_000,
    price: 13_200_000,
    city: 'almaty',
    description: 'Один хозяин, обслуживание у дилера.',
    phone: '+77011234567',
    vin: null,
    plate: '123 ABC 02',
    photos: o.photos ?? (await photos(3, owner.token)),
    ...o,
  };
}

const post = (body: unknown, token: string | null = owner.token) =>
  app.inject({ method: 'POST', url: '/api/announcements', payload: body as object, headers: auth(token ?? undefined) });

async function create(o: Partial<AnnouncementInputRaw> = {}, token = owner.token) {
  const res = await post(await input({ photos: o.photos ?? (await photos(2, token)), ...o }), token);
  expect(res.statusCode, res.body).toBe(201);
  return announcementWriteResultSchema.parse(res.json());
}

describe('POST /api/announcements: validation', () => {
  const cases: Array<[string, Partial<AnnouncementInputRaw>, string, string]> = [
    ['year before 1950', { year: 1949 }, 'year', 'year_range'],
    ['year after next year', { year: YEAR + 2 }, 'year', 'year_range'],
    ['engine volume too small', { engineVolume: 0.5 }, 'engineVolume', 'engine_range'],
    ['engine volume too large', { engineVolume: 8.1 }, 'engineVolume', 'engine_range'],
    ['engine volume missing for petrol', { engineVolume: null }, 'engineVolume', 'engine_required'],
    ['engine volume on an electric car', { fuel: 'electric', engineVolume: 2 }, 'engineVolume', 'engine_not_for_electric'],
    ['mileage negative', { mileage: -1 }, 'mileage', 'mileage_range'],
    ['mileage over 2 000 000', { mileage: 2_000_001 }, 'mileage', 'mileage_range'],
    ['new car over 500 km', { condition: 'new', mileage: 501, year: YEAR }, 'mileage', 'mileage_new_too_high'],
    ['price under 100 000', { price: 99_999 }, 'price', 'price_range'],
    ['price over 2 000 000 000', { price: 2_000_000_001 }, 'price', 'price_range'],
    ['description over 3000 characters', { description: 'а'.repeat(3001) }, 'description', 'description_too_long'],
    ['HTML in the description', { description: 'Отличная <script>alert(1)</script>' }, 'description', 'description_html'],
    ['phone not +7 7XX', { phone: '+76011234567' }, 'phone', 'phone_invalid'],
    ['VIN with I/O/Q', { vin: 'JTNB11HK2O3012345' }, 'vin', 'vin_invalid'],
    ['VIN too short', { vin: 'JTNB11HK2' }, 'vin', 'vin_invalid'],
    ['plate in a wrong shape', { plate: 'AB 123' }, 'plate', 'plate_invalid'],
    ['no photos', { photos: [] }, 'photos', 'photos_min'],
    ['31 photos', { photos: Array.from({ length: 31 }, (_, i) => `photo-${String(i).padStart(14, '0')}`) }, 'photos', 'photos_max'],
    ['unknown body', { body: 'tank' as never }, 'body', 'invalid'],
    ['missing brand', { brand: '' }, 'brand', 'required'],
  ];
  for (const [name, patch, field, code] of cases) {
    it(`400 for ${name}`, async () => {
      const res = await post(await input({ photos: ['aaaaaaaaaaaaaaaaaaaa'], ...patch }));
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.code).toBe('validation_failed');
      expect(body.fields[field]).toContain(code);
    });
  }

  it('reports unknown catalogue slugs and foreign or missing photos per field', async () => {
    const foreign = await photos(1, other.token);
    const res = await post(await input({ model: 'nope', city: 'atlantis', photos: [...foreign, 'missingmissingmissing'] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      model: ['unknown_model'],
      city: ['unknown_city'],
      photos: ['photo_not_found'],
    });
  });

  it('401 for an anonymous visitor', async () => {
    const res = await post(await input(), null);
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/announcements: automatic checks', () => {
  it('publishes a plausible announcement, with its photos in order and its first price in the history', async () => {
    const ids = await photos(3, owner.token);
    const r = await create({ photos: ids, vin: 'JTNBE46K373012345' });
    expect(r).toMatchObject({ status: 'published', rejectReason: null });
    const detail = (await app.inject({ url: `/api/announcements/${r.id}` })).json();
    expect(detail.photos.map((p: { url: string }) => p.url)).toEqual(ids.map((id) => `/media/uploads/${id}/page.webp`));
    expect(detail.photo.url).toBe(`/media/uploads/${ids[0]}/page.webp`);
    const history = await t.db.query('select price from price_history where announcement_id = $1', [r.id]);
    expect(history.map((h) => Number(h['price']))).toEqual([13_200_000]);
    // in search by seller
    const search = (await app.inject({ url: `/api/announcements?seller=${owner.id}` })).json();
    expect(search.items.map((i: { id: number }) => i.id)).toContain(r.id);
  });

  it('warns (never refuses) when the VIN check digit does not match', async () => {
    const good = await create({ vin: '1M8GDM9AXKP042788' });
    expect(good.warnings).toEqual([]);
    const bad = await create({ vin: '1M8GDM9A1KP042788' });
    expect(bad.status).toBe('published');
    expect(bad.warnings).toContain('vin_check_digit');
  });

  it('rejects a duplicate of another active announcement by VIN', async () => {
    await create({ vin: 'XTA21099043456789' });
    const dup = await create({ vin: 'XTA21099043456789' }, other.token);
    expect(dup).toMatchObject({ status: 'rejected', rejectReason: 'duplicate_vin' });
  });

  it('rejects a duplicate by the same photos, even re-encoded under another upload', async () => {
    const png = await noisePng(9999, 320, 240);
    const first = await uploadPhoto(app, png, { token: owner.token });
    await create({ photos: [first.json().id] });
    const { default: sharp } = await import('sharp');
    const again = await uploadPhoto(app, await sharp(png).jpeg({ quality: 100 }).toBuffer(), { token: other.token });
    const dup = await create({ photos: [again.json().id] }, other.token);
    expect(dup).toMatchObject({ status: 'rejected', rejectReason: 'duplicate_photos' });
  });

  it('refuses an absurd price with a field error and holds a far-off one for manual moderation', async () => {
    const absurd = await post(await input({ price: 130_000 }));
    expect(absurd.statusCode).toBe(400);
    expect(absurd.json().fields.price).toEqual(['price_implausible']);
    const low = await create({ price: 4_000_000 });
    expect(low).toMatchObject({ status: 'moderation', moderationNote: 'price_out_of_market' });
    // not shown in search while held
    const search = (await app.inject({ url: `/api/announcements?seller=${owner.id}&pageSize=50` })).json();
    expect(search.items.map((i: { id: number }) => i.id)).not.toContain(low.id);
  });

  it('refuses absurd mileage for the age and holds junk mileage', async () => {
    const absurd = await post(await input({ year: YEAR, mileage: 900_000 }));
    expect(absurd.json().fields.mileage).toEqual(['mileage_implausible']);
    const junk = await create({ mileage: 777_777, year: 2010, price: 6_000_000 });
    expect(junk).toMatchObject({ status: 'moderation', moderationNote: 'mileage_suspicious' });
  });

  it('clears the draft once posted', async () => {
    await app.inject({ method: 'PUT', url: '/api/drafts/current', headers: auth(owner.token), payload: { step: 2, values: { brand: 'toyota' } } });
    await create();
    const res = await app.inject({ url: '/api/drafts/current', headers: auth(owner.token) });
    expect(res.json().draft).toBeNull();
  });
});

describe('ownership', () => {
  let id: number;
  beforeAll(async () => {
    id = (await create()).id;
  });

  it('403 forbidden for another user editing, changing status, deleting or opening the edit form', async () => {
    const body = await input({ photos: await photos(1, other.token) });
    const attempts = [
      app.inject({ method: 'PUT', url: `/api/announcements/${id}`, headers: auth(other.token), payload: body }),
      app.inject({ method: 'POST', url: `/api/announcements/${id}/status`, headers: auth(other.token), payload: { status: 'sold' } }),
      app.inject({ method: 'POST', url: `/api/announcements/${id}/status`, headers: auth(other.token), payload: { status: 'archived' } }),
      app.inject({ method: 'DELETE', url: `/api/announcements/${id}`, headers: auth(other.token) }),
      app.inject({ url: `/api/my/announcements/${id}`, headers: auth(other.token) }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('forbidden');
    }
    const [row] = await t.db.query<{ status: string }>('select status from announcements where id = $1', [id]);
    expect(row!.status).toBe('published');
  });

  it('401 for anonymous writes, 404 for a missing announcement', async () => {
    expect((await app.inject({ method: 'DELETE', url: `/api/announcements/${id}` })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: `/api/announcements/${id}/status`, payload: { status: 'sold' } })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/my/announcements' })).statusCode).toBe(401);
    const missing = await app.inject({ method: 'DELETE', url: '/api/announcements/99999999', headers: auth(owner.token) });
    expect(missing.statusCode).toBe(404);
  });

  it('lets the owner edit (price change recorded), mark sold, republish, archive and delete', async () => {
    const form = editableAnnouncementSchema.parse((await app.inject({ url: `/api/my/announcements/${id}`, headers: auth(owner.token) })).json());
    expect(form.input).toMatchObject({ brand: 'toyota', model: 'camry', generation: 'xv70', plate: '123 ABC 02', phone: '+77011234567' });
    expect(form.photos).toHaveLength(2);
    expect(form.photos.map((p) => p.id)).toEqual(form.input.photos);

    const put = await app.inject({
      method: 'PUT',
      url: `/api/announcements/${id}`,
      headers: auth(owner.token),
      payload: { ...form.input, price: 12_900_000 },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().status).toBe('published');
    const history = await t.db.query('select price from price_history where announcement_id = $1 order by id', [id]);
    expect(history.map((h) => Number(h['price']))).toEqual([13_200_000, 12_900_000]);

    const status = (s: string) =>
      app.inject({ method: 'POST', url: `/api/announcements/${id}/status`, headers: auth(owner.token), payload: { status: s } });
    expect((await status('sold')).json().status).toBe('sold');
    const sold = (await app.inject({ url: `/api/announcements/${id}` })).json();
    expect(sold).toMatchObject({ status: 'sold', price: 12_900_000 });
    expect((await status('published')).json().status).toBe('published');
    expect((await status('archived')).json().status).toBe('archived');
    expect((await status('archived')).statusCode).toBe(409);

    const del = await app.inject({ method: 'DELETE', url: `/api/announcements/${id}`, headers: auth(owner.token) });
    expect(del.statusCode).toBe(204);
    expect((await app.inject({ url: `/api/announcements/${id}` })).statusCode).toBe(404);
  });
});

describe('GET /api/my/announcements', () => {
  it('lists only the user\'s announcements with counters and counts per status, filtered by status', async () => {
    const mine = await create();
    const all = myAnnouncementsSchema.parse((await app.inject({ url: '/api/my/announcements', headers: auth(owner.token) })).json());
    expect(all.items.length).toBeGreaterThan(0);
    const item = all.items.find((i) => i.id === mine.id)!;
    expect(item).toMatchObject({ status: 'published', views: 0, phoneReveals: 0, favourites: 0 });

    // Counters from the buyer tables (migration 0005), when present.
    const tables = await t.db.query<{ n: string }>(
      "select table_name as n from information_schema.tables where table_schema = current_schema() and table_name in ('favourites', 'phone_reveals')",
    );
    if (tables.length === 2) {
      await t.db.query('insert into favourites (user_id, announcement_id, price_at_add) values ($1, $2, 1)', [other.id, mine.id]);
      await t.db.query("insert into phone_reveals (announcement_id, ip) values ($1, '1.1.1.1'), ($1, '2.2.2.2')", [mine.id]);
      await app.inject({ method: 'POST', url: `/api/announcements/${mine.id}/views`, headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/140.0 Mobile Safari/537.36' } });
      const again = myAnnouncementsSchema.parse((await app.inject({ url: '/api/my/announcements', headers: auth(owner.token) })).json());
      expect(again.items.find((i) => i.id === mine.id)).toMatchObject({ views: 1, phoneReveals: 2, favourites: 1 });
    }
    const sum = Object.values(all.counts).reduce((a, b) => a + b, 0);
    expect(sum).toBe(all.items.length);
    const theirs = await t.db.query<{ id: number }>('select id from announcements where user_id = $1', [other.id]);
    for (const r of theirs) expect(all.items.map((i) => i.id)).not.toContain(Number(r.id));

    const held = (await app.inject({ url: '/api/my/announcements?status=moderation', headers: auth(owner.token) })).json();
    expect(held.items.every((i: { status: string }) => i.status === 'moderation')).toBe(true);
    expect(held.items.length).toBe(all.counts.moderation);
  });
});

describe('drafts', () => {
  it('round-trips the whole form state per user', async () => {
    const draft = { step: 3, values: { brand: 'toyota', model: 'camry', price: '13 200 000', description: 'Тест' }, photos: [], savedAt: 1_700_000_000_000 };
    const put = await app.inject({ method: 'PUT', url: '/api/drafts/current', headers: auth(other.token), payload: draft });
    expect(put.statusCode).toBe(200);
    const got = (await app.inject({ url: '/api/drafts/current', headers: auth(other.token) })).json();
    expect(got.draft).toEqual(draft);
    expect(typeof got.updatedAt).toBe('string');
    expect((await app.inject({ url: '/api/drafts/current' })).statusCode).toBe(401);
    const bad = await app.inject({ method: 'PUT', url: '/api/drafts/current', headers: auth(other.token), payload: { step: 'x' } });
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /api/vin/:vin and /api/plates/:plate', () => {
  it('decodes the brand from the WMI, the model year and the check digit', async () => {
    const res = vinDecodeSchema.parse((await app.inject({ url: '/api/vin/JTNBE46K373012345' })).json());
    expect(res).toMatchObject({ formatValid: true, wmi: 'JTN', brand: { slug: 'toyota' }, modelYear: 2007 });
    const valid = vinDecodeSchema.parse((await app.inject({ url: '/api/vin/1M8GDM9AXKP042788' })).json());
    expect(valid).toMatchObject({ checkDigitValid: true, expectedCheckDigit: 'X', brand: null });
    const bad = (await app.inject({ url: '/api/vin/ABC' })).json();
    expect(bad).toMatchObject({ formatValid: false, checkDigitValid: false, modelYear: null });
  });

  it('answers a plate honestly: region from the code, not found', async () => {
    const res = (await app.inject({ url: '/api/plates/123abc02' })).json();
    expect(res).toMatchObject({ plate: '123 ABC 02', valid: true, found: false, region: { slug: 'almaty-city' } });
  });
});
