import pg from 'pg';
import type { Config } from '../config.js';
import type { Db } from './db.js';
import { DbGate, guardDb } from './guard.js';
import { openPglite } from './pglite.js';
import { openPostgres } from './postgres.js';

/** Opens the configured database: PostgreSQL when `DATABASE_URL` is set, PGlite at `DATA_DIR` otherwise (no bounds). */
export function openDb(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Db> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(config.dataDir);
}

/** How often the serving database is probed, in ms. */
export const PROBE_INTERVAL_MS = 500;

/**
 * The database for serving requests (see `guardDb`). PostgreSQL: a pool with connect, statement and idle timeouts and
 * a probe on a connection of its own that fails statements fast while the server does not answer; the probe's client
 * is dropped after a failure so a restarted server is met with a new connection. PGlite (`unbounded`, the instance
 * migrations ran on: only one may open the folder): every statement bounded by the statement timeout.
 */
export async function openServingDb(
  config: Pick<Config, 'databaseUrl' | 'dbTimeoutMs' | 'dbStatementTimeoutMs'>,
  unbounded: Db | null,
  opts: { searchPath?: string; max?: number } = {},
): Promise<Db> {
  if (!config.databaseUrl) {
    if (!unbounded) throw new Error('openServingDb: PGlite needs the instance it guards');
    return guardDb(unbounded, { statementTimeoutMs: config.dbStatementTimeoutMs });
  }
  const db = await openPostgres(config.databaseUrl, {
    ...opts,
    connectTimeoutMs: config.dbTimeoutMs,
    statementTimeoutMs: config.dbStatementTimeoutMs,
  });
  const probePool = new pg.Pool({
    connectionString: config.databaseUrl,
    max: 1,
    connectionTimeoutMillis: config.dbTimeoutMs,
    query_timeout: config.dbTimeoutMs,
    idleTimeoutMillis: 10_000,
  });
  probePool.on('error', () => undefined);
  const probe = async () => {
    const client = await probePool.connect();
    try {
      await client.query('select 1');
      client.release();
    } catch (err) {
      client.release(true);
      throw err;
    }
  };
  const gate = new DbGate(probe, { intervalMs: PROBE_INTERVAL_MS, timeoutMs: config.dbTimeoutMs }).start();
  const guarded = guardDb(db, { statementTimeoutMs: config.dbStatementTimeoutMs, gate });
  return {
    ...guarded,
    close: async () => {
      await guarded.close();
      await probePool.end().catch(() => undefined);
    },
  };
}
