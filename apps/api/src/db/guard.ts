import type { Db, Queryable } from './db.js';
import { HttpError } from '../lib/errors.js';

/** Seconds a client should wait before asking again when the database is unavailable. */
export const DB_RETRY_AFTER_SECONDS = 5;

/**
 * The database did not answer in time, refused the connection or dropped it: the API answers
 * `503 service_unavailable` with `Retry-After` (never a 500, never a hang).
 */
export class DbUnavailableError extends HttpError {
  constructor(readonly reason: string) {
    super(
      503,
      'service_unavailable',
      'The database is not available; retry shortly',
      { retryAfter: DB_RETRY_AFTER_SECONDS },
      { 'retry-after': String(DB_RETRY_AFTER_SECONDS) },
    );
    this.name = 'DbUnavailableError';
  }
}

/** SQLSTATE classes and codes that mean "the database is not there right now", not "your statement is wrong". */
const UNAVAILABLE_SQLSTATE = /^(08|57P0[1-3]|53300|57014)/;
const UNAVAILABLE_ERRNO = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);
const UNAVAILABLE_MESSAGE =
  /timeout exceeded when trying to connect|Connection terminated|Query read timeout|Client has encountered a connection error|connection timeout|Cannot use a pool after calling end/i;

/** Whether an error from a driver means the database is unavailable (connection, timeout) rather than a bad query. */
export function isUnavailable(err: unknown): boolean {
  if (err instanceof DbUnavailableError) return true;
  if (!err || typeof err !== 'object') return false;
  const e = err as { code?: unknown; message?: unknown };
  if (typeof e.code === 'string' && (UNAVAILABLE_ERRNO.has(e.code) || UNAVAILABLE_SQLSTATE.test(e.code))) return true;
  return typeof e.message === 'string' && UNAVAILABLE_MESSAGE.test(e.message);
}

function rethrow(err: unknown): never {
  if (err instanceof DbUnavailableError) throw err;
  if (isUnavailable(err)) throw new DbUnavailableError(err instanceof Error ? err.message : String(err));
  throw err;
}

/**
 * Watches the database with a cheap probe (`select 1` on a connection of its own) and says whether it is answering.
 * A probe that fails or takes longer than `timeoutMs` marks the database down at once, which fails every statement
 * still waiting (`onDown`) and every new one fast, until a probe answers again (recovery needs nobody).
 * This is what answers within ~2 s when PostgreSQL freezes, while a long but healthy statement (an index load) runs on.
 */
export class DbGate {
  private down = false;
  private timer: NodeJS.Timeout | null = null;
  private readonly waiters = new Set<(err: DbUnavailableError) => void>();
  reason = '';

  constructor(
    private readonly probe: () => Promise<unknown>,
    private readonly opts: { intervalMs: number; timeoutMs: number },
  ) {}

  get isDown(): boolean {
    return this.down;
  }

  start(): this {
    const tick = async () => {
      const ok = await within(this.probe(), this.opts.timeoutMs, 'probe').then(
        () => true,
        (err: unknown) => {
          this.reason = err instanceof Error ? err.message : String(err);
          return false;
        },
      );
      this.set(!ok);
      if (this.timer !== null) this.timer = setTimeout(() => void tick(), this.opts.intervalMs).unref();
    };
    this.timer = setTimeout(() => void tick(), 0).unref();
    return this;
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private set(down: boolean): void {
    if (down === this.down) return;
    this.down = down;
    if (down) {
      const err = new DbUnavailableError(`database probe failed: ${this.reason}`);
      for (const fail of this.waiters) fail(err);
      this.waiters.clear();
    }
  }

  /** `promise`, failed at once while the database is down or as soon as it goes down. */
  watch<T>(promise: Promise<T>): Promise<T> {
    if (this.down) {
      promise.catch(() => undefined);
      return Promise.reject(new DbUnavailableError(`database down: ${this.reason}`));
    }
    let fail!: (err: DbUnavailableError) => void;
    const gone = new Promise<never>((_, reject) => {
      fail = reject;
    });
    this.waiters.add(fail);
    promise.catch(() => undefined);
    return Promise.race([promise, gone]).finally(() => this.waiters.delete(fail));
  }
}

/** `promise`, or a `DbUnavailableError` after `ms` (the statement goes on; its answer is dropped). */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  if (!(ms > 0)) return promise.catch(rethrow);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DbUnavailableError(`${what}: no answer in ${ms} ms`)), ms);
  });
  promise.catch(() => undefined); // a late failure after the timeout is not an unhandled rejection
  return Promise.race([promise, timeout])
    .catch(rethrow)
    .finally(() => clearTimeout(timer));
}

export interface GuardOptions {
  /** The longest any one statement may take (PGlite has no statement timeout of its own; PostgreSQL's pool has one). */
  statementTimeoutMs: number;
  /** PostgreSQL: the probe that fails statements fast while the server does not answer. */
  gate?: DbGate;
}

/**
 * The database as request handlers use it: a statement fails with `DbUnavailableError` (→ 503 with `Retry-After`)
 * when the database is down, frozen or does not answer in time, and connection errors become the same.
 * Migrations and seeding run on the unguarded database (a migration may rightly take minutes).
 */
export function guardDb(db: Db, opts: GuardOptions): Db {
  const { gate, statementTimeoutMs } = opts;
  const guarded = <T>(p: Promise<T>, what: string) => within(gate ? gate.watch(p) : p, statementTimeoutMs, what);
  const wrap = (q: Queryable): Queryable => ({
    query: (sql, params) => guarded(q.query(sql, params), 'query'),
    exec: (sql) => guarded(q.exec(sql), 'exec'),
  });
  const base = wrap(db);
  return {
    driver: db.driver,
    query: base.query,
    exec: base.exec,
    transaction: (fn) => {
      if (gate?.isDown) return Promise.reject(new DbUnavailableError(`database down: ${gate.reason}`));
      return db.transaction((tx) => fn(wrap(tx))).catch(rethrow);
    },
    close: async () => {
      gate?.stop();
      await db.close();
    },
    listen: (channel, onPayload, onReconnect) => db.listen(channel, onPayload, onReconnect),
    ...(db.writeCount ? { writeCount: db.writeCount } : {}),
  };
}
