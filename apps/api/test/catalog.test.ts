import { brandListSchema, cityListSchema, modelListSchema, regionListSchema } from '@jolda/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Factory } from './factories.js';
import { type TestDb, createTestApp, createTestDb } from './helpers.js';

let t: TestDb;
let app: FastifyInstance;

beforeAll(async () => {
  t = await createTestDb();
  app = await createTestApp(t.db);
  const f = new Factory(t.db);
  const region = await f.region({ slug: 'almaty', ru: 'Алматы', kk: 'Алматы', plate: '02' });
  const east = await f.region({ slug: 'east-kazakhstan', ru: 'Восточно-Казахстанская область', kk: 'Шығыс Қазақстан облысы', plate: '16' });
  const almaty = await f.city({ id: 1, slug: 'almaty', ru: 'Алматы', kk: 'Алматы', regionId: region.id, population: 2_200_000 });
  await f.city({ id: 7, slug: 'ust-kamenogorsk', ru: 'Усть-Каменогорск', kk: 'Өскемен', regionId: east.id, population: 340_000 });
  const almatyRegion = await f.region({ slug: 'almaty-region', ru: 'Алматинская область', kk: 'Алматы облысы', plate: '05' });
  await f.city({ id: 22, slug: 'konaev', ru: 'Конаев', kk: 'Қонаев', regionId: almatyRegion.id, population: 100_000 });
  const toyota = await f.brand({ slug: 'toyota', name: 'Toyota', popular: true });
  await f.brand({ slug: 'gaz', name: 'GAZ', popular: false, country: 'Russia' });
  const camry = await f.model(toyota.id, { slug: 'camry', name: 'Camry', bodies: ['sedan'] });
  const rav4 = await f.model(toyota.id, { slug: 'rav4', name: 'RAV4', bodies: ['crossover'] });
  await f.generation(camry.id, { slug: 'xv50', name: 'XV50', from: 2011, to: 2017 });
  await f.generation(camry.id, { slug: 'xv70', name: 'XV70', from: 2017, to: 2024 });
  const user = await f.user();
  const base = { userId: user.id, brandId: toyota.id, cityId: almaty.id };
  await f.announcement({ ...base, modelId: camry.id });
  await f.announcement({ ...base, modelId: camry.id });
  await f.announcement({ ...base, modelId: camry.id, status: 'sold' });
  await f.announcement({ ...base, modelId: rav4.id });
  await f.announcement({ ...base, modelId: rav4.id, status: 'draft' });
});
afterAll(async () => {
  await app.close();
  await t.close();
});

describe('brands', () => {
  it('lists brands with their number of published announcements', async () => {
    const res = await app.inject('/api/catalog/brands');
    expect(res.statusCode).toBe(200);
    const { items } = brandListSchema.parse(res.json());
    expect(items.map((b) => [b.slug, b.count, b.popular])).toEqual([
      ['gaz', 0, false],
      ['toyota', 3, true],
    ]);
  });

  it('filters popular brands with ?popular=1', async () => {
    const { items } = brandListSchema.parse((await app.inject('/api/catalog/brands?popular=1')).json());
    expect(items.map((b) => b.slug)).toEqual(['toyota']);
  });

  it('lists models with counts and generations in order', async () => {
    const res = await app.inject('/api/catalog/brands/toyota/models');
    expect(res.statusCode).toBe(200);
    const body = modelListSchema.parse(res.json());
    expect(body.brand.slug).toBe('toyota');
    const camry = body.items.find((m) => m.slug === 'camry')!;
    expect(camry.count).toBe(2);
    expect(camry.bodyTypes).toEqual(['sedan']);
    expect(camry.generations.map((g) => [g.slug, g.yearFrom, g.yearTo])).toEqual([
      ['xv50', 2011, 2017],
      ['xv70', 2017, 2024],
    ]);
    expect(body.items.find((m) => m.slug === 'rav4')!.count).toBe(1);
  });

  it('answers 404 brand_not_found for an unknown brand', async () => {
    const res = await app.inject('/api/catalog/brands/zaporozhets/models');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'brand_not_found' });
  });

  it('rejects a malformed brand slug with 400', async () => {
    const res = await app.inject('/api/catalog/brands/Land%20Rover/models');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('brand');
  });
});

describe('places are localised by Accept-Language', () => {
  it('gives Russian names by default, largest city first', async () => {
    const { items } = cityListSchema.parse((await app.inject('/api/catalog/cities')).json());
    expect(items.map((c) => [c.id, c.slug, c.name])).toEqual([
      [1, 'almaty', 'Алматы'],
      [7, 'ust-kamenogorsk', 'Усть-Каменогорск'],
      [22, 'konaev', 'Конаев'],
    ]);
  });

  it('tells a city of republican significance (a region that is one city) from an oblast, in ru and kk', async () => {
    // "Алматы" the region is the city Алматы (one entry in a list of places); "Алматинская область" is a region of
    // several towns, which the list offers as the whole region.
    for (const [lang, oblast] of [['ru', 'Алматинская область'], ['kk', 'Алматы облысы']] as const) {
      const res = await app.inject({ url: '/api/catalog/regions', headers: { 'accept-language': lang } });
      expect(res.statusCode).toBe(200);
      const items = regionListSchema.parse(res.json()).items;
      expect(items.map((r) => [r.slug, r.name, r.city])).toEqual([
        ['almaty', 'Алматы', 'almaty'],
        ['east-kazakhstan', lang === 'kk' ? 'Шығыс Қазақстан облысы' : 'Восточно-Казахстанская область', null],
        ['almaty-region', oblast, null],
      ]);
    }
  });

  it('gives Kazakh names for kk', async () => {
    const res = await app.inject({ url: '/api/catalog/cities', headers: { 'accept-language': 'kk-KZ,kk;q=0.9,ru;q=0.8' } });
    expect(cityListSchema.parse(res.json()).items[1]!.name).toBe('Өскемен');
    expect(res.headers['vary']).toContain('accept-language');
    const regions = regionListSchema.parse(
      (await app.inject({ url: '/api/catalog/regions', headers: { 'accept-language': 'kk' } })).json(),
    ).items;
    expect(regions.find((r) => r.slug === 'east-kazakhstan')).toMatchObject({ name: 'Шығыс Қазақстан облысы', plateCode: '16' });
  });

  it('negotiates between the two: Kazakh named after an unsupported language still wins over unnamed Russian', async () => {
    const res = await app.inject({ url: '/api/catalog/regions', headers: { 'accept-language': 'en-US,kk;q=0.5' } });
    expect(regionListSchema.parse(res.json()).items.find((r) => r.plateCode === '16')!.name).toBe('Шығыс Қазақстан облысы');
  });

  it('falls back to Russian for other languages', async () => {
    const res = await app.inject({ url: '/api/catalog/regions', headers: { 'accept-language': 'en-US,de;q=0.5' } });
    expect(regionListSchema.parse(res.json()).items.find((r) => r.plateCode === '16')!.name).toBe(
      'Восточно-Казахстанская область',
    );
  });
});
