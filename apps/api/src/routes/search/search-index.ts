/**
 * The in-memory search index of the API process: every published announcement as typed-array columns, per sort the
 * row order (sorted-order.ts), per categorical value a bitset (or, for the many models and generations, a list of
 * rows), all kept up to date one row at a time (see docs/search-performance.md).
 *
 * A search narrows a bitset of the live rows with word-wise AND/OR per filter and branch-free range checks, counts it
 * (the exact total), then takes the page by walking the sort order or, when the filter is correlated with the sort,
 * by keeping the smallest sort positions of the matches. Facets count the same bitsets by brand and model.
 *
 * This class only holds and queries rows; what feeds it (the initial load, the change log, several API instances) is
 * read-side.ts. Semantics are those of the SQL filter in `repositories/announcements.ts` (`searchWhere`, `ORDER`),
 * which stays the reference: tests compare both with a brute-force filter.
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
import type { SearchDictionaries, SearchRow } from '../../db/repositories/announcements-search.js';
import { SortedOrder, sortSlots } from './sorted-order.js';

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

export type Filter = Omit<SearchFilter, 'sort' | 'page' | 'pageSize'>;

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

/** One bit per slot. */
type Bits = Uint32Array;

const SORTS: readonly Sort[] = ['newest', 'cheapest', 'expensive', 'year_desc', 'mileage_asc'];

class Columns {
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
  hasPhotos = new Uint8Array(0);
  published = new Float64Array(0);

  get capacity(): number {
    return this.id.length;
  }

  reserve(cap: number) {
    if (cap <= this.id.length) return;
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
    this.flags[slot] = (r.customs_cleared ? CUSTOMS : 0) | (r.exchange ? EXCHANGE : 0) | (r.credit ? CREDIT : 0);
    this.city[slot] = r.city_id;
    this.hasPhotos[slot] = r.photo_count > 0 ? 1 : 0;
    // PostgreSQL sorts nulls first under `desc`: a missing date is "newest".
    this.published[slot] = r.published_at ?? Number.POSITIVE_INFINITY;
  }
}

/** The categorical columns with few values, kept as one bitset per value. */
const BITSET_COLUMNS = [
  'brand',
  'city',
  'fuel',
  'transmission',
  'body',
  'drive',
  'steering',
  'color',
  'condition',
  'seller',
] as const;
type BitsetColumn = (typeof BITSET_COLUMNS)[number];
/** The categorical columns with many values (hundreds of models, thousands of generations), kept as row lists. */
const LIST_COLUMNS = ['model', 'gen'] as const;
type ListColumn = (typeof LIST_COLUMNS)[number];
/** The numeric columns searched by range, kept as bitsets by value range. */
const RANGE_COLUMNS = ['year', 'price', 'mileage', 'engine'] as const;
type RangeColumn = (typeof RANGE_COLUMNS)[number];

/** One bitset per value of a column. */
class BitIndex {
  readonly sets = new Map<number, Bits>();
  constructor(private words: number) {}

  reserve(words: number) {
    if (words <= this.words) return;
    this.words = words;
    for (const [v, set] of this.sets) {
      const next = new Uint32Array(words);
      next.set(set);
      this.sets.set(v, next);
    }
  }

  add(v: number, slot: number) {
    let set = this.sets.get(v);
    if (!set) this.sets.set(v, (set = new Uint32Array(this.words)));
    set[slot >>> 5]! |= 1 << (slot & 31);
  }

  remove(v: number, slot: number) {
    const set = this.sets.get(v);
    if (set) set[slot >>> 5]! &= ~(1 << (slot & 31));
  }
}

/** One unordered list of rows per value (removal swaps in the list's last row). */
class ListIndex {
  readonly lists = new Map<number, { slots: Int32Array; len: number }>();
  private at = new Int32Array(0);

  reserve(cap: number) {
    if (cap <= this.at.length) return;
    const next = new Int32Array(cap);
    next.set(this.at);
    this.at = next;
  }

  add(v: number, slot: number) {
    let list = this.lists.get(v);
    if (!list) this.lists.set(v, (list = { slots: new Int32Array(16), len: 0 }));
    if (list.len === list.slots.length) {
      const next = new Int32Array(list.slots.length * 2);
      next.set(list.slots);
      list.slots = next;
    }
    list.slots[list.len] = slot;
    this.at[slot] = list.len++;
  }

  remove(v: number, slot: number) {
    const list = this.lists.get(v);
    if (!list) return;
    const i = this.at[slot]!;
    const last = list.slots[--list.len]!;
    list.slots[i] = last;
    this.at[last] = i;
  }

  /** Sets the bits of the rows of `v`. */
  orInto(bits: Bits, v: number) {
    const list = this.lists.get(v);
    if (!list) return;
    const { slots, len } = list;
    for (let i = 0; i < len; i++) {
      const s = slots[i]!;
      bits[s >>> 5]! |= 1 << (s & 31);
    }
  }
}

/**
 * Bitsets by value range of a numeric column (year, price, mileage, engine volume): one bucket per value where the
 * column has few (years, engine volumes), else 64 buckets of about equal size. A range filter is then the OR of the
 * buckets it covers plus an exact check of the rows of the one or two buckets it cuts: ~1 ms at 1,000,000 rows instead
 * of reading every row's value (30–80 ms). The buckets a range covers are consecutive, so their OR is read from two
 * running unions (`upTo[j] & ~upTo[i - 1]`) in the same pass, instead of OR-ing up to 32 bitsets per range per search
 * (a quarter of a search's CPU at 1,000,000); a row moves in 64 unions at most when it changes.
 */
class RangeIndex {
  /** Lower bound of each bucket (ascending; the first is -Infinity): bucket i holds values in [bounds[i], bounds[i+1]). */
  private bounds: number[] = [Number.NEGATIVE_INFINITY];
  private sets: Bits[] = [];
  /** upTo[i]: the rows of buckets 0…i (each row is in one bucket at most). */
  private upTo: Bits[] = [];
  /** The smallest and largest value ever put in each bucket (bounds on what it holds). */
  private min: number[] = [];
  private max: number[] = [];
  /** Rows without a value (NaN: no engine volume), never within a range. */
  private none: Bits;

  constructor(private words: number) {
    this.sets = [new Uint32Array(words)];
    this.upTo = [new Uint32Array(words)];
    this.min = [Number.POSITIVE_INFINITY];
    this.max = [Number.NEGATIVE_INFINITY];
    this.none = new Uint32Array(words);
  }

  /** Chooses the buckets from the values of the rows `slots` (at load) and puts those rows in them. */
  rebuild(col: Float64Array | Int32Array, slots: Int32Array, words: number): void {
    const values = new Float64Array(slots.length);
    let n = 0;
    for (const s of slots) if (!Number.isNaN(col[s]!)) values[n++] = col[s]!;
    const sorted = values.subarray(0, n).sort();
    const distinct: number[] = [];
    for (let i = 0; i < n && distinct.length <= 96; i++) if (i === 0 || sorted[i] !== sorted[i - 1]) distinct.push(sorted[i]!);
    let bounds: number[];
    if (distinct.length <= 96) bounds = distinct;
    else {
      bounds = [];
      for (let k = 0; k < 64; k++) {
        const v = sorted[Math.floor((k * n) / 64)]!;
        if (bounds[bounds.length - 1] !== v) bounds.push(v);
      }
    }
    bounds[0] = Number.NEGATIVE_INFINITY;
    if (bounds.length === 0) bounds.push(Number.NEGATIVE_INFINITY);
    this.words = words;
    this.bounds = bounds;
    this.sets = bounds.map(() => new Uint32Array(words));
    this.upTo = bounds.map(() => new Uint32Array(words));
    this.min = bounds.map(() => Number.POSITIVE_INFINITY);
    this.max = bounds.map(() => Number.NEGATIVE_INFINITY);
    this.none = new Uint32Array(words);
    for (const s of slots) this.put(col[s]!, s);
    // The running unions at once (one pass per bucket), not row by row.
    for (let i = 0; i < bounds.length; i++) {
      const up = this.upTo[i]!;
      up.set(this.sets[i]!);
      if (i > 0) {
        const prev = this.upTo[i - 1]!;
        for (let w = 0; w < words; w++) up[w]! |= prev[w]!;
      }
    }
  }

  reserve(words: number): void {
    if (words <= this.words) return;
    const grow = (b: Bits) => {
      const next = new Uint32Array(words);
      next.set(b);
      return next;
    };
    this.sets = this.sets.map(grow);
    this.upTo = this.upTo.map(grow);
    this.none = grow(this.none);
    this.words = words;
  }

  private bucket(v: number): number {
    const b = this.bounds;
    let lo = 0;
    let hi = b.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (b[mid]! <= v) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  /** Bytes held by the buckets and their running unions. */
  bytes(): number {
    return (this.sets.length + this.upTo.length + 1) * this.words * 4;
  }

  /** Puts a row in its bucket (the running unions are the caller's: `add`, or `rebuild` at once). */
  private put(v: number, slot: number): number {
    if (Number.isNaN(v)) {
      this.none[slot >>> 5]! |= 1 << (slot & 31);
      return -1;
    }
    const i = this.bucket(v);
    this.sets[i]![slot >>> 5]! |= 1 << (slot & 31);
    if (v < this.min[i]!) this.min[i] = v;
    if (v > this.max[i]!) this.max[i] = v;
    return i;
  }

  add(v: number, slot: number): void {
    const i = this.put(v, slot);
    if (i < 0) return;
    const w = slot >>> 5;
    const bit = 1 << (slot & 31);
    for (let k = i; k < this.upTo.length; k++) this.upTo[k]![w]! |= bit;
  }

  remove(v: number, slot: number): void {
    const w = slot >>> 5;
    const mask = ~(1 << (slot & 31));
    if (Number.isNaN(v)) {
      this.none[w]! &= mask;
      return;
    }
    const i = this.bucket(v);
    this.sets[i]![w]! &= mask;
    for (let k = i; k < this.upTo.length; k++) this.upTo[k]![w]! &= mask;
  }

  /** Clears the bits of the rows whose value in `col` is not within [lo, hi]; `b`: a scratch bitset. */
  keep(bits: Bits, col: Float64Array | Int32Array, lo: number, hi: number, b: Bits): void {
    // The buckets wholly inside the range are consecutive (buckets are ordered value intervals): first…last.
    let first = -1;
    let last = -1;
    const cut: Bits[] = [];
    for (let i = 0; i < this.sets.length; i++) {
      if (this.min[i]! > this.max[i]!) continue; // never held a value
      if (this.max[i]! < lo || this.min[i]! > hi) continue;
      if (this.min[i]! >= lo && this.max[i]! <= hi) {
        if (first < 0) first = i;
        last = i;
      } else cut.push(this.sets[i]!);
    }
    // Rows of the buckets the range cuts: each checked against the range.
    const cutRows = orOf(cut, b);
    const upTo = last >= 0 ? this.upTo[last]! : null;
    const below = first > 0 ? this.upTo[first - 1]! : null;
    for (let w = 0; w < bits.length; w++) {
      const x = bits[w]!;
      if (x === 0) continue;
      const c = x & cutRows[w]!;
      // The rows surely within: in buckets first…last.
      let keep = upTo === null ? 0 : x & upTo[w]! & ~(below === null ? 0 : below[w]!) & ~c;
      let y = c;
      while (y !== 0) {
        const low = y & -y;
        const v = col[(w << 5) + 31 - Math.clz32(low)]!;
        if (v >= lo && v <= hi) keep |= low;
        y ^= low;
      }
      bits[w] = keep;
    }
  }
}

/** The median of `xs` (sorted in place), the mean of the middle two for an even count; null when empty. */
function median(xs: Float64Array): number | null {
  if (xs.length === 0) return null;
  xs.sort();
  const mid = xs.length >> 1;
  return xs.length % 2 ? xs[mid]! : (xs[mid - 1]! + xs[mid]!) / 2;
}

function popcount(bits: Bits): number {
  let total = 0;
  for (let w = 0; w < bits.length; w++) {
    let x = bits[w]!;
    if (x === 0) continue;
    x -= (x >>> 1) & 0x55555555;
    x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
    total += (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
  }
  return total;
}

/**
 * `into` = the OR of `sets`, one set at a time (sequential passes: at 30,000 words an inner loop over the sets per
 * word, or a for-of anywhere in these loops, costs 5–10× more).
 */
function orOf(sets: readonly Bits[], into: Bits): Bits {
  into.fill(0);
  for (let k = 0; k < sets.length; k++) {
    const set = sets[k]!;
    const n = Math.min(set.length, into.length);
    for (let w = 0; w < n; w++) into[w]! |= set[w]!;
  }
  return into;
}

/** `bits` &= `mask`. */
function andInto(bits: Bits, mask: Bits): void {
  for (let w = 0; w < bits.length; w++) bits[w]! &= mask[w]!;
}

/** Calls `fn` with each set slot, in slot order. */
function forEachBit(bits: Bits, fn: (slot: number) => void): void {
  for (let w = 0; w < bits.length; w++) {
    let x = bits[w]!;
    while (x !== 0) {
      const low = x & -x;
      fn((w << 5) + 31 - Math.clz32(low));
      x ^= low;
    }
  }
}

/** Clears the bits of the rows whose `col` value is not within [lo, hi] (NaN, a missing engine, is never within). */
function keepWithin(bits: Bits, col: Float64Array | Int32Array, lo: number, hi: number): void {
  for (let w = 0; w < bits.length; w++) {
    const x = bits[w]!;
    if (x === 0) continue;
    // All 32 rows of the word, without branches: sequential reads beat jumping from set bit to set bit.
    const base = w << 5;
    const end = Math.min(32, col.length - base);
    let within = 0;
    for (let b = 0; b < end; b++) {
      const v = col[base + b]!;
      within |= (v >= lo && v <= hi ? 1 : 0) << b;
    }
    bits[w] = x & within;
  }
}

/** Adds 1 to `counts[col[i]]` for every set row `i`. */
function countBy(bits: Bits, col: Int32Array, counts: Int32Array): void {
  for (let w = 0; w < bits.length; w++) {
    let x = bits[w]!;
    while (x !== 0) {
      const low = x & -x;
      counts[col[(w << 5) + 31 - Math.clz32(low)]!]!++;
      x ^= low;
    }
  }
}

const cmpDesc = (a: number, b: number) => (a === b ? 0 : a > b ? -1 : 1);

/** A filter on the rows still set: clears the bits of the rows that fail it. */
type RowTest = (bits: Bits) => void;

export class SearchIndex {
  private cols = new Columns();
  /** Announcement id → slot + 1 (0: not indexed). */
  private slotOfId = new Int32Array(0);
  /** Slots of removed rows, reused first. */
  private free: number[] = [];
  /** Slots ever used (the high-water mark). */
  private used = 0;
  private readonly bitsets: Record<BitsetColumn, BitIndex>;
  private readonly lists: Record<ListColumn, ListIndex>;
  private readonly ranges: Record<RangeColumn, RangeIndex>;
  private alive: Bits = new Uint32Array(0);
  private photos: Bits = new Uint32Array(0);
  private customs: Bits = new Uint32Array(0);
  private exchange: Bits = new Uint32Array(0);
  private credit: Bits = new Uint32Array(0);
  private maxBrand = 0;
  private maxModel = 0;
  /** Live rows per brand (facets without other filters). */
  private readonly brandCount = new Map<number, number>();
  private readonly orders: Record<Sort, SortedOrder>;
  private compare: Record<Sort, (a: number, b: number) => number>;
  private dict: SearchDictionaries = { brands: [], models: [], generations: [], cities: [] };
  /** Scratch bitsets for the steps of one search (searches run one at a time: they are synchronous). */
  private scratches: Bits[] = [];

  constructor() {
    this.bitsets = Object.fromEntries(BITSET_COLUMNS.map((k) => [k, new BitIndex(0)])) as Record<BitsetColumn, BitIndex>;
    this.lists = Object.fromEntries(LIST_COLUMNS.map((k) => [k, new ListIndex()])) as Record<ListColumn, ListIndex>;
    this.ranges = Object.fromEntries(RANGE_COLUMNS.map((k) => [k, new RangeIndex(0)])) as Record<RangeColumn, RangeIndex>;
    this.compare = this.comparators();
    this.orders = Object.fromEntries(SORTS.map((s) => [s, new SortedOrder(this.compare[s])])) as Record<Sort, SortedOrder>;
  }

  /** Number of published announcements indexed. */
  get size(): number {
    return this.orders.newest.size;
  }

  /** The same keys and tie-breaks as the SQL `ORDER`, on the current column arrays (made again when they grow). */
  private comparators(): Record<Sort, (a: number, b: number) => number> {
    const { published, id, price, year, mileage } = this.cols;
    return {
      newest: (a, b) => cmpDesc(published[a]!, published[b]!) || id[b]! - id[a]!,
      cheapest: (a, b) => price[a]! - price[b]! || id[a]! - id[b]!,
      expensive: (a, b) => price[b]! - price[a]! || id[b]! - id[a]!,
      year_desc: (a, b) => year[b]! - year[a]! || cmpDesc(published[a]!, published[b]!) || id[b]! - id[a]!,
      mileage_asc: (a, b) => mileage[a]! - mileage[b]! || id[a]! - id[b]!,
    };
  }

  // -------------------------------------------------------------------------------------------------------------
  // Rows in, one at a time
  // -------------------------------------------------------------------------------------------------------------

  private reserve(cap: number) {
    if (cap <= this.cols.capacity) return;
    cap = Math.max(cap, Math.ceil(this.cols.capacity * 1.25), 1024);
    this.cols.reserve(cap);
    const words = (cap + 31) >>> 5;
    const grow = (b: Bits) => {
      const next = new Uint32Array(words);
      next.set(b);
      return next;
    };
    this.alive = grow(this.alive);
    this.photos = grow(this.photos);
    this.customs = grow(this.customs);
    this.exchange = grow(this.exchange);
    this.credit = grow(this.credit);
    for (const k of BITSET_COLUMNS) this.bitsets[k].reserve(words);
    for (const k of LIST_COLUMNS) this.lists[k].reserve(cap);
    for (const k of RANGE_COLUMNS) this.ranges[k].reserve(words);
    this.compare = this.comparators();
    for (const s of SORTS) {
      this.orders[s].reserve(cap);
      this.orders[s].cmp = this.compare[s];
    }
  }

  private slotOf(id: number): number {
    return id < this.slotOfId.length ? this.slotOfId[id]! - 1 : -1;
  }

  private setSlotOf(id: number, slot: number) {
    if (id >= this.slotOfId.length) {
      const next = new Int32Array(Math.max(id + 1, Math.ceil(this.slotOfId.length * 1.25), 1024));
      next.set(this.slotOfId);
      this.slotOfId = next;
    }
    this.slotOfId[id] = slot + 1;
  }

  /** Sets the bits and list entries of a written slot. */
  private link(slot: number) {
    const c = this.cols;
    const w = slot >>> 5;
    const bit = 1 << (slot & 31);
    this.alive[w]! |= bit;
    if (c.hasPhotos[slot]) this.photos[w]! |= bit;
    const flags = c.flags[slot]!;
    if (flags & CUSTOMS) this.customs[w]! |= bit;
    if (flags & EXCHANGE) this.exchange[w]! |= bit;
    if (flags & CREDIT) this.credit[w]! |= bit;
    for (const k of BITSET_COLUMNS) this.bitsets[k].add(c[k][slot]!, slot);
    this.lists.model.add(c.model[slot]!, slot);
    if (c.gen[slot]! >= 0) this.lists.gen.add(c.gen[slot]!, slot);
    for (const k of RANGE_COLUMNS) this.ranges[k].add(c[k][slot]!, slot);
    this.brandCount.set(c.brand[slot]!, (this.brandCount.get(c.brand[slot]!) ?? 0) + 1);
    if (c.brand[slot]! > this.maxBrand) this.maxBrand = c.brand[slot]!;
    if (c.model[slot]! > this.maxModel) this.maxModel = c.model[slot]!;
  }

  /** Clears what `link` set (from the values the slot still holds). */
  private unlink(slot: number) {
    const c = this.cols;
    const w = slot >>> 5;
    const mask = ~(1 << (slot & 31));
    this.alive[w]! &= mask;
    this.photos[w]! &= mask;
    this.customs[w]! &= mask;
    this.exchange[w]! &= mask;
    this.credit[w]! &= mask;
    for (const k of BITSET_COLUMNS) this.bitsets[k].remove(c[k][slot]!, slot);
    this.brandCount.set(c.brand[slot]!, this.brandCount.get(c.brand[slot]!)! - 1);
    this.lists.model.remove(c.model[slot]!, slot);
    if (c.gen[slot]! >= 0) this.lists.gen.remove(c.gen[slot]!, slot);
    for (const k of RANGE_COLUMNS) this.ranges[k].remove(c[k][slot]!, slot);
  }

  /** Adds or replaces one published announcement: only its own bits, list entries and places in the sort orders move. */
  upsert(r: SearchRow): void {
    let slot = this.slotOf(r.id);
    if (slot >= 0) {
      const c = this.cols;
      // A sort order is touched only when one of its keys changed (a price edit leaves three of five alone).
      const before = { price: c.price[slot]!, year: c.year[slot]!, mileage: c.mileage[slot]!, published: c.published[slot]! };
      this.unlink(slot);
      c.write(slot, r);
      this.link(slot);
      const moved: Record<Sort, boolean> = {
        newest: before.published !== c.published[slot],
        cheapest: before.price !== c.price[slot],
        expensive: before.price !== c.price[slot],
        year_desc: before.year !== c.year[slot] || before.published !== c.published[slot],
        mileage_asc: before.mileage !== c.mileage[slot],
      };
      for (const s of SORTS) {
        if (!moved[s]) continue;
        this.orders[s].remove(slot);
        this.orders[s].insert(slot);
      }
      return;
    }
    slot = this.free.pop() ?? this.used++;
    this.reserve(slot + 1);
    this.cols.write(slot, r);
    this.setSlotOf(r.id, slot);
    this.link(slot);
    for (const s of SORTS) this.orders[s].insert(slot);
  }

  /** Takes an announcement out (no longer published, or deleted); unknown ids are ignored. */
  remove(id: number): void {
    const slot = this.slotOf(id);
    if (slot < 0) return;
    this.unlink(slot);
    for (const s of SORTS) this.orders[s].remove(slot);
    this.slotOfId[id] = 0;
    this.free.push(slot);
  }

  /**
   * Fills an empty index with `rows` (read in chunks by the caller) and sorts it, yielding to the event loop every
   * ~10 ms through `pause`.
   */
  async fill(chunks: AsyncIterable<SearchRow[]>, pause: () => Promise<void>): Promise<void> {
    for await (const rows of chunks) {
      this.reserve(this.used + rows.length);
      for (const r of rows) {
        const known = this.slotOf(r.id);
        if (known >= 0) {
          // Read twice (it moved between chunks): the later read wins; the orders are built below.
          this.unlink(known);
          this.cols.write(known, r);
          this.link(known);
          continue;
        }
        const slot = this.used++;
        this.cols.write(slot, r);
        this.setSlotOf(r.id, slot);
        this.link(slot);
      }
      await pause();
    }
    const live = new Int32Array(this.used);
    for (let i = 0; i < this.used; i++) live[i] = i;
    const words = this.alive.length;
    for (const k of RANGE_COLUMNS) {
      this.ranges[k].rebuild(this.cols[k], live, words);
      await pause();
    }
    for (const s of SORTS) {
      const sorted = await sortSlots(live.slice(), this.compare[s], pause);
      this.orders[s].build(sorted, this.cols.capacity);
    }
  }

  // -------------------------------------------------------------------------------------------------------------
  // The catalogue (slugs → ids)
  // -------------------------------------------------------------------------------------------------------------

  setDictionaries(dict: SearchDictionaries): void {
    this.dict = dict;
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

  // -------------------------------------------------------------------------------------------------------------
  // Queries
  // -------------------------------------------------------------------------------------------------------------

  /**
   * The filter as bitset operations: `catalog` (brand, model, generation: left out of facet counts), `brand` (the brand
   * alone) and `rest` (the others) each narrow a bitset in place; the range and seller tests run on the rows still set.
   */
  private plan(f: Filter, refs: SearchRefs) {
    const c = this.cols;
    type Step = (bits: Bits) => void;
    /** Keeps the rows whose column value is one of `values` (none when no value is known). */
    const anyOf =
      (col: BitsetColumn, values: readonly number[]): Step =>
      (bits) => {
        const sets: Bits[] = [];
        for (const v of new Set(values)) {
          const set = this.bitsets[col].sets.get(v);
          if (set) sets.push(set);
        }
        if (sets.length === 0) bits.fill(0);
        else andInto(bits, sets.length === 1 ? sets[0]! : orOf(sets, this.scratch(0)));
      };
    const anyOfList =
      (col: ListColumn, values: readonly number[]): Step =>
      (bits) => {
        const keep = this.scratch(0);
        keep.fill(0);
        for (const v of new Set(values)) this.lists[col].orInto(keep, v);
        andInto(bits, keep);
      };
    const and =
      (set: Bits, want: boolean): Step =>
      (bits) => {
        if (want) for (let w = 0; w < bits.length; w++) bits[w]! &= set[w]!;
        else for (let w = 0; w < bits.length; w++) bits[w]! &= ~set[w]!;
      };
    const codesOf = (map: Map<string, number>, values: readonly string[]) =>
      values.map((v) => code(map, v)).filter((v) => v !== 255);
    const brand: Step[] = refs.brandIds ? [anyOf('brand', refs.brandIds)] : [];
    const catalog: Step[] = [...brand];
    if (refs.modelIds) catalog.push(anyOfList('model', refs.modelIds));
    if (refs.generationIds)
      catalog.push(
        anyOfList(
          'gen',
          refs.generationIds.filter((v) => v >= 0),
        ),
      );
    const rest: Step[] = [];
    const list = (col: BitsetColumn, map: Map<string, number>, values: readonly string[] | undefined) => {
      if (values && values.length) rest.push(anyOf(col, codesOf(map, values)));
    };
    list('body', BODY, f.body);
    list('fuel', FUEL, f.fuel);
    list('transmission', TRANSMISSION, f.transmission);
    list('drive', DRIVE, f.drive);
    if (f.steering !== undefined) list('steering', STEERING, [f.steering]);
    list('condition', CONDITION, f.condition);
    list('color', COLOR, f.color);
    if (f.sellerType !== undefined) list('seller', SELLER, [f.sellerType]);
    if (refs.cityIds) rest.push(anyOf('city', refs.cityIds));
    if (refs.regionCityIds) rest.push(anyOf('city', refs.regionCityIds));
    if (f.customsCleared !== undefined) rest.push(and(this.customs, f.customsCleared));
    if (f.exchange !== undefined) rest.push(and(this.exchange, f.exchange));
    if (f.credit !== undefined) rest.push(and(this.credit, f.credit));
    if (f.withPhotos !== undefined) rest.push(and(this.photos, f.withPhotos));
    // Row tests, after the bitset steps: only the rows still set are read.
    const tests: RowTest[] = [];
    const range = (col: RangeColumn, from: number | undefined, to: number | undefined) => {
      // NaN (no engine) is never within, as NULL fails the comparison in SQL.
      if (from === undefined && to === undefined) return;
      const lo = from ?? Number.NEGATIVE_INFINITY;
      const hi = to ?? Number.POSITIVE_INFINITY;
      tests.push((bits) => this.ranges[col].keep(bits, c[col], lo, hi, this.scratch(0)));
    };
    range('year', f.yearFrom, f.yearTo);
    range('price', f.priceFrom, f.priceTo);
    range('mileage', f.mileageFrom, f.mileageTo);
    range('engine', f.engineFrom, f.engineTo);
    if (f.seller !== undefined) {
      const seller = f.seller;
      tests.push((bits) => keepWithin(bits, c.user, seller, seller));
    }
    return { brand, catalog, rest, tests, empty: catalog.length + rest.length + tests.length === 0 };
  }

  private scratch(k: number): Bits {
    const words = this.alive.length;
    if (this.scratches[k]?.length !== words) this.scratches[k] = new Uint32Array(words);
    return this.scratches[k]!;
  }

  /** The live rows matching the whole filter. */
  private matches(p: ReturnType<SearchIndex['plan']>): Bits {
    const bits = this.alive.slice();
    for (const step of p.catalog) step(bits);
    for (const step of p.rest) step(bits);
    for (const t of p.tests) t(bits);
    return bits;
  }

  /** The total and the ids of one page (`offset`, `limit`) of a filter in a sort. */
  search(f: Filter, refs: SearchRefs, sort: Sort, offset: number, limit: number): SearchHit {
    const order = this.orders[sort];
    const { id } = this.cols;
    const ids: number[] = [];
    const end = offset + limit;
    const p = this.plan(f, refs);
    if (p.empty) {
      // No filter: the sort order holds exactly the live rows.
      const stop = Math.min(end, order.size);
      if (offset >= stop) return { total: order.size, ids };
      let k = order.blockAtRank(offset);
      let at = offset - order.start(order.seq[k]!);
      for (let r = offset; r < stop; ) {
        const blockId = order.seq[k]!;
        const block = order.blocks[blockId]!;
        const len = order.lens[blockId]!;
        for (; at < len && r < stop; at++, r++) ids.push(id[block[at]!]!);
        k++;
        at = 0;
      }
      return { total: order.size, ids };
    }
    const bits = this.matches(p);
    const total = popcount(bits);
    if (offset >= total) return { total, ids };
    const want = Math.min(end, total);
    // Walk the sort order while it pays: a filter unrelated to the sort fills the page after ~ want × n / total steps.
    const budget = Math.ceil((4 * want * order.size) / total) + 1024;
    let seen = 0;
    let steps = 0;
    walk: for (const blockId of order.seq) {
      const block = order.blocks[blockId]!;
      const len = order.lens[blockId]!;
      for (let j = 0; j < len; j++) {
        if (steps++ >= budget) break walk;
        const i = block[j]!;
        if ((bits[i >>> 5]! & (1 << (i & 31))) === 0) continue;
        if (seen >= offset) ids.push(id[i]!);
        if (++seen >= want) break walk;
      }
    }
    if (seen >= want || steps >= order.size) return { total, ids };
    // A filter correlated with the sort (cars for 5–10 M ₸, newest year first: the newest are dearer): the `want`
    // smallest positions in the sort order among the matches, in one pass.
    const top = this.smallestRanks(bits, order, want);
    return { total, ids: Array.from(top.subarray(offset), (r) => id[order.at(r)]!) };
  }

  /** The `k` smallest ranks in `order` over the set rows, ascending (a bounded max-heap: one pass, O(rows × log k)). */
  private smallestRanks(bits: Bits, order: SortedOrder, k: number): Int32Array {
    const { block, pos, starts } = order.rankArray();
    const heap = new Int32Array(k);
    let size = 0;
    for (let w = 0; w < bits.length; w++) {
      let x = bits[w]!;
      while (x !== 0) {
        const low = x & -x;
        const slot = (w << 5) + 31 - Math.clz32(low);
        const r = starts[block[slot]!]! + pos[slot]!;
        x ^= low;
        if (size < k) {
          // Sift up.
          let at = size++;
          while (at > 0) {
            const parent = (at - 1) >> 1;
            if (heap[parent]! >= r) break;
            heap[at] = heap[parent]!;
            at = parent;
          }
          heap[at] = r;
        } else if (r < heap[0]!) {
          // Replace the largest and sift down.
          let at = 0;
          for (;;) {
            const left = 2 * at + 1;
            if (left >= size) break;
            const right = left + 1;
            const child = right < size && heap[right]! > heap[left]! ? right : left;
            if (heap[child]! <= r) break;
            heap[at] = heap[child]!;
            at = child;
          }
          heap[at] = r;
        }
      }
    }
    return heap.subarray(0, size).sort();
  }

  /** The total of a filter and how many of its matches were published after `sinceMicros` (saved searches). */
  counts(f: Filter, refs: SearchRefs, sinceMicros: number): { total: number; newer: number } {
    const bits = this.matches(this.plan(f, refs));
    const { published } = this.cols;
    let newer = 0;
    forEachBit(bits, (i) => {
      if (published[i]! > sinceMicros) newer++;
    });
    return { total: popcount(bits), newer };
  }

  /** The total of a filter and its counts by brand and by model. */
  facets(f: Filter, refs: SearchRefs): FacetHit {
    const p = this.plan(f, refs);
    const c = this.cols;
    if (p.rest.length === 0 && p.tests.length === 0 && !refs.modelIds && !refs.generationIds) {
      // Only brands (the home page, the catalogue): the live counts kept per brand and model, no pass over the rows.
      const brands = new Map([...this.brandCount].filter(([, n]) => n > 0));
      if (!refs.brandIds) return { total: this.size, brands, models: null };
      // Models: counted over the rows of the chosen brands only.
      const brandBits = this.alive.slice();
      for (const step of p.brand) step(brandBits);
      const counts = new Int32Array(this.maxModel + 1);
      countBy(brandBits, c.model, counts);
      const models = new Map<number, number>();
      counts.forEach((n, model) => {
        if (n > 0) models.set(model, n);
      });
      let total = 0;
      for (const b of new Set(refs.brandIds)) total += this.brandCount.get(b) ?? 0;
      return { total, brands, models };
    }
    const rest = this.alive.slice();
    for (const step of p.rest) step(rest);
    for (const t of p.tests) t(rest);
    const brandBits = rest.slice();
    for (const step of p.brand) step(brandBits);
    const catalogBits = rest.slice();
    for (const step of p.catalog) step(catalogBits);
    const toMap = (counts: Int32Array) => {
      const m = new Map<number, number>();
      counts.forEach((v, k) => {
        if (v > 0) m.set(k, v);
      });
      return m;
    };
    const brands = new Int32Array(this.maxBrand + 1);
    countBy(rest, c.brand, brands);
    let models: Map<number, number> | null = null;
    if (refs.brandIds) {
      const counts = new Int32Array(this.maxModel + 1);
      countBy(brandBits, c.model, counts);
      models = toMap(counts);
    }
    return { total: popcount(catalogBits), brands: toMap(brands), models };
  }

  /**
   * How many published cars of one model within `yearFrom`–`yearTo` there are (less `excludeId`), and their median
   * price and mileage, interpolated like SQL's `percentile_cont(0.5)`: the market posting's plausibility check compares
   * a new price with (`checks.ts`). Reads only that model's rows: ~1 ms for the most listed model at 1,000,000, where
   * the SQL took 20–110 ms of the single PGlite thread on every posting and edit.
   */
  market(
    modelId: number,
    yearFrom: number,
    yearTo: number,
    excludeId: number,
  ): { count: number; medianPrice: number | null; medianMileage: number | null } {
    const list = this.lists.model.lists.get(modelId);
    const c = this.cols;
    const len = list?.len ?? 0;
    const prices = new Float64Array(len);
    const mileages = new Float64Array(len);
    let n = 0;
    for (let i = 0; i < len; i++) {
      const slot = list!.slots[i]!;
      const year = c.year[slot]!;
      if (year < yearFrom || year > yearTo || c.id[slot] === excludeId) continue;
      prices[n] = c.price[slot]!;
      mileages[n] = c.mileage[slot]!;
      n++;
    }
    return { count: n, medianPrice: median(prices.subarray(0, n)), medianMileage: median(mileages.subarray(0, n)) };
  }

  /** Bytes held by the index's arrays (for the bench's memory figure and the health answer). */
  bytes(): number {
    let total = 0;
    for (const col of Object.values(this.cols)) if (ArrayBuffer.isView(col)) total += col.byteLength;
    total += this.slotOfId.byteLength + 5 * this.alive.byteLength;
    for (const k of BITSET_COLUMNS) for (const set of this.bitsets[k].sets.values()) total += set.byteLength;
    for (const k of LIST_COLUMNS) for (const l of this.lists[k].lists.values()) total += l.slots.byteLength;
    for (const k of RANGE_COLUMNS) total += this.ranges[k].bytes();
    total += LIST_COLUMNS.length * 4 * this.cols.capacity;
    for (const s of SORTS) total += this.orders[s].blocks.length * 2048 * 4 + 6 * this.cols.capacity;
    return total;
  }
}
