import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertAirStations } from '../src/db/repositories/air.js';
import { insertItem, publishVersion, saveRevision } from '../src/db/repositories/content.js';
import { seed } from '../src/db/seed/index.js';
import { GUIDES } from '../src/db/seed/guides/index.js';
import { PAGES } from '../src/db/seed/pages.js';
import { renderMarkdown } from '../src/lib/markdown.js';
import { ANNOUNCEMENTS_PER_SITEMAP, PRIVATE_PATHS, airPaths } from '../src/routes/sitemap/index.js';
import { type TestDb, createTestApp, createTestDb } from './helpers.js';

let t: TestDb;
let app: FastifyInstance;
const ORIGIN = 'https://jolda.example';

beforeAll(async () => {
  t = await createTestDb();
  await seed(t.db, { announcements: 40, now: new Date('2026-11-20T06:00:00Z') });
  // A guide only in Kazakh and a draft page: the first is listed once without alternates, the second not at all.
  const [cat] = await t.db.query<{ id: number }>(`select id from guide_categories where slug = 'kredit'`);
  const kkOnly = await insertItem(t.db, { kind: 'guide', slug: 'tek-qazaqsha', categoryId: Number(cat!.id), cover: null, carsPath: null });
  const draft = await insertItem(t.db, { kind: 'page', slug: 'draft-page', categoryId: null, cover: null, carsPath: null });
  for (const [id, locale] of [[kkOnly, 'kk'], [draft, 'ru']] as const) {
    const r = renderMarkdown('## Бөлім\n\nМәтін');
    await saveRevision(t.db, id, locale, {
      title: 'Тест', description: 'Тест', bodyMd: 'x', bodyHtml: r.html, toc: r.toc, words: r.words, tags: [], carsLabel: null, searchText: 'тест', authorId: null,
    });
  }
  await publishVersion(t.db, kkOnly, 'kk');
  // Air-quality stations of the demo provider (the configured one) and one of another provider, which is not listed.
  const station = (citySlug: string, slug: string) => ({ externalId: `${citySlug}-${slug}`, slug, citySlug, cityRu: citySlug, cityKk: citySlug, nameRu: slug, nameKk: slug, lat: 43.2, lon: 76.9 });
  await upsertAirStations(t.db, 'demo', [station('almaty', 'medeu'), station('almaty', 'samal'), station('astana', 'esil')]);
  await upsertAirStations(t.db, 'openaq', [station('oskemen', 'ulba')]);
  app = await createTestApp(t.db, { publicOrigin: ORIGIN });
});
afterAll(async () => {
  await app.close();
  await t.close();
});

const get = (url: string) => app.inject({ method: 'GET', url });
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

describe('robots.txt', () => {
  it('points at the sitemap and keeps private routes out in both languages', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    for (const p of ['/profile', '/login', '/create-announcement', '/kk/profile', '/api/']) expect(res.body).toContain(`Disallow: ${p}\n`);
    expect(PRIVATE_PATHS).toContain('/compare');
  });
});

describe('sitemap.xml', () => {
  it('indexes the pages, guides, market and announcement files', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(locs(res.body)).toEqual(['pages', 'guides', 'market', 'announcements-1'].map((f) => `${ORIGIN}/sitemaps/${f}.xml`));
    expect(ANNOUNCEMENTS_PER_SITEMAP).toBeGreaterThan(40);
  });

  it('lists every published guide in its languages, with alternates only where both exist', async () => {
    const xml = (await get('/sitemaps/guides.xml')).body;
    const urls = locs(xml);
    for (const g of GUIDES) {
      expect(urls).toContain(`${ORIGIN}/guide/${g.category}/${g.slug}`);
      expect(urls).toContain(`${ORIGIN}/kk/guide/${g.category}/${g.slug}`);
    }
    expect(urls).toContain(`${ORIGIN}/kk/guide/kredit/tek-qazaqsha`);
    expect(urls).not.toContain(`${ORIGIN}/guide/kredit/tek-qazaqsha`);
    const kkOnly = xml.split('\n').find((l) => l.includes('tek-qazaqsha'))!;
    expect(kkOnly).not.toContain('xhtml:link');
    const both = xml.split('\n').find((l) => l.includes(`<loc>${ORIGIN}/kk/guide/pokupka/proverka-vin</loc>`))!;
    expect(both).toContain(`<xhtml:link rel="alternate" hreflang="ru-RU" href="${ORIGIN}/guide/pokupka/proverka-vin"/>`);
    expect(both).toContain(`<xhtml:link rel="alternate" hreflang="kk-KZ" href="${ORIGIN}/kk/guide/pokupka/proverka-vin"/>`);
    expect(both).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/guide/pokupka/proverka-vin"/>`);
    expect(urls).toContain(`${ORIGIN}/guide/pokupka`);
    expect(urls).toContain(`${ORIGIN}/kk/guide`);
  });

  it('lists the pages and the public sections, never a draft or a private route', async () => {
    const urls = locs((await get('/sitemaps/pages.xml')).body);
    for (const p of PAGES) expect(urls).toEqual(expect.arrayContaining([`${ORIGIN}/${p.slug}`, `${ORIGIN}/kk/${p.slug}`]));
    expect(urls).toEqual(expect.arrayContaining([`${ORIGIN}/`, `${ORIGIN}/kk`, `${ORIGIN}/cars`, `${ORIGIN}/market`]));
    expect(urls.some((u) => u.includes('draft-page'))).toBe(false);
    for (const p of PRIVATE_PATHS) expect(urls.some((u) => u.replace(ORIGIN, '').replace(/^\/kk/, '').startsWith(p))).toBe(false);
    expect(urls.some((u) => /\/cars\/[a-z0-9_-]+\/[a-z0-9_-]+$/.test(u))).toBe(true);
  });

  it('lists /franchise and the air-quality pages (every city and station of the configured provider) in both languages with alternates', async () => {
    const xml = (await get('/sitemaps/pages.xml')).body;
    const urls = locs(xml);
    const air = [
      '/aua-sapasy',
      '/aua-sapasy?city=almaty',
      '/aua-sapasy?city=astana',
      '/aua-sapasy/details?city=almaty',
      '/aua-sapasy/details?city=almaty&amp;station=medeu',
      '/aua-sapasy/details?city=almaty&amp;station=samal',
      '/aua-sapasy/details?city=astana',
      '/aua-sapasy/details?city=astana&amp;station=esil',
    ];
    for (const path of ['/franchise', ...air]) expect(urls).toEqual(expect.arrayContaining([`${ORIGIN}${path}`, `${ORIGIN}/kk${path}`]));
    expect(urls.filter((u) => u.includes('aua-sapasy'))).toHaveLength(2 * air.length);
    expect(urls.some((u) => u.includes('oskemen'))).toBe(false);
    const kk = xml.split('\n').find((l) => l.includes(`<loc>${ORIGIN}/kk/aua-sapasy/details?city=almaty&amp;station=medeu</loc>`))!;
    expect(kk).toContain(`<xhtml:link rel="alternate" hreflang="ru-RU" href="${ORIGIN}/aua-sapasy/details?city=almaty&amp;station=medeu"/>`);
    expect(kk).toContain(`<xhtml:link rel="alternate" hreflang="kk-KZ" href="${ORIGIN}/kk/aua-sapasy/details?city=almaty&amp;station=medeu"/>`);
    const franchise = xml.split('\n').find((l) => l.includes(`<loc>${ORIGIN}/franchise</loc>`))!;
    expect(franchise).toContain(`<xhtml:link rel="alternate" hreflang="kk-KZ" href="${ORIGIN}/kk/franchise"/>`);
  });

  it('has no air-quality pages while no station is known', () => {
    expect(airPaths([])).toEqual([]);
  });

  it('lists every published announcement once per language, and the market', async () => {
    const [row] = await t.db.query<{ n: number }>(`select count(*)::int as n from announcements where status = 'published'`);
    const urls = locs((await get('/sitemaps/announcements-1.xml')).body);
    expect(urls.length).toBe(2 * Number(row!.n));
    expect(urls.every((u) => /\/announcement\/\d+$/.test(u))).toBe(true);
    const market = locs((await get('/sitemaps/market.xml')).body);
    expect(market.some((u) => /\/market\/[a-z0-9_-]+\/[a-z0-9_-]+$/.test(u))).toBe(true);
    expect(market.some((u) => u.includes('/dealer/'))).toBe(true);
  });

  it('answers 404 for a file past the end and 400 for an unknown name', async () => {
    expect((await get('/sitemaps/announcements-2.xml')).statusCode).toBe(404);
    const bad = await get('/sitemaps/other.xml');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('validation_failed');
  });
});
