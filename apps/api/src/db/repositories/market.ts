/**
 * The market's catalogue as the API keeps it in memory (routes/market/market-index.ts): read in one go, and again
 * whenever `market_version` moved (triggers of migration 0020 bump it on any change to what is read here).
 */
import type { Queryable } from '../db.js';
import { num, numOrNull } from './rows.js';

export interface MarketRows {
  version: number;
  cities: Array<{ id: number; slug: string; nameRu: string; nameKk: string; population: number }>;
  brands: Array<{ id: number; slug: string; name: string; country: string; premium: boolean }>;
  models: Array<{
    id: number;
    brandId: number;
    slug: string;
    name: string;
    body: string;
    generation: string | null;
    yearFrom: number;
    yearTo: number | null;
    premium: boolean;
    origin: string | null;
    plantRu: string | null;
    plantKk: string | null;
    sort: number;
  }>;
  trims: Array<{
    id: number;
    modelId: number;
    slug: string;
    name: string;
    price: number;
    engineVolume: number | null;
    powerHp: number;
    fuel: string;
    transmission: string;
    drive: string;
    consumption: number;
    acceleration: number;
    topSpeed: number;
    lengthMm: number;
    widthMm: number;
    heightMm: number;
    wheelbaseMm: number;
    clearanceMm: number;
    trunkL: number;
    seats: number;
    curbWeightKg: number;
    rangeKm: number | null;
    warrantyYears: number;
    warrantyKm: number | null;
    equipment: Record<string, string | number>;
    sort: number;
  }>;
  colours: Array<{ id: number; modelId: number; slug: string; nameRu: string; nameKk: string; hex: string; family: string; surcharge: number; sort: number }>;
  items: Array<{ code: string; grp: string; nameRu: string; nameKk: string }>;
  centres: Array<{ id: number; slug: string; name: string; cityId: number; addressRu: string; addressKk: string; lat: number; lng: number }>;
  dealers: Array<{
    id: number;
    userId: number;
    slug: string;
    name: string;
    cityId: number;
    official: boolean;
    addressRu: string;
    addressKk: string;
    lat: number;
    lng: number;
    phones: string[];
    services: string[];
    hours: Array<[number, number] | null>;
    centreId: number | null;
    ratingSum: number;
    ratingCount: number;
    brandIds: number[];
  }>;
  offers: Array<{
    id: number;
    dealerId: number;
    trimId: number;
    colourId: number;
    year: number;
    price: number;
    discount: number;
    availability: string;
    readyOn: string | null;
    createdAt: number;
  }>;
  programmes: Array<{
    id: number;
    slug: string;
    kind: string;
    nameRu: string;
    nameKk: string;
    bank: string;
    brandId: number | null;
    localOnly: boolean;
    rate: number;
    oneTimeFeePct: number;
    monthlyFee: number;
    minDownPct: number;
    minMonths: number;
    maxMonths: number;
    maxPrice: number | null;
    maxLoan: number | null;
  }>;
}

export async function marketVersion(db: Queryable): Promise<number> {
  const rows = await db.query<{ version: string | number }>('select version from market_version');
  return num(rows[0]?.version);
}

const DEFAULT_HOURS: Array<[number, number] | null> = [[540, 1140], [540, 1140], [540, 1140], [540, 1140], [540, 1140], [600, 1020], null];

/** Everything the in-memory market holds, with the version it was read at (one transaction: a consistent picture). */
export async function loadMarket(db: Queryable & { transaction?: <T>(fn: (tx: Queryable) => Promise<T>) => Promise<T> }): Promise<MarketRows> {
  const read = async (tx: Queryable): Promise<MarketRows> => {
    const version = await marketVersion(tx);
    const cities = await tx.query<{ id: number; slug: string; name_ru: string; name_kk: string; population: number }>(
      'select id, slug, name_ru, name_kk, population from cities order by population desc, id',
    );
    const brands = await tx.query<{ id: number; slug: string; name: string; country: string; premium: boolean }>(
      `select b.id, b.slug, b.name, b.country, b.premium from brands b
       where exists (select 1 from market_models mm join models m on m.id = mm.model_id where m.brand_id = b.id)
       order by b.name`,
    );
    const models = await tx.query<Record<string, unknown>>(
      `select mm.model_id as id, m.brand_id, m.slug, m.name, mm.body, g.name as generation, mm.year_from, mm.year_to,
         mm.premium, mm.origin, p.name_ru as plant_ru, p.name_kk as plant_kk, mm.sort_order
       from market_models mm join models m on m.id = mm.model_id
       left join generations g on g.id = mm.generation_id left join market_plants p on p.id = mm.plant_id
       order by mm.sort_order, mm.model_id`,
    );
    const trims = await tx.query<Record<string, unknown>>('select * from market_trims order by model_id, sort_order, id');
    const colours = await tx.query<Record<string, unknown>>('select * from market_colors order by model_id, sort_order, id');
    const items = await tx.query<{ code: string; grp: string; name_ru: string; name_kk: string }>(
      'select code, grp, name_ru, name_kk from equipment_items order by sort_order, id',
    );
    const centres = await tx.query<Record<string, unknown>>('select * from autocentres order by id');
    const dealers = await tx.query<Record<string, unknown>>(
      `select d.id, d.user_id, d.slug, d.name, d.city_id, d.official, d.address_ru, d.address_kk, d.lat, d.lng, d.phones,
         d.services, d.hours, d.autocentre_id, d.rating_sum, d.rating_count,
         coalesce((select array_agg(db.brand_id order by db.brand_id) from dealer_brands db where db.dealer_id = d.id), '{}') as brand_ids
       from dealers d order by d.id`,
    );
    const offers = await tx.query<Record<string, unknown>>(
      `select id, dealer_id, trim_id, color_id, year, price, discount, availability, to_char(ready_on, 'YYYY-MM-DD') as ready_on,
         created_at from market_offers where status = 'active' order by id`,
    );
    const programmes = await tx.query<Record<string, unknown>>('select * from credit_programmes order by sort_order, id');
    return {
      version,
      cities: cities.map((c) => ({ id: num(c.id), slug: c.slug, nameRu: c.name_ru, nameKk: c.name_kk, population: num(c.population) })),
      brands: brands.map((b) => ({ id: num(b.id), slug: b.slug, name: b.name, country: b.country, premium: b.premium })),
      models: models.map((m) => ({
        id: num(m['id']),
        brandId: num(m['brand_id']),
        slug: String(m['slug']),
        name: String(m['name']),
        body: String(m['body']),
        generation: (m['generation'] as string | null) ?? null,
        yearFrom: num(m['year_from']),
        yearTo: numOrNull(m['year_to']),
        premium: Boolean(m['premium']),
        origin: (m['origin'] as string | null) ?? null,
        plantRu: (m['plant_ru'] as string | null) ?? null,
        plantKk: (m['plant_kk'] as string | null) ?? null,
        sort: num(m['sort_order']),
      })),
      trims: trims.map((t) => ({
        id: num(t['id']),
        modelId: num(t['model_id']),
        slug: String(t['slug']),
        name: String(t['name']),
        price: num(t['price']),
        engineVolume: numOrNull(t['engine_volume']),
        powerHp: num(t['power_hp']),
        fuel: String(t['fuel']),
        transmission: String(t['transmission']),
        drive: String(t['drive']),
        consumption: num(t['consumption']),
        acceleration: num(t['acceleration']),
        topSpeed: num(t['top_speed']),
        lengthMm: num(t['length_mm']),
        widthMm: num(t['width_mm']),
        heightMm: num(t['height_mm']),
        wheelbaseMm: num(t['wheelbase_mm']),
        clearanceMm: num(t['clearance_mm']),
        trunkL: num(t['trunk_l']),
        seats: num(t['seats']),
        curbWeightKg: num(t['curb_weight_kg']),
        rangeKm: numOrNull(t['range_km']),
        warrantyYears: num(t['warranty_years']),
        warrantyKm: numOrNull(t['warranty_km']),
        equipment: (t['equipment'] as Record<string, string | number>) ?? {},
        sort: num(t['sort_order']),
      })),
      colours: colours.map((c) => ({
        id: num(c['id']),
        modelId: num(c['model_id']),
        slug: String(c['slug']),
        nameRu: String(c['name_ru']),
        nameKk: String(c['name_kk']),
        hex: String(c['hex']),
        family: String(c['family']),
        surcharge: num(c['surcharge']),
        sort: num(c['sort_order']),
      })),
      items: items.map((i) => ({ code: i.code, grp: i.grp, nameRu: i.name_ru, nameKk: i.name_kk })),
      centres: centres.map((c) => ({
        id: num(c['id']),
        slug: String(c['slug']),
        name: String(c['name']),
        cityId: num(c['city_id']),
        addressRu: String(c['address_ru']),
        addressKk: String(c['address_kk']),
        lat: num(c['lat']),
        lng: num(c['lng']),
      })),
      dealers: dealers.map((d) => ({
        id: num(d['id']),
        userId: num(d['user_id']),
        slug: String(d['slug']),
        name: String(d['name']),
        cityId: num(d['city_id']),
        official: Boolean(d['official']),
        addressRu: (d['address_ru'] as string | null) ?? '',
        addressKk: (d['address_kk'] as string | null) ?? (d['address_ru'] as string | null) ?? '',
        lat: num(d['lat']),
        lng: num(d['lng']),
        phones: (d['phones'] as string[]) ?? [],
        services: (d['services'] as string[]) ?? [],
        hours: (d['hours'] as Array<[number, number] | null> | null) ?? DEFAULT_HOURS,
        centreId: numOrNull(d['autocentre_id']),
        ratingSum: num(d['rating_sum']),
        ratingCount: num(d['rating_count']),
        brandIds: ((d['brand_ids'] as unknown[]) ?? []).map(num),
      })),
      offers: offers.map((o) => ({
        id: num(o['id']),
        dealerId: num(o['dealer_id']),
        trimId: num(o['trim_id']),
        colourId: num(o['color_id']),
        year: num(o['year']),
        price: num(o['price']),
        discount: num(o['discount']),
        availability: String(o['availability']),
        readyOn: (o['ready_on'] as string | null) ?? null,
        createdAt: new Date(o['created_at'] as string | Date).getTime(),
      })),
      programmes: programmes.map((p) => ({
        id: num(p['id']),
        slug: String(p['slug']),
        kind: String(p['kind']),
        nameRu: String(p['name_ru']),
        nameKk: String(p['name_kk']),
        bank: String(p['bank']),
        brandId: numOrNull(p['brand_id']),
        localOnly: Boolean(p['local_only']),
        rate: num(p['rate']),
        oneTimeFeePct: num(p['one_time_fee_pct']),
        monthlyFee: num(p['monthly_fee']),
        minDownPct: num(p['min_down_pct']),
        minMonths: num(p['min_months']),
        maxMonths: num(p['max_months']),
        maxPrice: numOrNull(p['max_price']),
        maxLoan: numOrNull(p['max_loan']),
      })),
    };
  };
  return db.transaction ? db.transaction(read) : read(db);
}

/** Published used cars of a model (the model page links them). */
export async function countUsedCars(db: Queryable, modelId: number): Promise<number> {
  const rows = await db.query<{ n: number }>(
    "select count(*)::int as n from announcements where model_id = $1 and status = 'published'",
    [modelId],
  );
  return num(rows[0]?.n);
}

/** The latest survey comments of a dealer. */
export async function dealerReviews(db: Queryable, dealerId: number, limit = 5) {
  const rows = await db.query<{ rating: number; comment: string; created_at: Date }>(
    `select a.rating, a.comment, a.created_at from survey_answers a join survey_invitations i on i.id = a.invitation_id
     where i.dealer_id = $1 and a.comment <> '' order by a.created_at desc, a.invitation_id desc limit $2`,
    [dealerId, limit],
  );
  return rows.map((r) => ({ rating: num(r.rating), comment: r.comment, createdAt: new Date(r.created_at).toISOString() }));
}

/**
 * The offer search in SQL: the reference the in-memory search is tested against (same filters, same order, same
 * totals), not used to answer requests.
 */
export async function searchOffersSql(
  db: Queryable,
  f: {
    brandId?: number;
    modelId?: number;
    cityId?: number;
    bodies?: string[];
    fuels?: string[];
    transmissions?: string[];
    drives?: string[];
    priceFrom?: number;
    priceTo?: number;
    inStock?: boolean;
    premium?: boolean;
    local?: boolean;
    dealerId?: number;
  },
  sort: 'price_asc' | 'price_desc' | 'discount' | 'newest',
  offset: number,
  limit: number,
): Promise<{ ids: number[]; total: number }> {
  const where: string[] = ["o.status = 'active'"];
  const params: unknown[] = [];
  const p = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  if (f.brandId !== undefined) where.push(`m.brand_id = ${p(f.brandId)}`);
  if (f.modelId !== undefined) where.push(`t.model_id = ${p(f.modelId)}`);
  if (f.cityId !== undefined) where.push(`d.city_id = ${p(f.cityId)}`);
  if (f.dealerId !== undefined) where.push(`o.dealer_id = ${p(f.dealerId)}`);
  if (f.bodies?.length) where.push(`mm.body = any(${p(f.bodies)}::text[])`);
  if (f.fuels?.length) where.push(`t.fuel = any(${p(f.fuels)}::text[])`);
  if (f.transmissions?.length) where.push(`t.transmission = any(${p(f.transmissions)}::text[])`);
  if (f.drives?.length) where.push(`t.drive = any(${p(f.drives)}::text[])`);
  if (f.priceFrom !== undefined) where.push(`o.price - o.discount >= ${p(f.priceFrom)}`);
  if (f.priceTo !== undefined) where.push(`o.price - o.discount <= ${p(f.priceTo)}`);
  if (f.inStock) where.push("o.availability = 'in_stock'");
  if (f.premium) where.push('mm.premium');
  if (f.local) where.push('mm.plant_id is not null');
  const order = {
    price_asc: 'o.price - o.discount asc, o.id asc',
    price_desc: 'o.price - o.discount desc, o.id asc',
    discount: 'o.discount desc, o.id asc',
    newest: 'o.created_at desc, o.id desc',
  }[sort];
  const from = `from market_offers o join market_trims t on t.id = o.trim_id join market_models mm on mm.model_id = t.model_id
    join models m on m.id = t.model_id join dealers d on d.id = o.dealer_id where ${where.join(' and ')}`;
  const [count] = await db.query<{ n: number }>(`select count(*)::int as n ${from}`, params);
  const rows = await db.query<{ id: number }>(`select o.id ${from} order by ${order} limit ${p(limit)} offset ${p(offset)}`, params);
  return { ids: rows.map((r) => num(r.id)), total: num(count?.n) };
}
