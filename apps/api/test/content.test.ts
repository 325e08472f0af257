import { contentPageSchema, guideArticleSchema, guideListSchema } from '@jolda/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertItem, publishVersion, saveRevision } from '../src/db/repositories/content.js';
import { seedContent } from '../src/db/seed/content.js';
import { GUIDES } from '../src/db/seed/guides/index.js';
import { PAGES } from '../src/db/seed/pages.js';
import { renderMarkdown, searchText } from '../src/lib/markdown.js';
import { type TestDb, createTestApp, createTestDb } from './helpers.js';

let t: TestDb;
let app: FastifyInstance;
let authorId: number;

const NOW = new Date('2026-11-20T06:00:00Z');

beforeAll(async () => {
  t = await createTestDb();
  const [author] = await t.db.query<{ id: number }>(`insert into users (phone) values ('+77015550000') returning id`);
  authorId = Number(author!.id);
  await t.db.transaction((tx) => seedContent(tx, { now: NOW }));
  app = await createTestApp(t.db);
});
afterAll(async () => {
  await app.close();
  await t.close();
});

const get = (url: string, locale: 'ru' | 'kk' = 'ru') => app.inject({ method: 'GET', url, headers: { 'accept-language': locale } });

/** Adds a guide of category `pokupka` with only the given versions, published or not. */
async function addGuide(slug: string, versions: Partial<Record<'ru' | 'kk', { md: string; publish?: 'now' | 'future' | false }>>) {
  const [cat] = await t.db.query<{ id: number }>(`select id from guide_categories where slug = 'pokupka'`);
  const id = await insertItem(t.db, { kind: 'guide', slug, categoryId: Number(cat!.id), cover: null, carsPath: null });
  for (const [locale, v] of Object.entries(versions) as Array<['ru' | 'kk', { md: string; publish?: 'now' | 'future' | false }]>) {
    const r = renderMarkdown(v.md);
    const title = `${slug} ${locale}`;
    await saveRevision(t.db, id, locale, {
      title,
      description: 'Тест',
      bodyMd: v.md,
      bodyHtml: r.html,
      toc: r.toc,
      words: r.words,
      tags: [],
      carsLabel: null,
      searchText: searchText(title, 'Тест', r.plain, []),
      authorId,
    });
    if (v.publish === 'now') await publishVersion(t.db, id, locale);
    if (v.publish === 'future') await publishVersion(t.db, id, locale, new Date(Date.now() + 86_400_000).toISOString());
  }
  return id;
}

describe('GET /api/guides', () => {
  it('lists categories with counts and the newest articles in the language', async () => {
    const res = await get('/api/guides');
    expect(res.statusCode).toBe(200);
    const list = guideListSchema.parse(res.json());
    const ruCount = GUIDES.filter((g) => g.ru).length;
    expect(list.total).toBe(ruCount);
    expect(list.categories.reduce((n, c) => n + c.count, 0)).toBe(ruCount);
    expect(list.items.length).toBe(Math.min(12, ruCount));
    const dates = list.items.map((i) => i.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(list.categories[0]).toMatchObject({ slug: 'pokupka', name: 'Покупка' });

    const kk = guideListSchema.parse((await get('/api/guides', 'kk')).json());
    expect(kk.total).toBe(GUIDES.filter((g) => g.kk).length);
    expect(kk.categories[0]!.name).toBe('Сатып алу');
    expect(kk.items.every((i) => GUIDES.find((g) => g.slug === i.slug)?.kk?.title === i.title)).toBe(true);
  });

  it('finds articles by every word, in Russian and in Kazakh, title matches first', async () => {
    const ru = guideListSchema.parse((await get(`/api/guides?q=${encodeURIComponent('VIN код')}`)).json());
    expect(ru.items.length).toBeGreaterThan(0);
    expect(ru.items[0]!.slug).toBe('proverka-vin');
    for (const item of ru.items) {
      const g = GUIDES.find((x) => x.slug === item.slug)!.ru!;
      const text = `${g.title} ${g.description} ${(g.tags ?? []).join(' ')} ${g.body}`.toLowerCase();
      expect(text).toContain('vin');
      expect(text).toContain('код');
    }
    const kk = guideListSchema.parse((await get(`/api/guides?q=${encodeURIComponent('АЛАЯҚТЫҚ')}`, 'kk')).json());
    expect(kk.items.map((i) => i.slug)).toContain('moshennichestvo-predoplata');
    // Another case form of a word finds it too: "предоплата" → "предоплатой", "предоплату".
    const forms = guideListSchema.parse((await get(`/api/guides?q=${encodeURIComponent('предоплата')}`)).json());
    expect(forms.items.map((i) => i.slug)).toContain('moshennichestvo-predoplata');
    const none = guideListSchema.parse((await get(`/api/guides?q=${encodeURIComponent('квадрокоптер')}`)).json());
    expect(none).toMatchObject({ total: 0, items: [] });
  });

  it('filters by category and tag; an unknown category is a 404 and bad input a 400 per field', async () => {
    const cat = guideListSchema.parse((await get('/api/guides?category=strahovanie')).json());
    expect(cat.items.every((i) => i.category.slug === 'strahovanie')).toBe(true);
    expect(cat.total).toBe(GUIDES.filter((g) => g.ru && g.category === 'strahovanie').length);
    const tag = guideListSchema.parse((await get(`/api/guides?tag=${encodeURIComponent('мошенничество')}`)).json());
    expect(tag.total).toBeGreaterThan(0);
    expect(tag.items.every((i) => i.tags.includes('мошенничество'))).toBe(true);

    const missing = await get('/api/guides?category=no-such-category');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('category_not_found');
    const bad = await get(`/api/guides?page=0&category=${encodeURIComponent('Кат!')}&q=${'x'.repeat(101)}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation_failed', fields: { page: ['page_invalid'], category: ['slug_invalid'], q: ['q_too_long'] } });
  });
});

describe('GET /api/guides/:category/:slug', () => {
  it('answers the article with its sanitised HTML, contents, reading time, related articles and cars', async () => {
    const res = await get('/api/guides/pokupka/kak-kupit-avto-s-probegom');
    expect(res.statusCode).toBe(200);
    const a = guideArticleSchema.parse(res.json());
    expect(a.title).toBe('Как безопасно купить автомобиль с пробегом');
    expect(a.html).toContain('<h2 id="до-встречи-с-продавцом">До встречи с продавцом</h2>');
    expect(a.toc.map((e) => e.text)).toEqual(['До встречи с продавцом', 'Осмотр и проверка', 'Сделка', 'Чего не делать']);
    expect(a.readingMinutes).toBeGreaterThanOrEqual(1);
    expect(a.locales).toEqual(['ru', 'kk']);
    expect(a.cars).toEqual({ path: '/cars?customsCleared=1&withPhotos=1', label: 'Растаможенные автомобили с фото' });
    expect(a.related.length).toBe(Math.min(3, GUIDES.filter((g) => g.ru).length - 1));
    expect(a.related.map((r) => r.slug)).not.toContain(a.slug);
    // The most shared tags first.
    const shared = a.related.map((r) => r.tags.filter((tag) => a.tags.includes(tag)).length);
    expect([...shared].sort((x, y) => y - x)).toEqual(shared);
    expect(shared[0]).toBeGreaterThanOrEqual(2);

    const kk = guideArticleSchema.parse((await get('/api/guides/pokupka/kak-kupit-avto-s-probegom', 'kk')).json());
    expect(kk.title).toBe('Жүрілген көлікті қауіпсіз сатып алу');
    expect(kk.toc[0]!.id).toBe('сатушымен-кездеспес-бұрын');
  });

  it('is a 404 for an unknown article or category, one in another category, or a language without a version', async () => {
    expect((await get('/api/guides/pokupka/no-such-article')).json().code).toBe('article_not_found');
    expect((await get('/api/guides/no-such-category/proverka-vin')).json().code).toBe('category_not_found');
    expect((await get('/api/guides/strahovanie/proverka-vin')).statusCode).toBe(404);
    await addGuide('only-russian', { ru: { md: '## Раздел\n\nТекст', publish: 'now' } });
    expect((await get('/api/guides/pokupka/only-russian')).statusCode).toBe(200);
    expect(guideArticleSchema.parse((await get('/api/guides/pokupka/only-russian')).json()).locales).toEqual(['ru']);
    expect((await get('/api/guides/pokupka/only-russian', 'kk')).statusCode).toBe(404);
  });

  it('never shows a draft, a scheduled revision or an unpublished version', async () => {
    await addGuide('draft-only', { ru: { md: 'Черновик', publish: false } });
    await addGuide('scheduled', { ru: { md: 'Завтра', publish: 'future' } });
    expect((await get('/api/guides/pokupka/draft-only')).statusCode).toBe(404);
    expect((await get('/api/guides/pokupka/scheduled')).statusCode).toBe(404);
    const list = guideListSchema.parse((await get('/api/guides?q=draft')).json());
    expect(list.items.map((i) => i.slug)).not.toContain('draft-only');

    // A new draft of a published article: the public keeps the published text.
    const id = await addGuide('edited', { ru: { md: 'Первая версия', publish: 'now' } });
    const r = renderMarkdown('Вторая версия');
    await saveRevision(t.db, id, 'ru', {
      title: 'edited ru', description: 'Тест', bodyMd: 'Вторая версия', bodyHtml: r.html, toc: [], words: 2, tags: [], carsLabel: null,
      searchText: 'вторая версия', authorId,
    });
    const shown = guideArticleSchema.parse((await get('/api/guides/pokupka/edited')).json());
    expect(shown.html).toContain('Первая версия');
    expect(shown.html).not.toContain('Вторая');
  });
});

describe('GET /api/pages/:slug', () => {
  it('answers every seeded page in both languages, and 404 for an unknown slug', async () => {
    for (const p of PAGES) {
      for (const locale of ['ru', 'kk'] as const) {
        const res = await get(`/api/pages/${p.slug}`, locale);
        expect(res.statusCode).toBe(200);
        const page = contentPageSchema.parse(res.json());
        expect(page.title).toBe(p[locale].title);
        expect(page.locales).toEqual(['ru', 'kk']);
        expect(page.html.length).toBeGreaterThan(200);
      }
    }
    const about = contentPageSchema.parse((await get('/api/pages/about')).json());
    expect(about.html).toContain('Чего пока нет');
    const missing = await get('/api/pages/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('page_not_found');
    expect((await get('/api/pages/Bad%20Slug')).statusCode).toBe(400);
  });
});

describe('the seeded texts', () => {
  it('render to HTML with contents and no raw markup left over', () => {
    for (const g of GUIDES) {
      for (const text of [g.ru, g.kk]) {
        if (!text) continue;
        const r = renderMarkdown(text.body);
        expect(r.toc.length, g.slug).toBeGreaterThan(0);
        expect(r.html, g.slug).not.toMatch(/\*\*|##/);
        expect(r.words, g.slug).toBeGreaterThan(100);
      }
    }
  });

  it('Kazakh texts are Kazakh: each uses the letters of Kazakh that Russian lacks', () => {
    for (const g of GUIDES) if (g.kk) expect(g.kk.body, g.slug).toMatch(/[әғқңөұүһі]/);
    for (const p of PAGES) expect(p.kk.body, p.slug).toMatch(/[әғқңөұүһі]/);
  });
});
