/**
 * Answers about one announcement (its page, its extras), kept in memory for a short time and dropped as soon as the
 * search change log names the announcement (see `SearchIndex.onChange`), or everything when the catalogue changed.
 *
 * A value read from the database is only kept when no eviction happened while it was being read (`epoch`), so a
 * change that committed meanwhile can never leave an older answer behind.
 */
export class ChangeCache<V> {
  private readonly map = new Map<string, { value: V; expires: number }>();
  private evictions = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly max = 5000,
  ) {}

  /** Take it before reading what will be `put`. */
  epoch(): number {
    return this.evictions;
  }

  get(id: number, variant: string): V | undefined {
    const key = `${id}:${variant}`;
    const hit = this.map.get(key);
    if (!hit) return undefined;
    if (hit.expires < Date.now()) {
      this.map.delete(key);
      return undefined;
    }
    return hit.value;
  }

  put(id: number, variant: string, value: V, epoch: number): void {
    if (epoch !== this.evictions || this.ttlMs <= 0) return;
    const key = `${id}:${variant}`;
    this.map.delete(key);
    if (this.map.size >= this.max) this.map.delete(this.map.keys().next().value!);
    this.map.set(key, { value, expires: Date.now() + this.ttlMs });
  }

  /** Drops the answers about these announcements (all of them when `ids` is null). */
  evict(ids: readonly number[] | null): void {
    this.evictions++;
    if (ids === null) {
      this.map.clear();
      return;
    }
    if (ids.length === 0) return;
    const gone = new Set(ids.map(String));
    for (const key of this.map.keys()) if (gone.has(key.slice(0, key.indexOf(':')))) this.map.delete(key);
  }
}
