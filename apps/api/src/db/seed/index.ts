import type { Color, Condition, Drive, Fuel, Transmission } from '@jolda/contracts';
import type { Db, Queryable } from '../db.js';
import { analyze, bulkInsert, bulkLoadMode, insertGeneratedPhotos, syncIdentity } from '../repositories/bulk.js';
import { type BrandInfo, type GenInfo, type ModelInfo, buildCatalog } from './catalog.js';
import { CITIES, REGIONS, cityWeight } from './places.js';
import { type AutocheckSeedStats, seedAutocheck } from './autocheck.js';
import { type GarageSeedStats, seedGarage } from './garage.js';
import { type InspectionSeedStats, seedInspections } from './inspections.js';
import { type MarketSeedStats, seedMarket } from './market.js';
import { type ContentSeedStats, seedContent } from './content.js';
import { Rng, WeightedTable } from './prng.js';
import { DEALERS, FIRST_NAMES, MOBILE_PREFIXES, description, vin } from './text.js';

export interface SeedOptions {
  /** Number of announcements to generate (default 2400). */
  announcements?: number;
  /** PRNG seed: the same seed gives the same data. */
  seed?: number;
  /** The "present" the data is relative to (years, publication dates). */
  now?: Date;
  onProgress?: (done: number, total: number) => void;
}

export interface SeedStats {
  regions: number;
  cities: number;
  brands: number;
  models: number;
  generations: number;
  users: number;
  dealers: number;
  announcements: number;
  photos: number;
  market: MarketSeedStats;
  autocheck: AutocheckSeedStats;
  garage: GarageSeedStats;
  inspections: InspectionSeedStats;
  content: ContentSeedStats;
}

const DAY = 86_400_000;
const COLORS: Color[] = ['white', 'black', 'silver', 'grey', 'blue', 'red', 'brown', 'beige', 'green', 'cherry', 'gold', 'yellow', 'orange', 'purple'];
const COLOR_WEIGHTS = [24, 20, 16, 14, 6, 4, 3, 3, 3, 2.5, 1.5, 1, 1, 0.5];
/** Age buckets of the Kazakh fleet: <3 y 6%, 3–7 13%, 7–10 12%, 10–20 24%, >20 45%. */
const AGE_BUCKETS: Array<[number, number, number]> = [
  [0, 2, 6],
  [3, 6, 13],
  [7, 9, 12],
  [10, 19, 24],
  [20, 45, 45],
];
/** Best sellers of 2024–25 get a boost among recent cars. */
const NEW_CAR_LEADERS = new Set([
  'chevrolet/cobalt', 'hyundai/tucson', 'kia/sportage', 'chevrolet/nexia', 'hyundai/elantra', 'hyundai/santa-fe',
  'hyundai/sonata', 'chery/tiggo-7-pro', 'hyundai/bayon', 'kia/sorento', 'jetour/x70', 'jac/j7', 'chevrolet/onix',
  'hyundai/accent', 'haval/jolion', 'toyota/camry', 'lada/granta', 'lada/niva', 'kia/k5', 'hyundai/creta',
]);
const CHINA = new Set(['China']);
const JAPAN = new Set(['Japan']);
const LOCAL = new Set(['lada', 'uaz', 'gaz']);

const iso = (ms: number) => new Date(ms).toISOString();
/** At most this many seeded cars carry an inspection. */
const INSPECTED_MAX = 600;

/** Seeds a migrated, empty database with places, the catalogue, people and announcements, in one transaction. */
export async function seed(db: Db, opts: SeedOptions = {}): Promise<SeedStats> {
  const total = opts.announcements ?? 2400;
  const now = (opts.now ?? new Date()).getTime();
  const currentYear = new Date(now).getUTCFullYear();
  const rng = new Rng(opts.seed ?? 20251201);
  const catalog = buildCatalog();

  const stats = await db.transaction(async (tx) => {
    const bulk = await bulkLoadMode(tx, ['users', 'announcements', 'photos', 'price_history']);
    await insertReference(tx, catalog);
    const people = await insertPeople(tx, rng, total, now);
    const { announcements, photos } = await insertAnnouncements(tx, rng, catalog, people, total, now, currentYear, opts.onProgress);
    await bulk.restore();
    await syncIdentity(tx, ['regions', 'cities', 'brands', 'models', 'generations', 'users', 'announcements']);
    const market = await seedMarket(tx, { now: opts.now });
    const autocheck = await seedAutocheck(tx, { now });
    const garage = await seedGarage(tx, { now });
    const inspections = await seedInspections(tx, { now });
    const content = await seedContent(tx, { now: opts.now });
    const models = catalog.reduce((n, b) => n + b.models.length, 0);
    return {
      regions: REGIONS.length,
      cities: CITIES.length,
      brands: catalog.length,
      models,
      generations: catalog.reduce((n, b) => n + b.models.reduce((m, x) => m + x.gens.length, 0), 0),
      users: people.users.length,
      dealers: DEALERS.length,
      announcements,
      photos,
      market,
      autocheck,
      garage,
      inspections,
      content,
    };
  });
  await analyze(db);
  return stats;
}

async function insertReference(tx: Queryable, catalog: BrandInfo[]) {
  await bulkInsert(
    tx,
    'regions',
    [
      { name: 'id', type: 'int' },
      { name: 'slug', type: 'text' },
      { name: 'name_ru', type: 'text' },
      { name: 'name_kk', type: 'text' },
      { name: 'plate_code', type: 'text' },
      { name: 'sort_order', type: 'int' },
    ],
    REGIONS.map((r, i) => [r.id, r.slug, r.ru, r.kk, r.plate, i]),
  );
  await bulkInsert(
    tx,
    'cities',
    [
      { name: 'id', type: 'int' },
      { name: 'slug', type: 'text' },
      { name: 'name_ru', type: 'text' },
      { name: 'name_kk', type: 'text' },
      { name: 'region_id', type: 'int' },
      { name: 'population', type: 'int' },
      { name: 'is_region_centre', type: 'boolean' },
    ],
    CITIES.map((c) => [c.id, c.slug, c.ru, c.kk, c.region, c.pop * 1000, c.centre ?? false]),
  );
  await bulkInsert(
    tx,
    'brands',
    [
      { name: 'id', type: 'int' },
      { name: 'slug', type: 'text' },
      { name: 'name', type: 'text' },
      { name: 'country', type: 'text' },
      { name: 'popular', type: 'boolean' },
      { name: 'sort_order', type: 'int' },
    ],
    catalog.map((b) => [b.id, b.slug, b.name, b.country, b.popular, 0]),
  );
  const models = catalog.flatMap((b) => b.models);
  await bulkInsert(
    tx,
    'models',
    [
      { name: 'id', type: 'int' },
      { name: 'brand_id', type: 'int' },
      { name: 'slug', type: 'text' },
      { name: 'name', type: 'text' },
      { name: 'body_types', type: 'text', expr: (v) => `string_to_array(${v}, ',')` },
    ],
    models.map((m) => [m.id, m.brand.id, m.slug, m.name, m.bodies.join(',')]),
  );
  await bulkInsert(
    tx,
    'generations',
    [
      { name: 'id', type: 'int' },
      { name: 'model_id', type: 'int' },
      { name: 'slug', type: 'text' },
      { name: 'name', type: 'text' },
      { name: 'year_from', type: 'int' },
      { name: 'year_to', type: 'int' },
    ],
    models.flatMap((m) => m.gens.map((g) => [g.id, m.id, g.slug, g.name, g.from, g.to])),
  );
}

interface Person {
  id: number;
  cityId: number;
  dealer: boolean;
}

async function insertPeople(tx: Queryable, rng: Rng, total: number, now: number) {
  const cityTable = new WeightedTable(CITIES, CITIES.map(cityWeight));
  const count = Math.max(30, Math.round(total * 0.45)) + DEALERS.length;
  const phones = new Set<string>();
  const users: Person[] = [];
  const rows: unknown[][] = [];
  for (let id = 1; id <= count; id++) {
    let phone: string;
    do phone = `+7${rng.pick(MOBILE_PREFIXES)}${String(rng.int(0, 9_999_999)).padStart(7, '0')}`;
    while (phones.has(phone));
    phones.add(phone);
    const dealer = id <= DEALERS.length ? DEALERS[id - 1]! : null;
    const cityId = dealer ? dealer.city : cityTable.pick(rng).id;
    users.push({ id, cityId, dealer: !!dealer });
    const created = now - rng.int(dealer ? 900 : 1, 2600) * DAY - rng.int(0, DAY);
    rows.push([
      id,
      phone,
      dealer ? dealer.name : rng.chance(0.9) ? rng.pick(FIRST_NAMES) : null,
      cityId,
      rng.chance(0.12) ? 'kk' : 'ru',
      iso(created),
    ]);
  }
  await bulkInsert(
    tx,
    'users',
    [
      { name: 'id', type: 'bigint' },
      { name: 'phone', type: 'text' },
      { name: 'name', type: 'text' },
      { name: 'city_id', type: 'int' },
      { name: 'locale', type: 'text' },
      { name: 'created_at', type: 'timestamptz' },
    ],
    rows,
  );
  await bulkInsert(
    tx,
    'dealers',
    [
      { name: 'user_id', type: 'bigint' },
      { name: 'slug', type: 'text' },
      { name: 'name', type: 'text' },
      { name: 'city_id', type: 'int' },
    ],
    DEALERS.map((d, i) => [i + 1, d.slug, d.name, d.city]),
  );
  return { users, dealers: users.filter((u) => u.dealer), privates: users.filter((u) => !u.dealer) };
}

/** A volume the model is sold with, for its fuel (a hybrid without its own volumes has one of the petrol ones). */
function engineFor(rng: Rng, m: ModelInfo, fuel: Fuel): number {
  const own = fuel === 'diesel' ? m.engines.diesel : fuel === 'hybrid' ? m.engines.hybrid : [];
  return rng.pick(own.length ? own : m.engines.petrol);
}

/** Bodies that come with a diesel in Kazakhstan where the model has one. */
const DIESEL_BODIES = new Set(['suv', 'pickup', 'van', 'minivan']);

/**
 * A model's fuel: electric and hybrid as flagged; a diesel only where the model has one (often for a D-flagged model,
 * otherwise mostly on SUVs, pickups and vans); gas or gas-petrol conversions mostly on older cars.
 */
function fuelFor(rng: Rng, m: ModelInfo, age: number, body: string): Fuel {
  if (m.flags.includes('E')) return 'electric';
  if (m.flags.includes('H') && rng.chance(m.brand.country === 'China' ? 0.85 : 0.25)) return 'hybrid';
  if (m.engines.diesel.length) {
    const share = m.flags.includes('D') ? 0.6 : DIESEL_BODIES.has(body) ? 0.3 : 0.08;
    if (rng.chance(share)) return 'diesel';
  }
  const r = rng.next();
  if (r < (age > 15 ? 0.1 : 0.03)) return 'gas_petrol';
  if (r < (age > 15 ? 0.105 : 0.034)) return 'gas';
  return 'petrol';
}

/**
 * A gearbox as the model was sold: automatic for electric and hybrid cars; mostly manual for Lada, UAZ and GAZ; a
 * manual only on cheaper models (new under 20 M ₸), pickups, or cars over 20 years old (and rarely then for dear ones).
 */
function transmissionFor(rng: Rng, m: ModelInfo, age: number, fuel: Fuel, body: string): Transmission {
  if (fuel === 'electric' || fuel === 'hybrid') return 'automatic';
  if (LOCAL.has(m.brand.slug)) return rng.chance(0.85) ? 'manual' : 'automatic';
  const china = CHINA.has(m.brand.country);
  const japan = JAPAN.has(m.brand.country);
  const manual = age > 20 ? (m.price < 30e6 ? 0.5 : 0.15) : m.price < 20e6 || body === 'pickup' ? (china ? 0.05 : japan ? 0.1 : 0.22) : 0;
  if (rng.chance(manual)) return 'manual';
  if (china) return rng.weighted<Transmission>(['automatic', 'cvt', 'robot'], [45, 30, 20]);
  if (japan) return rng.weighted<Transmission>(['automatic', 'cvt', 'tiptronic'], [70, 15, 5]);
  return rng.weighted<Transmission>(['automatic', 'tiptronic', 'robot'], [65, 8, 5]);
}

function driveFor(rng: Rng, m: ModelInfo, body: string): Drive {
  if (m.flags.includes('R')) return rng.chance(0.2) ? 'awd' : 'rwd';
  if (m.flags.includes('A')) return body === 'crossover' ? (rng.chance(0.6) ? 'awd' : 'fwd') : 'awd';
  if (body === 'suv' || body === 'pickup') return rng.chance(0.8) ? 'awd' : 'rwd';
  if (body === 'crossover') return rng.chance(0.35) ? 'awd' : 'fwd';
  if (body === 'van') return rng.chance(0.6) ? 'rwd' : 'fwd';
  return 'fwd';
}

interface YearPool {
  table: WeightedTable<[ModelInfo, GenInfo]>;
}

/** For each year, the models on sale then (weighted), with their generation of that year. */
function yearPools(catalog: BrandInfo[], currentYear: number): Map<number, YearPool> {
  const pools = new Map<number, YearPool>();
  for (let y = currentYear - 50; y <= currentYear; y++) {
    const items: Array<[ModelInfo, GenInfo]> = [];
    const weights: number[] = [];
    for (const b of catalog) {
      for (const m of b.models) {
        const gen = [...m.gens].reverse().find((g) => g.from <= y && y <= (g.to ?? currentYear));
        if (!gen) continue;
        let w = m.weight;
        if (currentYear - y <= 2 && NEW_CAR_LEADERS.has(`${b.slug}/${m.slug}`)) w *= 3;
        // Chinese brands are new on the market: few older ones around.
        if (CHINA.has(b.country) && currentYear - y > 5) w *= 0.3;
        items.push([m, gen]);
        weights.push(w);
      }
    }
    if (items.length) pools.set(y, { table: new WeightedTable(items, weights) });
  }
  return pools;
}

/** Typical odometer for an age: ~17,000 km a year while young, less as the car gets old. */
const expectedKm = (age: number) => (age <= 10 ? (age + 0.5) * 17_000 : 178_500 + (age - 10) * 8_000);

const round = (n: number, step: number) => Math.max(step, Math.round(n / step) * step);

async function insertAnnouncements(
  tx: Queryable,
  rng: Rng,
  catalog: BrandInfo[],
  people: { dealers: Person[]; privates: Person[] },
  total: number,
  now: number,
  currentYear: number,
  onProgress?: (done: number, total: number) => void,
) {
  const pools = yearPools(catalog, currentYear);
  const colorTable = new WeightedTable(COLORS, COLOR_WEIGHTS);
  const bucketTable = new WeightedTable(AGE_BUCKETS, AGE_BUCKETS.map((b) => b[2]));
  const statusTable = new WeightedTable(
    ['published', 'sold', 'archived', 'moderation', 'draft', 'rejected'] as const,
    [88, 6, 4, 1, 0.6, 0.4],
  );
  const annCols = [
    ['id', 'bigint'], ['user_id', 'bigint'], ['brand_id', 'int'], ['model_id', 'int'], ['generation_id', 'int'],
    ['year', 'int'], ['price', 'bigint'], ['mileage', 'int'], ['engine_volume', 'numeric'], ['fuel', 'text'],
    ['transmission', 'text'], ['body', 'text'], ['drive', 'text'], ['steering', 'text'], ['color', 'text'],
    ['condition', 'text'], ['customs_cleared', 'boolean'], ['exchange', 'boolean'], ['credit', 'boolean'],
    ['city_id', 'int'], ['seller_type', 'text'], ['vin', 'text'], ['description', 'text'], ['status', 'text'],
    ['views', 'int'], ['inspected', 'boolean'], ['photo_count', 'int'], ['published_at', 'timestamptz'],
    ['created_at', 'timestamptz'], ['updated_at', 'timestamptz'],
  ].map(([name, type]) => ({ name: name!, type: type! }));
  const historyCols = [
    { name: 'announcement_id', type: 'bigint' },
    { name: 'price', type: 'bigint' },
    { name: 'changed_at', type: 'timestamptz' },
  ];

  // Cars on sale the seed has inspected (each gets a whole inspection, seed/inspections.ts): the dealers' ~30% and the
  // private sellers' ~5%, up to INSPECTED_MAX so a large seed does not write millions of checklist answers.
  let inspectedCount = 0;
  const inspectedNow = (picked: boolean, status: string) => {
    if (!picked || status !== 'published' || inspectedCount >= INSPECTED_MAX) return false;
    inspectedCount++;
    return true;
  };
  const CHUNK = 5000;
  let photosTotal = 0;
  for (let start = 1; start <= total; start += CHUNK) {
    const ann: unknown[][] = [];
    const photoIds: number[] = [];
    const photoCounts: number[] = [];
    const history: unknown[][] = [];
    for (let id = start; id < Math.min(start + CHUNK, total + 1); id++) {
      const bucket = bucketTable.pick(rng);
      let age =
        bucket[1] > 20
          ? Math.min(bucket[1], bucket[0] + Math.floor(Math.abs(rng.normal(0, 5.5))))
          : rng.int(bucket[0], bucket[1]);
      while (!pools.has(currentYear - age)) age--;
      // Dealers sell mostly new and recent cars; old ones come from private sellers.
      const isDealer = rng.chance(age <= 2 ? 0.5 : age <= 7 ? 0.15 : 0.015);
      const seller = isDealer ? rng.pick(people.dealers) : rng.pick(people.privates);
      const year = currentYear - age;
      const [model, gen] = pools.get(year)!.table.pick(rng);
      const brand = model.brand;
      const body = rng.chance(0.78) ? model.bodies[0]! : rng.pick(model.bodies);
      const isNew = age <= 1 && rng.chance(isDealer ? 0.7 : 0.12);
      const damaged = !isNew && rng.chance(0.03);
      const condition: Condition = isNew ? 'new' : damaged ? 'damaged' : 'used';
      const mileage = isNew
        ? rng.int(0, 30)
        : round(
            Math.min(600_000, Math.max(1500, expectedKm(age) * Math.exp(rng.normal(0, 0.3)))),
            isDealer ? 1 : rng.chance(0.7) ? 1000 : 1,
          );
      const fuel = fuelFor(rng, model, age, body);
      const engine = fuel === 'electric' ? null : engineFor(rng, model, fuel);
      const transmission = transmissionFor(rng, model, age, fuel, body);
      const drive = driveFor(rng, model, body);
      const rightHand = JAPAN.has(brand.country) && !isNew && rng.chance(0.008);
      const customs = isNew || (rightHand ? rng.chance(0.5) : rng.chance(0.97));
      // Value: today's new price, depreciated by age, adjusted for mileage against the expected one.
      const km = expectedKm(age);
      const kmFactor = isNew ? 1 : Math.min(1.12, Math.max(0.8, 1 - ((mileage - km) / km) * 0.08));
      let price = model.price * Math.pow(brand.dep, age) * kmFactor * Math.exp(rng.normal(0, 0.08));
      if (damaged) price *= 0.55;
      if (!customs) price *= 0.85;
      price = Math.max(price, 450_000 + model.price * 0.03);
      price = round(price, price > 5_000_000 ? 50_000 : 10_000);
      const status = isNew ? rng.weighted(['published', 'sold'] as const, [95, 5]) : statusTable.pick(rng);
      const daysAgo = Math.min(120, -Math.log(1 - rng.next()) * (status === 'published' ? 14 : 45));
      const publishedMs = now - daysAgo * DAY;
      const createdMs = publishedMs - rng.int(10, 600) * 60_000;
      const publishedAt = status === 'draft' ? null : iso(publishedMs);
      const updatedMs = Math.min(now, publishedMs + rng.next() * (now - publishedMs));
      const exchange = !isDealer && rng.chance(0.22);
      const credit = isDealer ? rng.chance(0.8) : rng.chance(0.08);
      const cityId = isDealer || rng.chance(0.95) ? seller.cityId : rng.pick(people.privates).cityId;
      const photoCount = rng.chance(0.02) ? 0 : rng.weighted([1, 2, 3, 4, 5, 6, 7, 8], [4, 6, 10, 14, 16, 16, 16, 18]);
      const views = status === 'draft' ? 0 : Math.round(daysAgo * rng.int(8, 60) + rng.int(0, 40));
      ann.push([
        id, seller.id, brand.id, model.id, gen.id, year, price, mileage, engine, fuel, transmission, body, drive,
        rightHand ? 'right' : 'left', colorTable.pick(rng), condition, customs, exchange, credit, cityId,
        isDealer ? 'dealer' : 'private',
        year >= 2000 && rng.chance(0.75) ? vin(rng, brand.wmi, year) : null,
        description(rng, {
          car: `${brand.name} ${model.name}`,
          year,
          mileage,
          age,
          dealer: isDealer,
          isNew,
          damaged,
          exchange,
          credit,
          customsCleared: customs,
        }),
        status, views, inspectedNow(isDealer ? rng.chance(0.3) : rng.chance(0.05), status), photoCount, publishedAt, iso(createdMs),
        iso(updatedMs),
      ]);
      if (photoCount > 0) {
        photoIds.push(id);
        photoCounts.push(photoCount);
      }
      if (status !== 'draft' && rng.chance(0.12)) {
        let old = price;
        const steps = rng.int(1, 2);
        for (let s = steps; s >= 1; s--) {
          old = round(old * (1 + rng.int(3, 10) / 100), 10_000);
          history.push([id, old, iso(createdMs + (steps - s) * rng.int(1, 5) * DAY)]);
        }
        history.push([id, price, iso(updatedMs)]);
      }
    }
    await bulkInsert(tx, 'announcements', annCols, ann, 2500);
    await insertGeneratedPhotos(tx, photoIds, photoCounts);
    if (history.length) await bulkInsert(tx, 'price_history', historyCols, history);
    photosTotal += photoCounts.reduce((a, b) => a + b, 0);
    onProgress?.(Math.min(total, start + CHUNK - 1), total);
  }
  return { announcements: total, photos: photosTotal };
}
