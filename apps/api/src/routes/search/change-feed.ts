/**
 * Reads the search change log (`search_changes`, migrations 0002, 0007, 0008, 0013) so that no committed change is
 * ever missed, whatever order transactions commit in.
 *
 * The log's `seq` comes from a sequence, so it is handed out in the order transactions *write*, not the order they
 * *commit*: on PostgreSQL a transaction that took seq 100 may commit after 101…5000 were read. Reading "everything
 * after the last seq seen" would skip it for good. Each entry therefore also records its transaction id (`xid`, taken
 * before the seq: 0013), and each read returns, in the same statement, the snapshot it was made in
 * (`pg_current_snapshot()`: `xip`, the transactions still in progress). The feed keeps
 *
 *   - `after`: the highest seq read, and
 *   - `pending`: the transactions in progress at the last read.
 *
 * and each read (one statement, one snapshot) returns the entries with `seq > after` (at most 5,000, in seq order:
 * `after` moves to the last), every entry of the `pending` transactions, and the snapshot; `pending` becomes that
 * snapshot's `xip`. Why that misses nothing: an entry a read does not see belongs to a transaction that was in
 * progress at that read (so it is in `pending` and all its entries come with the first read after it commits,
 * whatever their seq), or had not begun writing (so its seq is above every seq visible at that read: `seq > after`
 * finds it, even when the 5,000 cut the answer short), or rolled back. A transaction leaves `pending` when a
 * snapshot no longer lists it: it was over before that read, which therefore returned all its entries. `pending` is
 * usually a few ids, and only entries of transactions that were in progress are ever read twice.
 *
 * On PGlite (one connection, transactions one after another) `pending` stays empty and this is a plain cursor.
 */
import type { Queryable } from '../../db/db.js';
import { type Snapshot, searchChangesAfter, searchLogStart } from '../../db/repositories/announcements-search.js';

/** Log entries read per statement. */
const CHANGES_PER_READ = 5000;

export interface FeedBatch {
  /** Announcements whose logged columns changed (0 stands for the catalogue: brands, models, cities…). */
  ids: number[];
}

/** The feed's cursor as pure data, so its rule can be tested without a database. */
export class FeedCursor {
  after = 0;
  pending: bigint[] = [];

  /** Starts at a log head read in `snapshot`: everything visible then is taken as read. */
  start(head: number, snapshot: Snapshot): void {
    this.after = head;
    this.pending = snapshot.xip;
  }

  /**
   * Takes one read's answer: `fresh` (seq and announcement id of the entries after `after`, in seq order, at most
   * `limit`) and `late` (the announcements of the pending transactions' entries). Returns the announcement ids and
   * whether to read again (the limit was hit).
   */
  accept(snapshot: Snapshot, fresh: ReadonlyArray<readonly [number, number]>, late: readonly number[], limit: number): { ids: number[]; more: boolean } {
    const ids = new Set<number>(late);
    for (const [seq, id] of fresh) {
      ids.add(id);
      if (seq > this.after) this.after = seq;
    }
    this.pending = snapshot.xip;
    return { ids: [...ids], more: fresh.length >= limit };
  }
}

export class ChangeFeed {
  readonly cursor = new FeedCursor();
  private started = false;

  get isStarted(): boolean {
    return this.started;
  }

  /** Starts at the log's current head. */
  async start(db: Queryable): Promise<void> {
    const { head, snapshot } = await searchLogStart(db);
    this.cursor.start(head, snapshot);
    this.started = true;
  }

  /** Everything committed since the last read (several statements when more than 5,000 entries are waiting). */
  async read(db: Queryable): Promise<FeedBatch> {
    const ids = new Set<number>();
    for (;;) {
      const { snapshot, fresh, late } = await searchChangesAfter(db, this.cursor.after, this.cursor.pending, CHANGES_PER_READ);
      const got = this.cursor.accept(snapshot, fresh, late, CHANGES_PER_READ);
      for (const id of got.ids) ids.add(id);
      if (!got.more) break;
    }
    return { ids: [...ids] };
  }
}
