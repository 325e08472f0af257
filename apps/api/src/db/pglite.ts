import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Db, Queryable } from './db.js';

/** A statement that cannot write (a plain `select`); anything else counts as a possible write. */
const READ_ONLY = /^\s*select\b/i;

/**
 * PGlite (PostgreSQL in WebAssembly). `dataDir` undefined → in memory. `loadDataDir`: start from a copy of another
 * database's files (`dumpPglite`) instead of an empty cluster — the API tests' migrated template (initdb and the
 * migrations once per run instead of once per file).
 */
export async function openPglite(dataDir?: string, opts: { loadDataDir?: Blob } = {}): Promise<Db> {
  if (dataDir) mkdirSync(dirname(dataDir), { recursive: true });
  const pg = await PGlite.create({ ...(dataDir ? { dataDir } : {}), ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}) });
  // PGlite runs inside this process and nothing else can open its folder: every write goes through here.
  let writes = 0;
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      try {
        const r = await q.query<T>(sql, params);
        return r.rows;
      } finally {
        if (!READ_ONLY.test(sql)) writes++;
      }
    },
    async exec(sql: string) {
      try {
        await q.exec(sql);
      } finally {
        writes++;
      }
    },
  });
  const base = wrap(pg);
  const db: Db = {
    driver: 'pglite',
    query: base.query,
    exec: base.exec,
    transaction: async (fn) => {
      try {
        return await pg.transaction((tx) => fn(wrap(tx)));
      } finally {
        writes++;
      }
    },
    writeCount: () => writes,
    listen: (channel, onPayload) => pg.listen(channel, onPayload),
    close: async () => {
      if (!pg.closed) await pg.close();
    },
  };
  dumps.set(db, () => pg.dumpDataDir('none'));
  return db;
}

const dumps = new WeakMap<Db, () => Promise<Blob>>();

/** A copy of a PGlite database's files (a tarball), to open another one from (`openPglite(…, { loadDataDir })`). */
export function dumpPglite(db: Db): Promise<Blob> {
  const dump = dumps.get(db);
  if (!dump) throw new Error('dumpPglite: not a PGlite database');
  return dump();
}

