/** What the sitemaps list (routes/sitemap): public pages only, with the time they last changed. */
import type { Queryable } from '../db.js';
import { iso, num, type Locale } from './rows.js';

export async function countPublishedAnnouncements(db: Queryable): Promise<number> {
  const [row] = await db.query<{ n: unknown }>(`select count(*) as n from announcements where status = 'published'`);
  return num(row?.n);
}

/** Published announcements in id order, a page at a time. */
export async function publishedAnnouncements(db: Queryable, offset: number, limit: number): Promise<Array<{ id: number; updatedAt: string }>> {
  const rows = await db.query<{ id: unknown; updated_at: unknown }>(
    `select id, updated_at from announcements where status = 'published' order by id limit $1 offset $2`,
    [limit, offset],
  );
  return rows.map((r) => ({ id: num(r.id), updatedAt: iso(r.updated_at) }));
}

/** Brands and models with published announcements (the `/cars/{brand}[/{model}]` listings). */
export async function carListings(db: Queryable): Promise<Array<{ brand: string; model: string | null; updatedAt: string }>> {
  const rows = await db.query<{ brand: string; model: string | null; updated_at: unknown }>(
    `select b.slug as brand, m.slug as model, max(a.updated_at) as updated_at
     from announcements a join brands b on b.id = a.brand_id join models m on m.id = a.model_id
     where a.status = 'published'
     group by grouping sets ((b.slug), (b.slug, m.slug))
     order by b.slug, m.slug nulls first`,
  );
  return rows.map((r) => ({ brand: r.brand, model: r.model, updatedAt: iso(r.updated_at) }));
}

/** The market's public pages: brands and models on sale (premium ones under `/market/premium`), dealers, autocentres. */
export async function marketPages(db: Queryable): Promise<{
  models: Array<{ brand: string; model: string; premium: boolean }>;
  dealers: string[];
  autocentres: string[];
}> {
  const models = await db.query<{ brand: string; model: string; premium: boolean }>(
    `select b.slug as brand, m.slug as model, (b.premium or mm.premium) as premium
     from market_models mm join models m on m.id = mm.model_id join brands b on b.id = m.brand_id
     where exists (select 1 from market_trims t where t.model_id = mm.model_id)
     order by b.slug, m.slug`,
  );
  const dealers = await db.query<{ slug: string }>(`select slug from dealers where official order by slug`);
  const centres = await db.query<{ slug: string }>(`select slug from autocentres order by slug`);
  return { models, dealers: dealers.map((d) => d.slug), autocentres: centres.map((c) => c.slug) };
}

export interface PublicContent {
  kind: 'guide' | 'page';
  slug: string;
  category: string | null;
  locales: Locale[];
  updatedAt: string;
}

/** Guides and pages with a published version whose time has come, with their languages. */
export async function publicContent(db: Queryable): Promise<PublicContent[]> {
  const rows = await db.query<{ kind: 'guide' | 'page'; slug: string; category: string | null; locales: Locale[]; updated_at: unknown }>(
    `select i.kind, i.slug, c.slug as category, array_agg(v.locale order by v.locale desc) as locales, max(r.created_at) as updated_at
     from content_items i
     join content_versions v on v.item_id = i.id and v.published_revision_id is not null and v.published_at <= now()
     join content_revisions r on r.id = v.published_revision_id
     left join guide_categories c on c.id = i.category_id
     group by i.id, i.kind, i.slug, c.slug, c.sort_order
     order by i.kind, c.sort_order nulls first, i.id`,
  );
  return rows.map((r) => ({ kind: r.kind, slug: r.slug, category: r.category, locales: r.locales, updatedAt: iso(r.updated_at) }));
}
