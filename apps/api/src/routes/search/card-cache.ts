/**
 * Cards of recently shown announcements, per locale, kept beside the search index as their JSON text, so that a search
 * usually reads nothing from the database but (on PostgreSQL) the change log's head, and serialises nothing but its
 * envelope (most traffic is the first pages of a few filters). Per locale an LRU of `capacity` cards (`lru-cache`).
 *
 * Exactness: the index evicts a card whenever the change log names its announcement (every column a card shows and
 * its cover photo are logged, migrations 0002 and 0007), and clears everything when the catalogue changes (names) or
 * the index reloads. A card read from the database is only kept when the statement that read it saw the same log head
 * the index has applied, so a change committed meanwhile can never leave an older card behind. Each card is checked
 * against the contract (`announcementCardSchema`) once, when it is serialised.
 */
import { type AnnouncementCard, announcementCardSchema } from '@jolda/contracts';
import { LRUCache } from 'lru-cache';

export class CardCache {
  private readonly byLocale = new Map<string, LRUCache<number, string>>();

  /** `capacity`: cards kept per locale (the least recently used go first; 0 keeps none). */
  constructor(private capacity = 20_000) {}

  setCapacity(capacity: number): void {
    if (capacity === this.capacity) return;
    this.capacity = capacity;
    for (const [locale, old] of this.byLocale) {
      if (capacity === 0) {
        this.byLocale.delete(locale);
        continue;
      }
      // An LRU's size is fixed when it is made: a new one, filled from the least to the most recently used.
      const cache = new LRUCache<number, string>({ max: capacity });
      old.rforEach((json, id) => cache.set(id, json));
      this.byLocale.set(locale, cache);
    }
  }

  /** The cached JSON of the cards of `ids` (in order, `undefined` where missing) and the ids to read from the database. */
  lookup(locale: string, ids: readonly number[]): { cards: Array<string | undefined>; missing: number[] } {
    const cache = this.byLocale.get(locale);
    const missing: number[] = [];
    const cards = ids.map((id) => {
      // A hit becomes the most recently used.
      const json = cache?.get(id);
      if (json === undefined) missing.push(id);
      return json;
    });
    return { cards, missing };
  }

  /** The JSON of cards as the API answers them (validated against the contract). */
  static serialize(cards: readonly AnnouncementCard[]): Map<number, string> {
    return new Map(cards.map((card) => [card.id, JSON.stringify(announcementCardSchema.parse(card))]));
  }

  put(locale: string, cards: ReadonlyMap<number, string>): void {
    if (this.capacity === 0) return;
    let cache = this.byLocale.get(locale);
    if (!cache) this.byLocale.set(locale, (cache = new LRUCache<number, string>({ max: this.capacity })));
    for (const [id, json] of cards) cache.set(id, json);
  }

  evict(ids: readonly number[]): void {
    for (const cache of this.byLocale.values()) for (const id of ids) cache.delete(id);
  }

  clear(): void {
    this.byLocale.clear();
  }

  get size(): number {
    let n = 0;
    for (const cache of this.byLocale.values()) n += cache.size;
    return n;
  }
}
