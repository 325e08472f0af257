/** What repositories need from a database: the same surface on PGlite and on PostgreSQL. */
export interface Queryable {
  /** Runs one parameterised statement and returns its rows. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs a script of one or more statements without parameters. */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly driver: 'pglite' | 'postgres';
  /** Runs `fn` in a transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * Only where this process is the database's sole client (PGlite): a number that moves after every statement or
   * transaction that may have written, so a cache can skip asking the database whether anything changed.
   * Undefined on PostgreSQL, where other processes write too.
   */
  readonly writeCount?: () => number;
  /**
   * Subscribes to a notification channel (`LISTEN`; `pg_notify` in any transaction reaches it on commit, from every
   * process on the database). PostgreSQL listens on a connection of its own, re-made when it drops; `onReconnect`
   * then says notifications may have been missed. Resolves with the function that stops listening.
   */
  listen(channel: string, onPayload: (payload: string) => void, onReconnect?: () => void): Promise<() => Promise<void>>;
}
