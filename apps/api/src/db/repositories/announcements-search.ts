import type { AnnouncementCard } from '@jolda/contracts';
import type { Queryable } from '../db.js';
import type { Locale } from './rows.js';
import { num } from './rows.js';
import { cardsByIdsWithLogHead } from './announcements.js';

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
 * Every published announcement, in id order, read in chunks of `chunk` rows (so other queries interleave on PGlite)
 * and each chunk as one text value: PGlite's per-field decoding made the plain 23-column read ~20× slower.
 */
export async function loadSearchRows(db: Queryable, chunk = 20_000): Promise<SearchRow[]> {
  const out: SearchRow[] = [];
  let after = 0;
  for (;;) {
    const rows = await db.query<{ lines: string | null; last: number | string | null }>(
      `select string_agg(line, E'\n' order by id) as lines, max(id) as last
       from (select a.id, ${LINE} as line from announcements a
             where a.status = 'published' and a.id > $1 order by a.id limit $2) x`,
      [after, chunk],
    );
    const lines = rows[0]?.lines;
    if (!lines) break;
    for (const line of lines.split('\n')) out.push(fromLine(line));
    after = num(rows[0]?.last);
  }
  return out;
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
  const rows = await db.query<{ line: string }>(
    `select ${LINE} as line from announcements a where a.status = 'published' and a.id = any($1::bigint[])`,
    [ids],
  );
  return rows.map((r) => fromLine(r.line));
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

/** The head of the change log (0 when empty). */
export async function searchLogHead(db: Queryable): Promise<number> {
  const rows = await db.query<{ head: number | string | null }>('select max(seq) as head from search_changes');
  return num(rows[0]?.head);
}

/** Cards of these ids, in this order, with the change log's head read by the same statement. */
export function searchCards(db: Queryable, ids: number[], locale: Locale): Promise<{ cards: AnnouncementCard[]; head: number }> {
  return cardsByIdsWithLogHead(db, ids, locale);
}
