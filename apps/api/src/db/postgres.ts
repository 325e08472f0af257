import pg from 'pg';
import type { Db, Queryable } from './db.js';

export interface PostgresOptions {
  /** Puts every table in that schema (tests). */
  searchPath?: string;
  max?: number;
  /**
   * Bounds for serving requests (none for migrations and seeding): waiting for a connection, also for a free pooled
   * client (`connectTimeoutMs`); a statement on the server (`statement_timeout`) and the client's wait for its answer
   * (`query_timeout`: a frozen server enforces nothing itself); an open transaction left idle. Idle pooled connections
   * close after 30 s either way, so a restarted server leaves no dead sockets behind for long.
   */
  connectTimeoutMs?: number;
  statementTimeoutMs?: number;
}

/** A real PostgreSQL server through a `pg` pool. */
export async function openPostgres(url: string, opts: PostgresOptions = {}): Promise<Db> {
  const st = opts.statementTimeoutMs;
  const settings = [
    ...(opts.searchPath ? [`-c search_path=${opts.searchPath}`] : []),
    ...(st ? [`-c statement_timeout=${st}`, `-c idle_in_transaction_session_timeout=${st}`] : []),
  ];
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.max ?? 10,
    idleTimeoutMillis: 30_000,
    ...(opts.connectTimeoutMs ? { connectionTimeoutMillis: opts.connectTimeoutMs } : {}),
    ...(st ? { query_timeout: st + 1000 } : {}),
    ...(settings.length ? { options: settings.join(' ') } : {}),
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
    listen: (channel, onPayload, onReconnect) => listenOn(url, channel, onPayload, onReconnect),
    close: () => pool.end(),
  };
}

const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * `LISTEN channel` on a connection of its own (a pooled one would be handed to other statements). A dropped
 * connection is made again after a second, and `onReconnect` tells the listener it may have missed notifications.
 */
async function listenOn(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onReconnect?: () => void,
): Promise<() => Promise<void>> {
  if (!CHANNEL.test(channel)) throw new Error(`listen: bad channel name ${channel}`);
  let client: pg.Client | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  const connect = async (again: boolean): Promise<void> => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (n) => {
      if (n.channel === channel) onPayload(n.payload ?? '');
    });
    c.on('error', () => undefined);
    c.on('end', () => {
      if (client === c) client = null;
      if (!stopped) retry();
    });
    try {
      await c.connect();
      await c.query(`listen ${channel}`);
    } catch (err) {
      await c.end().catch(() => undefined);
      throw err;
    }
    if (stopped) {
      await c.end().catch(() => undefined);
      return;
    }
    client = c;
    if (again) onReconnect?.();
  };
  const retry = () => {
    if (timer || stopped) return;
    timer = setTimeout(() => {
      timer = null;
      connect(true).catch(() => retry());
    }, 1000);
    timer.unref();
  };
  await connect(false);
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await client?.end().catch(() => undefined);
  };
}
