import type { Queryable } from '../db.js';
import { type BulkColumn, bulkInsert, syncIdentity } from '../repositories/bulk.js';
import { num } from '../repositories/rows.js';
import { buildCatalog } from './catalog.js';
import {
  AUTOCENTRES,
  CREDIT_PROGRAMMES,
  DEALER_CITIES,
  DEALER_SUFFIXES,
  EQUIPMENT,
  MARKET_BRANDS,
  type MarketBrandSpec,
  NEW_CATALOGUE,
  PAINTS,
  PLANTS,
  SHARED_SHOWROOMS,
  SUPERSEDES,
} from './market-data.js';
import { seedMarketVideos } from './market-videos.js';
import { Rng } from './prng.js';
import { MOBILE_PREFIXES } from './text.js';

/** The demo dealer account (README): the first Toyota dealer in Almaty, signed in by this number and the demo code. */
export const DEMO_DEALER = { brand: 'toyota', city: 'almaty', phone: '+77000000001' } as const;

export interface MarketSeedOptions {
  seed?: number;
  /** The "present": model years, order dates. */
  now?: Date;
}

export interface MarketSeedStats {
  brands: number;
  models: number;
  trims: number;
  equipmentRows: number;
  colours: number;
  dealers: number;
  autocentres: number;
  offers: number;
  programmes: number;
  surveyAnswers: number;
  videos: number;
}

type Fuel = 'petrol' | 'diesel' | 'hybrid' | 'electric';
type Gearbox = 'manual' | 'automatic' | 'cvt' | 'robot';
type Drive = 'fwd' | 'rwd' | 'awd';

export interface EngineSpec {
  volume: number | null;
  fuel: Fuel;
  hp: number;
  gearbox: Gearbox;
  /** `fa`: front on the lower trims, all-wheel on the upper ones. */
  drive: Drive | 'fa';
  battery: number | null;
  range: number | null;
}

export interface ModelLine {
  slug: string;
  premium: boolean;
  plant: string | null;
  origin: string | null;
  engines: EngineSpec[];
}

const GEARBOX: Record<string, Gearbox> = { mt: 'manual', at: 'automatic', cvt: 'cvt', dct: 'robot' };
const DRIVE: Record<string, Drive | 'fa'> = { f: 'fwd', r: 'rwd', a: 'awd', fa: 'fa' };

/** `camry*@plant^US|2.0:150:at:f,e75:421:530:r` → its parts (throws on a malformed line: the data is ours). */
export function parseModelLine(line: string): ModelLine {
  const m = /^([a-z0-9_-]+)(\*?)(?:@([a-z-]+))?(?:\^([A-Z]{2}))?\|(.+)$/.exec(line);
  if (!m) throw new Error(`market: bad model line ${line}`);
  const engines = m[5]!.split(',').map((token): EngineSpec => {
    const e = /^e(\d+):(\d+):(\d+):(fa|f|r|a)$/.exec(token);
    if (e) {
      return { volume: null, fuel: 'electric', hp: Number(e[2]), gearbox: 'automatic', drive: DRIVE[e[4]!]!, battery: Number(e[1]), range: Number(e[3]) };
    }
    const p = /^(\d\.\d)([dh]?):(\d+):(mt|at|cvt|dct):(fa|f|r|a)$/.exec(token);
    if (!p) throw new Error(`market: bad engine ${token} in ${line}`);
    return {
      volume: Number(p[1]),
      fuel: p[2] === 'd' ? 'diesel' : p[2] === 'h' ? 'hybrid' : 'petrol',
      hp: Number(p[3]),
      gearbox: GEARBOX[p[4]!]!,
      drive: DRIVE[p[5]!]!,
      battery: null,
      range: null,
    };
  });
  return { slug: m[1]!, premium: m[2] === '*', plant: m[3] ?? null, origin: m[4] ?? null, engines };
}

/** A small stable number from a string (the same model always gets the same jitter). */
function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
const jitter = (key: string, spread: number) => ((hash(key) % 1000) / 1000 - 0.5) * 2 * spread;

/** Kazakh dealers' price style: up to the next 100 000, less 10 000 (16 390 000 ₸). */
export function listPrice(p: number): number {
  return Math.ceil(p / 100_000) * 100_000 - 10_000;
}
const round10k = (p: number) => Math.round(p / 10_000) * 10_000;

const BODY: Record<string, { l: number; w: number; h: number; wb: number; cl: number; trunk: number; kg: number; seats: number }> = {
  sedan: { l: 4650, w: 1810, h: 1450, wb: 2720, cl: 155, trunk: 480, kg: 1380, seats: 5 },
  liftback: { l: 4680, w: 1820, h: 1440, wb: 2750, cl: 150, trunk: 520, kg: 1400, seats: 5 },
  hatchback: { l: 4080, w: 1740, h: 1480, wb: 2570, cl: 160, trunk: 340, kg: 1150, seats: 5 },
  wagon: { l: 4700, w: 1800, h: 1500, wb: 2700, cl: 160, trunk: 560, kg: 1420, seats: 5 },
  crossover: { l: 4520, w: 1850, h: 1660, wb: 2680, cl: 195, trunk: 480, kg: 1520, seats: 5 },
  suv: { l: 4900, w: 1960, h: 1860, wb: 2850, cl: 220, trunk: 620, kg: 2150, seats: 7 },
  minivan: { l: 5150, w: 1995, h: 1800, wb: 3090, cl: 170, trunk: 630, kg: 2100, seats: 8 },
  pickup: { l: 5320, w: 1860, h: 1815, wb: 3085, cl: 235, trunk: 1100, kg: 2000, seats: 5 },
  van: { l: 5100, w: 1900, h: 2000, wb: 3200, cl: 170, trunk: 1900, kg: 1900, seats: 3 },
  coupe: { l: 4520, w: 1850, h: 1300, wb: 2450, cl: 120, trunk: 260, kg: 1500, seats: 4 },
  convertible: { l: 4520, w: 1850, h: 1300, wb: 2450, cl: 120, trunk: 200, kg: 1580, seats: 4 },
};

export interface TrimSeed {
  id: number;
  modelId: number;
  slug: string;
  name: string;
  tier: number;
  tiers: number;
  engine: EngineSpec;
  drive: Drive;
  price: number;
  specs: {
    consumption: number;
    acceleration: number;
    topSpeed: number;
    length: number;
    width: number;
    height: number;
    wheelbase: number;
    clearance: number;
    trunk: number;
    seats: number;
    weight: number;
  };
}

/**
 * The trims of a model: one per tier (as many as its engines need, at most the brand's tier count); engines go to the
 * trims cheapest first; prices from the model's new price, 0.88 (base) … 1.16 (top) of it, plus 15 % of the power
 * step over the base engine; specs from the body and the engine.
 */
export function buildTrims(
  brand: MarketBrandSpec,
  line: ModelLine,
  model: { id: number; slug: string; body: string; price: number },
  nextId: () => number,
): TrimSeed[] {
  const engines = [...line.engines].sort((a, b) => a.hp - b.hp || (a.gearbox === 'manual' ? -1 : 1));
  const n = Math.min(brand.tiers.length, Math.max(3, engines.length + 1));
  const base = engines[0]!;
  const body = BODY[model.body] ?? BODY['sedan']!;
  const size = Math.min(1.14, Math.max(0.9, 1 + Math.log(model.price / 12_000_000) * 0.07));
  const key = `${brand.slug}/${model.slug}`;
  const trims: TrimSeed[] = [];
  for (let i = 0; i < n; i++) {
    const engine = engines[Math.min(engines.length - 1, Math.floor((i * engines.length) / n))]!;
    const drive: Drive = engine.drive === 'fa' ? (i < n / 2 ? 'fwd' : 'awd') : engine.drive;
    const spread = brand.premium ? 0.34 : 0.28;
    const factor = (0.88 + (n > 1 ? (spread * i) / (n - 1) : 0)) * (1 + 0.15 * (engine.hp / base.hp - 1));
    const price = listPrice(model.price * factor * (drive === 'awd' && engine.drive === 'fa' ? 1.04 : 1));
    const length = Math.round((body.l * size * (1 + jitter(`${key}:l`, 0.02))) / 5) * 5;
    const width = Math.round((body.w * Math.sqrt(size) * (1 + jitter(`${key}:w`, 0.015))) / 5) * 5;
    const height = Math.round((body.h * (1 + jitter(`${key}:h`, 0.025))) / 5) * 5;
    const battery = engine.battery ?? 0;
    const weight = Math.round(
      (body.kg * size * size + (engine.hp - 150) * 0.8 + (drive === 'awd' ? 90 : 0) + (engine.fuel === 'hybrid' ? 130 : 0) +
        battery * 6) /
        5,
    ) * 5;
    const vol = engine.volume ?? 0;
    let consumption: number;
    if (engine.fuel === 'electric') consumption = 12.5 + weight / 260;
    else {
      const petrol =
        4 + vol * 1.4 + (weight - 1300) / 600 + (drive === 'awd' ? 0.5 : 0) + Math.max(0, engine.hp / vol - 80) * 0.012;
      consumption = engine.fuel === 'diesel' ? petrol * 0.8 : engine.fuel === 'hybrid' ? petrol * 0.62 : petrol;
    }
    const perTonne = engine.hp / (weight / 1000);
    const accel = Math.max(2.8, (0.4 + 1050 / perTonne) * (engine.fuel === 'electric' ? 0.78 : 1) + (engine.gearbox === 'cvt' ? 0.3 : 0));
    const topSpeed = Math.min(engine.fuel === 'electric' ? 240 : 250, Math.round((118 + engine.hp * 0.45) / 5) * 5);
    const seats = body.seats === 7 && model.price < 22_000_000 ? 5 : body.seats;
    trims.push({
      id: nextId(),
      modelId: model.id,
      slug: `${brand.slug.replace(/_/g, '-')}-${model.slug}-${brand.tiers[i]!.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
      name: brand.tiers[i]!,
      tier: i,
      tiers: n,
      engine,
      drive,
      price,
      specs: {
        consumption: Math.round(consumption * 10) / 10,
        acceleration: Math.round(accel * 10) / 10,
        topSpeed,
        length,
        width,
        height,
        wheelbase: Math.round((body.wb * size) / 5) * 5,
        clearance: Math.round(body.cl * (1 + jitter(`${key}:c`, 0.06))),
        trunk: Math.round((body.trunk * size * (1 + jitter(`${key}:t`, 0.08))) / 5) * 5,
        seats,
        weight,
      },
    });
  }
  return trims;
}

/** A trim's level for equipment (0 the barest car … ~11 a flagship): its price class, the brand's habit, its tier. */
export function trimLevel(brand: MarketBrandSpec, trim: Pick<TrimSeed, 'price' | 'tier' | 'tiers'>): number {
  const p = trim.price;
  const cls = p < 7e6 ? 0.5 : p < 10e6 ? 1.5 : p < 15e6 ? 2.5 : p < 22e6 ? 3.5 : p < 35e6 ? 4.5 : p < 60e6 ? 5.5 : 6.5;
  const habit = brand.origin === 'CN' ? 1.2 : brand.origin === 'RU' ? -1.5 : 0;
  const step = trim.tiers > 1 ? 4.5 / (trim.tiers - 1) : 0;
  return cls + habit + (brand.premium ? 1 : 0) + trim.tier * step;
}

/** Every equipment item of a trim: standard, an option with its price, or absent. */
export function equipmentOf(
  brand: MarketBrandSpec,
  modelKey: string,
  trim: Pick<TrimSeed, 'price' | 'tier' | 'tiers'>,
): Array<{ code: string; status: 'standard' | 'option' | 'absent'; price: number | null }> {
  const level = trimLevel(brand, trim);
  const scale = 1 + Math.max(0, Math.log2(trim.price / 10_000_000)) * 0.3;
  const out = EQUIPMENT.map((item) => {
    const need = item.level + (item.level > 0 ? jitter(`${modelKey}:${item.code}`, 0.6) : 0);
    if (need <= level) return { code: item.code, status: 'standard' as const, price: null };
    if (item.option > 0 && need <= level + 2.5) {
      return { code: item.code, status: 'option' as const, price: round10k(item.option * scale) };
    }
    return { code: item.code, status: 'absent' as const, price: null };
  });
  const byCode = new Map(out.map((e) => [e.code, e]));
  for (const [better, worse] of Object.entries(SUPERSEDES)) {
    if (byCode.get(better)?.status === 'standard') {
      const w = byCode.get(worse)!;
      w.status = 'absent';
      w.price = null;
    }
  }
  return out;
}

/** Seeds the market on a database whose catalogue (regions, cities, brands, models) is in place. */
export async function seedMarket(tx: Queryable, opts: MarketSeedOptions = {}): Promise<MarketSeedStats> {
  const rng = new Rng(opts.seed ?? 20260119);
  const now = opts.now ?? new Date();
  const year = now.getUTCFullYear();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());

  // The catalogue as the database has it, plus brands and models new on the market.
  for (const b of NEW_CATALOGUE) {
    await tx.query(`insert into brands (slug, name, country, popular) values ($1, $2, $3, false) on conflict (slug) do nothing`, [
      b.slug,
      b.name,
      b.country,
    ]);
    const [brand] = await tx.query<{ id: number }>('select id from brands where slug = $1', [b.slug]);
    for (const m of b.models) {
      const [model] = await tx.query<{ id: number }>(
        `insert into models (brand_id, slug, name, body_types) values ($1, $2, $3, array[$4]::text[])
         on conflict (brand_id, slug) do update set name = excluded.name returning id`,
        [brand!.id, m.slug, m.name, m.body],
      );
      await tx.query(
        `insert into generations (model_id, slug, name, year_from) select $1, 'i', 'I', $2
         where not exists (select 1 from generations where model_id = $1)`,
        [model!.id, m.from],
      );
    }
  }
  const brandRows = await tx.query<{ id: number; slug: string; name: string }>('select id, slug, name from brands');
  const brands = new Map(brandRows.map((b) => [b.slug, { id: num(b.id), name: b.name }]));
  const modelRows = await tx.query<{ id: number; brand: string; slug: string; body: string; gen_id: number | null; gen_from: number | null }>(
    `select m.id, b.slug as brand, m.slug, m.body_types[1] as body, g.id as gen_id, g.year_from as gen_from
     from models m join brands b on b.id = m.brand_id
     left join lateral (select id, year_from from generations where model_id = m.id order by year_from desc, id desc limit 1) g on true`,
  );
  const models = new Map(modelRows.map((m) => [`${m.brand}/${m.slug}`, m]));
  const cities = new Map(
    (await tx.query<{ id: number; slug: string }>('select id, slug from cities')).map((c) => [c.slug, num(c.id)]),
  );
  const prices = new Map<string, number>();
  for (const b of buildCatalog()) for (const m of b.models) prices.set(`${b.slug}/${m.slug}`, m.price);
  for (const b of NEW_CATALOGUE) for (const m of b.models) prices.set(`${b.slug}/${m.slug}`, m.price * 1_000_000);

  const premiumBrands = MARKET_BRANDS.filter((b) => b.premium).map((b) => b.slug);
  await tx.query('update brands set premium = (slug = any($1::text[]))', [premiumBrands]);

  // Plants.
  const plantIds = new Map<string, number>();
  for (const p of PLANTS) {
    const [row] = await tx.query<{ id: number }>(
      'insert into market_plants (slug, name_ru, name_kk, city_id) values ($1, $2, $3, $4) returning id',
      [p.slug, p.ru, p.kk, cities.get(p.city)],
    );
    plantIds.set(p.slug, num(row!.id));
  }

  // Equipment items.
  await bulkInsert(
    tx,
    'equipment_items',
    [
      { name: 'id', type: 'int' },
      { name: 'code', type: 'text' },
      { name: 'grp', type: 'text' },
      { name: 'name_ru', type: 'text' },
      { name: 'name_kk', type: 'text' },
      { name: 'sort_order', type: 'int' },
    ],
    EQUIPMENT.map((e, i) => [i + 1, e.code, e.grp, e.ru, e.kk, i]),
  );

  // Models on sale, trims, equipment, colours.
  const marketModels: unknown[][] = [];
  const trimRows: unknown[][] = [];
  let equipmentCount = 0;
  const colourRows: unknown[][] = [];
  let trimId = 0;
  let colourId = 0;
  const trimsByModel = new Map<number, TrimSeed[]>();
  const coloursByModel = new Map<number, Array<{ id: number; surcharge: number; family: string }>>();
  const modelsByBrand = new Map<string, number[]>();
  let sort = 0;
  for (const brand of MARKET_BRANDS) {
    if (!brands.has(brand.slug)) throw new Error(`market: unknown brand ${brand.slug}`);
    for (const raw of brand.models) {
      const line = parseModelLine(raw);
      const key = `${brand.slug}/${line.slug}`;
      const row = models.get(key);
      const price = prices.get(key);
      if (!row || !price) throw new Error(`market: unknown model ${key}`);
      const modelId = num(row.id);
      const body = row.body ?? 'sedan';
      marketModels.push([
        modelId, row.gen_id, body, row.gen_from ?? year - 1, null, line.plant ? plantIds.get(line.plant) : null,
        line.plant ? null : (line.origin ?? brand.origin), line.premium || !!brand.premium, sort++,
      ]);
      const trims = buildTrims(brand, line, { id: modelId, slug: line.slug, body, price }, () => ++trimId);
      trimsByModel.set(modelId, trims);
      modelsByBrand.set(brand.slug, [...(modelsByBrand.get(brand.slug) ?? []), modelId]);
      for (const t of trims) {
        const s = t.specs;
        trimRows.push([
          t.id, modelId, t.slug, t.name, t.engine.volume, t.engine.hp, t.engine.fuel, t.engine.gearbox, t.drive,
          s.consumption, s.acceleration, s.topSpeed, s.length, s.width, s.height, s.wheelbase, s.clearance, s.trunk,
          s.seats, s.weight, t.engine.range, brand.warranty[0], brand.warranty[1], t.price,
          JSON.stringify(Object.fromEntries(equipmentOf(brand, key, t).map((e) => [e.code, e.status === 'option' ? e.price : e.status]))),
          t.tier,
        ]);
        equipmentCount += EQUIPMENT.length;
      }
      // Colours: white first, then four to seven others.
      const others = PAINTS.slice(1).filter((p) => (p.family === 'orange' ? body === 'crossover' || body === 'hatchback' : true));
      const count = rng.int(4, 7);
      const picked = [PAINTS[0]!];
      while (picked.length < count + 1) {
        const p = rng.pick(others);
        if (!picked.includes(p)) picked.push(p);
      }
      const colours: Array<{ id: number; surcharge: number; family: string }> = [];
      picked.forEach((p, i) => {
        const surcharge =
          p.finish === 'solid' ? 0 : Math.max(100_000, round10k(price * (p.finish === 'pearl' ? 0.017 : 0.011)));
        const id = ++colourId;
        colours.push({ id, surcharge, family: p.family });
        colourRows.push([id, modelId, p.slug, p.ru, p.kk, p.hex, p.family, surcharge, i]);
      });
      coloursByModel.set(modelId, colours);
    }
  }
  await bulkInsert(
    tx,
    'market_models',
    ['model_id:int', 'generation_id:int', 'body:text', 'year_from:int', 'year_to:int', 'plant_id:int', 'origin:text', 'premium:boolean', 'sort_order:int'].map(col),
    marketModels,
  );
  await bulkInsert(
    tx,
    'market_trims',
    [
      'id:int', 'model_id:int', 'slug:text', 'name:text', 'engine_volume:numeric', 'power_hp:int', 'fuel:text',
      'transmission:text', 'drive:text', 'consumption:numeric', 'acceleration:numeric', 'top_speed:int', 'length_mm:int',
      'width_mm:int', 'height_mm:int', 'wheelbase_mm:int', 'clearance_mm:int', 'trunk_l:int', 'seats:int',
      'curb_weight_kg:int', 'range_km:int', 'warranty_years:int', 'warranty_km:int', 'price:bigint',
    ]
      .map(col)
      .concat([{ name: 'equipment', type: 'text', expr: (v) => `${v}::jsonb` }, col('sort_order:int')]),
    trimRows,
  );
  await bulkInsert(
    tx,
    'market_colors',
    ['id:int', 'model_id:int', 'slug:text', 'name_ru:text', 'name_kk:text', 'hex:text', 'family:text', 'surcharge:bigint', 'sort_order:int'].map(col),
    colourRows,
  );

  // Autocentres.
  const centreIds = new Map<string, { id: number; lat: number; lng: number; street: [string, string]; house: number; city: string }>();
  for (const c of AUTOCENTRES) {
    const city = DEALER_CITIES.find((d) => d.slug === c.city)!;
    const lat = city.lat + jitter(`${c.slug}:lat`, 0.04);
    const lng = city.lng + jitter(`${c.slug}:lng`, 0.06);
    const [row] = await tx.query<{ id: number }>(
      `insert into autocentres (slug, name, city_id, address_ru, address_kk, lat, lng) values ($1, $2, $3, $4, $5, $6, $7) returning id`,
      [c.slug, c.name, cities.get(c.city), `${c.street[0]}, ${c.house}`, `${c.street[1]}, ${c.house}`, lat, lng],
    );
    centreIds.set(c.slug, { id: num(row!.id), lat, lng, street: c.street, house: c.house, city: c.city });
  }

  // Official dealers: one account each (a city landline), their brands, addresses, hours, phones, services.
  const [maxUser] = await tx.query<{ id: number }>('select coalesce(max(id), 0)::bigint as id from users');
  let userId = num(maxUser!.id);
  const [maxDealer] = await tx.query<{ id: number }>('select coalesce(max(id), 0)::int as id from dealers');
  let dealerId = num(maxDealer!.id);
  const userRows: unknown[][] = [];
  const dealerRows: unknown[][] = [];
  const dealerBrandRows: unknown[][] = [];
  const dealers: Array<{ id: number; brands: string[]; city: string }> = [];
  const shared = new Map<string, string>();
  for (const [a, b] of SHARED_SHOWROOMS) shared.set(b, a);
  const landlines = new Set<string>();
  const landline = (code: string) => {
    let p: string;
    do p = `+7${code}${String(rng.int(0, 10 ** (10 - code.length) - 1)).padStart(10 - code.length, '0')}`;
    while (landlines.has(p));
    landlines.add(p);
    return p;
  };
  const mobile = () => `+7${rng.pick(MOBILE_PREFIXES)}${String(rng.int(0, 9_999_999)).padStart(7, '0')}`;
  const pavilions = new Map<string, number>();
  let demoDealerRow = -1;
  for (const brand of MARKET_BRANDS) {
    if (shared.has(brand.slug)) continue;
    const partner = SHARED_SHOWROOMS.find(([a]) => a === brand.slug)?.[1];
    const sold = partner ? [brand.slug, partner] : [brand.slug];
    const names = sold.map((s) => brands.get(s)!.name);
    for (const [ci, city] of DEALER_CITIES.entries()) {
      let count: number;
      if (brand.reach === 3) count = ci < 2 ? 2 : ci < 4 ? 1 : rng.chance(0.75) ? 1 : 0;
      else if (brand.reach === 2) count = ci < 3 ? 1 : ci < 6 && rng.chance(0.4) ? 1 : 0;
      else count = ci < 2 ? 1 : city.slug === 'atyrau' && rng.chance(0.5) ? 1 : 0;
      for (let k = 0; k < count; k++) {
        const suffix = DEALER_SUFFIXES[k]!;
        const id = ++dealerId;
        const uid = ++userId;
        const slug = `${sold.join('-').replace(/_/g, '-')}-${suffix.toLowerCase()}-${city.slug}`;
        const name = `${names.join(' & ')} ${suffix} ${city.latin}`;
        const main = landline(city.code);
        userRows.push([uid, mobile(), name, cities.get(city.slug), 'ru', new Date(today - rng.int(400, 3000) * 86_400_000).toISOString()]);
        if (demoDealerRow < 0 && brand.slug === DEMO_DEALER.brand && city.slug === DEMO_DEALER.city) demoDealerRow = userRows.length - 1;
        const centres = AUTOCENTRES.filter((c) => c.city === city.slug);
        const centre = centres.length && rng.chance(0.45) ? centreIds.get(rng.pick(centres).slug)! : null;
        let addressRu: string;
        let addressKk: string;
        let lat: number;
        let lng: number;
        if (centre) {
          const pav = (pavilions.get(`${centre.id}`) ?? 0) + 1;
          pavilions.set(`${centre.id}`, pav);
          addressRu = `${centre.street[0]}, ${centre.house}, павильон ${pav}`;
          addressKk = `${centre.street[1]}, ${centre.house}, ${pav}-павильон`;
          lat = centre.lat + jitter(`${slug}:lat`, 0.0015);
          lng = centre.lng + jitter(`${slug}:lng`, 0.0015);
        } else {
          const street = rng.pick(city.streets);
          const house = rng.int(2, 320);
          addressRu = `${street[0]}, ${house}`;
          addressKk = `${street[1]}, ${house}`;
          lat = city.lat + jitter(`${slug}:lat`, 0.05);
          lng = city.lng + jitter(`${slug}:lng`, 0.08);
        }
        const sunday = rng.chance(0.6) ? [600, 1020] : null;
        const weekday = rng.weighted([[540, 1200], [540, 1140], [600, 1200]], [5, 3, 2]);
        const hours = [weekday, weekday, weekday, weekday, weekday, [600, 1080], sunday];
        const services = ['sales', 'service', 'test_drive', 'credit', ...(rng.chance(0.7) ? ['trade_in'] : [])];
        dealerRows.push([
          id, uid, slug, name, cities.get(city.slug), true, addressRu, addressKk, lat, lng, `{${main},${mobile()}}`,
          `{${services.join(',')}}`, JSON.stringify(hours), centre?.id ?? null,
        ]);
        for (const s of sold) dealerBrandRows.push([id, brands.get(s)!.id]);
        dealers.push({ id, brands: sold, city: city.slug });
      }
    }
  }
  // The demo dealer's account signs in with a number written in the README (the dealer's side of personal offers).
  userRows[demoDealerRow]![1] = DEMO_DEALER.phone;
  // Each dealer's account is its manager's mobile, unique among the live accounts.
  for (let clash = true; clash; ) {
    const taken = new Set(
      (await tx.query<{ phone: string }>('select phone from users where phone = any($1::text[]) and deleted_at is null', [
        userRows.map((r) => r[1]),
      ])).map((r) => r.phone),
    );
    const seen = new Set<string>();
    clash = false;
    for (const r of userRows) {
      if (r !== userRows[demoDealerRow] && (taken.has(r[1] as string) || seen.has(r[1] as string) || r[1] === DEMO_DEALER.phone)) {
        r[1] = mobile();
        clash = true;
      }
      seen.add(r[1] as string);
    }
  }
  await bulkInsert(
    tx,
    'users',
    ['id:bigint', 'phone:text', 'name:text', 'city_id:int', 'locale:text', 'created_at:timestamptz'].map(col),
    userRows,
  );
  await bulkInsert(
    tx,
    'dealers',
    [
      'id:int', 'user_id:bigint', 'slug:text', 'name:text', 'city_id:int', 'official:boolean', 'address_ru:text',
      'address_kk:text', 'lat:float8', 'lng:float8',
    ]
      .map(col)
      .concat([
        { name: 'phones', type: 'text', expr: (v) => `${v}::text[]` },
        { name: 'services', type: 'text', expr: (v) => `${v}::text[]` },
        { name: 'hours', type: 'text', expr: (v) => `${v}::jsonb` },
        { name: 'autocentre_id', type: 'int' },
      ]),
    dealerRows,
  );
  await bulkInsert(tx, 'dealer_brands', ['dealer_id:int', 'brand_id:int'].map(col), dealerBrandRows);

  // The used-car dealers of the main seed get an address, hours, phones and services too (not official).
  const usedDealers = await tx.query<{ id: number; slug: string; city_slug: string; phone: string }>(
    `select d.id, d.slug, c.slug as city_slug, u.phone from dealers d join cities c on c.id = d.city_id
     join users u on u.id = d.user_id where not d.official order by d.id`,
  );
  for (const d of usedDealers) {
    const city = DEALER_CITIES.find((c) => c.slug === d.city_slug) ?? DEALER_CITIES[0]!;
    const street = rng.pick(city.streets);
    const house = rng.int(2, 320);
    await tx.query(
      `update dealers set address_ru = $2, address_kk = $3, lat = $4, lng = $5, phones = $6::text[], services = $7::text[],
         hours = $8::jsonb where id = $1`,
      [
        d.id, `${street[0]}, ${house}`, `${street[1]}, ${house}`, city.lat + jitter(`${d.slug}:lat`, 0.05),
        city.lng + jitter(`${d.slug}:lng`, 0.08), [d.phone], ['sales', 'trade_in', 'credit'],
        JSON.stringify([[600, 1140], [600, 1140], [600, 1140], [600, 1140], [600, 1140], [600, 1020], null]),
      ],
    );
  }

  // Offers: each dealer shows most of its brands' models, one to three cars each.
  const offerRows: unknown[][] = [];
  let offerId = 0;
  for (const d of dealers) {
    for (const b of d.brands) {
      const list = modelsByBrand.get(b) ?? [];
      list.forEach((modelId, i) => {
        if (i >= 2 && !rng.chance(0.72)) return;
        const trims = trimsByModel.get(modelId)!;
        const colours = coloursByModel.get(modelId)!;
        const k = rng.weighted([1, 2, 3], [45, 35, 20]);
        for (let j = 0; j < k; j++) {
          const trim = trims[Math.min(trims.length - 1, Math.floor(Math.abs(rng.normal(trims.length / 2, trims.length / 2.5))))]!;
          const colour = rng.chance(0.6) ? colours[Math.min(colours.length - 1, rng.int(0, 2))]! : rng.pick(colours);
          const lastYear = rng.chance(0.15);
          const stock = rng.chance(0.7);
          const price = round10k((trim.price + colour.surcharge) * (0.98 + rng.next() * 0.05));
          const discount = lastYear
            ? round10k(price * (0.04 + rng.next() * 0.06))
            : rng.chance(0.4)
              ? round10k(price * (0.01 + rng.next() * 0.05))
              : 0;
          offerRows.push([
            ++offerId, d.id, trim.id, colour.id, lastYear ? year - 1 : year, price, discount,
            stock || lastYear ? 'in_stock' : 'on_order',
            stock || lastYear ? null : new Date(today + rng.int(14, 75) * 86_400_000).toISOString().slice(0, 10),
            new Date(today - rng.int(0, 60) * 86_400_000).toISOString(),
          ]);
        }
      });
    }
  }
  await bulkInsert(
    tx,
    'market_offers',
    ['id:bigint', 'dealer_id:int', 'trim_id:int', 'color_id:int', 'year:int', 'price:bigint', 'discount:bigint', 'availability:text', 'ready_on:date', 'created_at:timestamptz'].map(col),
    offerRows,
  );

  // Credit programmes.
  await bulkInsert(
    tx,
    'credit_programmes',
    [
      'slug:text', 'kind:text', 'name_ru:text', 'name_kk:text', 'bank:text', 'brand_id:int', 'local_only:boolean', 'rate:numeric',
      'one_time_fee_pct:numeric', 'monthly_fee:int', 'min_down_pct:int', 'min_months:int', 'max_months:int', 'max_price:bigint',
      'max_loan:bigint', 'sort_order:int',
    ].map(col),
    CREDIT_PROGRAMMES.map((p, i) => [
      p.slug, p.kind, p.ru, p.kk, p.bank, p.brand ? brands.get(p.brand)!.id : null, p.localOnly ?? false, p.rate, p.fee ?? 0,
      p.monthlyFee ?? 0, p.minDown ?? 0, p.minMonths ?? 6, p.maxMonths ?? 84, p.maxPrice ?? null, p.maxLoan ?? null, i,
    ]),
  );

  // Surveys already answered after visits: each dealer's rating.
  const invitations: unknown[][] = [];
  const answers: unknown[][] = [];
  const ids = new Set<number>();
  const rated = await tx.query<{ id: number }>('select id from dealers order by id');
  for (const d of rated) {
    const quality = 3.7 + rng.next() * 1.2;
    const count = rng.int(4, 28);
    for (let k = 0; k < count; k++) {
      let id: number;
      do id = surveyId(rng);
      while (ids.has(id));
      ids.add(id);
      const rating = Math.max(1, Math.min(5, Math.round(rng.normal(quality, 0.8))));
      const at = new Date(today - rng.int(1, 400) * 86_400_000).toISOString();
      invitations.push([id, d.id, 'visit', at]);
      answers.push([id, rating, Math.max(1, Math.min(5, Math.round(rng.normal(quality, 0.7)))), rng.chance(0.85), rating >= 4, at]);
    }
  }
  await bulkInsert(tx, 'survey_invitations', ['id:bigint', 'dealer_id:int', 'kind:text', 'created_at:timestamptz'].map(col), invitations);
  await bulkInsert(
    tx,
    'survey_answers',
    ['invitation_id:bigint', 'rating:int', 'staff:int', 'explained:boolean', 'recommend:boolean', 'created_at:timestamptz'].map(col),
    answers,
  );
  await tx.query(
    `update dealers d set rating_sum = s.sum, rating_count = s.n
     from (select i.dealer_id, sum(a.rating)::int as sum, count(*)::int as n
           from survey_answers a join survey_invitations i on i.id = a.invitation_id group by i.dealer_id) s
     where s.dealer_id = d.id`,
  );

  await syncIdentity(tx, ['users', 'dealers', 'market_trims', 'equipment_items', 'market_colors', 'market_offers']);
  const videos = await seedMarketVideos(tx, { now });
  return {
    brands: MARKET_BRANDS.length,
    models: marketModels.length,
    trims: trimRows.length,
    equipmentRows: equipmentCount,
    colours: colourRows.length,
    dealers: dealers.length,
    autocentres: AUTOCENTRES.length,
    offers: offerRows.length,
    programmes: CREDIT_PROGRAMMES.length,
    surveyAnswers: answers.length,
    videos,
  };
}

/** A survey link id: 15–16 random digits (never a small or sequential number), below 2^53. */
export function surveyId(rng: { next(): number }): number {
  return 100_000_000_000_000 + Math.floor(rng.next() * 8_900_000_000_000_000);
}

function col(spec: string): BulkColumn {
  const [name, type] = spec.split(':');
  return { name: name!, type: type! };
}

/** True while the market has not been seeded (a database seeded before the market existed gets it on next start). */
export async function isMarketEmpty(db: Queryable): Promise<boolean> {
  const rows = await db.query<{ n: number }>('select count(*)::int as n from market_models');
  return num(rows[0]?.n) === 0;
}
