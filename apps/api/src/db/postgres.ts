import pg from 'pg';
import type { Db, Queryable } from './db.js';

/** A real PostgreSQL server through a `pg` pool. `searchPath` puts every table in that schema (tests). */
export async function openPostgres(url: string, opts: { searchPath?: string; max?: number } = {}): Promise<Db> {
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.max ?? 10,
    ...(opts.searchPath ? { options: `-c search_path=${opts.searchPath}` } : {}),
  });
  // An idle client that loses its connection must not crash the process; the next query reports it.
  pool.on('error', (err) => {
    process.emitWarning(`postgres pool: ${err.message}`);
  });
  const wrap = (c: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      const r = await c.query(sql, params);
      return r.rows as T[];
    },
    async exec(sql: string) {
      await c.query(sql);
    },
  });
  const base = wrap(pool);
  return {
    driver: 'postgres',
    query: base.query,
    exec: base.exec,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const out = await fn(wrap(client));
        await client.query('COMMIT');
        return out;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
