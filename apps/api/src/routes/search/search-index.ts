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
  type SearchRefs,
  type SearchRow,
  loadSearchRows,
  pruneSearchChanges,
  resolveSearchRefs,
  searchChangesSince,
  searchRowsByIds,
} from '../../db/repositories/announcements-search.js';

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
    this.flags[slot] = (r.customs_cleared ? CUSTOMS : 0) | (r.exchange ? EXCHANGE : 0) | (r.credit ? CREDIT : 0);
    this.city[slot] = r.city_id;
    this.photos[slot] = r.photo_count;
    // PostgreSQL sorts nulls first under `desc`: a missing date is "newest".
    this.published[slot] = r.published_at ?? Number.POSITIVE_INFINITY;
    this.alive[slot] = 1;
  }
}

type Pred = (i: number) => boolean;

export class SearchIndex {
  private cols = new Columns();
  private slots = new Map<number, number>();
  private orders = new Map<Sort, Int32Array>();
  private seq = -1;
  private syncedAt = 0;
  private syncing: Promise<void> | null = null;
  private syncs = 0;

  /** Number of published announcements indexed. */
  get size(): number {
    return this.slots.size;
  }

  /** Loads the index ahead of the first search (errors are left to the first search to report). */
  warm(db: Queryable): Promise<void> {
    return this.syncTo(db, 0).catch(() => undefined);
  }

  /** Reads the filter's ids and brings the index up to date with the change log. */
  async prepare(db: Queryable, f: Filter): Promise<SearchRefs> {
    const refs = await resolveSearchRefs(db, f);
    await this.syncTo(db, refs.seq);
    return refs;
  }

  private async syncTo(db: Queryable, seq: number): Promise<void> {
    // One sync at a time; callers that arrive meanwhile wait for it and check again.
    while (this.seq < seq || this.seq < 0 || Date.now() - this.syncedAt > RELOAD_AFTER_MS) {
      if (!this.syncing) {
        this.syncing = (this.seq < 0 || Date.now() - this.syncedAt > RELOAD_AFTER_MS ? this.load(db) : this.catchUp(db, seq)).finally(
          () => {
            this.syncing = null;
          },
        );
      }
      await this.syncing;
    }
  }

  private async load(db: Queryable): Promise<void> {
    const { seq } = await resolveSearchRefs(db, {});
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
    this.seq = seq;
    this.syncedAt = Date.now();
  }

  private async catchUp(db: Queryable, target: number): Promise<void> {
    let from = Math.max(0, this.seq - REREAD_WINDOW);
    let last = this.seq;
    while (last < target) {
      const changes = await searchChangesSince(db, from, CHANGES_PER_ROUND);
      if (changes.last <= from) break;
      this.apply(await searchRowsByIds(db, changes.ids), changes.ids);
      last = Math.max(last, changes.last);
      from = changes.last;
    }
    this.seq = Math.max(this.seq, target, last);
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
    if (ids.length) this.orders.clear();
  }

  /** Slots of the live rows in the order of a sort (the same keys and tie-breaks as the SQL `ORDER`). */
  private order(sort: Sort): Int32Array {
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
    const out = Int32Array.from(live.sort(cmp[sort]));
    this.orders.set(sort, out);
    return out;
  }

  private predicates(f: Filter, refs: SearchRefs): { catalog: Pred[]; brandOnly: Pred[]; rest: Pred[] } {
    const c = this.cols;
    const rest: Pred[] = [];
    const inSet = (col: Int32Array, values: number[]): Pred => {
      if (values.length === 1) {
        const v = values[0]!;
        return (i) => col[i] === v;
      }
      const set = new Set(values);
      return (i) => set.has(col[i]!);
    };
    const brandOnly = refs.brandIds ? [inSet(c.brand, refs.brandIds)] : [];
    const catalog = [...brandOnly];
    if (refs.modelIds) catalog.push(inSet(c.model, refs.modelIds));
    if (refs.generationIds) catalog.push(inSet(c.gen, refs.generationIds));
    const range = (col: Float64Array | Int32Array, from: number | undefined, to: number | undefined) => {
      if (from !== undefined) rest.push((i) => col[i]! >= from);
      if (to !== undefined) rest.push((i) => col[i]! <= to);
    };
    const list = (col: Uint8Array, map: Map<string, number>, values: readonly string[] | undefined) => {
      if (!values || values.length === 0) return;
      const mask = new Uint8Array(256);
      for (const v of values) mask[code(map, v)] = 1;
      mask[255] = 0;
      rest.push((i) => mask[col[i]!] === 1);
    };
    const flag = (bit: number, want: boolean | undefined) => {
      if (want === undefined) return;
      rest.push(want ? (i) => (c.flags[i]! & bit) !== 0 : (i) => (c.flags[i]! & bit) === 0);
    };
    range(c.year, f.yearFrom, f.yearTo);
    range(c.price, f.priceFrom, f.priceTo);
    range(c.mileage, f.mileageFrom, f.mileageTo);
    // NaN (no engine) fails both comparisons, as NULL does in SQL.
    range(c.engine, f.engineFrom, f.engineTo);
    list(c.body, BODY, f.body);
    list(c.fuel, FUEL, f.fuel);
    list(c.transmission, TRANSMISSION, f.transmission);
    list(c.drive, DRIVE, f.drive);
    if (f.steering !== undefined) list(c.steering, STEERING, [f.steering]);
    flag(CUSTOMS, f.customsCleared);
    list(c.condition, CONDITION, f.condition);
    list(c.color, COLOR, f.color);
    if (refs.cityIds) rest.push(inSet(c.city, refs.cityIds));
    if (refs.regionCityIds) rest.push(inSet(c.city, refs.regionCityIds));
    if (f.sellerType !== undefined) list(c.seller, SELLER, [f.sellerType]);
    if (f.withPhotos !== undefined) rest.push(f.withPhotos ? (i) => c.photos[i]! > 0 : (i) => c.photos[i] === 0);
    flag(EXCHANGE, f.exchange);
    flag(CREDIT, f.credit);
    if (f.seller !== undefined) {
      const seller = f.seller;
      rest.push((i) => c.user[i] === seller);
    }
    return { catalog, brandOnly, rest };
  }

  /** The total and the ids of one page (`offset`, `limit`) of a filter in a sort. */
  search(f: Filter, refs: SearchRefs, sort: Sort, offset: number, limit: number): SearchHit {
    const { catalog, rest } = this.predicates(f, refs);
    const preds = [...catalog, ...rest];
    const order = this.order(sort);
    const { alive, id } = this.cols;
    const ids: number[] = [];
    const end = offset + limit;
    let total = 0;
    const m = preds.length;
    outer: for (let k = 0; k < order.length; k++) {
      const i = order[k]!;
      if (!alive[i]) continue;
      for (let p = 0; p < m; p++) if (!preds[p]!(i)) continue outer;
      if (total >= offset && total < end) ids.push(id[i]!);
      total++;
    }
    return { total, ids };
  }

  /** The total of a filter and its counts by brand and by model. */
  facets(f: Filter, refs: SearchRefs): FacetHit {
    const { catalog, brandOnly, rest } = this.predicates(f, refs);
    const c = this.cols;
    const brands = new Map<number, number>();
    const models = refs.brandIds ? new Map<number, number>() : null;
    let total = 0;
    const all = (preds: Pred[], i: number) => {
      for (let p = 0; p < preds.length; p++) if (!preds[p]!(i)) return false;
      return true;
    };
    for (let i = 0; i < c.n; i++) {
      if (!c.alive[i] || !all(rest, i)) continue;
      const b = c.brand[i]!;
      brands.set(b, (brands.get(b) ?? 0) + 1);
      if (models && all(brandOnly, i)) {
        const mId = c.model[i]!;
        models.set(mId, (models.get(mId) ?? 0) + 1);
      }
      if (all(catalog, i)) total++;
    }
    return { total, brands, models };
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
