import type { AnnouncementCard } from '@jolda/contracts';
import type { Queryable } from '../db.js';
import type { Locale } from './rows.js';
import { num } from './rows.js';
import { cardsByIds } from './announcements.js';

/** One published announcement as the in-memory search index keeps it (numbers only). */
export interface SearchRow {
  id: number;
  user_id: number;
  brand_id: number;
  model_id: number;
  generation_id: number | null;
  year: number;
  price: number;
  mileage: number;
  engine_volume: number | null;
  fuel: string;
  transmission: string;
  body: string;
  drive: string;
  steering: string;
  color: string;
  condition: string;
  customs_cleared: boolean;
  exchange: boolean;
  credit: boolean;
  city_id: number;
  seller_type: string;
  photo_count: number;
  /** Milliseconds; null when a published row has no publication date (sorts first under `desc`, like PostgreSQL). */
  published_at: number | null;
}

const COLUMNS = `a.id, a.user_id, a.brand_id, a.model_id, a.generation_id, a.year, a.price, a.mileage,
  a.engine_volume::float8 as engine_volume, a.fuel, a.transmission, a.body, a.drive, a.steering, a.color, a.condition,
  a.customs_cleared, a.exchange, a.credit, a.city_id, a.seller_type, a.photo_count,
  (extract(epoch from a.published_at) * 1000)::float8 as published_at`;

function toRow(r: Record<string, unknown>): SearchRow {
  return {
    ...(r as unknown as SearchRow),
    id: num(r['id']),
    user_id: num(r['user_id']),
    price: num(r['price']),
    engine_volume: r['engine_volume'] === null ? null : Number(r['engine_volume']),
    published_at: r['published_at'] === null ? null : Number(r['published_at']),
  };
}

/** Every published announcement, in id order. */
export async function loadSearchRows(db: Queryable): Promise<SearchRow[]> {
  const rows = await db.query<Record<string, unknown>>(
    `select ${COLUMNS} from announcements a where a.status = 'published' order by a.id`,
  );
  return rows.map(toRow);
}

/** Ids changed after `seq` (up to `limit` log entries), the oldest log entry kept, and the last seq read. */
export async function searchChangesSince(
  db: Queryable,
  seq: number,
  limit: number,
): Promise<{ ids: number[]; last: number; oldest: number }> {
  const rows = await db.query<{ seq: number | string; announcement_id: number | string }>(
    'select seq, announcement_id from search_changes where seq > $1 order by seq limit $2',
    [seq, limit],
  );
  const oldest = await db.query<{ seq: number | string | null }>('select min(seq) as seq from search_changes');
  return {
    ids: [...new Set(rows.map((r) => num(r.announcement_id)))],
    last: rows.length ? num(rows[rows.length - 1]!.seq) : seq,
    oldest: num(oldest[0]?.seq),
  };
}

/** The current search rows of these ids; an id missing from the answer is no longer published. */
export async function searchRowsByIds(db: Queryable, ids: number[]): Promise<SearchRow[]> {
  if (!ids.length) return [];
  const rows = await db.query<Record<string, unknown>>(
    `select ${COLUMNS} from announcements a where a.status = 'published' and a.id = any($1::bigint[])`,
    [ids],
  );
  return rows.map(toRow);
}

/** Drops log entries older than a day (an index further behind than that reloads everything). */
export async function pruneSearchChanges(db: Queryable): Promise<void> {
  await db.query(`delete from search_changes where changed_at < now() - interval '1 day'`);
}

/** The ids the slugs of a filter stand for (null = that filter is absent), and the last logged change. */
export interface SearchRefs {
  seq: number;
  brandIds: number[] | null;
  modelIds: number[] | null;
  generationIds: number[] | null;
  cityIds: number[] | null;
  regionCityIds: number[] | null;
}

const ids = (v: unknown): number[] => (Array.isArray(v) ? v.map(num) : []);

/**
 * One round trip per search: reads the slugs of the filter as ids (unique-index probes on small catalogue tables) and
 * the change log's head, so the index is both current and told about catalogue rows created a moment ago.
 */
export async function resolveSearchRefs(
  db: Queryable,
  f: { brand?: string[] | undefined; model?: string | undefined; generation?: string | undefined; city?: string | undefined; region?: string | undefined },
): Promise<SearchRefs> {
  const rows = await db.query<Record<string, unknown>>(
    `select (select max(seq) from search_changes) as seq,
       (select array_agg(id) from brands where slug = any($1::text[])) as brand_ids,
       (select array_agg(id) from models where slug = $2) as model_ids,
       (select array_agg(id) from generations where slug = $3) as generation_ids,
       (select array_agg(id) from cities where slug = $4) as city_ids,
       (select array_agg(c.id) from cities c join regions r on r.id = c.region_id where r.slug = $5) as region_city_ids`,
    [f.brand ?? [], f.model ?? null, f.generation ?? null, f.city ?? null, f.region ?? null],
  );
  const r = rows[0] ?? {};
  return {
    seq: num(r['seq']),
    brandIds: f.brand?.length ? ids(r['brand_ids']) : null,
    modelIds: f.model !== undefined ? ids(r['model_ids']) : null,
    generationIds: f.generation !== undefined ? ids(r['generation_ids']) : null,
    cityIds: f.city !== undefined ? ids(r['city_ids']) : null,
    regionCityIds: f.region !== undefined ? ids(r['region_city_ids']) : null,
  };
}

/** Slugs and names of brands and models by id (facet labels). */
export async function facetNames(
  db: Queryable,
  brandIds: number[],
  modelIds: number[],
): Promise<{ brands: Array<{ id: number; slug: string; name: string }>; models: Array<{ id: number; slug: string; name: string }> }> {
  const [brands, models] = await Promise.all([
    brandIds.length
      ? db.query<{ id: number; slug: string; name: string }>('select id, slug, name from brands where id = any($1::int[])', [brandIds])
      : Promise.resolve([]),
    modelIds.length
      ? db.query<{ id: number; slug: string; name: string }>('select id, slug, name from models where id = any($1::int[])', [modelIds])
      : Promise.resolve([]),
  ]);
  const fix = (xs: Array<{ id: number; slug: string; name: string }>) => xs.map((x) => ({ ...x, id: num(x.id) }));
  return { brands: fix(brands), models: fix(models) };
}

/** Cards of these ids, in this order. */
export function searchCards(db: Queryable, ids: number[], locale: Locale): Promise<AnnouncementCard[]> {
  return cardsByIds(db, ids, locale);
}
