/**
 * Cards of recently shown announcements, per locale, kept beside the search index as their JSON text, so that a search
 * usually reads nothing from the database but (on PostgreSQL) the change log's head, and serialises nothing but its
 * envelope (most traffic is the first pages of a few filters).
 *
 * Exactness: the index evicts a card whenever the change log names its announcement (every column a card shows and
 * its cover photo are logged, migrations 0002 and 0007), and clears everything when the catalogue changes (names) or
 * the index reloads. A card read from the database is only kept when the statement that read it saw the same log head
 * the index has applied, so a change committed meanwhile can never leave an older card behind. Each card is checked
 * against the contract (`announcementCardSchema`) once, when it is serialised.
 */
import { type AnnouncementCard, announcementCardSchema } from '@jolda/contracts';

export class CardCache {
  private readonly byLocale = new Map<string, Map<number, string>>();

  /** `capacity`: cards kept per locale (the least recently used go first; 0 keeps none). */
  constructor(private capacity = 20_000) {}

  setCapacity(capacity: number): void {
    this.capacity = capacity;
    for (const map of this.byLocale.values()) this.trim(map);
  }

  private trim(map: Map<number, string>): void {
    for (const id of map.keys()) {
      if (map.size <= this.capacity) break;
      map.delete(id);
    }
  }

  /** The cached JSON of the cards of `ids` (in order, `undefined` where missing) and the ids to read from the database. */
  lookup(locale: string, ids: readonly number[]): { cards: Array<string | undefined>; missing: number[] } {
    const map = this.byLocale.get(locale);
    const missing: number[] = [];
    const cards = ids.map((id) => {
      const json = map?.get(id);
      if (json !== undefined && map) {
        // Most recently used last: Map keeps insertion order.
        map.delete(id);
        map.set(id, json);
      } else missing.push(id);
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
    let map = this.byLocale.get(locale);
    if (!map) this.byLocale.set(locale, (map = new Map()));
    for (const [id, json] of cards) {
      map.delete(id);
      map.set(id, json);
    }
    this.trim(map);
  }

  evict(ids: readonly number[]): void {
    for (const map of this.byLocale.values()) for (const id of ids) map.delete(id);
  }

  clear(): void {
    this.byLocale.clear();
  }

  get size(): number {
    let n = 0;
    for (const map of this.byLocale.values()) n += map.size;
    return n;
  }
}
