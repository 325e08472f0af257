import type { Queryable } from '../db/db.js';

/** How often counted views are written. */
export const VIEWS_FLUSH_MS = 1000;

/**
 * Announcement views, counted in memory and written to the database together, in one statement a second (and when the
 * API stops), instead of an `update` per page view: on the embedded database that write, and the change-log check it
 * forced on the next request, were ~1 ms of the API's ~2.8 ms per announcement page.
 *
 * A view answers the stored count plus the views not yet written, so a reader sees their own view at once; the
 * seller's counters add the unwritten ones too. A crash loses at most the last second's views.
 */
export class ViewCounter {
  private unwritten = new Map<number, number>();
  /** Views being written right now: still counted until the write has committed. */
  private writing = new Map<number, number>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Queryable,
    private readonly flushMs = VIEWS_FLUSH_MS,
  ) {}

  /** Counts one view of the announcement; answers its views, this one included. */
  async view(id: number): Promise<number> {
    this.unwritten.set(id, (this.unwritten.get(id) ?? 0) + 1);
    this.schedule();
    const rows = await this.db.query<{ views: number | string }>('select views from announcements where id = $1', [id]);
    return Number(rows[0]?.views ?? 0) + this.notYetWritten(id);
  }

  /** Views of the announcement counted here and not yet in the database. */
  notYetWritten(id: number): number {
    return (this.unwritten.get(id) ?? 0) + (this.writing.get(id) ?? 0);
  }

  /** Writes every counted view now (the timer does it a second after a view; the API's shutdown once more). */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    // After the previous write, whether it worked or not (a failed one put its views back for this one).
    this.flushing = this.flushing.catch(() => undefined).then(() => this.write());
    return this.flushing;
  }

  private schedule(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => void this.flush().catch((err: unknown) => console.error('views not written', err)), this.flushMs);
    this.timer.unref();
  }

  private async write(): Promise<void> {
    if (this.unwritten.size === 0) return;
    this.writing = this.unwritten;
    this.unwritten = new Map();
    try {
      await this.db.query(
        `update announcements a set views = a.views + v.n
         from unnest($1::bigint[], $2::int[]) as v(id, n) where a.id = v.id`,
        [[...this.writing.keys()], [...this.writing.values()]],
      );
    } catch (err) {
      // Kept for the next write.
      for (const [id, n] of this.writing) this.unwritten.set(id, (this.unwritten.get(id) ?? 0) + n);
      this.schedule();
      throw err;
    } finally {
      this.writing = new Map();
    }
  }
}

const counters = new WeakMap<Queryable, ViewCounter>();

/** The one view counter of a database (shared by the routes that count and show views). */
export function viewCounterFor(db: Queryable): ViewCounter {
  let counter = counters.get(db);
  if (!counter) {
    counter = new ViewCounter(db);
    counters.set(db, counter);
  }
  return counter;
}
