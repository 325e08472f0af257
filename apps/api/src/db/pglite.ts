import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Db, Queryable } from './db.js';

/** A statement that cannot write (a plain `select`); anything else counts as a possible write. */
const READ_ONLY = /^\s*select\b/i;

/** PGlite (PostgreSQL in WebAssembly). `dataDir` undefined → in memory. */
export async function openPglite(dataDir?: string): Promise<Db> {
  if (dataDir) mkdirSync(dirname(dataDir), { recursive: true });
  const pg = await PGlite.create(dataDir ? { dataDir } : {});
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
  return {
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
    close: async () => {
      if (!pg.closed) await pg.close();
    },
  };
}
