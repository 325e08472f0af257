/**
 * The search read side against a real database: commits in any order (PostgreSQL: real concurrent transactions),
 * several API instances on one database, and answers while the index loads (both engines).
 */
import { searchCountSchema, searchFacetsSchema, searchResultSchema } from '@jolda/contracts';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/db.js';
import { countAnnouncements } from '../src/db/repositories/announcements.js';
import { searchReadSideFor } from '../src/routes/search/read-side.js';
import { Factory } from './factories.js';
import { type TestDb, createTestApp, createTestDb, testTokens } from './helpers.js';

const onPostgres = Boolean(process.env['DATABASE_URL_TEST']);

let t: TestDb;
let app: FastifyInstance;
let f: Factory;
const ref = { userId: 0, otherUserId: 0, brandId: 0, modelId: 0, cityId: 0 };
const ids: number[] = [];

beforeAll(async () => {
  t = await createTestDb();
  app = await createTestApp(t.db);
  f = new Factory(t.db);
  const region = await f.region({ slug: 'south' });
  ref.cityId = (await f.city({ slug: 'almaty', regionId: region.id })).id;
  const brand = await f.brand({ slug: 'toyota' });
  ref.brandId = brand.id;
  ref.modelId = (await f.model(brand.id, { slug: 'camry' })).id;
  ref.userId = (await f.user()).id;
  ref.otherUserId = (await f.user()).id;
  for (let i = 0; i < 40; i++) {
    ids.push(
      await f.announcement({
        userId: i % 2 ? ref.userId : ref.otherUserId,
        brandId: ref.brandId,
        modelId: ref.modelId,
        cityId: ref.cityId,
        price: 1_000_000 + i * 100_000,
        year: 2000 + (i % 20),
        photos: i % 3,
      }),
    );
  }
}, 120_000);
afterAll(async () => {
  await app.close();
  await t.close();
});

async function search(target: FastifyInstance, query: string) {
  const res = await target.inject(`/api/announcements?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return searchResultSchema.parse(res.json());
}

/** The price the search shows for an announcement (null: not found among the seller's). */
async function shownPrice(target: FastifyInstance, id: number, seller: number): Promise<number | null> {
  const res = await search(target, `seller=${seller}&pageSize=50`);
  return res.items.find((i) => i.id === id)?.price ?? null;
}

/** Polls `check` until it holds, for at most `ms` (how long a change may take to reach another instance). */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const t0 = Date.now();
  for (;;) {
    if (await check()) return Date.now() - t0;
    if (Date.now() - t0 > ms) return -1;
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('commits in any order (PostgreSQL: real concurrent transactions)', () => {
  it.skipIf(!onPostgres)(
    'applies a transaction overtaken by 120 later commits, read while it was open',
    async () => {
      const id = ids[1]!;
      const client = new pg.Client({ connectionString: process.env['DATABASE_URL_TEST'] });
      await client.connect();
      try {
        const [{ schema }] = (await t.db.query<{ schema: string }>('select current_schema() as schema')) as [{ schema: string }];
        await client.query(`set search_path = ${schema}`);
        await client.query('begin');
        // Takes its log seq now, commits last.
        await client.query('update announcements set price = 77700000 where id = $1', [id]);
        for (let i = 0; i < 120; i++) {
          await t.db.query('update announcements set mileage = mileage + 1 where id = $1', [ids[10 + (i % 20)]]);
          // The index reads the log after each of these writes (this process's own), far past the open seq.
          if (i % 10 === 0) await search(app, 'pageSize=1');
        }
        expect(await shownPrice(app, id, ref.userId)).not.toBe(77_700_000);
        await client.query('commit');
      } finally {
        await client.end();
      }
      // Committed by another connection: the poll (every 100 ms in tests) brings it.
      const waited = await within(1000, async () => (await shownPrice(app, id, ref.userId)) === 77_700_000);
      expect(waited).toBeGreaterThanOrEqual(0);
      const cheap = await search(app, 'priceFrom=77700000&priceTo=77700000');
      expect(cheap.items.map((i) => i.id)).toEqual([id]);
    },
  );

  it.skipIf(!onPostgres)('applies commits in the reverse order of their writes, and skips rolled-back ones', async () => {
    const url = process.env['DATABASE_URL_TEST']!;
    const [{ schema }] = (await t.db.query<{ schema: string }>('select current_schema() as schema')) as [{ schema: string }];
    const clients = await Promise.all(
      [0, 1, 2, 3, 4].map(async () => {
        const c = new pg.Client({ connectionString: url });
        await c.connect();
        await c.query(`set search_path = ${schema}`);
        await c.query('begin');
        return c;
      }),
    );
    const targets = ids.slice(20, 25);
    try {
      for (const [k, c] of clients.entries()) await c.query('update announcements set price = $2 where id = $1', [targets[k], 50_000_000 + k]);
      // Commit 4, 3, 2, 1 (reading the log in between); roll 0 back.
      for (let k = 4; k >= 1; k--) {
        await clients[k]!.query('commit');
        await searchReadSideFor(t.db).current(t.db, true);
      }
      await clients[0]!.query('rollback');
    } finally {
      for (const c of clients) await c.end();
    }
    await searchReadSideFor(t.db).current(t.db, true);
    const res = await search(app, 'priceFrom=50000000&priceTo=60000000&sort=cheapest');
    expect(res.items.map((i) => [i.id, i.price])).toEqual(targets.slice(1).map((id, k) => [id, 50_000_001 + k]));
  });
});

describe('two API instances on one PostgreSQL', () => {
  let other: Db;
  let b: FastifyInstance;
  beforeAll(async () => {
    if (!onPostgres) return;
    other = await t.another!();
    b = await createTestApp(other);
  });
  afterAll(async () => {
    if (b) await b.close();
  });

  it.skipIf(!onPostgres)('a write through one instance is searchable on the other within 1 s, cards included', async () => {
    const id = ids[3]!;
    // Instance B shows (and caches) the card first.
    expect(await shownPrice(b, id, ref.userId)).toBe(1_300_000);
    // A status change through instance A's API…
    const token = await testTokens(() => t.db).signAccess(ref.userId);
    const sold = await app.inject({
      method: 'POST',
      url: `/api/announcements/${id}/status`,
      payload: { status: 'sold' },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(sold.statusCode, sold.body).toBe(200);
    // …is at once on A (its own write), and on B within a second.
    expect(await shownPrice(app, id, ref.userId)).toBeNull();
    expect(await within(1000, async () => (await shownPrice(b, id, ref.userId)) === null)).toBeGreaterThanOrEqual(0);
    // A price edit written through A's database handle: B's cached card follows.
    const id2 = ids[5]!;
    expect(await shownPrice(b, id2, ref.userId)).toBe(1_500_000);
    await t.db.query('update announcements set price = 1555000 where id = $1', [id2]);
    expect(await within(1000, async () => (await shownPrice(b, id2, ref.userId)) === 1_555_000)).toBeGreaterThanOrEqual(0);
    // The same totals on both.
    for (const q of ['', 'seller=' + ref.userId, 'priceTo=2000000']) {
      const [ra, rb] = [await search(app, q), await search(b, q)];
      expect(rb.total).toBe(ra.total);
      expect(rb.items.map((i) => i.id)).toEqual(ra.items.map((i) => i.id));
    }
    // The announcement page on B follows too (its page cache is evicted by the same feed).
    const page = await b.inject(`/api/announcements/${id2}`);
    expect(page.json().price).toBe(1_555_000);
  });
});

describe('while the index loads', () => {
  // Its own database: the read side of a process that has just started.
  let t2: TestDb;
  let c: FastifyInstance;
  let release!: () => void;
  const own: number[] = [];
  beforeAll(async () => {
    t2 = await createTestDb();
    const g = new Factory(t2.db);
    const region = await g.region({ slug: 'south' });
    const cityId = (await g.city({ slug: 'almaty', regionId: region.id })).id;
    const brand = await g.brand({ slug: 'toyota' });
    const modelId = (await g.model(brand.id, { slug: 'camry' })).id;
    const userId = (await g.user()).id;
    for (let i = 0; i < 12; i++) {
      own.push(await g.announcement({ userId, brandId: brand.id, modelId, cityId, price: 2_000_000 + i * 100_000 }));
    }
    searchReadSideFor(t2.db).loadGate = new Promise<void>((r) => (release = r));
    c = await createTestApp(t2.db, { searchIndexWait: false });
  }, 120_000);
  afterAll(async () => {
    release();
    await c.close();
    await t2.close();
  });

  it('answers searches, counts, facets, brands and pages from SQL, exactly; the index takes over with the writes made meanwhile', async () => {
    const rs = searchReadSideFor(t2.db);
    expect(rs.loaded).toBeNull();
    const before = await search(c, 'sort=cheapest&pageSize=5');
    expect(before.total).toBe(12);
    expect(before.items.map((i) => i.id)).toEqual(own.slice(0, 5));
    expect(searchCountSchema.parse((await c.inject('/api/announcements/count?priceTo=2300000')).json()).total).toBe(
      await countAnnouncements(t2.db, { priceTo: 2_300_000 }),
    );
    const facets = searchFacetsSchema.parse((await c.inject('/api/announcements/facets?brand=toyota')).json());
    expect(facets.brands).toEqual([{ slug: 'toyota', name: expect.any(String), count: 12 }]);
    expect(facets.models).toEqual([{ slug: 'camry', name: expect.any(String), count: 12 }]);
    const brands = (await c.inject('/api/catalog/brands')).json() as { items: Array<{ slug: string; count: number }> };
    expect(brands.items.find((x) => x.slug === 'toyota')?.count).toBe(12);
    expect((await c.inject(`/api/announcements/${own[0]}`)).statusCode).toBe(200);
    expect(rs.loaded).toBeNull();

    // A write while the rows are read: SQL shows it at once, and the index has it when it goes live.
    const id = own[7]!;
    await t2.db.query('update announcements set price = 1 where id = $1', [id]);
    expect((await search(c, 'sort=cheapest&pageSize=1')).items[0]!.id).toBe(id);
    release();
    await rs.ready(t2.db);
    expect(rs.loaded).not.toBeNull();
    const after = await search(c, 'sort=cheapest&pageSize=5');
    expect(after.items[0]).toMatchObject({ id, price: 1 });
    expect(after.total).toBe(12);
  });
});
