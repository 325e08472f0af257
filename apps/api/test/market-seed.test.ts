import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../src/db/seed/index.js';
import { DEMO_DEALER, isMarketEmpty, listPrice, parseModelLine, seedMarket } from '../src/db/seed/market.js';
import { type TestDb, createTestDb } from './helpers.js';

const NOW = new Date('2026-03-02T06:00:00Z');
let t: TestDb;
const q = <T = Record<string, unknown>>(sql: string, params?: unknown[]) => t.db.query<T>(sql, params);
const one = async <T = Record<string, unknown>>(sql: string, params?: unknown[]) => (await q<T>(sql, params))[0]!;

beforeAll(async () => {
  t = await createTestDb();
  expect(await isMarketEmpty(t.db)).toBe(true);
  await seed(t.db, { announcements: 0, now: NOW });
}, 300_000);
afterAll(() => t.close());

describe('market seed', () => {
  it('has at least 25 brands and 150 models on sale, the required brands among them', async () => {
    expect(await isMarketEmpty(t.db)).toBe(false);
    const brands = await q<{ slug: string }>(
      'select distinct b.slug from market_models mm join models m on m.id = mm.model_id join brands b on b.id = m.brand_id',
    );
    expect(brands.length).toBeGreaterThanOrEqual(25);
    const slugs = brands.map((b) => b.slug);
    for (const required of ['toyota', 'lexus', 'hyundai', 'kia', 'chevrolet', 'chery', 'haval', 'geely', 'changan', 'jetour',
      'omoda', 'exeed', 'jac', 'lada', 'volkswagen', 'skoda', 'nissan', 'bmw', 'mercedes-benz']) {
      expect(slugs).toContain(required);
    }
    const { n } = await one<{ n: number }>('select count(*)::int as n from market_models');
    expect(n).toBeGreaterThanOrEqual(150);
  });

  it('gives every model a generation, body, years on sale and a plant or a country of origin', async () => {
    const bad = await q(
      `select mm.model_id from market_models mm where mm.generation_id is null or mm.year_from > 2026
         or (mm.plant_id is null and mm.origin is null)`,
    );
    expect(bad).toEqual([]);
    const local = await q<{ model: string; plant: string; city: string }>(
      `select b.slug || '/' || m.slug as model, p.slug as plant, c.slug as city from market_models mm
       join models m on m.id = mm.model_id join brands b on b.id = m.brand_id
       join market_plants p on p.id = mm.plant_id join cities c on c.id = p.city_id`,
    );
    const where = Object.fromEntries(local.map((l) => [l.model, l.city]));
    expect(where['hyundai/tucson']).toBe('almaty');
    expect(where['kia/sorento']).toBe('kostanay');
    expect(where['chevrolet/onix']).toBe('kostanay');
    expect(where['toyota/camry']).toBeUndefined();
  });

  it('gives every trim full specs and a price; the prices are realistic', async () => {
    const trims = await q<Record<string, unknown>>('select * from market_trims');
    for (const tr of trims) {
      for (const k of ['power_hp', 'fuel', 'transmission', 'drive', 'consumption', 'acceleration', 'length_mm', 'width_mm',
        'height_mm', 'wheelbase_mm', 'clearance_mm', 'trunk_l', 'seats', 'warranty_years', 'price']) {
        expect(tr[k], `${String(tr['slug'])}.${k}`).not.toBeNull();
      }
      expect(tr['fuel'] === 'electric' ? tr['range_km'] : tr['engine_volume']).not.toBeNull();
      expect(String(tr['slug'])).toMatch(/[a-z]/);
    }
    const price = async (model: string, where = 'true') =>
      (
        await q<{ price: number }>(
          `select t.price::float8 as price from market_trims t join models m on m.id = t.model_id
           where m.slug = $1 and ${where} order by t.price`,
          [model],
        )
      ).map((r) => r.price);
    const camry25 = await price('camry', "t.engine_volume = 2.5 and t.fuel = 'petrol'");
    expect(camry25.length).toBeGreaterThan(0);
    for (const p of camry25) expect(p >= 17e6 && p <= 22e6, `Camry 2.5 at ${p}`).toBe(true);
    for (const p of await price('cobalt')) expect(p >= 7e6 && p <= 9.5e6, `Cobalt at ${p}`).toBe(true);
    const lc = await price('land-cruiser');
    expect(Math.min(...lc)).toBeGreaterThan(45e6);
  });

  it('lists at least 40 equipment items for every trim, in six groups, options with a price', async () => {
    const items = new Map(
      (await q<{ code: string; grp: string }>('select code, grp from equipment_items')).map((i) => [i.code, i.grp]),
    );
    const trims = await q<{ model_id: number; sort_order: number; equipment: Record<string, string | number> }>(
      'select model_id, sort_order, equipment from market_trims order by model_id, sort_order',
    );
    const seen = new Set<string>();
    for (const tr of trims) {
      const entries = Object.entries(tr.equipment);
      expect(entries.length).toBeGreaterThanOrEqual(40);
      expect(new Set(entries.map(([code]) => items.get(code))).size).toBe(6);
      for (const [, v] of entries) {
        expect(v === 'standard' || v === 'absent' || (typeof v === 'number' && v > 0)).toBe(true);
        seen.add(typeof v === 'number' ? 'option' : v);
      }
    }
    expect([...seen].sort()).toEqual(['absent', 'option', 'standard']);
    // A dearer trim of a model never has less standard equipment than a cheaper one.
    const standard = (e: Record<string, unknown>) => Object.values(e).filter((v) => v === 'standard').length;
    for (let i = 1; i < trims.length; i++) {
      const [a, b] = [trims[i - 1]!, trims[i]!];
      if (a.model_id === b.model_id) expect(standard(b.equipment)).toBeGreaterThanOrEqual(standard(a.equipment));
    }
  });

  it('gives every model colours with a swatch; paints other than solid ones cost extra', async () => {
    const perModel = await q<{ n: number }>('select count(*)::int as n from market_colors group by model_id');
    for (const c of perModel) expect(c.n).toBeGreaterThanOrEqual(5);
    const { paid } = await one<{ paid: number }>('select count(*)::int as paid from market_colors where surcharge > 0');
    expect(paid).toBeGreaterThan(0);
  });

  it('seeds dealers with brands, hours, phones, services, coordinates and a rating from surveys', async () => {
    const dealers = await q<{ hours: unknown; phones: string[]; services: string[]; lat: number; brands: number; rating_sum: number; sum: number }>(
      `select d.hours, d.phones, d.services, d.lat, d.rating_sum,
         (select count(*)::int from dealer_brands db where db.dealer_id = d.id) as brands,
         (select coalesce(sum(a.rating), 0)::int from survey_answers a join survey_invitations i on i.id = a.invitation_id
          where i.dealer_id = d.id) as sum
       from dealers d where d.official`,
    );
    expect(dealers.length).toBeGreaterThan(100);
    for (const d of dealers) {
      expect(d.hours).toHaveLength(7);
      expect(d.phones.length).toBeGreaterThanOrEqual(1);
      for (const p of d.phones) expect(p).toMatch(/^\+77\d{9}$/);
      expect(d.services).toContain('sales');
      expect(d.lat).toBeGreaterThan(40);
      expect(d.brands).toBeGreaterThanOrEqual(1);
      expect(d.rating_sum).toBe(d.sum);
    }
    const centres = await q<{ n: number }>('select count(*)::int as n from dealers where autocentre_id is not null group by autocentre_id');
    expect(centres.length).toBeGreaterThanOrEqual(4);
    for (const c of centres) expect(c.n).toBeGreaterThanOrEqual(2);
  });

  it('gives the demo dealer account (README) to a Toyota dealer in Almaty, its number used by no one else', async () => {
    const rows = await q<{ slug: string; city: string }>(
      `select d.slug, c.slug as city from users u join dealers d on d.user_id = u.id join cities c on c.id = d.city_id
        where u.phone = $1 and u.deleted_at is null`,
      [DEMO_DEALER.phone],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ city: 'almaty' });
    expect(rows[0]!.slug).toMatch(/^toyota-/);
  });

  it('puts offers of the dealers own brands, in stock or on order with a date', async () => {
    const foreign = await q(
      `select o.id from market_offers o join market_trims t on t.id = o.trim_id join models m on m.id = t.model_id
       where not exists (select 1 from dealer_brands db where db.dealer_id = o.dealer_id and db.brand_id = m.brand_id)`,
    );
    expect(foreign).toEqual([]);
    const stats = await one<{ n: number; stock: number; order: number }>(
      `select count(*)::int as n, count(*) filter (where availability = 'in_stock')::int as stock,
         count(*) filter (where availability = 'on_order' and ready_on > '2026-03-02')::int as order from market_offers`,
    );
    expect(stats.n).toBeGreaterThan(1000);
    expect(stats.stock).toBeGreaterThan(stats.n / 2);
    expect(stats.stock + stats.order).toBe(stats.n);
  });

  it('flags premium brands and models and seeds credit programmes', async () => {
    const premium = await q<{ slug: string }>('select slug from brands where premium order by slug');
    expect(premium.map((b) => b.slug)).toEqual(expect.arrayContaining(['bmw', 'lexus', 'mercedes-benz', 'porsche']));
    const { lc } = await one<{ lc: boolean }>(
      "select mm.premium as lc from market_models mm join models m on m.id = mm.model_id where m.slug = 'land-cruiser'",
    );
    expect(lc).toBe(true);
    const kinds = await q<{ kind: string }>('select distinct kind from credit_programmes order by 1');
    expect(kinds.map((k) => k.kind)).toEqual(['bank', 'brand', 'state']);
  });

  it('gives every model on sale one to three video reviews, all labelled demo and without a source', async () => {
    const per = await q<{ n: number }>('select count(v.id)::int as n from market_models mm left join market_videos v on v.model_id = mm.model_id group by mm.model_id');
    expect(Math.min(...per.map((p) => p.n))).toBe(1);
    expect(Math.max(...per.map((p) => p.n))).toBe(3);
    const { real } = await one<{ real: number }>('select count(*)::int as real from market_videos where not demo or source_url is not null');
    expect(real).toBe(0);
    const { kk } = await one<{ kk: number }>("select count(*)::int as kk from market_videos where language = 'kk'");
    expect(kk).toBeGreaterThan(0);
  });

  it('is added once to a database seeded before the market existed', async () => {
    await expect(t.db.transaction((tx) => seedMarket(tx))).rejects.toThrow();
  });
});

describe('market seed helpers', () => {
  it('parses model lines', () => {
    expect(parseModelLine('land-cruiser*^JP|3.5:415:at:a,3.3d:309:at:a')).toMatchObject({
      slug: 'land-cruiser',
      premium: true,
      origin: 'JP',
      engines: [{ volume: 3.5, fuel: 'petrol', hp: 415, gearbox: 'automatic', drive: 'awd' }, { fuel: 'diesel', hp: 309 }],
    });
    expect(parseModelLine('taycan@x|e89:408:590:r').engines[0]).toMatchObject({ fuel: 'electric', battery: 89, range: 590, drive: 'rwd' });
    expect(() => parseModelLine('camry|2.0')).toThrow();
  });
  it('prices like dealers do', () => {
    expect(listPrice(16_340_000)).toBe(16_390_000);
    expect(listPrice(16_400_000)).toBe(16_390_000);
  });
});
