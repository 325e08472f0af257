import { apiErrorSchema, healthSchema } from '@jolda/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/db.js';
import { type TestDb, createTestApp, createTestDb } from './helpers.js';

let t: TestDb;
let app: FastifyInstance;

beforeAll(async () => {
  t = await createTestDb();
  app = await createTestApp(t.db);
});
afterAll(async () => {
  await app.close();
  await t.close();
});

describe('health', () => {
  it('answers ok with the driver when the database answers', async () => {
    const res = await app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    const body = healthSchema.parse(res.json());
    expect(body).toMatchObject({ status: 'ok', db: 'ok', driver: t.db.driver });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 degraded when the database is down', async () => {
    const broken: Db = {
      ...t.db,
      query: async () => {
        throw new Error('connection refused');
      },
    };
    const down = await createTestApp(broken);
    const res = await down.inject('/api/health');
    await down.close();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'degraded', db: 'down' });
  });
});

describe('errors and headers', () => {
  it('answers unknown routes with 404 not_found in the error shape', async () => {
    const res = await app.inject('/api/nope?x=1');
    expect(res.statusCode).toBe(404);
    const body = apiErrorSchema.parse(res.json());
    expect(body.code).toBe('not_found');
    expect(body.message).toContain('/api/nope');
    expect(body.requestId).toBe(res.headers['x-request-id']);
  });

  it('answers a validation error with 400 validation_failed and messages per field', async () => {
    const res = await app.inject('/api/announcements?priceFrom=abc&pageSize=500&fuel=coal');
    expect(res.statusCode).toBe(400);
    const body = apiErrorSchema.parse(res.json());
    expect(body.code).toBe('validation_failed');
    expect(Object.keys(body.fields ?? {}).sort()).toEqual(['fuel.0', 'pageSize', 'priceFrom']);
    expect(body.requestId).toBeTruthy();
  });

  it('gives every answer an x-request-id, keeping a sane incoming one', async () => {
    const a = await app.inject('/api/health');
    expect(a.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const b = await app.inject({ url: '/api/health', headers: { 'x-request-id': 'web-abc.123' } });
    expect(b.headers['x-request-id']).toBe('web-abc.123');
    const c = await app.inject({ url: '/api/health', headers: { 'x-request-id': 'bad id <script>' } });
    expect(c.headers['x-request-id']).not.toBe('bad id <script>');
  });

  it('sets security headers', async () => {
    const res = await app.inject('/api/catalog/regions');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('hides the details of a 500', async () => {
    const broken: Db = {
      ...t.db,
      query: async () => {
        throw new Error('secret table name leaked');
      },
    };
    const bad = await createTestApp(broken);
    const res = await bad.inject('/api/catalog/cities');
    await bad.close();
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ code: 'internal_error', message: 'Internal server error' });
    expect(res.body).not.toContain('secret');
  });

  it('rate-limits per IP with 429 rate_limited', async () => {
    const limited = await createTestApp(t.db, { rateLimitMax: 2 });
    const codes = [];
    for (let i = 0; i < 3; i++) codes.push((await limited.inject('/api/catalog/regions')).statusCode);
    const res = await limited.inject('/api/catalog/regions');
    await limited.close();
    expect(codes).toEqual([200, 200, 429]);
    expect(res.json()).toMatchObject({ code: 'rate_limited' });
    expect(res.headers['retry-after']).toBeDefined();
  });
});

describe('OpenAPI', () => {
  it('serves the document with the API routes', async () => {
    const res = await app.inject('/api/openapi.json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of ['/api/health', '/api/announcements', '/api/announcements/{id}', '/auth/otp/request', '/api/catalog/brands/{brand}/models']) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
    expect(Object.keys(doc.paths)).not.toContain('/auth/test/otp');
  });

  it('renders the Scalar reference at /api/docs', async () => {
    const redirect = await app.inject('/api/docs');
    expect(redirect.statusCode).toBe(301);
    const res = await app.inject(redirect.headers.location as string);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('/api/openapi.json');
  });
});
