import type { BodyType, Brand, City, Generation, Model, Region } from '@jolda/contracts';
import type { Queryable } from '../db.js';
import { type Locale, nameCol, num, numOrNull } from './rows.js';

interface BrandRow {
  id: number;
  slug: string;
  name: string;
  country: string;
  popular: boolean;
  count: number | string;
}
const toBrand = (r: BrandRow): Brand => ({
  id: num(r.id),
  slug: r.slug,
  name: r.name,
  country: r.country,
  popular: r.popular,
  count: num(r.count),
});

const BRAND_SELECT = `
  select b.id, b.slug, b.name, b.country, b.popular, coalesce(c.n, 0) as count
  from brands b
  left join (
    select brand_id, count(*)::int as n from announcements where status = 'published' group by brand_id
  ) c on c.brand_id = b.id`;

/** Brands without counting: `count` comes from `counts` (the API's search index counts published announcements). */
const BRAND_BARE = `select b.id, b.slug, b.name, b.country, b.popular, 0 as count from brands b`;

/**
 * Brands with their number of published announcements: from `counts` when given (brand id → count, e.g. the search
 * index's), else counted in SQL.
 */
export async function listBrands(
  db: Queryable,
  opts: { popularOnly?: boolean; counts?: ReadonlyMap<number, number> } = {},
): Promise<Brand[]> {
  const rows = await db.query<BrandRow>(
    `${opts.counts ? BRAND_BARE : BRAND_SELECT} ${opts.popularOnly ? 'where b.popular' : ''} order by b.sort_order, b.name`,
  );
  const counts = opts.counts;
  return rows.map((r) => (counts ? { ...toBrand(r), count: counts.get(num(r.id)) ?? 0 } : toBrand(r)));
}

export async function findBrand(db: Queryable, slug: string): Promise<Brand | null> {
  const rows = await db.query<BrandRow>(
    `select b.id, b.slug, b.name, b.country, b.popular,
       (select count(*)::int from announcements a where a.brand_id = b.id and a.status = 'published') as count
     from brands b where b.slug = $1`,
    [slug],
  );
  return rows[0] ? toBrand(rows[0]) : null;
}

/** Models of a brand with generations and counts of published announcements (from `counts` when given, as for brands). */
export async function listModels(db: Queryable, brandId: number, counts?: ReadonlyMap<number, number>): Promise<Model[]> {
  const models = await db.query<{
    id: number;
    brand_id: number;
    slug: string;
    name: string;
    body_types: string[];
    count: number | string;
  }>(
    counts
      ? `select m.id, m.brand_id, m.slug, m.name, m.body_types, 0 as count from models m where m.brand_id = $1 order by m.name`
      : `select m.id, m.brand_id, m.slug, m.name, m.body_types, coalesce(c.n, 0) as count
     from models m
     left join (
       select model_id, count(*)::int as n from announcements
       where status = 'published' and brand_id = $1 group by model_id
     ) c on c.model_id = m.id
     where m.brand_id = $1
     order by m.name`,
    [brandId],
  );
  const gens = await db.query<{
    id: number;
    model_id: number;
    slug: string;
    name: string;
    year_from: number;
    year_to: number | null;
  }>(
    `select g.id, g.model_id, g.slug, g.name, g.year_from, g.year_to
     from generations g join models m on m.id = g.model_id
     where m.brand_id = $1 order by g.year_from, g.id`,
    [brandId],
  );
  const byModel = new Map<number, Generation[]>();
  for (const g of gens) {
    const list = byModel.get(num(g.model_id)) ?? [];
    list.push({ id: num(g.id), slug: g.slug, name: g.name, yearFrom: num(g.year_from), yearTo: numOrNull(g.year_to) });
    byModel.set(num(g.model_id), list);
  }
  return models.map((m) => ({
    id: num(m.id),
    brandId: num(m.brand_id),
    slug: m.slug,
    name: m.name,
    bodyTypes: m.body_types as BodyType[],
    count: counts ? (counts.get(num(m.id)) ?? 0) : num(m.count),
    generations: byModel.get(num(m.id)) ?? [],
  }));
}

export async function listCities(db: Queryable, locale: Locale): Promise<City[]> {
  const rows = await db.query<{ id: number; slug: string; name: string; region_id: number }>(
    `select c.id, c.slug, ${nameCol(locale, 'c')} as name, c.region_id
     from cities c order by c.population desc, c.id`,
  );
  return rows.map((r) => ({ id: num(r.id), slug: r.slug, name: r.name, regionId: num(r.region_id) }));
}

export async function listRegions(db: Queryable, locale: Locale): Promise<Region[]> {
  // A city of republican significance is a region holding one city of its own slug (`almaty` the region and the city).
  const rows = await db.query<{ id: number; slug: string; name: string; plate_code: string; city: string | null }>(
    `select r.id, r.slug, ${nameCol(locale, 'r')} as name, r.plate_code,
            (select min(c.slug) from cities c where c.region_id = r.id
             having count(*) = 1 and min(c.slug) = r.slug) as city
     from regions r order by r.sort_order, r.plate_code, r.id`,
  );
  return rows.map((r) => ({ id: num(r.id), slug: r.slug, name: r.name, plateCode: r.plate_code, city: r.city ?? null }));
}

export async function cityExists(db: Queryable, id: number): Promise<boolean> {
  const rows = await db.query('select 1 from cities where id = $1', [id]);
  return rows.length > 0;
}

/** True when the database holds no catalogue yet (first start). */
export async function isEmpty(db: Queryable): Promise<boolean> {
  const rows = await db.query<{ n: number }>('select count(*)::int as n from regions');
  return num(rows[0]?.n) === 0;
}

export async function ping(db: Queryable): Promise<void> {
  await db.query('select 1');
}
