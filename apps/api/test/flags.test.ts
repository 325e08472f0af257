import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { flagListSchema, flagSchema, frontendResponseSchema } from '@jolda/contracts';
import { createApp as createProxyApp } from '@unleash/proxy';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { metricTotals } from '../src/db/repositories/flags.js';
import { evaluateFlag, normalizedHash, toUnleashFeature, variantHash } from '../src/routes/flags/evaluate.js';
import { DEV_UNLEASH_CLIENT_KEY, FLAGS_CACHE_MS } from '../src/routes/flags/index.js';
import { type TestDb, createTestApp, createTestDb } from './helpers.js';

let t: TestDb;
let app: FastifyInstance;
const key = { authorization: DEV_UNLEASH_CLIENT_KEY };

beforeAll(async () => {
  t = await createTestDb();
  app = await createTestApp(t.db);
});
afterAll(async () => {
  await app.close();
  await t.close();
});

const frontend = (query: Record<string, string>, headers: Record<string, string> = key) =>
  app.inject({ method: 'GET', url: '/api/frontend', query, headers });
const toggles = async (query: Record<string, string>) => {
  const res = await frontend(query);
  expect(res.statusCode).toBe(200);
  return frontendResponseSchema.parse(res.json()).toggles;
};
const put = (name: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'PUT', url: `/api/flags/${name}`, payload, headers });

describe('normalizedHash / variantHash (the Unleash engine)', () => {
  it('places ids where the previous evaluator (checked against reference MurmurHash3 values) placed them', () => {
    // Visitor UUIDs and numeric user ids keep their groups of aa_test_29_2025 and their variants.
    const placed: Array<[string, number, number]> = [
      ['42', 86, 349],
      ['1007', 64, 167],
      ['6f1c2b1e-8d3a-4c1e-9b7a-2f4e5d6c7b8a', 80, 181],
      ['b0e3a1d2-7c4f-4e9a-8a1b-3c2d1e0f9a8b', 6, 475],
      ['visitor-1', 17, 706],
      ['s-0', 58, 300],
    ];
    for (const [id, rollout, variant] of placed) {
      expect(normalizedHash(id, 'test')).toBe(rollout);
      expect(variantHash(id, 'new_search_ui', 1000)).toBe(variant);
    }
  });
  it('spreads ids over 1..100 roughly evenly', () => {
    const n = 5000;
    let inHalf = 0;
    for (let i = 0; i < n; i++) {
      const h = normalizedHash(`user-${i}`, 'test');
      expect(h).toBeGreaterThanOrEqual(1);
      expect(h).toBeLessThanOrEqual(100);
      if (h <= 50) inHalf++;
    }
    expect(inHalf / n).toBeGreaterThan(0.46);
    expect(inHalf / n).toBeLessThan(0.54);
  });
});

describe('GET /api/frontend', () => {
  it('needs the client key in the Authorization header', async () => {
    const none = await frontend({}, {});
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ code: 'client_key_invalid' });
    const wrong = await frontend({}, { authorization: 'default:development.wrong' });
    expect(wrong.statusCode).toBe(401);
  });

  it('answers every seeded toggle in the Unleash frontend shape', async () => {
    const list = await toggles({ appName: 'jolda-web', sessionId: 'visitor-1', environment: 'development' });
    const names = list.map((x) => x.name);
    for (const n of ['test', 'new_search_ui', 'credit_calculator', 'ai_chat', 'garage_fines']) expect(names).toContain(n);
    const garage = list.find((x) => x.name === 'garage_fines')!;
    expect(garage).toEqual({ name: 'garage_fines', enabled: false, impressionData: false, variant: { name: 'disabled', enabled: false, feature_enabled: false } });
    const credit = list.find((x) => x.name === 'credit_calculator')!;
    expect(credit.enabled).toBe(true);
    expect(credit.variant).toMatchObject({ name: 'annuity', enabled: true, payload: { type: 'json' } });
    expect(JSON.parse(credit.variant.payload!.value)).toEqual({ maxTermMonths: 84 });
    expect(list.find((x) => x.name === 'test')!.impressionData).toBe(true);
  });

  it('evaluates a gradual rollout by a sticky hash of userId/sessionId', async () => {
    // `test` is seeded at 50 %: the same visitor always gets the same answer, and about half the visitors get it.
    let on = 0;
    const n = 200;
    for (let i = 0; i < n; i++) {
      const sessionId = `s-${i}`;
      const a = (await toggles({ sessionId })).find((x) => x.name === 'test')!.enabled;
      const b = (await toggles({ sessionId })).find((x) => x.name === 'test')!.enabled;
      expect(b).toBe(a);
      expect(a).toBe(normalizedHash(sessionId, 'test') <= 50);
      if (a) on++;
    }
    expect(on).toBeGreaterThan(n * 0.35);
    expect(on).toBeLessThan(n * 0.65);
    // userId wins over sessionId for `default` stickiness.
    const user = (await toggles({ userId: '42', sessionId: 'whatever' })).find((x) => x.name === 'test')!.enabled;
    expect(user).toBe(normalizedHash('42', 'test') <= 50);
    // Without any id the visitor cannot be placed: off.
    expect((await toggles({})).find((x) => x.name === 'test')!.enabled).toBe(false);
  });

  it('picks variants by weight, sticky per visitor', async () => {
    const seen = new Map<string, number>();
    for (let i = 0; i < 100; i++) {
      const v = (await toggles({ sessionId: `v-${i}` })).find((x) => x.name === 'new_search_ui')!.variant;
      expect(['compact', 'expanded']).toContain(v.name);
      seen.set(v.name, (seen.get(v.name) ?? 0) + 1);
      const again = (await toggles({ sessionId: `v-${i}` })).find((x) => x.name === 'new_search_ui')!.variant;
      expect(again.name).toBe(v.name);
    }
    expect(seen.get('compact')).toBeGreaterThan(25);
    expect(seen.get('expanded')).toBeGreaterThan(25);
  });
});

describe('evaluateFlag', () => {
  const base = { name: 'x', description: '', enabled: true, rollout: 100, stickiness: 'default' as const, variants: [], impressionData: false, updatedAt: '' };
  it('0 % is off for everyone, 100 % on for everyone, off stays off', () => {
    expect(evaluateFlag({ ...base, rollout: 0 }, { userId: '1' }).enabled).toBe(false);
    expect(evaluateFlag({ ...base, rollout: 100 }, {}).enabled).toBe(true);
    expect(evaluateFlag({ ...base, enabled: false }, { userId: '1' }).enabled).toBe(false);
  });
  it('userId stickiness ignores sessionId', () => {
    const flag = { ...base, rollout: 30, stickiness: 'userId' as const };
    expect(evaluateFlag(flag, { sessionId: 's' }).enabled).toBe(false);
    const ids = Array.from({ length: 50 }, (_, i) => String(i));
    for (const id of ids) expect(evaluateFlag(flag, { userId: id, sessionId: 'a' }).enabled).toBe(evaluateFlag(flag, { userId: id, sessionId: 'b' }).enabled);
  });
});

describe('POST /api/frontend/client/metrics', () => {
  const body = (toggles: Record<string, { yes: number; no: number; variants?: Record<string, number> }>) => ({
    appName: 'jolda-web',
    instanceId: 'browser-1',
    environment: 'development',
    bucket: { start: '2025-05-01T10:00:00.000Z', stop: '2025-05-01T10:00:30.000Z', toggles },
  });

  it('stores the bucket counts per toggle', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/frontend/client/metrics',
      headers: key,
      payload: body({ ai_chat: { yes: 3, no: 1 }, new_search_ui: { yes: 2, no: 0, variants: { compact: 2 } } }),
    });
    expect(res.statusCode).toBe(202);
    await app.inject({ method: 'POST', url: '/api/frontend/client/metrics', headers: key, payload: body({ ai_chat: { yes: 1, no: 4 } }) });
    const totals = await metricTotals(t.db, 'jolda-web');
    expect(totals.find((x) => x.toggle === 'ai_chat')).toEqual({ toggle: 'ai_chat', yes: 4, no: 5, variants: {} });
    expect(totals.find((x) => x.toggle === 'new_search_ui')).toEqual({ toggle: 'new_search_ui', yes: 2, no: 0, variants: { compact: 2 } });
  });

  it('needs the client key and a valid body', async () => {
    const noKey = await app.inject({ method: 'POST', url: '/api/frontend/client/metrics', payload: body({ ai_chat: { yes: 1, no: 0 } }) });
    expect(noKey.statusCode).toBe(401);
    const bad = await app.inject({
      method: 'POST',
      url: '/api/frontend/client/metrics',
      headers: key,
      payload: { appName: 'x', instanceId: 'y', bucket: { start: 'yesterday', stop: '2025-05-01T10:00:30.000Z', toggles: { a: { yes: -1, no: 0 } } } },
    });
    expect(bad.statusCode).toBe(400);
    const fields = bad.json().fields as Record<string, string[]>;
    expect(Object.keys(fields)).toEqual(expect.arrayContaining(['bucket.start', 'bucket.toggles.a.yes']));
    expect(await metricTotals(t.db, 'x')).toEqual([]);
  });
});

describe('PUT /api/flags/:name', () => {
  it('edits a flag in test mode and the frontend API follows', async () => {
    const res = await put('garage_fines', { enabled: true, rollout: 100 });
    expect(res.statusCode).toBe(200);
    expect(flagSchema.parse(res.json())).toMatchObject({ name: 'garage_fines', enabled: true, rollout: 100 });
    expect((await toggles({ sessionId: 'a' })).find((x) => x.name === 'garage_fines')!.enabled).toBe(true);
    await put('garage_fines', { enabled: false });
    expect((await toggles({ sessionId: 'a' })).find((x) => x.name === 'garage_fines')!.enabled).toBe(false);
  });

  it("shows another instance's change once its cached flags are older than FLAGS_CACHE_MS", async () => {
    const other = await createTestApp(t.db);
    const otherToggles = async () =>
      frontendResponseSchema.parse((await other.inject({ method: 'GET', url: '/api/frontend', headers: key })).json()).toggles;
    const enabled = (list: { name: string; enabled: boolean }[]) => list.find((x) => x.name === 'garage_fines')!.enabled;
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      expect(enabled(await otherToggles())).toBe(false);
      expect((await put('garage_fines', { enabled: true })).statusCode).toBe(200);
      // This instance follows at once; the other still answers from what it read…
      expect(enabled(await toggles({}))).toBe(true);
      vi.setSystemTime(Date.now() + FLAGS_CACHE_MS - 100);
      expect(enabled(await otherToggles())).toBe(false);
      // …until that is older than FLAGS_CACHE_MS.
      vi.setSystemTime(Date.now() + 200);
      expect(enabled(await otherToggles())).toBe(true);
    } finally {
      vi.useRealTimers();
      await put('garage_fines', { enabled: false });
      await other.close();
    }
  });

  it('creates a new flag and validates the body per field', async () => {
    const created = await put('brand_new', { enabled: true, description: 'New' });
    expect(created.statusCode).toBe(200);
    expect((await toggles({})).map((x) => x.name)).toContain('brand_new');
    const bad = await put('brand_new', { rollout: 150 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation_failed', fields: { rollout: ['rollout_range'] } });
    expect((await put('Bad Name!', { enabled: true })).statusCode).toBe(400);
  });

  it('outside test mode needs the admin token', async () => {
    const prod = await createTestApp(t.db, { testMode: false });
    try {
      const refused = await prod.inject({ method: 'PUT', url: '/api/flags/ai_chat', payload: { enabled: false } });
      expect(refused.statusCode).toBe(403);
      const list = await prod.inject({ method: 'GET', url: '/api/flags' });
      expect(list.statusCode).toBe(403);
    } finally {
      await prod.close();
    }
    const before = (await toggles({})).find((x) => x.name === 'ai_chat')!.enabled;
    expect(before).toBe(true);
  });
});

describe('the same answers as a real Unleash frontend API fed the same flags', () => {
  it('answers every visitor as the Unleash Proxy does (its /proxy/all), toggles and variants', async () => {
    const stored = flagListSchema.parse((await app.inject({ method: 'GET', url: '/api/flags' })).json()).items;
    const proxy = createProxyApp({
      unleashUrl: 'http://127.0.0.1:9/api', // no Unleash server: the proxy answers from its bootstrap
      unleashApiToken: 'unused',
      clientKeys: ['proxy-key'],
      expBootstrap: { data: stored.map(toUnleashFeature) as never },
      enableAllEndpoint: true,
      refreshInterval: 3_600_000,
      metricsInterval: 3_600_000,
      logLevel: 'fatal' as NonNullable<Parameters<typeof createProxyApp>[0]['logLevel']>,
    });
    const server = await new Promise<Server>((resolve) => {
      const s = proxy.listen(0, '127.0.0.1', () => resolve(s));
    });
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/proxy/all`;
      const contexts: Array<Record<string, string>> = [];
      for (let i = 0; i < 60; i++) contexts.push({ appName: 'jolda-web', sessionId: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}` });
      for (let i = 0; i < 30; i++) contexts.push({ appName: 'jolda-web', userId: String(1000 + i), sessionId: `visitor-${i}` });
      const sortByName = <T extends { name: string }>(list: T[]) => [...list].sort((a, b) => a.name.localeCompare(b.name));
      for (const ctx of contexts) {
        const theirs = await fetch(`${base}?${new URLSearchParams(ctx)}`, { headers: { authorization: 'proxy-key' } });
        expect(theirs.status).toBe(200);
        // Their answer in our contract (the shape the site's clients read), next to ours.
        const expected = frontendResponseSchema.parse(await theirs.json()).toggles;
        expect(sortByName(await toggles(ctx))).toEqual(sortByName(expected));
      }
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  }, 60_000);
});
