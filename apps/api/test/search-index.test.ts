/**
 * The in-memory search index without a database: the sort orders under single-row changes, the index after any
 * sequence of upserts and removals against one built from scratch and a brute-force filter, and the change feed's
 * cursor under commits in any order.
 */
import { BODY_TYPES, COLORS, FUELS, SORTS, type Sort, TRANSMISSIONS } from '@jolda/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SearchRow } from '../src/db/repositories/announcements-search.js';
import { FeedCursor } from '../src/routes/search/change-feed.js';
import { type Filter, SearchIndex } from '../src/routes/search/search-index.js';
import { SortedOrder, sortSlots } from '../src/routes/search/sorted-order.js';

const pause = () => Promise.resolve();

describe('SortedOrder', () => {
  it('stays sorted, with exact ranks, under any sequence of inserts and removals (blocks split and empty)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.boolean(), fc.integer({ min: 0, max: 5999 })), { minLength: 1, maxLength: 6000 }),
        fc.integer({ min: 0, max: 3000 }),
        (ops, prefill) => {
          // Keys with many ties, broken by slot: the same shape as the index's (key, id) orders.
          const key = (s: number) => (s * 7919) % 97;
          const cmp = (a: number, b: number) => key(a) - key(b) || a - b;
          const order = new SortedOrder(cmp);
          const initial = Int32Array.from({ length: prefill }, (_, i) => i).sort(cmp);
          order.build(initial, prefill);
          const present = new Set<number>(initial);
          for (const [add, slot] of ops) {
            if (add && !present.has(slot)) {
              order.insert(slot);
              present.add(slot);
            } else if (!add && present.has(slot)) {
              order.remove(slot);
              present.delete(slot);
            }
          }
          const expected = [...present].sort(cmp);
          const actual: number[] = [];
          for (const id of order.seq) actual.push(...order.blocks[id]!.subarray(0, order.lens[id]!));
          expect(actual).toEqual(expected);
          expect(order.size).toBe(expected.length);
          for (let r = 0; r < expected.length; r += Math.max(1, Math.floor(expected.length / 50))) {
            expect(order.rank(expected[r]!)).toBe(r);
            expect(order.at(r)).toBe(expected[r]);
          }
        },
      ),
      { numRuns: 60, seed: 17 },
    );
  });

  it('sorts in slices (sortSlots) exactly as Array.prototype.sort', async () => {
    const n = 50_000;
    const values = Float64Array.from({ length: n }, (_, i) => (i * 48271) % 1009);
    const cmp = (a: number, b: number) => values[a]! - values[b]! || b - a;
    const slots = Int32Array.from({ length: n }, (_, i) => i);
    const sorted = await sortSlots(slots, cmp, pause);
    expect(Array.from(sorted)).toEqual(Array.from({ length: n }, (_, i) => i).sort(cmp));
  });
});

// -----------------------------------------------------------------------------------------------------------------

/** `wide`: prices and mileages with thousands of values (64 range buckets, ranges cutting some) instead of a few. */
function row(id: number, r: () => number, wide = false): SearchRow {
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)]!;
  const fuel = pick(FUELS);
  return {
    id,
    user_id: 1 + Math.floor(r() * 5),
    brand_id: 1 + Math.floor(r() * 4),
    model_id: 1 + Math.floor(r() * 12),
    generation_id: r() < 0.2 ? null : 1 + Math.floor(r() * 30),
    year: 1995 + Math.floor(r() * 31),
    // Few distinct values: sorts must break ties by id.
    price: wide ? (1 + Math.floor(r() * 4000)) * 2_500 : (1 + Math.floor(r() * 20)) * 500_000,
    mileage: wide ? Math.floor(r() * 300_000) : Math.floor(r() * 15) * 10_000,
    engine_volume: fuel === 'electric' ? null : pick([1.5, 1.6, 2, 2.5]),
    fuel,
    transmission: pick(TRANSMISSIONS),
    body: pick(BODY_TYPES),
    drive: pick(['fwd', 'rwd', 'awd']),
    steering: r() < 0.1 ? 'right' : 'left',
    color: pick(COLORS.slice(0, 5)),
    condition: pick(['new', 'used', 'damaged']),
    customs_cleared: r() < 0.8,
    exchange: r() < 0.3,
    credit: r() < 0.3,
    city_id: 1 + Math.floor(r() * 4),
    seller_type: r() < 0.3 ? 'dealer' : 'private',
    photo_count: r() < 0.2 ? 0 : 3,
    published_at: 1_700_000_000_000_000 + Math.floor(r() * 40) * 3_600_000_000,
  };
}

function mulberry(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DICT = {
  brands: [1, 2, 3, 4].map((id) => ({ id, slug: `b${id}`, name: `B${id}` })),
  models: Array.from({ length: 12 }, (_, i) => ({ id: i + 1, slug: `m${i + 1}`, name: `M${i + 1}` })),
  generations: Array.from({ length: 30 }, (_, i) => ({ id: i + 1, slug: `g${i + 1}` })),
  cities: [1, 2, 3, 4].map((id) => ({ id, slug: `c${id}`, region_slug: id < 3 ? 'south' : 'west' })),
};

function brute(rows: Map<number, SearchRow>, f: Filter, sort: Sort): number[] {
  const inRange = (v: number | null, from?: number, to?: number) =>
    (from === undefined || (v !== null && v >= from)) && (to === undefined || (v !== null && v <= to));
  const out = [...rows.values()].filter(
    (r) =>
      (!f.brand || f.brand.includes(`b${r.brand_id}`)) &&
      (f.model === undefined || f.model === `m${r.model_id}`) &&
      (f.generation === undefined || f.generation === `g${r.generation_id}`) &&
      inRange(r.year, f.yearFrom, f.yearTo) &&
      inRange(r.price, f.priceFrom, f.priceTo) &&
      inRange(r.mileage, f.mileageFrom, f.mileageTo) &&
      (f.engineFrom === undefined && f.engineTo === undefined ? true : inRange(r.engine_volume, f.engineFrom, f.engineTo)) &&
      (f.fuel === undefined || f.fuel.includes(r.fuel as never)) &&
      (f.city === undefined || f.city === `c${r.city_id}`) &&
      (f.withPhotos === undefined || r.photo_count > 0 === f.withPhotos) &&
      (f.credit === undefined || r.credit === f.credit) &&
      (f.seller === undefined || r.user_id === f.seller),
  );
  const cmp: Record<Sort, (a: SearchRow, b: SearchRow) => number> = {
    newest: (a, b) => b.published_at! - a.published_at! || b.id - a.id,
    cheapest: (a, b) => a.price - b.price || a.id - b.id,
    expensive: (a, b) => b.price - a.price || b.id - a.id,
    year_desc: (a, b) => b.year - a.year || b.published_at! - a.published_at! || b.id - a.id,
    mileage_asc: (a, b) => a.mileage - b.mileage || a.id - b.id,
  };
  return out.sort(cmp[sort]).map((r) => r.id);
}

const FILTERS: Filter[] = [
  {},
  { brand: ['b1'] },
  { brand: ['b2', 'b3'], yearFrom: 2010 },
  { model: 'm3' },
  { generation: 'g7' },
  { priceFrom: 2_000_000, priceTo: 6_000_000 },
  { fuel: ['diesel', 'hybrid'] },
  { city: 'c2', withPhotos: true },
  { credit: true, yearTo: 2005 },
  { seller: 3 },
  { engineFrom: 1.6, engineTo: 2 },
  { engineTo: 1.6, mileageFrom: 30_000 },
  { mileageTo: 50_000, priceTo: 3_000_000 },
  { priceFrom: 4_321_000 },
  { priceFrom: 9_990_000 },
  { mileageFrom: 123_456, mileageTo: 234_567, yearFrom: 2001, yearTo: 2003 },
  { priceFrom: 1_234_567, priceTo: 1_250_000 },
] as Filter[];

describe('SearchIndex', () => {
  it('after any sequence of changes answers like an index built from scratch and like brute force', async () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const r = mulberry(seed);
      const wide = seed > 3;
      const rows = new Map<number, SearchRow>();
      for (let id = 1; id <= 3000; id++) rows.set(id, row(id, r, wide));
      const live = new SearchIndex();
      live.setDictionaries(DICT);
      async function* chunks() {
        const all = [...rows.values()];
        for (let i = 0; i < all.length; i += 700) yield all.slice(i, i + 700);
      }
      await live.fill(chunks(), pause);
      // Edits, new rows, removals, re-publications: 4,000 single-row changes.
      let nextId = 3001;
      for (let k = 0; k < 4000; k++) {
        const x = r();
        if (x < 0.4 && rows.size) {
          const id = [...rows.keys()][Math.floor(r() * rows.size)]!;
          const changed = { ...rows.get(id)!, price: wide ? (1 + Math.floor(r() * 5000)) * 2_500 : (1 + Math.floor(r() * 20)) * 500_000 };
          if (r() < 0.3) changed.year = 1995 + Math.floor(r() * 31);
          if (r() < 0.3) changed.brand_id = 1 + Math.floor(r() * 4);
          if (r() < 0.2) changed.published_at = changed.published_at! + 3_600_000_000;
          rows.set(id, changed);
          live.upsert(changed);
        } else if (x < 0.7) {
          const fresh = row(nextId++, r, wide);
          rows.set(fresh.id, fresh);
          live.upsert(fresh);
        } else if (rows.size) {
          const id = [...rows.keys()][Math.floor(r() * rows.size)]!;
          rows.delete(id);
          live.remove(id);
        }
      }
      const fresh = new SearchIndex();
      fresh.setDictionaries(DICT);
      async function* again() {
        yield [...rows.values()].sort((a, b) => a.id - b.id);
      }
      await fresh.fill(again(), pause);
      expect(live.size).toBe(rows.size);
      for (const f of FILTERS) {
        for (const sort of SORTS) {
          const expected = brute(rows, f, sort);
          for (const [offset, limit] of [
            [0, 20],
            [40, 20],
            [Math.max(0, expected.length - 5), 20],
          ] as const) {
            const a = live.search(f, live.refs(f), sort, offset, limit);
            expect(a.total, JSON.stringify({ seed, f, sort })).toBe(expected.length);
            expect(a.ids).toEqual(expected.slice(offset, offset + limit));
            expect(fresh.search(f, fresh.refs(f), sort, offset, limit)).toEqual(a);
          }
        }
        const facets = live.facets(f, live.refs(f));
        expect(facets).toEqual(fresh.facets(f, fresh.refs(f)));
        // Against brute force: brands without the catalogue filters, models without model and generation.
        const tally = (ids: number[], key: 'brand_id' | 'model_id') => {
          const m = new Map<number, number>();
          for (const id of ids) m.set(rows.get(id)![key], (m.get(rows.get(id)![key]) ?? 0) + 1);
          return m;
        };
        const { brand, model: _m, generation: _g, ...rest } = f;
        expect(facets.total).toBe(brute(rows, f, 'newest').length);
        expect(facets.brands).toEqual(tally(brute(rows, rest, 'newest'), 'brand_id'));
        if (brand) expect(facets.models).toEqual(tally(brute(rows, { ...rest, brand }, 'newest'), 'model_id'));
      }
      // The market of posting's plausibility check: count and medians like SQL's percentile_cont(0.5).
      const someId = [...rows.keys()][7]!;
      for (const [model, from, to, exclude] of [
        [3, 2009, 2011, 0],
        [5, 1995, 2025, someId],
        [rows.get(someId)!.model_id, rows.get(someId)!.year - 1, rows.get(someId)!.year + 1, someId],
        [12, 2024, 2024, 0],
        [99, 2000, 2020, 0],
      ] as const) {
        const comparables = [...rows.values()].filter((x) => x.model_id === model && x.year >= from && x.year <= to && x.id !== exclude);
        const percentile = (xs: number[]) => {
          if (!xs.length) return null;
          const sorted = [...xs].sort((a, b) => a - b);
          const at = 0.5 * (sorted.length - 1);
          return sorted[Math.floor(at)]! + (sorted[Math.ceil(at)]! - sorted[Math.floor(at)]!) * (at - Math.floor(at));
        };
        const expected = {
          count: comparables.length,
          medianPrice: percentile(comparables.map((x) => x.price)),
          medianMileage: percentile(comparables.map((x) => x.mileage)),
        };
        expect(live.market(model, from, to, exclude), JSON.stringify({ seed, model, from, to, exclude })).toEqual(expected);
        expect(fresh.market(model, from, to, exclude)).toEqual(expected);
      }
    }
  });
});

// -----------------------------------------------------------------------------------------------------------------

/**
 * A log on a simulated PostgreSQL: transactions take seqs in the order they write and commit in any order; a read
 * sees the committed entries and the snapshot (transactions in progress).
 */
class SimulatedLog {
  private nextSeq = 1;
  private nextXid = 100n;
  readonly entries: Array<{ seq: number; id: number; xid: bigint }> = [];
  private readonly open = new Map<bigint, Array<{ seq: number; id: number }>>();

  begin(): bigint {
    const xid = this.nextXid++;
    this.open.set(xid, []);
    return xid;
  }
  write(xid: bigint, id: number) {
    this.open.get(xid)!.push({ seq: this.nextSeq++, id });
  }
  commit(xid: bigint) {
    for (const e of this.open.get(xid)!) this.entries.push({ ...e, xid });
    this.open.delete(xid);
  }
  rollback(xid: bigint) {
    this.open.delete(xid);
  }
  /** What `searchChangesAfter` answers. */
  read(after: number, pending: readonly bigint[], limit: number) {
    const xip = [...this.open.keys()];
    const snapshot = { xmin: xip.length ? xip.reduce((a, b) => (a < b ? a : b)) : this.nextXid, xmax: this.nextXid, xip };
    const fresh = this.entries
      .filter((e) => e.seq > after)
      .sort((a, b) => a.seq - b.seq)
      .slice(0, limit)
      .map((e) => [e.seq, e.id] as const);
    const late = [...new Set(this.entries.filter((e) => pending.includes(e.xid)).map((e) => e.id))];
    return { snapshot, fresh, late };
  }
}

describe('the change feed cursor', () => {
  it('misses no committed entry whatever the commit order, the read limit or how many commits overtake a transaction', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(99), fc.nat(9)), { minLength: 1, maxLength: 400 }),
        fc.integer({ min: 1, max: 7 }),
        (script, limit) => {
          const log = new SimulatedLog();
          const cursor = new FeedCursor();
          const start = log.read(0, [], 0);
          cursor.start(0, start.snapshot);
          const open: bigint[] = [];
          const seen = new Set<number>();
          const committed = new Set<number>();
          let id = 1;
          const readAll = () => {
            for (;;) {
              const { snapshot, fresh, late } = log.read(cursor.after, cursor.pending, limit);
              const got = cursor.accept(snapshot, fresh, late, limit);
              for (const x of got.ids) seen.add(x);
              if (!got.more) break;
            }
          };
          for (const [op, arg] of script) {
            if (op < 30 || open.length === 0) {
              // Begin a transaction that writes 1–3 announcements.
              const xid = log.begin();
              for (let k = 0; k <= arg % 3; k++) log.write(xid, id++);
              open.push(xid);
            } else if (op < 75) {
              // Commit any open transaction (often not the oldest: commits overtake each other).
              const [xid] = open.splice(arg % open.length, 1);
              const before = log.entries.length;
              log.commit(xid!);
              for (const e of log.entries.slice(before)) committed.add(e.id);
            } else if (op < 80) {
              log.rollback(open.splice(arg % open.length, 1)[0]!);
            } else {
              readAll();
            }
          }
          for (const xid of open.splice(0)) {
            const before = log.entries.length;
            log.commit(xid);
            for (const e of log.entries.slice(before)) committed.add(e.id);
          }
          readAll();
          expect([...committed].filter((x) => !seen.has(x))).toEqual([]);
        },
      ),
      { numRuns: 300, seed: 5 },
    );
  });

  it('reads a transaction overtaken by 500 later commits (the old re-read window was 50)', () => {
    const log = new SimulatedLog();
    const cursor = new FeedCursor();
    cursor.start(0, log.read(0, [], 0).snapshot);
    const seen = new Set<number>();
    const read = () => {
      for (;;) {
        const { snapshot, fresh, late } = log.read(cursor.after, cursor.pending, 5000);
        const got = cursor.accept(snapshot, fresh, late, 5000);
        for (const x of got.ids) seen.add(x);
        if (!got.more) break;
      }
    };
    const slow = log.begin();
    log.write(slow, 1);
    for (let i = 0; i < 500; i++) {
      const tx = log.begin();
      log.write(tx, 1000 + i);
      log.commit(tx);
      if (i % 100 === 0) read();
    }
    read();
    expect(seen.has(1)).toBe(false);
    log.commit(slow);
    read();
    expect(seen.has(1)).toBe(true);
    expect(seen.size).toBe(501);
  });
});
