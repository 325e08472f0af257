import { marketVideoDetailSchema, marketVideoListSchema } from '@jolda/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areMarketVideosEmpty } from '../src/db/repositories/market-videos.js';
import { seedMarketVideos } from '../src/db/seed/market-videos.js';
import { type TestDb, createTestApp, createTestDb } from './helpers.js';
import { marketFixture } from './market-fixtures.js';

let t: TestDb;
let app: FastifyInstance;
let m: Awaited<ReturnType<typeof marketFixture>>;
const ids: Record<string, number> = {};

const get = (url: string, lang?: string) => app.inject({ method: 'GET', url, headers: lang ? { 'accept-language': lang } : {} });

/** A video of the test's own: a demo without a source unless one is given. */
async function video(key: string, modelId: number, publishedOn: string, o: Partial<{ demo: boolean; kind: string; url: string; sourceKind: string; language: string }> = {}) {
  const [r] = await t.db.query<{ id: number }>(
    `insert into market_videos (model_id, kind, title_ru, title_kk, summary_ru, summary_kk, language, duration_s, poster,
       source_kind, source_url, demo, published_on)
     values ($1, $2, $3, $4, $5, $6, $7, 754, $8, $9, $10, $11, $12) returning id`,
    [modelId, o.kind ?? 'review', `Видео ${key}`, `Бейне ${key}`, `Описание ${key}`, `Сипаттама ${key}`, o.language ?? 'ru',
      `/media/market/${modelId}-${m.colours.white}.svg`, o.url ? (o.sourceKind ?? 'file') : null, o.url ?? null, o.demo ?? !o.url, publishedOn],
  );
  ids[key] = Number(r!.id);
}

beforeAll(async () => {
  t = await createTestDb();
  m = await marketFixture(t.db);
  app = await createTestApp(t.db);
  await video('k5-old', m.k5.id, '2025-06-01');
  await video('k5-new', m.k5.id, '2026-03-01', { kind: 'test_drive', language: 'kk' });
  await video('k5-file', m.k5.id, '2026-01-10', { url: 'https://cdn.example.kz/video/k5-review.mp4', kind: 'walkaround' });
  await video('lx', m.lx.id, '2026-02-01', { url: 'https://www.youtube.com/watch?v=abc123', sourceKind: 'link', kind: 'offroad' });
});
afterAll(async () => {
  await app.close();
  await t.close();
});

describe('GET /api/market/videos', () => {
  it('lists every model’s videos newest first, in the reader’s language, with the total and pages', async () => {
    const res = await get('/api/market/videos');
    expect(res.statusCode).toBe(200);
    const body = marketVideoListSchema.parse(res.json());
    expect(body.items.map((v) => v.id)).toEqual([ids['k5-new'], ids['lx'], ids['k5-file'], ids['k5-old']]);
    expect(body).toMatchObject({ total: 4, page: 1, pages: 1, brand: null, model: null });
    const first = body.items[0]!;
    expect(first).toMatchObject({ kind: 'test_drive', title: 'Видео k5-new', language: 'kk', durationSec: 754, publishedOn: '2026-03-01', demo: true });
    expect(first.brand).toEqual({ slug: 'kia', name: 'Kia', premium: false });
    expect(first.model).toEqual({ slug: 'k5', name: 'K5', premium: false });
    const kk = marketVideoListSchema.parse((await get('/api/market/videos', 'kk')).json());
    expect(kk.items[0]!.title).toBe('Бейне k5-new');
    expect(res.headers['cache-control']).toBe('public, max-age=60');
  });

  it('filters by brand and by model, and pages', async () => {
    const kia = marketVideoListSchema.parse((await get('/api/market/videos?brand=kia')).json());
    expect(kia.items.map((v) => v.id)).toEqual([ids['k5-new'], ids['k5-file'], ids['k5-old']]);
    expect(kia.brand).toEqual({ slug: 'kia', name: 'Kia', premium: false });
    const lx = marketVideoListSchema.parse((await get('/api/market/videos?brand=lexus&model=lx')).json());
    expect(lx.items.map((v) => v.id)).toEqual([ids['lx']]);
    expect(lx.model).toEqual({ slug: 'lx', name: 'LX', premium: true });
    const page2 = marketVideoListSchema.parse((await get('/api/market/videos?brand=kia&model=k5&page=2&pageSize=2')).json());
    expect(page2).toMatchObject({ total: 3, page: 2, pageSize: 2, pages: 2 });
    expect(page2.items.map((v) => v.id)).toEqual([ids['k5-old']]);
  });

  it('says 404 for a brand or model not on the market, 400 for a model without its brand or a bad page', async () => {
    expect((await get('/api/market/videos?brand=tesla')).json()).toMatchObject({ code: 'brand_not_found' });
    expect((await get('/api/market/videos?brand=tesla')).statusCode).toBe(404);
    // Rio is in the catalogue (used cars) but not on sale new.
    const rio = await get('/api/market/videos?brand=kia&model=rio');
    expect(rio.statusCode).toBe(404);
    expect(rio.json()).toMatchObject({ code: 'model_not_found' });
    expect((await get('/api/market/videos?brand=lexus&model=k5')).statusCode).toBe(404);
    const orphan = await get('/api/market/videos?model=k5');
    expect(orphan.statusCode).toBe(400);
    expect(orphan.json()).toMatchObject({ code: 'validation_failed', fields: { brand: expect.any(Array) } });
    for (const q of ['page=0', 'pageSize=49', 'page=x', 'brand=Kia%20Motors']) {
      expect((await get(`/api/market/videos?${q}`)).statusCode, q).toBe(400);
    }
  });
});

describe('GET /api/market/videos/:id', () => {
  it('gives a demo video without a source, and the model’s other videos newest first', async () => {
    const res = await get(`/api/market/videos/${ids['k5-old']}`);
    expect(res.statusCode).toBe(200);
    const body = marketVideoDetailSchema.parse(res.json());
    expect(body.video).toMatchObject({ id: ids['k5-old'], title: 'Видео k5-old', summary: 'Описание k5-old', demo: true, source: null });
    expect(body.more.map((v) => v.id)).toEqual([ids['k5-new'], ids['k5-file']]);
    const kk = marketVideoDetailSchema.parse((await get(`/api/market/videos/${ids['k5-old']}`, 'kk')).json());
    expect(kk.video).toMatchObject({ title: 'Бейне k5-old', summary: 'Сипаттама k5-old' });
  });

  it('gives a real video its source: a file for the player, a link to open outside', async () => {
    const file = marketVideoDetailSchema.parse((await get(`/api/market/videos/${ids['k5-file']}`)).json());
    expect(file.video).toMatchObject({ demo: false, source: { kind: 'file', url: 'https://cdn.example.kz/video/k5-review.mp4' } });
    const link = marketVideoDetailSchema.parse((await get(`/api/market/videos/${ids['lx']}`)).json());
    expect(link.video).toMatchObject({ demo: false, source: { kind: 'link', url: 'https://www.youtube.com/watch?v=abc123' } });
    expect(link.more).toEqual([]);
  });

  it('says 404 for an unknown id and 400 for an id that is not one', async () => {
    const missing = await get('/api/market/videos/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'video_not_found' });
    for (const id of ['0', '-1', 'abc', '1.5', '99999999999']) expect((await get(`/api/market/videos/${id}`)).statusCode, id).toBe(400);
  });

  it('stores no real video without its source, nor half a source', async () => {
    const insert = (demo: boolean, kind: string | null, url: string | null) =>
      t.db.query(
        `insert into market_videos (model_id, kind, title_ru, title_kk, summary_ru, summary_kk, language, duration_s, poster, source_kind, source_url, demo, published_on)
         values ($1, 'review', 'x', 'x', 'x', 'x', 'ru', 60, '/media/market/1-1.svg', $2, $3, $4, '2026-01-01')`,
        [m.k5.id, kind, url, demo],
      );
    await expect(insert(false, null, null)).rejects.toThrow();
    await expect(insert(true, 'file', null)).rejects.toThrow();
    await expect(insert(false, 'file', 'http://insecure.example/v.mp4')).rejects.toThrow();
  });
});

describe('the videos seed', () => {
  it('gives every model on sale one to three demo videos in both languages, without a source', async () => {
    await t.db.query('delete from market_videos');
    expect(await areMarketVideosEmpty(t.db)).toBe(true);
    const now = new Date('2026-11-26T06:00:00Z');
    const count = await t.db.transaction((tx) => seedMarketVideos(tx, { now }));
    expect(await areMarketVideosEmpty(t.db)).toBe(false);
    const rows = await t.db.query<Record<string, unknown>>(
      `select v.*, to_char(v.published_on, 'YYYY-MM-DD') as day, mm.body from market_videos v join market_models mm on mm.model_id = v.model_id`,
    );
    expect(rows.length).toBe(count);
    const perModel = new Map<number, number>();
    for (const r of rows) perModel.set(Number(r['model_id']), (perModel.get(Number(r['model_id'])) ?? 0) + 1);
    expect([...perModel.keys()].sort()).toEqual([m.k5.id, m.lx.id].sort());
    for (const n of perModel.values()) expect(n).toBeGreaterThanOrEqual(1);
    for (const n of perModel.values()) expect(n).toBeLessThanOrEqual(3);
    for (const r of rows) {
      expect(r['demo']).toBe(true);
      expect(r['source_url']).toBeNull();
      expect(String(r['title_kk'])).toMatch(/[әғқңөұүһі]/i);
      expect(String(r['title_ru'])).toMatch(/[а-яё]/i);
      expect(String(r['title_ru'])).toContain(Number(r['model_id']) === m.k5.id ? 'Kia K5' : 'Lexus LX');
      expect(String(r['day']) < '2026-11-26').toBe(true);
      if (r['kind'] === 'offroad') expect(['suv', 'crossover', 'pickup']).toContain(r['body']);
      // The poster is the model's own generated picture, and it is there.
      const poster = await get(String(r['poster']));
      expect(poster.statusCode, String(r['poster'])).toBe(200);
      expect(poster.headers['content-type']).toContain('image/svg+xml');
    }
    const list = marketVideoListSchema.parse((await get('/api/market/videos')).json());
    expect(list.total).toBe(count);
    expect(list.items.every((v) => v.demo)).toBe(true);
  });
});
