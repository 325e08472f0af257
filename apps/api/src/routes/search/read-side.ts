/**
 * The search read side of one API process: the in-memory index (search-index.ts), the change feed that keeps it and
 * the answer caches exact (change-feed.ts), and the SQL answers while the index loads.
 *
 *   - Start: the feed starts at the log's head first; the index then loads in the background (rows in chunks, sorts
 *     in slices of ~10 ms), and until it is ready searches are answered by SQL (`answerer` returns null). Changes
 *     committed during the load are re-read once it is done.
 *   - Writes: on PostgreSQL every request reads the log first (requests arriving together share one read), so a write
 *     made through any API instance is searchable on the next request; on PGlite (one process) only after a write of
 *     this process. Every process also reads the log every `pollMs` (100 ms by default), which keeps the caches of an
 *     idle process evicted. A change re-reads only its rows and moves only their entries (no rebuild).
 *   - Caches: the cards (card-cache.ts) and the page caches (`onChange`) are evicted for every change applied.
 */
import type { Db, Queryable } from '../../db/db.js';
import {
  type SearchDictionaries,
  loadSearchDictionaries,
  pruneSearchChanges,
  searchRowChunks,
  searchRowsByIds,
} from '../../db/repositories/announcements-search.js';
import { CardCache } from './card-cache.js';
import { ChangeFeed } from './change-feed.js';
import { SearchIndex } from './search-index.js';

/** Rows re-read per statement when applying changes. */
const IDS_PER_READ = 5000;
/** The log is pruned (entries older than a day) this often by each process. */
const PRUNE_EVERY_MS = 10 * 60_000;
/** A feed that could not read the log for this long may have lost entries to pruning: the index is loaded again. */
const RELOAD_AFTER_MS = 12 * 3600_000;

const pause = () => new Promise<void>((resolve) => setImmediate(resolve));

export interface ReadSideOptions {
  /** Wait for the index instead of answering from SQL while it loads (tests). */
  wait?: boolean;
  /** How often the log is read for other processes' writes (ms). */
  pollMs?: number;
}

export class SearchReadSide {
  /** Cards of recently shown announcements, evicted with every change (see card-cache.ts). */
  readonly cards = new CardCache();
  private index: SearchIndex | null = null;
  private dict: SearchDictionaries = { brands: [], models: [], generations: [], cities: [] };
  private readonly feed = new ChangeFeed();
  private starting: Promise<void> | null = null;
  private loading: Promise<void> | null = null;
  /** Announcements changed while an index was being built: re-read once it is. */
  private changedWhileLoading: Set<number> | null = null;
  /** Log reads and the index swap run one at a time, in this chain. */
  private tail: Promise<void> = Promise.resolve();
  /** A log read queued and not yet started: callers arriving now share it (it will see their commits). */
  private queuedRead: Promise<void> | null = null;
  private writesSeen = -1;
  private lastRead = Date.now();
  private lastPrune = Date.now();
  private timer: NodeJS.Timeout | null = null;
  private attached = 0;
  private readonly listeners = new Set<(ids: readonly number[] | null) => void>();
  /** Moves with every change applied (a card read while it moved may be older than the index: not cached). */
  version = 0;
  /** When the index became ready (ms since start of the process), for the health answer. */
  readyAt: number | null = null;
  options: Required<ReadSideOptions> = { wait: false, pollMs: 100 };
  /** Tests only: awaited after the rows are read and before the new index goes live (to write during a load). */
  loadGate: Promise<void> | null = null;

  /** Calls `fn` with the ids of announcements whose logged columns changed, or null when everything may have. */
  onChange(fn: (ids: readonly number[] | null) => void): void {
    this.listeners.add(fn);
  }

  /** Names and slugs of brands and models by id (facet labels), from the catalogue kept in memory. */
  names(): {
    brands: Map<number, { slug: string; name: string }>;
    models: Map<number, { slug: string; name: string }>;
  } {
    return {
      brands: new Map(this.dict.brands.map((b) => [b.id, b])),
      models: new Map(this.dict.models.map((m) => [m.id, m])),
    };
  }

  /** The index when it is ready. */
  get loaded(): SearchIndex | null {
    return this.index;
  }

  /**
   * Keeps the read side current while at least one app uses it: reads the log every `pollMs`; returns what stops it.
   */
  attach(db: Db): () => void {
    this.attached++;
    if (!this.timer) this.schedule(db);
    return () => {
      if (--this.attached === 0 && this.timer) {
        clearTimeout(this.timer);
        this.timer = null;
      }
    };
  }

  private schedule(db: Db) {
    this.timer = setTimeout(() => {
      void this.tick(db).finally(() => {
        if (this.attached > 0) this.schedule(db);
      });
    }, this.options.pollMs);
    this.timer.unref();
  }

  private async tick(db: Db) {
    try {
      // PGlite has no other client: only a write of this process can have changed anything.
      if (db.writeCount !== undefined && db.writeCount() === this.writesSeen) return;
      await this.current(db, true);
      if (Date.now() - this.lastPrune > PRUNE_EVERY_MS) {
        this.lastPrune = Date.now();
        await pruneSearchChanges(db);
      }
    } catch {
      // The database is away: the next tick tries again (requests report their own errors).
    }
  }

  /** Starts the feed at the log's head and reads the catalogue (once; fast). */
  private start(db: Queryable): Promise<void> {
    if (!this.starting) {
      this.starting = (async () => {
        await this.feed.start(db);
        this.dict = await loadSearchDictionaries(db);
      })();
      this.starting.catch(() => {
        this.starting = null;
      });
    }
    return this.starting;
  }

  /** Starts loading the index in the background (the API answers from SQL meanwhile). */
  warm(db: Db): Promise<void> {
    return this.load(db).catch(() => undefined);
  }

  /** The index, loaded (waits for it). */
  async ready(db: Db): Promise<SearchIndex> {
    await this.load(db);
    return this.index!;
  }

  private load(db: Db): Promise<void> {
    if (this.index) return Promise.resolve();
    if (!this.loading) {
      this.loading = this.build(db).finally(() => {
        this.loading = null;
      });
    }
    return this.loading;
  }

  /** Builds a new index from the table and puts it in place of the current one (if any). */
  private async build(db: Db): Promise<void> {
    this.changedWhileLoading = new Set();
    try {
      await this.start(db);
      const next = new SearchIndex();
      await next.fill(searchRowChunks(db), pause);
      if (this.loadGate) await this.loadGate;
      await this.serial(async () => {
        // Everything committed up to now, then the rows that changed while the table was being read.
        await this.readLog(db);
        const ids = [...this.changedWhileLoading!];
        for (let i = 0; i < ids.length; i += IDS_PER_READ) await applyRows(next, db, ids.slice(i, i + IDS_PER_READ));
        next.setDictionaries(this.dict);
        this.index = next;
        this.changedWhileLoading = null;
        this.cards.clear();
        this.version++;
        this.readyAt ??= performance.now();
      });
    } finally {
      this.changedWhileLoading = null;
    }
  }

  /** The index to answer from, current with this process's writes; null while it loads (answer from SQL). */
  async answerer(db: Db): Promise<SearchIndex | null> {
    await this.current(db);
    if (this.index) return this.index;
    if (this.options.wait) return this.ready(db);
    void this.warm(db);
    return null;
  }

  /**
   * Brings the read side up to date with everything committed before this call. On PGlite only this process writes,
   * so the log is read only when its write count moved since the last read. On PostgreSQL other processes write too:
   * every call reads the log (one statement; callers arriving while a read is queued share it), so a write through any
   * API instance is searchable on the next request there (read-your-writes behind a round-robin balancer), and a
   * database that is away gives the request a 503 instead of an answer nobody can vouch for. The poll keeps idle
   * processes' caches evicted.
   */
  async current(db: Db, force = false): Promise<void> {
    await this.start(db);
    // Defined on PGlite only (see `Db.writeCount`).
    const writes = db.writeCount?.();
    if (!force && writes !== undefined && writes === this.writesSeen) return;
    await this.sync(db);
    if (writes !== undefined && writes > this.writesSeen) this.writesSeen = writes;
  }

  /** Runs `fn` after everything queued before it (whether that failed or not). */
  private serial<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.tail.then(fn, fn);
    this.tail = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  }

  /** Reads the log once everything queued before is done; callers arriving before that read starts share it. */
  private sync(db: Db): Promise<void> {
    if (this.queuedRead) return this.queuedRead;
    const read = this.serial(async () => {
      this.queuedRead = null;
      await this.readLog(db);
    });
    this.queuedRead = read;
    return read;
  }

  /** Reads the log and applies what it names: re-reads those rows, evicts their cards and pages. */
  private async readLog(db: Db): Promise<void> {
    const since = Date.now() - this.lastRead;
    const batch = await this.feed.read(db);
    this.lastRead = Date.now();
    if (since > RELOAD_AFTER_MS && this.index) {
      // Entries older than a day are pruned: after that long without a read, some may be gone unread.
      void this.reloadInBackground(db);
    }
    if (!batch.ids.length) return;
    const catalogue = batch.ids.includes(0);
    const ids = batch.ids.filter((id) => id !== 0);
    if (catalogue) {
      this.dict = await loadSearchDictionaries(db);
      this.index?.setDictionaries(this.dict);
    }
    if (this.changedWhileLoading) for (const id of ids) this.changedWhileLoading.add(id);
    if (this.index) {
      for (let i = 0; i < ids.length; i += IDS_PER_READ) await applyRows(this.index, db, ids.slice(i, i + IDS_PER_READ));
    }
    // Evicted after the rows are applied: a card read before and put meanwhile is refused (`version` moved).
    this.version++;
    if (catalogue) this.cards.clear();
    else this.cards.evict(ids);
    for (const fn of this.listeners) fn(catalogue ? null : ids);
  }

  private async reloadInBackground(db: Db): Promise<void> {
    if (this.loading) return;
    this.loading = this.build(db)
      .catch(() => undefined)
      .finally(() => {
        this.loading = null;
      });
  }
}

/** Re-reads `ids` and puts each in the index as it is now (or takes it out when no longer published). */
async function applyRows(index: SearchIndex, db: Queryable, ids: number[]): Promise<void> {
  const rows = await searchRowsByIds(db, ids);
  const published = new Set<number>();
  for (const r of rows) {
    index.upsert(r);
    published.add(r.id);
  }
  for (const id of ids) if (!published.has(id)) index.remove(id);
}

/** One read side per database handle (the app's, or a test's). */
const readSides = new WeakMap<object, SearchReadSide>();
export function searchReadSideFor(db: Queryable): SearchReadSide {
  let rs = readSides.get(db);
  if (!rs) {
    rs = new SearchReadSide();
    readSides.set(db, rs);
  }
  return rs;
}
