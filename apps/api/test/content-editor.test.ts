import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  editorItemSchema,
  editorRevisionDetailSchema,
  editorRevisionListSchema,
  guideArticleSchema,
  guideListSchema,
  uploadedPhotoSchema,
} from '@jolda/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantRole, rolesOf } from '../src/db/repositories/content.js';
import { DEMO_ADMIN_PHONE, DEMO_EDITOR_PHONE, seedContent } from '../src/db/seed/content.js';
import { type TestDb, createTestApp, createTestDb, testTokens } from './helpers.js';
import { noisePng, uploadPhoto } from './posting-helpers.js';

let t: TestDb;
let app: FastifyInstance;
let editor: string;
let admin: string;
let user: string;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'jolda-editor-'));
  t = await createTestDb();
  await t.db.transaction((tx) => seedContent(tx, { now: new Date('2026-11-20T06:00:00Z'), guides: [] }));
  await t.db.query(`insert into users (id, phone) values (11, '+77015550011'), (12, '+77015550012'), (13, '+77015550013')`);
  await grantRole(t.db, 11, 'editor');
  await grantRole(t.db, 12, 'admin');
  await grantRole(t.db, 13, 'moderator');
  const tokens = testTokens(() => t.db);
  [editor, admin, user] = await Promise.all([tokens.signAccess(11), tokens.signAccess(12), tokens.signAccess(13)]);
  app = await createTestApp(t.db, { publicOrigin: 'https://jolda.example', dataDir: join(dir, 'pglite') });
});
afterAll(async () => {
  await app.close();
  await t.close();
  await rm(dir, { recursive: true, force: true });
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
  it('the development seed makes one editor and one admin', async () => {
    for (const [phone, role] of [
      [DEMO_EDITOR_PHONE, 'editor'],
      [DEMO_ADMIN_PHONE, 'admin'],
    ] as const) {
      const [u] = await t.db.query<{ id: number }>(`select id from users where phone = $1`, [phone]);
      expect(await rolesOf(t.db, Number(u!.id))).toEqual([role]);
    }
  });

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
      ['PUT', '/api/editor/items/1', { cover: null, carsPath: null }],
      ['GET', '/api/editor/items/1/versions/ru/revisions'],
      ['GET', '/api/editor/items/1/versions/ru/revisions/1'],
      ['POST', '/api/editor/items/1/versions/ru/revisions/1/restore'],
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

describe('revision history', () => {
  let id: number;
  const v1 = { title: 'Зимние шины: когда менять', description: 'Когда ставить зимние шины в Казахстане.', body: 'Вступление.\n\n## Сроки\n\nВ ноябре.\n\n## Выбор\n\nШипы или липучка.' };
  const v2 = { ...v1, title: 'Зимние шины: когда менять и какие брать', body: v1.body.replace('В ноябре.', 'В конце октября, когда ночью ниже +5 °C.') };
  const v3 = { ...v2, description: 'Испорченное описание, которое вернут назад.', body: `${v2.body}\n\nЛишний абзац.` };
  const revisionsOf = async (locale = 'ru') => editorRevisionListSchema.parse((await call('GET', `/api/editor/items/${id}/versions/${locale}/revisions`, editor)).json()).items;

  it('keeps every save as a revision, newest first, with its author and which is the draft and the public one', async () => {
    id = editorItemSchema.parse((await call('POST', '/api/editor/items', editor, { kind: 'guide', slug: 'zimnie-shiny-test', category: 'ekspluataciya' })).json()).id;
    await call('PUT', `/api/editor/items/${id}/versions/ru`, editor, v1);
    await call('POST', `/api/editor/items/${id}/versions/ru/publish`, editor, {});
    await call('PUT', `/api/editor/items/${id}/versions/ru`, admin, v2);
    await call('PUT', `/api/editor/items/${id}/versions/ru`, editor, v3);
    const items = await revisionsOf();
    expect(items.map((r) => r.title)).toEqual([v3.title, v2.title, v1.title]);
    expect(items.map((r) => [r.draft, r.published])).toEqual([
      [true, false],
      [false, false],
      [false, true],
    ]);
    expect(items.map((r) => r.author)).toEqual(['+77015550011', '+77015550012', '+77015550011']);
    expect(items.every((r) => r.words > 5 && !Number.isNaN(Date.parse(r.createdAt)))).toBe(true);
    expect(await revisionsOf('kk')).toEqual([]);
  });

  it('shows a revision and what it changed against the one before, line by line', async () => {
    const [r3, r2, r1] = await revisionsOf();
    const second = editorRevisionDetailSchema.parse((await call('GET', `/api/editor/items/${id}/versions/ru/revisions/${r2!.id}`, editor)).json());
    expect(second).toMatchObject({ id: r2!.id, previousId: r1!.id, title: v2.title, body: v2.body, draft: false, published: false });
    expect(second.html).toContain('<h2 id="сроки">Сроки</h2>');
    expect(second.changes.map((c) => c.field)).toEqual(['title', 'body']);
    const body = second.changes.find((c) => c.field === 'body')!.lines;
    expect(body.filter((l) => l.kind !== 'same' && l.kind !== 'gap')).toEqual([
      { kind: 'removed', text: 'В ноябре.' },
      { kind: 'added', text: 'В конце октября, когда ночью ниже +5 °C.' },
    ]);
    const third = editorRevisionDetailSchema.parse((await call('GET', `/api/editor/items/${id}/versions/ru/revisions/${r3!.id}`, editor)).json());
    expect(third.changes.map((c) => c.field)).toEqual(['description', 'body']);
    const first = editorRevisionDetailSchema.parse((await call('GET', `/api/editor/items/${id}/versions/ru/revisions/${r1!.id}`, editor)).json());
    expect(first.previousId).toBeNull();
    expect(first.changes.every((c) => c.lines.every((l) => l.kind === 'added'))).toBe(true);
  });

  it('restores an older revision as a new draft revision; the public page changes only when it is published', async () => {
    const [, r2] = await revisionsOf();
    const res = await call('POST', `/api/editor/items/${id}/versions/ru/revisions/${r2!.id}/restore`, editor);
    expect(res.statusCode).toBe(200);
    const ru = editorItemSchema.parse(res.json()).versions.find((v) => v.locale === 'ru')!;
    expect(ru).toMatchObject({ status: 'changed', title: v2.title, description: v2.description, body: v2.body, revisions: 4 });
    const items = await revisionsOf();
    expect(items).toHaveLength(4);
    expect(items[0]).toMatchObject({ draft: true, title: v2.title });
    // The restored revision changed the third one's description and body back.
    const restored = editorRevisionDetailSchema.parse((await call('GET', `/api/editor/items/${id}/versions/ru/revisions/${items[0]!.id}`, editor)).json());
    expect(restored.changes.map((c) => c.field)).toEqual(['description', 'body']);
    expect((await call('GET', '/api/guides/ekspluataciya/zimnie-shiny-test')).json().title).toBe(v1.title);
    await call('POST', `/api/editor/items/${id}/versions/ru/publish`, editor, {});
    expect((await call('GET', '/api/guides/ekspluataciya/zimnie-shiny-test')).json().title).toBe(v2.title);
  });

  it('answers 404 for a revision of another item or language, or an unknown item', async () => {
    const [r] = await revisionsOf();
    const about = (await call('GET', '/api/editor/items', editor)).json().items.find((i: { slug: string }) => i.slug === 'about');
    for (const url of [
      `/api/editor/items/${about.id}/versions/ru/revisions/${r!.id}`,
      `/api/editor/items/${id}/versions/kk/revisions/${r!.id}`,
      `/api/editor/items/${id}/versions/ru/revisions/999999`,
    ]) {
      const res = await call('GET', url, editor);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe('revision_not_found');
      expect((await call('POST', `${url}/restore`, editor)).statusCode, url).toBe(404);
    }
    expect((await call('GET', '/api/editor/items/999999/versions/ru/revisions', editor)).json().code).toBe('item_not_found');
  });
});

describe('images', () => {
  let id: number;
  let photo: { id: string; url: string; sizes: { card: string; page: string; full: string } };

  it('an editor uploads a photo through the upload pipeline (its checks included) and puts it in the text, sized', async () => {
    const refused = await uploadPhoto(app, Buffer.from('not a photo at all\n'.repeat(30)), { filename: 'x.png', type: 'image/png', token: editor });
    expect(refused.statusCode).toBe(415);
    const res = await uploadPhoto(app, await noisePng(7, 1600, 900), { token: editor });
    expect(res.statusCode).toBe(201);
    photo = uploadedPhotoSchema.parse(res.json());

    id = editorItemSchema.parse((await call('POST', '/api/editor/items', editor, { kind: 'guide', slug: 'foto-test', category: 'ekspluataciya' })).json()).id;
    const body = `Вступление к статье.\n\n![Шины на зиму](${photo.url})\n\nТекст после фото.`;
    const saved = await call('PUT', `/api/editor/items/${id}/versions/ru`, editor, { title: 'Статья с фото', description: 'Проверка фото в тексте статьи.', body });
    expect(saved.statusCode).toBe(200);
    const html = editorItemSchema.parse(saved.json()).versions[0]!.html;
    expect(html).toContain(`<img width="1200" height="675" src="${photo.url}" alt="Шины на зиму"`);
    await call('POST', `/api/editor/items/${id}/versions/ru/publish`, editor, {});
    const article = guideArticleSchema.parse((await call('GET', '/api/guides/ekspluataciya/foto-test')).json());
    expect(article.html).toContain(`src="${photo.url}"`);
    expect((await app.inject({ url: photo.url })).headers['content-type']).toBe('image/webp');
  });

  it('refuses an image of an upload that does not exist, keeping the saved draft', async () => {
    const body = 'Вступление к статье.\n\n![нет](/media/uploads/AAAAAAAAAAAAAAAAAAAAAA/page.webp)';
    const res = await call('PUT', `/api/editor/items/${id}/versions/ru`, editor, { title: 'Статья с фото', description: 'Проверка фото в тексте статьи.', body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed', fields: { body: ['image_unknown'] } });
    expect((await call('GET', `/api/editor/items/${id}`, editor)).json().versions[0].revisions).toBe(1);
  });

  it('sets an uploaded photo as the cover; an unknown upload or another site is refused per field', async () => {
    const res = await call('PUT', `/api/editor/items/${id}`, editor, { cover: photo.sizes.card, carsPath: '/cars?drive=awd' });
    expect(res.statusCode).toBe(200);
    expect(editorItemSchema.parse(res.json())).toMatchObject({ cover: photo.sizes.card, carsPath: '/cars?drive=awd' });
    expect(guideArticleSchema.parse((await call('GET', '/api/guides/ekspluataciya/foto-test')).json()).cover).toBe(photo.sizes.card);
    const unknown = await call('PUT', `/api/editor/items/${id}`, editor, { cover: '/media/uploads/AAAAAAAAAAAAAAAAAAAAAA/card.webp', carsPath: null });
    expect(unknown.json()).toMatchObject({ code: 'validation_failed', fields: { cover: ['cover_unknown'] } });
    const bad = await call('PUT', `/api/editor/items/${id}`, editor, { cover: 'javascript:alert(1)', carsPath: null });
    expect(bad.json().fields).toEqual({ cover: ['cover_invalid'] });
    expect((await call('PUT', '/api/editor/items/999999', editor, { cover: null, carsPath: null })).statusCode).toBe(404);
    // A page has no related cars.
    const about = (await call('GET', '/api/editor/items', editor)).json().items.find((i: { slug: string }) => i.slug === 'about');
    expect((await call('PUT', `/api/editor/items/${about.id}`, editor, { cover: null, carsPath: '/cars' })).json().carsPath).toBeNull();
  });
});
