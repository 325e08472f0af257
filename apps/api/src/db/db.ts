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
   * A number that moves after every statement or transaction of this process that may have written (anything but a
   * plain `select`), so a cache can read the database's change log only after a write of its own. On PGlite this
   * process is the database's only client, so that is every write; on PostgreSQL other processes write too and the
   * search read side also reads the log on a timer (routes/search/read-side.ts).
   */
  readonly writeCount?: () => number;
}
