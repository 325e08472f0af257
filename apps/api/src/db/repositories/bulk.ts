import type { Db, Queryable } from '../db.js';

export interface BulkColumn {
  name: string;
  /** PostgreSQL type of one value (`int`, `text`, `bigint`, `timestamptz`…). */
  type: string;
  /** Expression turning the unnested value into the column (default: the value itself). */
  expr?: (v: string) => string;
}

const TABLES = new Set([
  'regions',
  'cities',
  'brands',
  'models',
  'generations',
  'users',
  'dealers',
  'announcements',
  'photos',
  'price_history',
  // The market (seed/market.ts).
  'equipment_items',
  'market_models',
  'market_trims',
  'market_colors',
  'dealer_brands',
  'market_offers',
  'credit_programmes',
  'survey_invitations',
  'survey_answers',
  // The market's videos (seed/market-videos.ts).
  'market_videos',
]);

/**
 * Inserts many rows with one statement per batch: `insert … select from unnest($1::t[], $2::t[], …)` takes one
 * array parameter per column, so there is no parameter-count limit and no string-built values.
 */
export async function bulkInsert(
  db: Queryable,
  table: string,
  columns: BulkColumn[],
  rows: unknown[][],
  batchSize = 5000,
): Promise<void> {
  if (!TABLES.has(table)) throw new Error(`bulkInsert: unknown table ${table}`);
  const names = columns.map((c) => c.name);
  const aliases = columns.map((_, i) => `c${i}`);
  const sql = `insert into ${table} (${names.join(', ')})
    select ${columns.map((c, i) => (c.expr ? c.expr(aliases[i]!) : aliases[i])).join(', ')}
    from unnest(${columns.map((c, i) => `$${i + 1}::${c.type}[]`).join(', ')}) as t(${aliases.join(', ')})`;
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows.slice(start, start + batchSize);
    const arrays = columns.map((_, i) => batch.map((r) => r[i] ?? null));
    await db.query(sql, arrays);
  }
}

/** Moves identity sequences past ids inserted explicitly. */
export async function syncIdentity(db: Queryable, tables: string[]): Promise<void> {
  for (const t of tables) {
    if (!TABLES.has(t)) throw new Error(`syncIdentity: unknown table ${t}`);
    await db.query(
      `select setval(pg_get_serial_sequence('${t}', 'id'), coalesce((select max(id) from ${t}), 0) + 1, false)`,
    );
  }
}

/** Drops every table of the current schema (the seed CLI's reset); migrations then rebuild it. */
export async function resetSchema(db: Db): Promise<void> {
  await db.exec('drop schema if exists public cascade; create schema public;');
}

/** Planner statistics and the visibility map after a bulk load (index-only scans for counts). */
export async function analyze(db: Queryable): Promise<void> {
  await db.exec('vacuum analyze');
}

/**
 * Prepares empty tables for a bulk load inside the caller's transaction and returns what undoes it: the secondary
 * indexes of `tables` (those not backing a constraint) are dropped and made again by `restore`, in one sorted pass each
 * instead of one insertion per row; and, where the role may (a superuser: the development PGlite and the bench's
 * PostgreSQL), triggers are off for the transaction (`session_replication_role = replica`: no search change log rows
 * for rows the search index loads anyway, no per-row foreign-key checks of generated rows). On 1,000,000
 * announcements this is the difference between ~25 and a few minutes (docs/search-performance.md).
 */
export async function bulkLoadMode(tx: Queryable, tables: string[]): Promise<{ restore(): Promise<void> }> {
  for (const t of tables) if (!TABLES.has(t)) throw new Error(`bulkLoadMode: unknown table ${t}`);
  const [su] = await tx.query<{ on: boolean }>(`select current_setting('is_superuser') = 'on' as on`);
  if (su?.on) await tx.query(`set local session_replication_role = replica`);
  const indexes = await tx.query<{ name: string; def: string }>(
    `select i.relname as name, pg_get_indexdef(x.indexrelid) as def
     from pg_index x
     join pg_class i on i.oid = x.indexrelid
     join pg_class t on t.oid = x.indrelid
     join pg_namespace n on n.oid = t.relnamespace
     where n.nspname = current_schema() and t.relname = any($1::text[])
       and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid)`,
    [tables],
  );
  const quote = (id: string) => `"${id.replaceAll('"', '""')}"`;
  for (const ix of indexes) await tx.exec(`drop index ${quote(ix.name)}`);
  // Unique constraints no foreign key depends on (photos' key and position) likewise.
  const uniques = await tx.query<{ table: string; name: string; def: string }>(
    `select t.relname as table, c.conname as name, pg_get_constraintdef(c.oid) as def
     from pg_constraint c
     join pg_class t on t.oid = c.conrelid
     join pg_namespace n on n.oid = t.relnamespace
     where n.nspname = current_schema() and t.relname = any($1::text[]) and c.contype = 'u'
       and not exists (select 1 from pg_constraint f where f.contype = 'f' and f.conindid = c.conindid)`,
    [tables],
  );
  for (const u of uniques) await tx.exec(`alter table ${quote(u.table)} drop constraint ${quote(u.name)}`);
  return {
    async restore() {
      for (const ix of indexes) await tx.exec(ix.def);
      for (const u of uniques) await tx.exec(`alter table ${quote(u.table)} add constraint ${quote(u.name)} ${u.def}`);
      if (su?.on) await tx.query(`set local session_replication_role = origin`);
    },
  };
}

/**
 * The generated photos of seeded announcements (`/media/generated/<id>-<n>.svg`, 800×600): `counts[i]` photos for
 * `ids[i]`, made in SQL from two arrays rather than sent as six columns per photo (a third of a 1,000,000 seed's time).
 */
export async function insertGeneratedPhotos(db: Queryable, ids: number[], counts: number[]): Promise<void> {
  await db.query(
    `insert into photos (announcement_id, position, key, url, width, height)
     select x.id, p, x.id || '-' || p, '/media/generated/' || x.id || '-' || p || '.svg', 800, 600
     from unnest($1::bigint[], $2::int[]) as x(id, n), generate_series(0, x.n - 1) as p
     order by x.id, p`,
    [ids, counts],
  );
}
