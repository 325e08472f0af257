/**
 * Guides and pages for a new database (issue 24): the guide categories, the articles of `guides/*.ts` and the pages of
 * `pages.ts`, rendered from Markdown as the editor's saves are and published at fixed times before `now`.
 */
import type { Queryable } from '../db.js';
import { grantRole, insertItem, publishVersion, saveRevision } from '../repositories/content.js';
import type { Locale } from '../repositories/rows.js';
import { renderMarkdown, searchText } from '../../lib/markdown.js';
import { GUIDE_CATEGORIES, type GuideSeed, type TextSeed } from './guides/types.js';
import { GUIDES } from './guides/index.js';
import { PAGES } from './pages.js';

/**
 * The development site's editor (sign in with this phone and the demo SMS code to reach /profile/editor). Production
 * gives roles with `npm run admin -- grant editor +77…`.
 */
export const DEMO_EDITOR_PHONE = '+77000000100';
/**
 * The development site's admin: sees the franchise leads on /franchise and exports them. Production gives the role with
 * `npm run admin -- grant admin +77…` (and `revoke` takes it back).
 */
export const DEMO_ADMIN_PHONE = '+77000000101';

export interface ContentSeedStats {
  categories: number;
  guides: { ru: number; kk: number };
  pages: number;
}

const HOUR = 3_600_000;

async function saveText(tx: Queryable, itemId: number, locale: Locale, text: TextSeed, publishedAt: string) {
  const rendered = renderMarkdown(text.body);
  await saveRevision(tx, itemId, locale, {
    title: text.title,
    description: text.description,
    bodyMd: text.body,
    bodyHtml: rendered.html,
    toc: rendered.toc,
    words: rendered.words,
    tags: text.tags ?? [],
    carsLabel: text.carsLabel ?? null,
    searchText: searchText(text.title, text.description, rendered.plain, text.tags ?? []),
    authorId: null,
  });
  await publishVersion(tx, itemId, locale, publishedAt);
}

/** The cover of a seeded article: a generated car drawing (`/media/generated`), the same for the same slug. */
export const seedCover = (slug: string) => `/media/generated/guide-${slug}.svg`;

export async function seedContent(tx: Queryable, opts: { now?: Date; guides?: readonly GuideSeed[] } = {}): Promise<ContentSeedStats> {
  const now = (opts.now ?? new Date()).getTime();
  const guides = opts.guides ?? GUIDES;
  const categoryIds = new Map<string, number>();
  for (const [i, c] of GUIDE_CATEGORIES.entries()) {
    const [row] = await tx.query<{ id: number }>(
      `insert into guide_categories (slug, name_ru, name_kk, description_ru, description_kk, sort_order)
       values ($1, $2, $3, $4, $5, $6) returning id`,
      [c.slug, c.ru.name, c.kk.name, c.ru.description, c.kk.description, i],
    );
    categoryIds.set(c.slug, Number(row!.id));
  }
  const stats: ContentSeedStats = { categories: GUIDE_CATEGORIES.length, guides: { ru: 0, kk: 0 }, pages: 0 };
  // Oldest first, a day and a few hours apart, so "newest" has an order.
  for (const [i, g] of guides.entries()) {
    const categoryId = categoryIds.get(g.category);
    if (categoryId === undefined) throw new Error(`guide ${g.slug}: unknown category ${g.category}`);
    const id = await insertItem(tx, { kind: 'guide', slug: g.slug, categoryId, cover: seedCover(g.slug), carsPath: g.cars ?? null });
    const at = new Date(now - (guides.length - i) * 27 * HOUR).toISOString();
    for (const locale of ['ru', 'kk'] as const) {
      const text = g[locale];
      if (!text) continue;
      await saveText(tx, id, locale, text, at);
      stats.guides[locale]++;
    }
  }
  for (const p of PAGES) {
    const id = await insertItem(tx, { kind: 'page', slug: p.slug, categoryId: null, cover: null, carsPath: null });
    const at = new Date(now - 60 * 24 * HOUR).toISOString();
    await saveText(tx, id, 'ru', p.ru, at);
    await saveText(tx, id, 'kk', p.kk, at);
    stats.pages++;
  }
  for (const [phone, name, locale, role] of [
    [DEMO_EDITOR_PHONE, 'Редактор гида', 'kk', 'editor'],
    [DEMO_ADMIN_PHONE, 'Администратор', 'ru', 'admin'],
  ] as const) {
    let [user] = await tx.query<{ id: number }>(`select id from users where phone = $1 and deleted_at is null`, [phone]);
    [user] = user ? [user] : await tx.query<{ id: number }>(`insert into users (phone, name, locale) values ($1, $2, $3) returning id`, [phone, name, locale]);
    await grantRole(tx, Number(user!.id), role);
  }
  return stats;
}
