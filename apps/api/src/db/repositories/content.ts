/**
 * Guides and managed pages (migration 0050). The public reads only the published revision of a language version whose
 * publication time has come (`PUBLIC_JOIN`); drafts and scheduled revisions stay with the editors.
 */
import type { Queryable } from '../db.js';
import { iso, num, type Locale } from './rows.js';

export type ContentKind = 'guide' | 'page';

export interface TocEntryRow {
  id: string;
  text: string;
  level: 2 | 3;
}

export interface CategoryRow {
  id: number;
  slug: string;
  name: string;
  description: string;
  count: number;
}

export interface CardRow {
  id: number;
  slug: string;
  categoryId: number;
  categorySlug: string;
  categoryName: string;
  title: string;
  description: string;
  cover: string | null;
  tags: string[];
  words: number;
  publishedAt: string;
}

export interface ArticleRow extends CardRow {
  html: string;
  toc: TocEntryRow[];
  carsPath: string | null;
  carsLabel: string | null;
  updatedAt: string;
  locales: Locale[];
}

export interface PageRow {
  id: number;
  slug: string;
  title: string;
  description: string;
  html: string;
  toc: TocEntryRow[];
  words: number;
  publishedAt: string;
  updatedAt: string;
  locales: Locale[];
}

/** The published revision of the version in `$1` (the locale) whose time has come. */
const PUBLIC_JOIN = `
  join content_versions v on v.item_id = i.id and v.locale = $1
    and v.published_revision_id is not null and v.published_at <= now()
  join content_revisions r on r.id = v.published_revision_id`;

/** Languages with a public version of item `i`. */
const LOCALES_OF = `array(select pv.locale from content_versions pv
    where pv.item_id = i.id and pv.published_revision_id is not null and pv.published_at <= now() order by pv.locale desc)`;

const nameOf = (locale: Locale) => (locale === 'kk' ? 'c.name_kk' : 'c.name_ru');

const CARD_COLUMNS = (locale: Locale) => `i.id, i.slug, c.id as category_id, c.slug as category_slug, ${nameOf(locale)} as category_name,
  r.title, r.description, i.cover, r.tags, r.words, v.published_at`;

interface RawCard {
  id: unknown;
  slug: string;
  category_id: unknown;
  category_slug: string;
  category_name: string;
  title: string;
  description: string;
  cover: string | null;
  tags: string[] | null;
  words: unknown;
  published_at: unknown;
}

const toCard = (r: RawCard): CardRow => ({
  id: num(r.id),
  slug: r.slug,
  categoryId: num(r.category_id),
  categorySlug: r.category_slug,
  categoryName: r.category_name,
  title: r.title,
  description: r.description,
  cover: r.cover,
  tags: r.tags ?? [],
  words: num(r.words),
  publishedAt: iso(r.published_at),
});

/** Guide categories in their order, with the number of public articles in the language. */
export async function listGuideCategories(db: Queryable, locale: Locale): Promise<CategoryRow[]> {
  const rows = await db.query<{ id: unknown; slug: string; name: string; description: string; count: unknown }>(
    `select c.id, c.slug, ${nameOf(locale)} as name, ${locale === 'kk' ? 'c.description_kk' : 'c.description_ru'} as description,
       (select count(*) from content_items i ${PUBLIC_JOIN} where i.category_id = c.id) as count
     from guide_categories c order by c.sort_order, c.id`,
    [locale],
  );
  return rows.map((r) => ({ id: num(r.id), slug: r.slug, name: r.name, description: r.description, count: num(r.count) }));
}

export interface GuideFilter {
  locale: Locale;
  categoryId?: number;
  tag?: string;
  /** Lower-cased words; each must be in the title, lead or text. */
  words?: string[];
  /** Only these articles (e.g. the ones an assistant's answer linked). */
  ids?: number[];
  limit: number;
  offset: number;
}

/** Public articles of a language, newest first (with words: title matches first). */
export async function searchGuides(db: Queryable, f: GuideFilter): Promise<{ items: CardRow[]; total: number }> {
  const params: unknown[] = [f.locale];
  const where: string[] = [`i.kind = 'guide'`];
  if (f.categoryId !== undefined) {
    params.push(f.categoryId);
    where.push(`i.category_id = $${params.length}`);
  }
  if (f.tag) {
    params.push(f.tag);
    where.push(`$${params.length} = any(r.tags)`);
  }
  if (f.ids) {
    params.push(f.ids);
    where.push(`i.id = any($${params.length}::bigint[])`);
  }
  const words = (f.words ?? []).slice(0, 8);
  for (const w of words) {
    params.push(w);
    where.push(`position($${params.length} in r.search_text) > 0`);
  }
  const titleFirst = words.length
    ? `(${words.map((_, k) => `position($${params.length - words.length + 1 + k} in split_part(r.search_text, E'\\n', 1)) > 0`).join(' and ')}) desc,`
    : '';
  const from = `from content_items i ${PUBLIC_JOIN} join guide_categories c on c.id = i.category_id where ${where.join(' and ')}`;
  const [count] = await db.query<{ n: unknown }>(`select count(*) as n ${from}`, params);
  params.push(f.limit, f.offset);
  const rows = await db.query<RawCard>(
    `select ${CARD_COLUMNS(f.locale)} ${from}
     order by ${titleFirst} v.published_at desc, i.id desc limit $${params.length - 1} offset $${params.length}`,
    params,
  );
  return { items: rows.map(toCard), total: num(count?.n) };
}

export async function findGuideCategory(db: Queryable, slug: string, locale: Locale): Promise<{ id: number; slug: string; name: string } | null> {
  const [row] = await db.query<{ id: unknown; slug: string; name: string }>(
    `select c.id, c.slug, ${nameOf(locale)} as name from guide_categories c where c.slug = $1`,
    [slug],
  );
  return row ? { id: num(row.id), slug: row.slug, name: row.name } : null;
}

/** A public article in the language, by category and slug. */
export async function findGuide(db: Queryable, locale: Locale, category: string, slug: string): Promise<ArticleRow | null> {
  const [row] = await db.query<
    RawCard & { body_html: string; toc: TocEntryRow[]; cars_path: string | null; cars_label: string | null; updated_at: unknown; locales: Locale[] }
  >(
    `select ${CARD_COLUMNS(locale)}, r.body_html, r.toc, i.cars_path, r.cars_label, r.created_at as updated_at, ${LOCALES_OF} as locales
     from content_items i ${PUBLIC_JOIN} join guide_categories c on c.id = i.category_id
     where i.kind = 'guide' and c.slug = $2 and i.slug = $3`,
    [locale, category, slug],
  );
  if (!row) return null;
  return {
    ...toCard(row),
    html: row.body_html,
    toc: row.toc ?? [],
    carsPath: row.cars_path,
    carsLabel: row.cars_label,
    updatedAt: iso(row.updated_at),
    locales: row.locales ?? [],
  };
}

/** Other public articles of the language: most shared tags first, then the same category, then the newest. */
export async function relatedGuides(db: Queryable, locale: Locale, article: { id: number; categoryId: number; tags: string[] }, limit = 3): Promise<CardRow[]> {
  const rows = await db.query<RawCard>(
    `select ${CARD_COLUMNS(locale)}
     from content_items i ${PUBLIC_JOIN} join guide_categories c on c.id = i.category_id
     where i.kind = 'guide' and i.id <> $2
     order by cardinality(array(select unnest(r.tags) intersect select unnest($3::text[]))) desc,
       (i.category_id = $4) desc, v.published_at desc, i.id desc
     limit $5`,
    [locale, article.id, article.tags, article.categoryId, limit],
  );
  return rows.map(toCard);
}

/** A public page in the language, by slug. */
export async function findPage(db: Queryable, locale: Locale, slug: string): Promise<PageRow | null> {
  const [row] = await db.query<{
    id: unknown;
    slug: string;
    title: string;
    description: string;
    body_html: string;
    toc: TocEntryRow[];
    words: unknown;
    published_at: unknown;
    updated_at: unknown;
    locales: Locale[];
  }>(
    `select i.id, i.slug, r.title, r.description, r.body_html, r.toc, r.words, v.published_at, r.created_at as updated_at, ${LOCALES_OF} as locales
     from content_items i ${PUBLIC_JOIN} where i.kind = 'page' and i.slug = $2`,
    [locale, slug],
  );
  if (!row) return null;
  return {
    id: num(row.id),
    slug: row.slug,
    title: row.title,
    description: row.description,
    html: row.body_html,
    toc: row.toc ?? [],
    words: num(row.words),
    publishedAt: iso(row.published_at),
    updatedAt: iso(row.updated_at),
    locales: row.locales ?? [],
  };
}

// ---- writes (seed and the editor) ----

export interface ItemInput {
  kind: ContentKind;
  slug: string;
  categoryId: number | null;
  cover: string | null;
  carsPath: string | null;
}

export async function insertItem(db: Queryable, item: ItemInput): Promise<number> {
  const [row] = await db.query<{ id: unknown }>(
    `insert into content_items (kind, slug, category_id, cover, cars_path) values ($1, $2, $3, $4, $5) returning id`,
    [item.kind, item.slug, item.categoryId, item.cover, item.carsPath],
  );
  return num(row!.id);
}

export interface RevisionInput {
  title: string;
  description: string;
  bodyMd: string;
  bodyHtml: string;
  toc: TocEntryRow[];
  words: number;
  tags: string[];
  carsLabel: string | null;
  searchText: string;
  authorId: number | null;
}

/** Saves a revision of a language version and makes it the version's draft (creating the version). */
export async function saveRevision(db: Queryable, itemId: number, locale: Locale, rev: RevisionInput): Promise<number> {
  const [row] = await db.query<{ id: unknown }>(
    `insert into content_revisions (item_id, locale, title, description, body_md, body_html, toc, words, tags, cars_label, search_text, author_id)
     values ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9::text[], $10, $11, $12) returning id`,
    [itemId, locale, rev.title, rev.description, rev.bodyMd, rev.bodyHtml, JSON.stringify(rev.toc), rev.words, rev.tags, rev.carsLabel, rev.searchText, rev.authorId],
  );
  const id = num(row!.id);
  await db.query(
    `insert into content_versions (item_id, locale, draft_revision_id) values ($1, $2, $3)
     on conflict (item_id, locale) do update set draft_revision_id = excluded.draft_revision_id, updated_at = now()`,
    [itemId, locale, id],
  );
  await db.query(`update content_items set updated_at = now() where id = $1`, [itemId]);
  return id;
}

/** Publishes the version's draft revision from `at` (now when omitted). False when the version does not exist. */
export async function publishVersion(db: Queryable, itemId: number, locale: Locale, at?: string): Promise<boolean> {
  const rows = await db.query(
    `update content_versions set published_revision_id = draft_revision_id, published_at = coalesce($3::timestamptz, now()), updated_at = now()
     where item_id = $1 and locale = $2 returning item_id`,
    [itemId, locale, at ?? null],
  );
  return rows.length > 0;
}

/** Takes the version off the public pages (its draft stays). False when the version does not exist. */
export async function unpublishVersion(db: Queryable, itemId: number, locale: Locale): Promise<boolean> {
  const rows = await db.query(
    `update content_versions set published_revision_id = null, published_at = null, updated_at = now()
     where item_id = $1 and locale = $2 returning item_id`,
    [itemId, locale],
  );
  return rows.length > 0;
}

// ---- roles ----

export type Role = 'editor' | 'moderator' | 'admin' | 'inspector';

export async function rolesOf(db: Queryable, userId: number): Promise<Role[]> {
  const rows = await db.query<{ role: Role }>(`select role from user_roles where user_id = $1 order by role`, [userId]);
  return rows.map((r) => r.role);
}

export async function grantRole(db: Queryable, userId: number, role: Role): Promise<void> {
  await db.query(`insert into user_roles (user_id, role) values ($1, $2) on conflict do nothing`, [userId, role]);
}

export async function revokeRole(db: Queryable, userId: number, role: Role): Promise<void> {
  await db.query(`delete from user_roles where user_id = $1 and role = $2`, [userId, role]);
}

// ---- the editor's view: drafts included ----

const STATUS = `case when v.published_revision_id is null then 'draft'
  when v.published_at > now() then 'scheduled'
  when v.published_revision_id <> v.draft_revision_id then 'changed'
  else 'published' end`;

export type VersionStatus = 'draft' | 'published' | 'changed' | 'scheduled';

export interface EditorItemRow {
  id: number;
  kind: ContentKind;
  slug: string;
  category: string | null;
  cover: string | null;
  carsPath: string | null;
}

export interface EditorVersionRow {
  itemId: number;
  locale: Locale;
  status: VersionStatus;
  title: string;
  description: string;
  body: string;
  tags: string[];
  carsLabel: string | null;
  html: string;
  publishedAt: string | null;
  updatedAt: string;
  revisions: number;
}

const ITEM_COLUMNS = `i.id, i.kind, i.slug, c.slug as category, i.cover, i.cars_path`;
type RawItem = { id: unknown; kind: ContentKind; slug: string; category: string | null; cover: string | null; cars_path: string | null };
const toItem = (r: RawItem): EditorItemRow => ({ id: num(r.id), kind: r.kind, slug: r.slug, category: r.category, cover: r.cover, carsPath: r.cars_path });

/** Every item, newest first, and the versions of those in `ids` (all when omitted). */
export async function editorItems(db: Queryable, id?: number): Promise<{ items: EditorItemRow[]; versions: EditorVersionRow[] }> {
  const items = await db.query<RawItem>(
    `select ${ITEM_COLUMNS} from content_items i left join guide_categories c on c.id = i.category_id
     ${id === undefined ? '' : 'where i.id = $1'} order by i.updated_at desc, i.id desc`,
    id === undefined ? [] : [id],
  );
  const versions = await db.query<{
    item_id: unknown;
    locale: Locale;
    status: VersionStatus;
    title: string;
    description: string;
    body_md: string;
    tags: string[] | null;
    cars_label: string | null;
    body_html: string;
    published_at: unknown;
    updated_at: unknown;
    revisions: unknown;
  }>(
    `select v.item_id, v.locale, ${STATUS} as status, r.title, r.description, ${id === undefined ? `''` : 'r.body_md'} as body_md, r.tags, r.cars_label,
       ${id === undefined ? `''` : 'r.body_html'} as body_html, v.published_at, r.created_at as updated_at,
       (select count(*) from content_revisions x where x.item_id = v.item_id and x.locale = v.locale) as revisions
     from content_versions v join content_revisions r on r.id = v.draft_revision_id
     ${id === undefined ? '' : 'where v.item_id = $1'} order by v.item_id, v.locale desc`,
    id === undefined ? [] : [id],
  );
  return {
    items: items.map(toItem),
    versions: versions.map((v) => ({
      itemId: num(v.item_id),
      locale: v.locale,
      status: v.status,
      title: v.title,
      description: v.description,
      body: v.body_md,
      tags: v.tags ?? [],
      carsLabel: v.cars_label,
      html: v.body_html,
      publishedAt: v.published_at === null ? null : iso(v.published_at),
      updatedAt: iso(v.updated_at),
      revisions: num(v.revisions),
    })),
  };
}

export async function categoryIdOf(db: Queryable, slug: string): Promise<number | null> {
  const [row] = await db.query<{ id: unknown }>(`select id from guide_categories where slug = $1`, [slug]);
  return row ? num(row.id) : null;
}

export async function categoryNames(db: Queryable, locale: Locale): Promise<Array<{ slug: string; name: string }>> {
  return db.query<{ slug: string; name: string }>(`select c.slug, ${nameOf(locale)} as name from guide_categories c order by c.sort_order, c.id`);
}

/** True when an item of that kind and slug exists. */
export async function itemSlugTaken(db: Queryable, kind: ContentKind, slug: string): Promise<boolean> {
  const rows = await db.query(`select 1 from content_items where kind = $1 and slug = $2`, [kind, slug]);
  return rows.length > 0;
}

/** Sets an item's cover and, for a guide, its cars (a page has none). False when the item does not exist. */
export async function updateItem(db: Queryable, id: number, settings: { cover: string | null; carsPath: string | null }): Promise<boolean> {
  const rows = await db.query(
    `update content_items set cover = $2::text, cars_path = case when kind = 'guide' then $3::text else null end, updated_at = now()
     where id = $1 returning id`,
    [id, settings.cover, settings.carsPath],
  );
  return rows.length > 0;
}

// ---- revision history ----

export interface RevisionSummaryRow {
  id: number;
  createdAt: string;
  author: string | null;
  title: string;
  words: number;
  draft: boolean;
  published: boolean;
}

export interface RevisionRow extends RevisionSummaryRow {
  description: string;
  bodyMd: string;
  bodyHtml: string;
  tags: string[];
  carsLabel: string | null;
}

type RawRevision = {
  id: unknown;
  created_at: unknown;
  author: string | null;
  title: string;
  words: unknown;
  draft: boolean;
  published: boolean;
  description: string;
  body_md: string;
  body_html: string;
  tags: string[] | null;
  cars_label: string | null;
};

const REVISION_FROM = `from content_revisions r
  join content_versions v on v.item_id = r.item_id and v.locale = r.locale
  left join users u on u.id = r.author_id`;
const REVISION_SUMMARY = `r.id, r.created_at, coalesce(u.name, u.phone) as author, r.title, r.words,
  (r.id = v.draft_revision_id) as draft, (r.id is not distinct from v.published_revision_id) as published`;

const toRevision = (r: RawRevision): RevisionRow => ({
  id: num(r.id),
  createdAt: iso(r.created_at),
  author: r.author,
  title: r.title,
  words: num(r.words),
  draft: r.draft,
  published: r.published,
  description: r.description,
  bodyMd: r.body_md,
  bodyHtml: r.body_html,
  tags: r.tags ?? [],
  carsLabel: r.cars_label,
});

/** The revisions of a language version, newest first (at most `limit`). */
export async function listRevisions(db: Queryable, itemId: number, locale: Locale, limit = 200): Promise<RevisionSummaryRow[]> {
  const rows = await db.query<RawRevision>(
    `select ${REVISION_SUMMARY} ${REVISION_FROM} where r.item_id = $1 and r.locale = $2 order by r.id desc limit $3`,
    [itemId, locale, limit],
  );
  return rows.map((r) => {
    const { description: _d, bodyMd: _b, bodyHtml: _h, tags: _t, carsLabel: _c, ...summary } = toRevision(r);
    return summary;
  });
}

/** A revision of the version and the one saved before it (null for the first). Null when it is not this version's. */
export async function findRevision(
  db: Queryable,
  itemId: number,
  locale: Locale,
  revisionId: number,
): Promise<{ revision: RevisionRow; previous: RevisionRow | null } | null> {
  const rows = await db.query<RawRevision>(
    `(select ${REVISION_SUMMARY}, r.description, r.body_md, r.body_html, r.tags, r.cars_label ${REVISION_FROM}
       where r.item_id = $1 and r.locale = $2 and r.id = $3)
     union all
     (select ${REVISION_SUMMARY}, r.description, r.body_md, r.body_html, r.tags, r.cars_label ${REVISION_FROM}
       where r.item_id = $1 and r.locale = $2 and r.id < $3 order by r.id desc limit 1)
     order by id desc`,
    [itemId, locale, revisionId],
  );
  const [first, second] = rows.map(toRevision);
  if (!first || first.id !== revisionId) return null;
  return { revision: first, previous: second ?? null };
}
