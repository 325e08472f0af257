import { createHmac } from 'node:crypto';
import type { Queryable } from '../db/db.js';

/** How often counted views are written. */
export const VIEWS_FLUSH_MS = 1000;

/** Kazakhstan's one time zone since March 2024 (UTC+5, no daylight saving): a view's day is Almaty's day. */
const ALMATY_OFFSET_MS = 5 * 3600_000;

/** The day (`YYYY-MM-DD`, Almaty) a moment falls on. */
export function almatyDay(ms: number): string {
  return new Date(ms + ALMATY_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * Clients that are not people looking at a car: crawlers, link previews, monitors, scripts and headless browsers (an
 * empty user agent too). Their requests are answered as usual; they are just not counted.
 */
const BOT_RE =
  /bot\b|bot\/|crawl|spider|slurp|scrap|headless|lighthouse|pagespeed|preview|facebookexternalhit|whatsapp|telegram|curl|wget|python|java\/|go-http|okhttp|axios|node-fetch|undici|postman|httpclient|^$/i;

export function isBot(userAgent: string | undefined): boolean {
  return BOT_RE.test((userAgent ?? '').trim());
}

/**
 * Who a view is counted for, as a keyed hash (the database never holds an address or a device id): the signed-in user,
 * else the device the web server vouched for (`jolda_vid`), else the address with the browser.
 */
export function viewerKey(
  secret: string,
  who: { userId: number | null; device: string | null; ip: string; userAgent: string | undefined },
): string {
  const raw = who.userId != null ? `u:${who.userId}` : who.device ? `d:${who.device}` : `a:${who.ip}\n${who.userAgent ?? ''}`;
  return createHmac('sha256', secret).update(`views\n${raw}`).digest('base64url').slice(0, 22);
}

/**
 * Announcement views. A view counts once per visitor, announcement and day (issue 17, defect 8): the first insert of
 * its key into `announcement_view_visitors` (migration 0012) counts, a repeated one conflicts — in the database, so it
 * holds across API instances and under concurrent requests. Counted views are kept in memory and added to
 * `announcements.views` together, in one statement a second (and when the API stops), instead of an `update` per view:
 * on the embedded database that write, and the change-log check it forced on the next request, cost ~1 ms a page.
 *
 * Readers get the stored count plus the views not yet written (`current`), so a visitor sees their own view at once
 * and the seller's counters agree. A crash loses at most the last second's counted views.
 */
export class ViewCounter {
  private unwritten = new Map<number, number>();
  /** Views being written right now: still counted until the write has committed. */
  private writing = new Map<number, number>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private flushing: Promise<void> = Promise.resolve();
  /** The day whose older visitor keys were deleted, and the day whose older keys the next write deletes. */
  private prunedFor: string | null = null;
  private pruneFor: string | null = null;

  constructor(
    private readonly db: Queryable,
    private readonly flushMs = VIEWS_FLUSH_MS,
  ) {}

  /** Counts the visitor's view of the announcement unless they were counted for it today; answers whether it counted. */
  async count(id: number, visitor: string, now = Date.now()): Promise<boolean> {
    const day = almatyDay(now);
    const rows = await this.db.query<{ n: number }>(
      `insert into announcement_view_visitors (announcement_id, day, visitor) values ($1, $2, $3)
       on conflict do nothing returning 1 as n`,
      [id, day, visitor],
    );
    if (rows.length === 0) return false;
    this.unwritten.set(id, (this.unwritten.get(id) ?? 0) + 1);
    if (this.prunedFor !== day) this.pruneFor = day;
    this.schedule();
    return true;
  }

  /** The announcement's views: stored plus counted here and not yet written. */
  async current(id: number): Promise<number> {
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
    const day = this.pruneFor;
    if (day) {
      // A day's keys are needed that day; yesterday's are kept for an instance whose clock is a little behind.
      const yesterday = almatyDay(Date.parse(`${day}T12:00:00Z`) - 86_400_000);
      await this.db.query('delete from announcement_view_visitors where day < $1', [yesterday]).then(
        () => {
          this.prunedFor = day;
          if (this.pruneFor === day) this.pruneFor = null;
        },
        (err: unknown) => console.error('old view keys not deleted', err), // tried again with the next write
      );
    }
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
