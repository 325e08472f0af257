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
