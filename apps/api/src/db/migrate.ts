import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './db.js';

/**
 * The migrations folder: `src/db/migrations` next to this file when running from source (tsx, vitest), or
 * `migrations/` next to `main.js` in the esbuild bundle (the build copies it there).
 */
export function migrationsDir(): string {
  const candidates = [
    fileURLToPath(new URL('./migrations/', import.meta.url)),
    fileURLToPath(new URL('./db/migrations/', import.meta.url)),
  ];
  const found = candidates.find((d) => existsSync(d));
  if (!found) throw new Error(`migrations folder not found (looked in ${candidates.join(', ')})`);
  return found;
}

/**
 * The advisory lock every migrating transaction takes first: two instances starting together on one database (or
 * schema) apply each migration once; the second waits for the first's commit, then finds it recorded.
 */
const LOCK = `select pg_advisory_xact_lock(hashtext('jolda.migrations:' || current_schema()))`;

/** Applies every `NNNN_name.sql` not yet recorded in `schema_migrations`, in order, each in its own transaction. */
export async function migrate(db: Db, dir = migrationsDir()): Promise<string[]> {
  await db.transaction(async (tx) => {
    await tx.query(LOCK);
    await tx.exec(`create table if not exists schema_migrations (
      version text primary key,
      applied_at timestamptz not null default now()
    )`);
  });
  const done = new Set(
    (await db.query<{ version: string }>('select version from schema_migrations')).map((r) => r.version),
  );
  const files = (await readdir(dir)).filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f)).sort();
  const applied: string[] = [];
  for (const file of files) {
    const version = file.replace(/\.sql$/, '');
    if (done.has(version)) continue;
    const sql = await readFile(join(dir, file), 'utf8');
    const ran = await db.transaction(async (tx) => {
      await tx.query(LOCK);
      // Another instance may have applied it while this one waited for the lock.
      const again = await tx.query('select 1 from schema_migrations where version = $1', [version]);
      if (again.length) return false;
      await tx.exec(sql);
      await tx.query('insert into schema_migrations (version) values ($1)', [version]);
      return true;
    });
    if (ran) applied.push(version);
  }
  return applied;
}
