import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Factory } from './factories.js';
import { type TestDb, createTestApp, createTestDb } from './helpers.js';

let t: TestDb;
let app: FastifyInstance;
let id: number;

beforeAll(async () => {
  t = await createTestDb();
  app = await createTestApp(t.db);
  const f = new Factory(t.db);
  const brand = await f.brand({ name: 'Lexus' });
  const model = await f.model(brand.id, { name: 'RX' });
  const user = await f.user();
  const city = await f.city();
  id = await f.announcement({ userId: user.id, brandId: brand.id, modelId: model.id, cityId: city.id, photos: 2, color: 'red', body: 'suv' });
});
afterAll(async () => {
  await app.close();
  await t.close();
});

describe('GET /media/generated/:key.svg', () => {
  it('draws the announcement car as an immutable SVG', async () => {
    const res = await app.inject(`/media/generated/${id}-0.svg`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toMatch(/^<svg /);
    expect(res.body).toContain('Lexus RX');
    expect(res.body).toContain('#b8232b'); // red paint
  });

  it('is deterministic and varies by position', async () => {
    const a = (await app.inject(`/media/generated/${id}-1.svg`)).body;
    const b = (await app.inject(`/media/generated/${id}-1.svg`)).body;
    const c = (await app.inject(`/media/generated/${id}-0.svg`)).body;
    expect(a).toBe(b);
    expect(a).not.toBe(c);
  });

  it('renders a valid 800×600 image, also for unknown keys', async () => {
    for (const key of [`${id}-0`, 'unknown-7']) {
      const res = await app.inject(`/media/generated/${key}.svg`);
      expect(res.statusCode).toBe(200);
      const meta = await sharp(Buffer.from(res.body)).metadata();
      expect([meta.width, meta.height]).toEqual([800, 600]);
    }
  });

  it('refuses odd keys', async () => {
    expect((await app.inject('/media/generated/..%2Fetc.svg')).statusCode).toBe(400);
  });
});
