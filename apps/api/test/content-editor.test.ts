import { editorItemSchema, guideArticleSchema, guideListSchema } from '@jolda/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantRole } from '../src/db/repositories/content.js';
import { seedContent } from '../src/db/seed/content.js';
import { type TestDb, createTestApp, createTestDb, testTokens } from './helpers.js';

let t: TestDb;
let app: FastifyInstance;
let editor: string;
let admin: string;
let user: string;

beforeAll(async () => {
  t = await createTestDb();
  await t.db.transaction((tx) => seedContent(tx, { now: new Date('2026-11-20T06:00:00Z'), guides: [] }));
  await t.db.query(`insert into users (id, phone) values (11, '+77015550011'), (12, '+77015550012'), (13, '+77015550013')`);
  await grantRole(t.db, 11, 'editor');
  await grantRole(t.db, 12, 'admin');
  await grantRole(t.db, 13, 'moderator');
  const tokens = testTokens(() => t.db);
  [editor, admin, user] = await Promise.all([tokens.signAccess(11), tokens.signAccess(12), tokens.signAccess(13)]);
  app = await createTestApp(t.db, { publicOrigin: 'https://jolda.example' });
});
afterAll(async () => {
  await app.close();
  await t.close();
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object, locale: 'ru' | 'kk' = 'ru') =>
  app.inject({ method, url, ...(payload ? { payload } : {}), headers: { 'accept-language': locale, ...(token ? { authorization: `Bearer ${token}` } : {}) } });

/** No script element, no tag with an event handler, no link or image with a script scheme (escaped text is harmless). */
const UNSAFE = /<\s*script|<[^>]*\son[a-z]+\s*=|<[^>]*(href|src)\s*=\s*["']?\s*javascript:/i;

const KK_BODY = `Кіріспе мәтін, қысқа және нақты.

## Бірінші бөлім

Мәтін <script>alert(1)</script> <img src=x onerror=alert(1)> [сілтеме](javascript:alert(1)) <a href="javascript:alert(2)" onclick="x()">a</a>

## Екінші бөлім

Тағы мәтін [машиналар](/cars/toyota).`;

describe('roles', () => {
  it('tells each user their roles; a visitor gets 401', async () => {
    expect((await call('GET', '/api/editor/me', editor)).json()).toEqual({ roles: ['editor'] });
    expect((await call('GET', '/api/editor/me', user)).json()).toEqual({ roles: ['moderator'] });
    expect((await call('GET', '/api/editor/me')).statusCode).toBe(401);
  });

  it('refuses every editor operation to a visitor (401) and to a user without the editor or admin role (403)', async () => {
    const ops: Array<['GET' | 'POST' | 'PUT', string, object?]> = [
      ['GET', '/api/editor/items'],
      ['POST', '/api/editor/items', { kind: 'page', slug: 'x-page' }],
      ['GET', '/api/editor/items/1'],
      ['PUT', '/api/editor/items/1/versions/ru', { title: 'Заголовок', description: 'Описание страницы', body: 'Текст страницы, достаточно длинный.' }],
      ['POST', '/api/editor/items/1/versions/ru/publish', {}],
      ['POST', '/api/editor/items/1/versions/ru/unpublish'],
      ['POST', '/api/editor/preview', { body: 'x' }],
    ];
    for (const [method, url, payload] of ops) {
      expect((await call(method, url, undefined, payload)).statusCode, `${method} ${url}`).toBe(401);
      const refused = await call(method, url, user, payload);
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json().code).toBe('role_required');
    }
    // Nothing was written by the refused calls.
    const [row] = await t.db.query<{ n: number }>(`select count(*)::int as n from content_items where slug = 'x-page'`);
    expect(row!.n).toBe(0);
  });
});

describe('writing and publishing', () => {
  let id: number;

  it('creates a guide; bad input is a 400 per field, a taken slug a 409', async () => {
    const bad = await call('POST', '/api/editor/items', editor, { kind: 'guide', slug: 'Плохой slug', carsPath: 'javascript:alert(1)' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({ slug: ['slug_invalid'], carsPath: ['cars_path_invalid'], category: ['category_required'] });
    const unknown = await call('POST', '/api/editor/items', editor, { kind: 'guide', slug: 'jana-maqala', category: 'no-such' });
    expect(unknown.json().fields).toEqual({ category: ['category_unknown'] });

    const res = await call('POST', '/api/editor/items', editor, { kind: 'guide', slug: 'jana-maqala', category: 'kredit', carsPath: '/cars?credit=1' });
    expect(res.statusCode).toBe(201);
    const item = editorItemSchema.parse(res.json());
    expect(item).toMatchObject({ kind: 'guide', slug: 'jana-maqala', category: 'kredit', path: '/guide/kredit/jana-maqala', versions: [] });
    id = item.id;
    const again = await call('POST', '/api/editor/items', admin, { kind: 'guide', slug: 'jana-maqala', category: 'pokupka' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'slug_taken', fields: { slug: ['slug_taken'] } });
  });

  it('saves a Kazakh draft, sanitised, that the public does not see; per-field errors keep nothing', async () => {
    const short = await call('PUT', `/api/editor/items/${id}/versions/kk`, editor, { title: 'Ә', description: 'қысқа', body: 'аз' });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toMatchObject({ title: ['title_too_short'], description: ['description_too_short'], body: ['body_too_short'] });

    const res = await call('PUT', `/api/editor/items/${id}/versions/kk`, editor, {
      title: 'Жаңа мақала: несие',
      description: 'Несие алмас бұрын не білу керек.',
      body: KK_BODY,
      tags: ['Несие', 'несие', 'кепіл'],
      carsLabel: 'Несиеге көліктер',
    });
    expect(res.statusCode).toBe(200);
    const item = editorItemSchema.parse(res.json());
    const kk = item.versions.find((v) => v.locale === 'kk')!;
    expect(kk).toMatchObject({ status: 'draft', publishedAt: null, tags: ['несие', 'кепіл'], revisions: 1 });
    expect(kk.html).toContain('<h2 id="бірінші-бөлім">Бірінші бөлім</h2>');
    expect(kk.html).not.toMatch(UNSAFE);
    expect(kk.html).not.toContain('<img');
    expect(kk.body).toBe(KK_BODY.trim());

    expect((await call('GET', '/api/guides/kredit/jana-maqala', undefined, undefined, 'kk')).statusCode).toBe(404);
    const list = guideListSchema.parse((await call('GET', '/api/guides', undefined, undefined, 'kk')).json());
    expect(list.items.map((i) => i.slug)).not.toContain('jana-maqala');
  });

  it('publishes it: the Kazakh guide, its list and the sitemap show it; Russian stays a 404', async () => {
    const res = await call('POST', `/api/editor/items/${id}/versions/kk/publish`, editor, {});
    expect(res.statusCode).toBe(200);
    expect(editorItemSchema.parse(res.json()).versions[0]).toMatchObject({ locale: 'kk', status: 'published' });

    const article = guideArticleSchema.parse((await call('GET', '/api/guides/kredit/jana-maqala', undefined, undefined, 'kk')).json());
    expect(article).toMatchObject({ title: 'Жаңа мақала: несие', locales: ['kk'], cars: { path: '/cars?credit=1', label: 'Несиеге көліктер' } });
    expect(article.html).not.toMatch(UNSAFE);
    expect((await call('GET', '/api/guides/kredit/jana-maqala')).statusCode).toBe(404);
    const found = guideListSchema.parse((await call('GET', `/api/guides?q=${encodeURIComponent('несие')}`, undefined, undefined, 'kk')).json());
    expect(found.items.map((i) => i.slug)).toContain('jana-maqala');
    const sitemap = (await call('GET', '/sitemaps/guides.xml')).body;
    expect(sitemap).toContain('<loc>https://jolda.example/kk/guide/kredit/jana-maqala</loc>');
    expect(sitemap).not.toContain('<loc>https://jolda.example/guide/kredit/jana-maqala</loc>');
  });

  it('keeps the published text while a new draft is edited, shows it once published again', async () => {
    const body = { title: 'Жаңа мақала: несие (жаңартылған)', description: 'Несие алмас бұрын не білу керек.', body: `${KK_BODY}\n\n## Үшінші бөлім\n\nЖаңа бөлім.` };
    const saved = editorItemSchema.parse((await call('PUT', `/api/editor/items/${id}/versions/kk`, admin, body)).json());
    expect(saved.versions[0]).toMatchObject({ status: 'changed', revisions: 2 });
    let shown = guideArticleSchema.parse((await call('GET', '/api/guides/kredit/jana-maqala', undefined, undefined, 'kk')).json());
    expect(shown.title).toBe('Жаңа мақала: несие');
    await call('POST', `/api/editor/items/${id}/versions/kk/publish`, editor, {});
    shown = guideArticleSchema.parse((await call('GET', '/api/guides/kredit/jana-maqala', undefined, undefined, 'kk')).json());
    expect(shown.title).toBe('Жаңа мақала: несие (жаңартылған)');
    expect(shown.toc.map((e) => e.text)).toContain('Үшінші бөлім');
  });

  it('schedules a publication for later and unpublishes', async () => {
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = editorItemSchema.parse((await call('POST', `/api/editor/items/${id}/versions/kk/publish`, editor, { at })).json());
    expect(scheduled.versions[0]).toMatchObject({ status: 'scheduled', publishedAt: at });
    expect((await call('GET', '/api/guides/kredit/jana-maqala', undefined, undefined, 'kk')).statusCode).toBe(404);
    expect((await call('POST', `/api/editor/items/${id}/versions/kk/publish`, editor, { at: 'tomorrow' })).json().fields).toEqual({ at: ['at_invalid'] });

    await call('POST', `/api/editor/items/${id}/versions/kk/publish`, editor, {});
    expect((await call('GET', '/api/guides/kredit/jana-maqala', undefined, undefined, 'kk')).statusCode).toBe(200);
    const off = editorItemSchema.parse((await call('POST', `/api/editor/items/${id}/versions/kk/unpublish`, editor)).json());
    expect(off.versions[0]).toMatchObject({ status: 'draft', publishedAt: null });
    expect((await call('GET', '/api/guides/kredit/jana-maqala', undefined, undefined, 'kk')).statusCode).toBe(404);
    expect((await call('POST', `/api/editor/items/${id}/versions/ru/publish`, editor, {})).statusCode).toBe(404);
  });

  it('lists items with the state of each version, previews Markdown sanitised, and edits pages', async () => {
    const list = (await call('GET', '/api/editor/items', editor)).json();
    expect(list.items.find((i: { slug: string }) => i.slug === 'jana-maqala').versions).toEqual([
      expect.objectContaining({ locale: 'kk', status: 'draft', title: 'Жаңа мақала: несие (жаңартылған)' }),
    ]);
    expect(list.items.find((i: { slug: string }) => i.slug === 'about').versions.map((v: { status: string }) => v.status)).toEqual(['published', 'published']);
    expect(list.categories.length).toBe(8);

    const preview = (await call('POST', '/api/editor/preview', editor, { body: KK_BODY })).json();
    expect(preview.toc).toHaveLength(2);
    expect(preview.html).not.toMatch(UNSAFE);

    const about = list.items.find((i: { slug: string }) => i.slug === 'about');
    const saved = await call('PUT', `/api/editor/items/${about.id}/versions/ru`, editor, {
      title: 'О Jolda',
      description: 'Jolda — сайт для покупки и продажи автомобилей в Казахстане.',
      body: 'Новый текст страницы «О Jolda», пока черновик.',
    });
    expect(editorItemSchema.parse(saved.json()).versions.find((v) => v.locale === 'ru')!.status).toBe('changed');
    const page = (await call('GET', '/api/pages/about')).json();
    expect(page.html).not.toContain('пока черновик');
  });
});
