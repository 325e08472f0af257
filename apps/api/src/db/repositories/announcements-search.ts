import type { AnnouncementCard, SearchFilter } from '@jolda/contracts';
import type { Queryable } from '../db.js';
import { cardsByIds, countAnnouncements, searchWhere } from './announcements.js';
import { type Locale, num } from './rows.js';

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
  /** Microseconds since 1970 (exact: PostgreSQL keeps microseconds); null when a published row has no publication date (sorts first under `desc`, like PostgreSQL). */
  published_at: number | null;
}

/** The columns of a search row as one text line (`|`-separated; empty = null): one field per row is parsed far faster. */
const LINE = `concat_ws('|', a.id, a.user_id, a.brand_id, a.model_id, coalesce(a.generation_id::text, ''), a.year, a.price,
  a.mileage, coalesce(a.engine_volume::text, ''), a.fuel, a.transmission, a.body, a.drive, a.steering, a.color, a.condition,
  a.customs_cleared::int, a.exchange::int, a.credit::int, a.city_id, a.seller_type, a.photo_count,
  coalesce(((extract(epoch from a.published_at) * 1000000)::bigint)::text, ''))`;

function fromLine(line: string): SearchRow {
  const f = line.split('|');
  const n = (i: number) => Number(f[i]);
  const nOrNull = (i: number) => (f[i] === '' ? null : Number(f[i]));
  return {
    id: n(0),
    user_id: n(1),
    brand_id: n(2),
    model_id: n(3),
    generation_id: nOrNull(4),
    year: n(5),
    price: n(6),
    mileage: n(7),
    engine_volume: nOrNull(8),
    fuel: f[9]!,
    transmission: f[10]!,
    body: f[11]!,
    drive: f[12]!,
    steering: f[13]!,
    color: f[14]!,
    condition: f[15]!,
    customs_cleared: f[16] === '1',
    exchange: f[17] === '1',
    credit: f[18] === '1',
    city_id: n(19),
    seller_type: f[20]!,
    photo_count: n(21),
    published_at: nOrNull(22),
  };
}

/**
 * Every published announcement, in id order, in chunks of `chunk` rows (so other queries interleave on PGlite), each
 * chunk read as one text value: PGlite's per-field decoding made the plain 23-column read ~20× slower.
 */
export async function* searchRowChunks(db: Queryable, chunk = 5_000): AsyncGenerator<SearchRow[]> {
  let after = 0;
  for (;;) {
    const rows = await db.query<{ lines: string | null; last: number | string | null }>(
      `select string_agg(line, E'\n' order by id) as lines, max(id) as last
       from (select a.id, ${LINE} as line from announcements a
             where a.status = 'published' and a.id > $1 order by a.id limit $2) x`,
      [after, chunk],
    );
    const lines = rows[0]?.lines;
    if (!lines) return;
    yield lines.split('\n').map(fromLine);
    after = num(rows[0]?.last);
  }
}

/** The current search rows of these ids; an id missing from the answer is no longer published. */
export async function searchRowsByIds(db: Queryable, ids: number[]): Promise<SearchRow[]> {
  if (!ids.length) return [];
  const rows = await db.query<{ line: string }>(
    `select ${LINE} as line from announcements a where a.status = 'published' and a.id = any($1::bigint[])`,
    [ids],
  );
  return rows.map((r) => fromLine(r.line));
}

/** A PostgreSQL snapshot (`pg_current_snapshot()`): transactions below `xmin` are over, `xip` were in progress. */
export interface Snapshot {
  xmin: bigint;
  xmax: bigint;
  xip: bigint[];
}

/** Parses `xmin:xmax:xip,xip,…`. */
export function parseSnapshot(text: string): Snapshot {
  const [xmin, xmax, xip] = text.split(':');
  return {
    xmin: BigInt(xmin!),
    xmax: BigInt(xmax!),
    xip: xip ? xip.split(',').filter(Boolean).map((x) => BigInt(x)) : [],
  };
}

/** The change log's head and the snapshot it was read in (where a change feed starts). */
export async function searchLogStart(db: Queryable): Promise<{ head: number; snapshot: Snapshot }> {
  const [row] = await db.query<{ head: number | string | null; snapshot: string }>(
    `select (select max(seq) from search_changes) as head, pg_current_snapshot()::text as snapshot`,
  );
  return { head: num(row?.head), snapshot: parseSnapshot(row!.snapshot) };
}

/**
 * In one statement (one snapshot): the log entries after `after` (the first `limit`, in seq order), every entry of the
 * transactions `pending` (in progress at an earlier read; entries of transactions still in progress are invisible),
 * and the snapshot itself (see change-feed.ts).
 */
export async function searchChangesAfter(
  db: Queryable,
  after: number,
  pending: readonly bigint[],
  limit: number,
): Promise<{ snapshot: Snapshot; fresh: Array<[seq: number, id: number]>; late: number[] }> {
  type Pairs = Array<[number | string, number | string]>;
  const [row] = await db.query<{ snapshot: string; fresh: Pairs | string; late: Array<number | string> | string }>(
    `select pg_current_snapshot()::text as snapshot,
       coalesce((select json_agg(json_build_array(c.seq, c.announcement_id) order by c.seq)
                 from (select seq, announcement_id from search_changes where seq > $1 order by seq limit $3) c),
                '[]'::json) as fresh,
       coalesce((select json_agg(distinct announcement_id) from search_changes where xid = any($2::xid8[])),
                '[]'::json) as late`,
    [after, pending.map(String), limit],
  );
  const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);
  return {
    snapshot: parseSnapshot(row!.snapshot),
    fresh: json<Pairs>(row!.fresh).map(([seq, id]) => [num(seq), num(id)]),
    late: json<Array<number | string>>(row!.late).map(num),
  };
}

/** Drops log entries older than a day (an index further behind than that reloads everything). */
export async function pruneSearchChanges(db: Queryable): Promise<void> {
  await db.query(`delete from search_changes where changed_at < now() - interval '1 day'`);
}

/** The catalogue as the index reads filters with it: slugs → ids, and names for facets. */
export interface SearchDictionaries {
  brands: Array<{ id: number; slug: string; name: string }>;
  models: Array<{ id: number; slug: string; name: string }>;
  generations: Array<{ id: number; slug: string }>;
  cities: Array<{ id: number; slug: string; region_slug: string }>;
}

export async function loadSearchDictionaries(db: Queryable): Promise<SearchDictionaries> {
  const fix = <T extends { id: unknown }>(xs: T[]) => xs.map((x) => ({ ...x, id: num(x.id) }));
  const [brands, models, generations, cities] = [
    await db.query<{ id: number; slug: string; name: string }>('select id, slug, name from brands order by id'),
    await db.query<{ id: number; slug: string; name: string }>('select id, slug, name from models order by id'),
    await db.query<{ id: number; slug: string }>('select id, slug from generations order by id'),
    await db.query<{ id: number; slug: string; region_slug: string }>(
      'select c.id, c.slug, r.slug as region_slug from cities c join regions r on r.id = c.region_id order by c.id',
    ),
  ];
  return { brands: fix(brands), models: fix(models), generations: fix(generations), cities: fix(cities) };
}

// ---------------------------------------------------------------------------------------------------------------
// The same answers in SQL, while the index of a starting API instance loads (slower: the count visits every match)
// ---------------------------------------------------------------------------------------------------------------

type FilterOnly = Partial<Omit<SearchFilter, 'sort' | 'page' | 'pageSize'>>;

/** Counts by brand (the filter without brand, model and generation) and, with a brand, by model; and the total. */
export async function facetsSql(
  db: Queryable,
  f: FilterOnly,
): Promise<{ total: number; brands: Map<number, number>; models: Map<number, number> | null }> {
  const group = async (by: 'brand_id' | 'model_id', filter: FilterOnly) => {
    const { sql, params } = searchWhere(filter);
    const rows = await db.query<{ k: number | string; n: number | string }>(
      `select a.${by} as k, count(*)::int as n from announcements a where ${sql} group by a.${by}`,
      params,
    );
    return new Map(rows.map((r) => [num(r.k), num(r.n)]));
  };
  const { brand, model: _m, generation: _g, ...withoutCatalog } = f;
  const brands = await group('brand_id', withoutCatalog);
  const models = brand?.length ? await group('model_id', { ...withoutCatalog, brand }) : null;
  return { total: await countAnnouncements(db, f), brands, models };
}

/** The total of a filter and how many of its matches were published after `sinceMicros`. */
export async function countsSql(db: Queryable, f: FilterOnly, sinceMicros: number): Promise<{ total: number; newer: number }> {
  const { sql, params } = searchWhere(f);
  params.push(Math.trunc(sinceMicros));
  const [row] = await db.query<{ total: number | string; newer: number | string }>(
    `select count(*)::int as total,
       count(*) filter (where (extract(epoch from a.published_at) * 1000000)::bigint > $${params.length})::int as newer
     from announcements a where ${sql}`,
    params,
  );
  return { total: num(row?.total), newer: num(row?.newer) };
}

/** Cards of these ids, in this order (ids no longer in the table are left out). */
export async function searchCards(db: Queryable, ids: number[], locale: Locale): Promise<{ cards: AnnouncementCard[] }> {
  return { cards: await cardsByIds(db, ids, locale) };
}
