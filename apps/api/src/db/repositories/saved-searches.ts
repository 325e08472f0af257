import type { Db, Queryable } from '../db.js';
import { type Locale, iso, nameCol, num } from './rows.js';

export interface SavedSearchRow {
  id: number;
  filter: Record<string, unknown>;
  createdAt: string;
  lastSeenAt: string;
  /** Microseconds since 1970, as the search index keeps publication times. */
  lastSeenMicros: number;
  alert: boolean;
}

interface Row {
  id: number | string;
  filter: Record<string, unknown>;
  created_at: Date | string;
  last_seen_at: Date | string;
  seen_us: number | string;
  alert: boolean;
}

const toSaved = (r: Row): SavedSearchRow => ({
  id: num(r.id),
  filter: r.filter,
  createdAt: iso(r.created_at),
  lastSeenAt: iso(r.last_seen_at),
  lastSeenMicros: Number(r.seen_us),
  alert: r.alert,
});

const COLUMNS = `id, filter, alert, created_at, last_seen_at, (extract(epoch from last_seen_at) * 1000000)::bigint as seen_us`;

/** The user's saved searches, newest first. */
export async function listSavedSearches(db: Queryable, userId: number): Promise<SavedSearchRow[]> {
  const rows = await db.query<Row>(`select ${COLUMNS} from saved_searches where user_id = $1 order by created_at desc, id desc`, [userId]);
  return rows.map(toSaved);
}

/**
 * Saves a filter; the same filter saved again returns the existing row (`created` false), also at the limit. A new one
 * beyond `limit` is refused (`'limit'`). The user's row is locked for the check and the insert, so two saves at once
 * cannot both pass the limit.
 */
export async function saveSearch(
  db: Db,
  userId: number,
  filter: Record<string, unknown>,
  canonical: string,
  limit: number,
): Promise<{ row: SavedSearchRow; created: boolean } | 'limit'> {
  return db.transaction(async (tx) => {
    await tx.query('select id from users where id = $1 for update', [userId]);
    const existing = await tx.query<Row>(`select ${COLUMNS} from saved_searches where user_id = $1 and canonical = $2`, [userId, canonical]);
    if (existing[0]) return { row: toSaved(existing[0]), created: false };
    const count = await tx.query<{ n: number }>('select count(*)::int as n from saved_searches where user_id = $1', [userId]);
    if (num(count[0]?.n) >= limit) return 'limit';
    const inserted = await tx.query<Row>(
      `insert into saved_searches (user_id, filter, canonical) values ($1, $2::jsonb, $3) returning ${COLUMNS}`,
      [userId, JSON.stringify(filter), canonical],
    );
    return { row: toSaved(inserted[0]!), created: true };
  });
}

/** Marks one of the user's saved searches as seen now; false when the user has no such search. */
export async function markSavedSearchSeen(db: Queryable, userId: number, id: number): Promise<boolean> {
  const rows = await db.query('update saved_searches set last_seen_at = now() where id = $1 and user_id = $2 returning id', [id, userId]);
  return rows.length > 0;
}

/** Deletes one of the user's saved searches; false when the user has no such search. */
export async function deleteSavedSearch(db: Queryable, userId: number, id: number): Promise<boolean> {
  const rows = await db.query('delete from saved_searches where id = $1 and user_id = $2 returning id', [id, userId]);
  return rows.length > 0;
}

/** Names of a filter's catalogue slugs in a language (brands, model, generation, city, region), in one statement. */
export async function filterNames(
  db: Queryable,
  f: { brand?: string[]; model?: string; generation?: string; city?: string; region?: string },
  locale: Locale,
): Promise<{ brands: Array<{ slug: string; name: string }>; model: string | null; generation: string | null; city: string | null; region: string | null }> {
  const rows = await db.query<{
    brands: Array<{ slug: string; name: string }> | string;
    model: string | null;
    generation: string | null;
    city: string | null;
    region: string | null;
  }>(
    `select
       (select coalesce(json_agg(json_build_object('slug', b.slug, 'name', b.name) order by b.name), '[]'::json)
          from brands b where b.slug = any($1::text[])) as brands,
       (select m.name from models m join brands b on b.id = m.brand_id
          where m.slug = $2 and (cardinality($1::text[]) = 0 or b.slug = any($1::text[])) order by m.id limit 1) as model,
       (select g.name from generations g join models m on m.id = g.model_id
          where g.slug = $3 and m.slug = $2 order by g.id limit 1) as generation,
       (select ${nameCol(locale, 'c')} from cities c where c.slug = $4) as city,
       (select ${nameCol(locale, 'r')} from regions r where r.slug = $5) as region`,
    [f.brand ?? [], f.model ?? null, f.generation ?? null, f.city ?? null, f.region ?? null],
  );
  const r = rows[0]!;
  return {
    brands: typeof r.brands === 'string' ? (JSON.parse(r.brands) as Array<{ slug: string; name: string }>) : r.brands,
    model: r.model,
    generation: r.generation,
    city: r.city,
    region: r.region,
  };
}
