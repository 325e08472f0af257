/**
 * The in-memory search index of the API process: every published announcement as typed-array columns.
 *
 * A search is one pass over the rows in the order of its sort (a permutation kept per sort), testing each row against
 * the filter: the exact total, the requested page's ids and, for facets, the counts by brand and by model come out of
 * the same pass (about 1–3 ms for 100,000 rows, whatever the filters). The database then only answers the 20 cards
 * by primary key. Writes reach the index through the `search_changes` log (migration 0002): every search reads the
 * log's head together with the filter's slug → id lookup, and when the log moved on, the changed rows are re-read
 * before answering, so an announcement is searchable as soon as its write committed.
 *
 * Semantics are those of the SQL filter in `repositories/announcements.ts` (`searchWhere`, `ORDER`), which stays the
 * reference: tests compare both with a brute-force filter.
 */
import {
  BODY_TYPES,
  COLORS,
  CONDITIONS,
  DRIVES,
  FUELS,
  SELLER_TYPES,
  STEERINGS,
  TRANSMISSIONS,
  type SearchFilter,
  type Sort,
} from '@jolda/contracts';
import type { Queryable } from '../../db/db.js';
import {
  type SearchDictionaries,
  type SearchRow,
  loadSearchDictionaries,
  loadSearchRows,
  pruneSearchChanges,
  searchChangesSince,
  searchLogHead,
  searchRowsByIds,
} from '../../db/repositories/announcements-search.js';
import { CardCache } from './card-cache.js';

/** The ids the slugs of a filter stand for (null = that filter is absent; [] = a slug nothing has). */
export interface SearchRefs {
  brandIds: number[] | null;
  modelIds: number[] | null;
  generationIds: number[] | null;
  cityIds: number[] | null;
  regionCityIds: number[] | null;
}

const codes = (values: readonly string[]) => new Map(values.map((v, i) => [v, i]));
const FUEL = codes(FUELS);
const TRANSMISSION = codes(TRANSMISSIONS);
const BODY = codes(BODY_TYPES);
const DRIVE = codes(DRIVES);
const STEERING = codes(STEERINGS);
const COLOR = codes(COLORS);
const CONDITION = codes(CONDITIONS);
const SELLER = codes(SELLER_TYPES);
const code = (map: Map<string, number>, v: string) => map.get(v) ?? 255;

const CUSTOMS = 1;
const EXCHANGE = 2;
const CREDIT = 4;

/** How many of the last logged changes every catch-up re-reads: commits may land out of sequence order on PostgreSQL. */
const REREAD_WINDOW = 50;
/** Log entries read per catch-up round. */
const CHANGES_PER_ROUND = 5000;
/** An index idle for longer reloads everything (the log keeps a day). */
const RELOAD_AFTER_MS = 6 * 3600_000;

type Filter = Omit<SearchFilter, 'sort' | 'page' | 'pageSize'>;

export interface SearchHit {
  total: number;
  ids: number[];
}

export interface FacetHit {
  total: number;
  /** brand id → matches of the filter without its brand, model and generation. */
  brands: Map<number, number>;
  /** model id → matches of the filter without its model and generation (only with a brand filter). */
  models: Map<number, number> | null;
}

class Columns {
  n = 0;
  id = new Float64Array(0);
  user = new Float64Array(0);
  brand = new Int32Array(0);
  model = new Int32Array(0);
  gen = new Int32Array(0);
  year = new Int32Array(0);
  price = new Float64Array(0);
  mileage = new Float64Array(0);
  engine = new Float64Array(0);
  fuel = new Uint8Array(0);
  transmission = new Uint8Array(0);
  body = new Uint8Array(0);
  drive = new Uint8Array(0);
  steering = new Uint8Array(0);
  color = new Uint8Array(0);
  condition = new Uint8Array(0);
  seller = new Uint8Array(0);
  flags = new Uint8Array(0);
  city = new Int32Array(0);
  photos = new Int32Array(0);
  published = new Float64Array(0);
  alive = new Uint8Array(0);

  private grow(min: number) {
    const cap = Math.max(min, Math.ceil(this.id.length * 1.5), 1024);
    for (const key of Object.keys(this) as Array<keyof this>) {
      const col = this[key];
      if (ArrayBuffer.isView(col)) {
        const Ctor = (col as unknown as { constructor: new (n: number) => typeof col }).constructor;
        const next = new Ctor(cap) as unknown as { set(a: unknown): void };
        next.set(col);
        (this as Record<keyof this, unknown>)[key] = next;
      }
    }
  }

  write(slot: number, r: SearchRow) {
    if (slot >= this.id.length) this.grow(slot + 1);
    if (slot >= this.n) this.n = slot + 1;
    this.id[slot] = r.id;
    this.user[slot] = r.user_id;
    this.brand[slot] = r.brand_id;
    this.model[slot] = r.model_id;
    this.gen[slot] = r.generation_id ?? -1;
    this.year[slot] = r.year;
    this.price[slot] = r.price;
    this.mileage[slot] = r.mileage;
    this.engine[slot] = r.engine_volume ?? Number.NaN;
    this.fuel[slot] = code(FUEL, r.fuel);
    this.transmission[slot] = code(TRANSMISSION, r.transmission);
    this.body[slot] = code(BODY, r.body);
    this.drive[slot] = code(DRIVE, r.drive);
    this.steering[slot] = code(STEERING, r.steering);
    this.color[slot] = code(COLOR, r.color);
    this.condition[slot] = code(CONDITION, r.condition);
    this.seller[slot] = code(SELLER, r.seller_type);
    this.flags[slot] =
      (r.customs_cleared ? CUSTOMS : 0) | (r.exchange ? EXCHANGE : 0) | (r.credit ? CREDIT : 0);
    this.city[slot] = r.city_id;
    this.photos[slot] = r.photo_count;
    // PostgreSQL sorts nulls first under `desc`: a missing date is "newest".
    this.published[slot] = r.published_at ?? Number.POSITIVE_INFINITY;
    this.alive[slot] = 1;
  }
}

/** Clears the mask of the rows that fail one filter: rows `slots[0..m)`, or `0..m` when `slots` is null (a full pass). */
type Pass = (mask: Uint8Array, slots: Int32Array | null, m: number) => void;

/** A catalogue filter holding at most this share of the rows is tested on its rows only, not by full passes. */
const CANDIDATES = 1 / 4;
/** Matches up to this share of the rows are sorted by their position in the sort order; more are found by walking it. */
const SELECTIVE = 1 / 16;

export class SearchIndex {
  private cols = new Columns();
  private slots = new Map<number, number>();
  private orders = new Map<Sort, { order: Int32Array; rank: Int32Array }>();
  /** Slots per brand, model, generation and city id (built on first use after a change). */
  private postingLists: Record<'brand' | 'model' | 'gen' | 'city', Map<number, Int32Array>> | null = null;
  private seq = -1;
  private syncedAt = 0;
  private syncing: Promise<void> | null = null;
  private syncs = 0;
  /** The database's write count when the head was last read (see `current`). */
  private writesSeen = -1;
  private dict: SearchDictionaries = { brands: [], models: [], generations: [], cities: [] };
  /** Cards of recently shown announcements, exact at `head` (see card-cache.ts). */
  readonly cards = new CardCache();

  /** Number of published announcements indexed. */
  get size(): number {
    return this.slots.size;
  }

  /** Loads the index ahead of the first search (errors are left to the first search to report). */
  warm(db: Queryable): Promise<void> {
    return this.syncTo(db, 0).catch(() => undefined);
  }

  /** The last change of the log the index has applied. */
  get head(): number {
    return this.seq;
  }

  /** Loads the index on first use (and after a long idle time). */
  ready(db: Queryable): Promise<void> {
    return this.syncTo(db, 0);
  }

  /**
   * Brings the index up to the log's current head. On a database only this process writes to (PGlite), the head is
   * read only when a statement that may have written ran since the last read.
   */
  async current(db: Queryable & { writeCount?: () => number }): Promise<void> {
    const writes = db.writeCount?.();
    if (writes !== undefined && writes === this.writesSeen && this.seq >= 0 && Date.now() - this.syncedAt <= RELOAD_AFTER_MS) return;
    await this.syncTo(db, await searchLogHead(db));
    if (writes !== undefined) this.writesSeen = writes;
  }

  /** Applies the log up to `head` (a head read together with the rows an answer is made of). */
  catchUpTo(db: Queryable, head: number): Promise<void> {
    return this.syncTo(db, head);
  }

  /** Reads the slugs of a filter as ids, from the catalogue kept in memory. */
  refs(f: Pick<Filter, 'brand' | 'model' | 'generation' | 'city' | 'region'>): SearchRefs {
    const d = this.dict;
    const bySlug = (xs: Array<{ id: number; slug: string }>, slugs: readonly string[]) =>
      xs.filter((x) => slugs.includes(x.slug)).map((x) => x.id);
    return {
      brandIds: f.brand?.length ? bySlug(d.brands, f.brand) : null,
      modelIds: f.model !== undefined ? bySlug(d.models, [f.model]) : null,
      generationIds: f.generation !== undefined ? bySlug(d.generations, [f.generation]) : null,
      cityIds: f.city !== undefined ? bySlug(d.cities, [f.city]) : null,
      regionCityIds:
        f.region !== undefined ? d.cities.filter((c) => c.region_slug === f.region).map((c) => c.id) : null,
    };
  }

  /** Names and slugs of brands and models by id (facet labels). */
  names(): {
    brands: Map<number, { slug: string; name: string }>;
    models: Map<number, { slug: string; name: string }>;
  } {
    return {
      brands: new Map(this.dict.brands.map((b) => [b.id, b])),
      models: new Map(this.dict.models.map((m) => [m.id, m])),
    };
  }

  private async syncTo(db: Queryable, seq: number): Promise<void> {
    // One sync at a time; callers that arrive meanwhile wait for it and check again.
    while (this.seq < seq || this.seq < 0 || Date.now() - this.syncedAt > RELOAD_AFTER_MS) {
      if (!this.syncing) {
        this.syncing = (
          this.seq < 0 || Date.now() - this.syncedAt > RELOAD_AFTER_MS ? this.load(db) : this.catchUp(db, seq)
        ).finally(() => {
          this.syncing = null;
        });
      }
      await this.syncing;
    }
  }

  private async load(db: Queryable): Promise<void> {
    const seq = await searchLogHead(db);
    const dict = await loadSearchDictionaries(db);
    const rows = await loadSearchRows(db);
    const cols = new Columns();
    const slots = new Map<number, number>();
    rows.forEach((r, i) => {
      cols.write(i, r);
      slots.set(r.id, i);
    });
    this.cols = cols;
    this.slots = slots;
    this.orders.clear();
    this.postingLists = null;
    this.cards.clear();
    this.dict = dict;
    this.seq = seq;
    this.syncedAt = Date.now();
  }

  private async catchUp(db: Queryable, target: number): Promise<void> {
    let from = Math.max(0, this.seq - REREAD_WINDOW);
    let last = this.seq;
    const changed: number[] = [];
    let catalogue = false;
    while (last < target) {
      const changes = await searchChangesSince(db, from, CHANGES_PER_ROUND);
      if (changes.last <= from) break;
      if (changes.ids.includes(0)) {
        this.dict = await loadSearchDictionaries(db);
        catalogue = true;
      }
      const ids = changes.ids.filter((id) => id !== 0);
      this.apply(await searchRowsByIds(db, ids), ids);
      changed.push(...ids);
      last = Math.max(last, changes.last);
      from = changes.last;
    }
    this.seq = Math.max(this.seq, target, last);
    // Evicted once the new head is set: a card read at the old head and put while this catch-up awaited is dropped too.
    if (catalogue) this.cards.clear();
    else this.cards.evict(changed);
    this.syncedAt = Date.now();
    if (++this.syncs % 1000 === 0) await pruneSearchChanges(db);
  }

  private apply(rows: SearchRow[], ids: number[]) {
    const published = new Map(rows.map((r) => [r.id, r]));
    for (const id of ids) {
      const row = published.get(id);
      const slot = this.slots.get(id);
      if (row) {
        const at = slot ?? this.cols.n;
        this.cols.write(at, row);
        this.slots.set(id, at);
      } else if (slot !== undefined) {
        this.cols.alive[slot] = 0;
        this.slots.delete(id);
      }
    }
    if (ids.length) {
      this.orders.clear();
      this.postingLists = null;
    }
  }

  /** Slots of the live rows in the order of a sort (the same keys and tie-breaks as the SQL `ORDER`), and each slot's position in it. */
  private order(sort: Sort): { order: Int32Array; rank: Int32Array } {
    const cached = this.orders.get(sort);
    if (cached) return cached;
    const c = this.cols;
    const live: number[] = [];
    for (let i = 0; i < c.n; i++) if (c.alive[i]) live.push(i);
    const { id, price, year, mileage, published } = c;
    const cmp: Record<Sort, (a: number, b: number) => number> = {
      newest: (a, b) => cmpDesc(published[a]!, published[b]!) || id[b]! - id[a]!,
      cheapest: (a, b) => price[a]! - price[b]! || id[a]! - id[b]!,
      expensive: (a, b) => price[b]! - price[a]! || id[b]! - id[a]!,
      year_desc: (a, b) => year[b]! - year[a]! || cmpDesc(published[a]!, published[b]!) || id[b]! - id[a]!,
      mileage_asc: (a, b) => mileage[a]! - mileage[b]! || id[a]! - id[b]!,
    };
    const order = Int32Array.from(live.sort(cmp[sort]));
    const rank = new Int32Array(c.n).fill(-1);
    for (let k = 0; k < order.length; k++) rank[order[k]!] = k;
    const out = { order, rank };
    this.orders.set(sort, out);
    return out;
  }

  /** Slots of the live rows by brand, model, generation and city id. */
  private postings(): Record<'brand' | 'model' | 'gen' | 'city', Map<number, Int32Array>> {
    if (this.postingLists) return this.postingLists;
    const c = this.cols;
    const build = (col: Int32Array) => {
      const lists = new Map<number, number[]>();
      for (let i = 0; i < c.n; i++) {
        if (!c.alive[i]) continue;
        const v = col[i]!;
        let list = lists.get(v);
        if (!list) lists.set(v, (list = []));
        list.push(i);
      }
      return new Map([...lists].map(([v, list]) => [v, Int32Array.from(list)]));
    };
    this.postingLists = {
      brand: build(c.brand),
      model: build(c.model),
      gen: build(c.gen),
      city: build(c.city),
    };
    return this.postingLists;
  }

  /**
   * The slots a filter can match at most, from its most selective catalogue filter (brand, model, generation, city or
   * region), in slot order; null when it has none or the smallest still holds more than `CANDIDATES` of the rows.
   */
  private candidates(refs: SearchRefs): Int32Array | null {
    const lists = [
      ['brand', refs.brandIds],
      ['model', refs.modelIds],
      ['gen', refs.generationIds],
      ['city', refs.cityIds],
      ['city', refs.regionCityIds],
    ] as const;
    if (lists.every(([, ids]) => ids === null)) return null;
    const p = this.postings();
    let best: Int32Array[] | null = null;
    let bestSize = Number.POSITIVE_INFINITY;
    for (const [col, ids] of lists) {
      if (ids === null) continue;
      const parts = [...new Set(ids)].flatMap((v) => p[col].get(v) ?? []);
      const size = parts.reduce((sum, part) => sum + part.length, 0);
      if (size < bestSize) {
        best = parts;
        bestSize = size;
      }
    }
    if (!best || bestSize > this.size * CANDIDATES) return null;
    const out = new Int32Array(bestSize);
    let at = 0;
    for (const part of best) {
      out.set(part, at);
      at += part.length;
    }
    return best.length > 1 ? out.sort() : out;
  }

  /**
   * The filter as column passes over a match mask (1 = row matches): one tight loop per filter over a typed array,
   * which is several times faster than testing each row with a chain of closures. `catalog` holds the brand, model and
   * generation filters (left out of facet counts), `brand` the brand filter alone, `rest` the others.
   */
  private passes(f: Filter, refs: SearchRefs): { catalog: Pass[]; brand: Pass[]; rest: Pass[] } {
    const c = this.cols;
    const rest: Pass[] = [];
    const inIds = (col: Int32Array, ids: number[]): Pass => {
      const max = ids.reduce((m, v) => Math.max(m, v), 0);
      const ok = new Uint8Array(max + 1);
      for (const v of ids) if (v >= 0) ok[v] = 1;
      return (mask, slots, m) => {
        if (slots)
          for (let k = 0; k < m; k++) {
            const i = slots[k]!;
            const v = col[i]!;
            if (v < 0 || v > max || ok[v] === 0) mask[i] = 0;
          }
        else
          for (let i = 0; i < m; i++) {
            const v = col[i]!;
            if (v < 0 || v > max || ok[v] === 0) mask[i] = 0;
          }
      };
    };
    const brand = refs.brandIds ? [inIds(c.brand, refs.brandIds)] : [];
    const catalog = [...brand];
    if (refs.modelIds) catalog.push(inIds(c.model, refs.modelIds));
    if (refs.generationIds) catalog.push(inIds(c.gen, refs.generationIds));
    const range = (col: Float64Array | Int32Array, from: number | undefined, to: number | undefined) => {
      // `!(v >= from)` also drops NaN (no engine), as NULL fails the comparison in SQL.
      if (from !== undefined)
        rest.push((mask, slots, m) => {
          if (slots)
            for (let k = 0; k < m; k++) {
              const i = slots[k]!;
              if (!(col[i]! >= from)) mask[i] = 0;
            }
          else
            for (let i = 0; i < m; i++) {
              if (!(col[i]! >= from)) mask[i] = 0;
            }
        });
      if (to !== undefined)
        rest.push((mask, slots, m) => {
          if (slots)
            for (let k = 0; k < m; k++) {
              const i = slots[k]!;
              if (!(col[i]! <= to)) mask[i] = 0;
            }
          else
            for (let i = 0; i < m; i++) {
              if (!(col[i]! <= to)) mask[i] = 0;
            }
        });
    };
    const list = (col: Uint8Array, map: Map<string, number>, values: readonly string[] | undefined) => {
      if (!values || values.length === 0) return;
      const ok = new Uint8Array(256);
      for (const v of values) ok[code(map, v)] = 1;
      ok[255] = 0;
      rest.push((mask, slots, m) => {
        if (slots)
          for (let k = 0; k < m; k++) {
            const i = slots[k]!;
            if (ok[col[i]!] === 0) mask[i] = 0;
          }
        else
          for (let i = 0; i < m; i++) {
            if (ok[col[i]!] === 0) mask[i] = 0;
          }
      });
    };
    const flag = (bit: number, want: boolean | undefined) => {
      if (want === undefined) return;
      const expect = want ? bit : 0;
      rest.push((mask, slots, m) => {
        if (slots)
          for (let k = 0; k < m; k++) {
            const i = slots[k]!;
            if ((c.flags[i]! & bit) !== expect) mask[i] = 0;
          }
        else
          for (let i = 0; i < m; i++) {
            if ((c.flags[i]! & bit) !== expect) mask[i] = 0;
          }
      });
    };
    range(c.year, f.yearFrom, f.yearTo);
    range(c.price, f.priceFrom, f.priceTo);
    range(c.mileage, f.mileageFrom, f.mileageTo);
    range(c.engine, f.engineFrom, f.engineTo);
    list(c.body, BODY, f.body);
    list(c.fuel, FUEL, f.fuel);
    list(c.transmission, TRANSMISSION, f.transmission);
    list(c.drive, DRIVE, f.drive);
    if (f.steering !== undefined) list(c.steering, STEERING, [f.steering]);
    flag(CUSTOMS, f.customsCleared);
    list(c.condition, CONDITION, f.condition);
    list(c.color, COLOR, f.color);
    if (refs.cityIds) rest.push(inIds(c.city, refs.cityIds));
    if (refs.regionCityIds) rest.push(inIds(c.city, refs.regionCityIds));
    if (f.sellerType !== undefined) list(c.seller, SELLER, [f.sellerType]);
    if (f.withPhotos !== undefined) {
      const want = f.withPhotos;
      rest.push((mask, slots, m) => {
        if (slots)
          for (let k = 0; k < m; k++) {
            const i = slots[k]!;
            if (c.photos[i]! > 0 !== want) mask[i] = 0;
          }
        else
          for (let i = 0; i < m; i++) {
            if (c.photos[i]! > 0 !== want) mask[i] = 0;
          }
      });
    }
    flag(EXCHANGE, f.exchange);
    flag(CREDIT, f.credit);
    if (f.seller !== undefined) {
      const seller = f.seller;
      rest.push((mask, slots, m) => {
        if (slots)
          for (let k = 0; k < m; k++) {
            const i = slots[k]!;
            if (c.user[i] !== seller) mask[i] = 0;
          }
        else
          for (let i = 0; i < m; i++) {
            if (c.user[i] !== seller) mask[i] = 0;
          }
      });
    }
    return { catalog, brand, rest };
  }

  private mask(passes: Pass[], base?: Uint8Array): Uint8Array {
    const n = this.cols.n;
    const mask = base ? base.slice() : this.cols.alive.slice(0, n);
    for (const pass of passes) pass(mask, null, n);
    return mask;
  }

  /** The total and the ids of one page (`offset`, `limit`) of a filter in a sort. */
  search(f: Filter, refs: SearchRefs, sort: Sort, offset: number, limit: number): SearchHit {
    const { catalog, rest } = this.passes(f, refs);
    const { order, rank } = this.order(sort);
    const { id } = this.cols;
    const ids: number[] = [];
    const end = offset + limit;
    if (catalog.length + rest.length === 0) {
      // No filter: the sort order holds exactly the live rows (it is rebuilt after every change).
      for (let k = offset; k < Math.min(end, order.length); k++) ids.push(id[order[k]!]!);
      return { total: order.length, ids };
    }
    const passes = [...catalog, ...rest];
    const n = this.cols.n;
    // Many matches: walk the sort order until the page is full.
    const walk = (mask: Uint8Array) => {
      let seen = 0;
      for (let k = 0; k < order.length && seen < end; k++) {
        const i = order[k]!;
        if (mask[i] === 0) continue;
        if (seen >= offset) ids.push(id[i]!);
        seen++;
      }
      return ids;
    };
    const candidates = this.candidates(refs);
    let mask: Uint8Array;
    let matches: Int32Array | null = null;
    if (candidates) {
      // A selective catalogue filter: test only its rows.
      mask = new Uint8Array(n);
      const alive = this.cols.alive;
      for (let k = 0; k < candidates.length; k++) mask[candidates[k]!] = alive[candidates[k]!]!;
      for (const pass of passes) pass(mask, candidates, candidates.length);
      let m = 0;
      for (let k = 0; k < candidates.length; k++) if (mask[candidates[k]!] === 1) m++;
      matches = new Int32Array(m);
      m = 0;
      for (let k = 0; k < candidates.length; k++)
        if (mask[candidates[k]!] === 1) matches[m++] = candidates[k]!;
    } else {
      mask = this.mask(passes);
      let m = 0;
      for (let i = 0; i < n; i++) m += mask[i]!;
      if (m <= this.size * SELECTIVE) {
        matches = new Int32Array(m);
        m = 0;
        for (let i = 0; i < n; i++) if (mask[i] === 1) matches[m++] = i;
      } else {
        return { total: m, ids: walk(mask) };
      }
    }
    // Few matches: their positions in the sort order, sorted, are the page.
    const ranks = new Int32Array(matches.length);
    for (let k = 0; k < matches.length; k++) ranks[k] = rank[matches[k]!]!;
    ranks.sort();
    for (let k = offset; k < Math.min(end, ranks.length); k++) ids.push(id[order[ranks[k]!]!]!);
    return { total: matches.length, ids };
  }

  /** The total of a filter and its counts by brand and by model. */
  facets(f: Filter, refs: SearchRefs): FacetHit {
    const { catalog, brand, rest } = this.passes(f, refs);
    const c = this.cols;
    const n = c.n;
    const restMask = this.mask(rest);
    const brandMask = brand.length ? this.mask(brand, restMask) : restMask;
    const catalogMask = catalog.length ? this.mask(catalog, restMask) : restMask;
    let maxBrand = 0;
    let maxModel = 0;
    for (let i = 0; i < n; i++) {
      if (c.brand[i]! > maxBrand) maxBrand = c.brand[i]!;
      if (c.model[i]! > maxModel) maxModel = c.model[i]!;
    }
    const brandCounts = new Int32Array(maxBrand + 1);
    const modelCounts = new Int32Array(maxModel + 1);
    let total = 0;
    for (let i = 0; i < n; i++) {
      if (restMask[i] === 0) continue;
      brandCounts[c.brand[i]!]!++;
      if (brandMask[i] === 1) modelCounts[c.model[i]!]!++;
      if (catalogMask[i] === 1) total++;
    }
    const toMap = (counts: Int32Array) => {
      const m = new Map<number, number>();
      counts.forEach((v, k) => {
        if (v > 0) m.set(k, v);
      });
      return m;
    };
    return { total, brands: toMap(brandCounts), models: refs.brandIds ? toMap(modelCounts) : null };
  }
}

const cmpDesc = (a: number, b: number) => (a === b ? 0 : a > b ? -1 : 1);

/** One index per database handle (the app's, or a test's). */
const indexes = new WeakMap<object, SearchIndex>();
export function searchIndexFor(db: Queryable): SearchIndex {
  let index = indexes.get(db);
  if (!index) {
    index = new SearchIndex();
    indexes.set(db, index);
  }
  return index;
}
