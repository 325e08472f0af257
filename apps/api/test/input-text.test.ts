import { randomBytes } from 'node:crypto';
import { INPUT_ERROR, inputProblems } from '@jolda/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUpload } from '../src/db/repositories/uploads.js';
import { DEV_UNLEASH_CLIENT_KEY } from '../src/routes/flags/index.js';
import { Factory } from './factories.js';
import { type TestDb, createTestApp, createTestDb, testTokens } from './helpers.js';

/**
 * Issue 17, defect 6: a NUL (`\u0000`) in any stored text, a lone surrogate or a NUL key in a draft's JSON, and a draft
 * nested 5,000 deep answered 500. Every route that stores text refuses them with 400 `validation_failed` and the
 * field's code, and nothing is stored.
 */

let t: TestDb;
let app: FastifyInstance;
let f: Factory;
let token: string;
let userId: number;
let announcementId: number;
const tokens = testTokens(() => t.db);

const NUL = 'Продаю\u0000машину';
const LONE = 'Продаю \uD83D машину';
const YEAR = 2019;

beforeAll(async () => {
  t = await createTestDb();
  app = await createTestApp(t.db);
  f = new Factory(t.db);
  const region = await f.region({ slug: 'almaty-city', plate: '02' });
  const city = await f.city({ slug: 'almaty', regionId: region.id });
  const brand = await f.brand({ slug: 'toyota', name: 'Toyota' });
  const model = await f.model(brand.id, { slug: 'camry', name: 'Camry' });
  const user = await f.user();
  userId = user.id;
  token = await tokens.signAccess(user.id);
  announcementId = await f.announcement({ userId, brandId: brand.id, modelId: model.id, cityId: city.id, year: YEAR });
});
afterAll(async () => {
  await app.close();
  await t.close();
});

const auth = () => ({ authorization: `Bearer ${token}` });

async function upload(): Promise<string> {
  const id = randomBytes(16).toString('base64url');
  const hash = randomBytes(32).toString('hex');
  await insertUpload(t.db, { id, userId, format: 'png', width: 800, height: 600, bytes: 1000, contentHash: hash, phash: hash.slice(0, 16) });
  return id;
}

async function announcementInput(description: string) {
  return {
    brand: 'toyota',
    model: 'camry',
    year: YEAR,
    body: 'sedan',
    engineVolume: 2.5,
    fuel: 'petrol',
    transmission: 'automatic',
    drive: 'fwd',
    color: 'white',
    steering: 'left',
    customsCleared: true,
    condition: 'used',
    mileage: 90_000,
    price: 13_000_000,
    city: 'almaty',
    description,
    phone: '+77011234567',
    photos: [await upload()],
  };
}

const metrics = (o: { appName?: string; environment?: string; toggle?: string; variant?: string }) => ({
  appName: o.appName ?? 'jolda-web',
  instanceId: 'browser-1',
  environment: o.environment ?? 'development',
  bucket: {
    start: '2025-05-01T10:00:00.000Z',
    stop: '2025-05-01T10:00:30.000Z',
    toggles: { [o.toggle ?? 'ai_chat']: { yes: 1, no: 0, variants: { [o.variant ?? 'compact']: 1 } } },
  },
});

/** Every route that stores text, with the body that puts `text` into the field named `field`. */
const routes: Array<{
  name: string;
  method: 'POST' | 'PUT';
  url: () => string;
  headers?: () => Record<string, string>;
  body: (text: string) => unknown | Promise<unknown>;
  field: string;
}> = [
  { name: 'profile name', method: 'PUT', url: () => '/auth/update-profile/v2/', headers: auth, body: (s) => ({ name: s }), field: 'name' },
  { name: 'new announcement description', method: 'POST', url: () => '/api/announcements', headers: auth, body: announcementInput, field: 'description' },
  {
    name: 'edited announcement description',
    method: 'PUT',
    url: () => `/api/announcements/${announcementId}`,
    headers: auth,
    body: announcementInput,
    field: 'description',
  },
  {
    name: 'NPS comment',
    method: 'POST',
    url: () => '/api/nps',
    body: (s) => ({ score: 9, comment: s, uuid: '0b7f3a52-5d4e-4c1b-9d51-3f2a1c0e9b10' }),
    field: 'comment',
  },
  {
    name: 'report comment',
    method: 'POST',
    url: () => `/api/announcements/${announcementId}/reports`,
    body: (s) => ({ reason: 'other', comment: `${s} — подозрительно` }),
    field: 'comment',
  },
  {
    name: 'flag metrics app name',
    method: 'POST',
    url: () => '/api/frontend/client/metrics',
    headers: () => ({ authorization: DEV_UNLEASH_CLIENT_KEY }),
    body: (s) => metrics({ appName: s }),
    field: 'appName',
  },
  {
    name: 'flag metrics environment',
    method: 'POST',
    url: () => '/api/frontend/client/metrics',
    headers: () => ({ authorization: DEV_UNLEASH_CLIENT_KEY }),
    body: (s) => metrics({ environment: s }),
    field: 'environment',
  },
  {
    name: 'flag description',
    method: 'PUT',
    url: () => '/api/flags/text_check',
    body: (s) => ({ description: s }),
    field: 'description',
  },
  {
    name: 'flag variant payload',
    method: 'PUT',
    url: () => '/api/flags/text_check',
    body: (s) => ({ variants: [{ name: 'a', weight: 1000, payload: { type: 'string', value: s } }] }),
    field: 'variants.0.payload.value',
  },
  {
    name: 'draft value',
    method: 'PUT',
    url: () => '/api/drafts/current',
    headers: auth,
    body: (s) => ({ step: 2, values: { description: s }, photos: [], savedAt: 1 }),
    field: 'values.description',
  },
];

async function send(r: (typeof routes)[number], text: string) {
  return app.inject({
    method: r.method,
    url: r.url(),
    headers: r.headers?.() ?? {},
    payload: (await r.body(text)) as object,
  });
}

describe('NUL and broken Unicode in stored text', () => {
  for (const r of routes) {
    it(`${r.name}: a NUL is 400 text_nul, a lone surrogate 400 text_broken_unicode`, async () => {
      const nul = await send(r, NUL);
      expect(nul.statusCode, nul.body).toBe(400);
      expect(nul.json()).toMatchObject({ code: 'validation_failed', fields: { [r.field]: [INPUT_ERROR.textNul] } });
      const lone = await send(r, LONE);
      expect(lone.statusCode, lone.body).toBe(400);
      expect(lone.json()).toMatchObject({ code: 'validation_failed', fields: { [r.field]: [INPUT_ERROR.textBrokenUnicode] } });
    });
  }

  it('the same text without the NUL is stored (the routes above work at all)', async () => {
    for (const r of routes) {
      const res = await send(r, 'Продаю машину, один владелец');
      expect(res.statusCode, `${r.name}: ${res.body}`).toBeLessThan(300);
    }
  });

  it('a NUL key in the flag metrics toggles or variants is 400 key_invalid', async () => {
    for (const body of [metrics({ toggle: 'a\u0000b' }), metrics({ variant: 'v\u0000' })]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/frontend/client/metrics',
        headers: { authorization: DEV_UNLEASH_CLIENT_KEY },
        payload: body,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(Object.values(res.json().fields).flat()).toContain(INPUT_ERROR.keyInvalid);
    }
  });
});

describe('draft JSON', () => {
  const put = (payload: string) =>
    app.inject({ method: 'PUT', url: '/api/drafts/current', headers: { ...auth(), 'content-type': 'application/json' }, payload });

  it('a NUL key is 400 key_invalid on `values`', async () => {
    const res = await put('{"step":1,"values":{"de\\u0000sc":"x"},"photos":[],"savedAt":1}');
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed', fields: { values: [INPUT_ERROR.keyInvalid] } });
  });

  it('a lone surrogate deep inside a value is 400 with its path', async () => {
    const res = await put('{"step":1,"values":{"extra":{"list":["ok","\\udc00"]}},"photos":[],"savedAt":1}');
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ fields: { 'values.extra.list.1': [INPUT_ERROR.textBrokenUnicode] } });
  });

  it('a draft nested 5,000 deep is 400 too_deep, and the stored draft is untouched', async () => {
    const good = await put('{"step":1,"values":{"brand":"kia"},"photos":[],"savedAt":5}');
    expect(good.statusCode).toBe(200);
    for (const deep of [
      `{"step":1,"values":{"x":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}},"photos":[],"savedAt":6}`,
      `{"step":1,"values":{"x":${'['.repeat(5000)}${']'.repeat(5000)}},"photos":[],"savedAt":6}`,
    ]) {
      const res = await put(deep);
      expect(res.statusCode, res.body.slice(0, 200)).toBe(400);
      expect(Object.values(res.json().fields).flat()).toEqual([INPUT_ERROR.tooDeep]);
    }
    const current = await app.inject({ url: '/api/drafts/current', headers: auth() });
    expect(current.json().draft).toMatchObject({ values: { brand: 'kia' }, savedAt: 5 });
  });
});

describe('query strings and path parameters', () => {
  it('a NUL or a lone surrogate in a search query is 400, not 500', async () => {
    for (const q of ['brand=to%00yota', 'city=%ED%A0%80', 'model=a%00']) {
      const res = await app.inject({ url: `/api/announcements?${q}` });
      expect(res.statusCode, `${q}: ${res.body}`).toBe(400);
      expect(res.json().code).toBe('validation_failed');
    }
  });

  it('a NUL in a path parameter is 400 or 404, never 500', async () => {
    for (const url of ['/api/catalog/brands/to%00yota/models', '/api/vin/JTN%00B', '/api/flags/a%00b']) {
      const res = await app.inject({ method: url.startsWith('/api/flags') ? 'PUT' : 'GET', url, payload: url.startsWith('/api/flags') ? {} : undefined });
      expect([400, 404], `${url}: ${res.body}`).toContain(res.statusCode);
    }
  });
});

describe('inputProblems', () => {
  it('finds every kind once, with its path, and leaves good input alone', () => {
    expect(inputProblems({ a: 'ok', b: ['fine', { c: 'emoji 🚗 ok' }] })).toEqual([]);
    const found = inputProblems({ a: 'x\u0000', b: ['\uD800'], 'k\u0000': 1 });
    expect(found).toHaveLength(3);
    expect(found).toEqual(
      expect.arrayContaining([
        { path: ['a'], code: 'text_nul' },
        { path: ['b', 0], code: 'text_broken_unicode' },
        { path: [], code: 'key_invalid' },
      ]),
    );
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(inputProblems(deep)).toEqual([{ path: Array(32).fill(0), code: 'too_deep' }]);
  });
});
