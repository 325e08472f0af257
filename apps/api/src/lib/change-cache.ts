import { LRUCache } from 'lru-cache';

/**
 * Answers about one announcement (its page, its extras), kept in memory for a short time (an LRU with a TTL:
 * `lru-cache`) and dropped as soon as the search change log names the announcement (see `SearchIndex.onChange`), or
 * everything when the catalogue changed.
 *
 * A value read from the database is only kept when no eviction happened while it was being read (`epoch`), so a
 * change that committed meanwhile can never leave an older answer behind.
 */
export class ChangeCache<V extends NonNullable<unknown>> {
  private readonly cache: LRUCache<string, V> | null;
  private evictions = 0;

  constructor(ttlMs: number, max = 5000) {
    this.cache = ttlMs > 0 ? new LRUCache<string, V>({ max, ttl: ttlMs }) : null;
  }

  /** Take it before reading what will be `put`. */
  epoch(): number {
    return this.evictions;
  }

  get(id: number, variant: string): V | undefined {
    return this.cache?.get(`${id}:${variant}`);
  }

  put(id: number, variant: string, value: V, epoch: number): void {
    if (epoch !== this.evictions) return;
    this.cache?.set(`${id}:${variant}`, value);
  }

  /** Drops the answers about these announcements (all of them when `ids` is null). */
  evict(ids: readonly number[] | null): void {
    this.evictions++;
    if (!this.cache) return;
    if (ids === null) {
      this.cache.clear();
      return;
    }
    if (ids.length === 0) return;
    const gone = new Set(ids.map(String));
    const keys = [...this.cache.keys()].filter((key) => gone.has(key.slice(0, key.indexOf(':'))));
    for (const key of keys) this.cache.delete(key);
  }
}
