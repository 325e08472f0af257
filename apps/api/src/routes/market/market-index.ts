/**
 * The market's read side, in the API process's memory: brands, models on sale, trims with their equipment, colours,
 * dealers, autocentres, offers and credit programmes (a few thousand rows), read in one transaction and read again
 * when `market_version` moved (migration 0020's triggers bump it on any change to them). Pages are made from it without
 * a query; the offer search filters the offers in memory (the SQL in `repositories/market.ts` is its tested reference).
 *
 * Answers that take a while to build (a model page) are kept as JSON text per language and version (`json`), checked
 * against their contract once, when made.
 */
import {
  type Assembly,
  type Colour,
  type CreditProgramme,
  type DealerCard,
  EQUIPMENT_GROUPS,
  type EquipmentGroup,
  type EquipmentList,
  type EquipmentStatus,
  type EquipmentTable,
  type MarketBrandRef,
  type MarketCity,
  type OfferCard,
  type OfferSearchQuery,
  type Trim,
  computeCredit,
} from '@jolda/contracts';
import type { Queryable } from '../../db/db.js';
import { type MarketRows, loadMarket, marketVersion } from '../../db/repositories/market.js';

export type Locale = 'ru' | 'kk';

export interface City {
  id: number;
  slug: string;
  name: Record<Locale, string>;
}
export interface Brand {
  id: number;
  slug: string;
  name: string;
  country: string;
  premium: boolean;
  models: Model[];
}
export interface Model {
  id: number;
  slug: string;
  name: string;
  brand: Brand;
  body: string;
  generation: string | null;
  yearFrom: number;
  yearTo: number | null;
  premium: boolean;
  plant: Record<Locale, string> | null;
  origin: string | null;
  trims: TrimRow[];
  colours: ColourRow[];
}
export interface TrimRow {
  id: number;
  slug: string;
  name: string;
  price: number;
  model: Model;
  specs: Trim['specs'];
  equipment: Record<string, string | number>;
}
export interface ColourRow {
  id: number;
  slug: string;
  name: Record<Locale, string>;
  hex: string;
  family: string;
  surcharge: number;
  model: Model;
}
export interface Centre {
  id: number;
  slug: string;
  name: string;
  city: City;
  address: Record<Locale, string>;
  lat: number;
  lng: number;
  dealers: Dealer[];
}
export interface Dealer {
  id: number;
  userId: number;
  slug: string;
  name: string;
  official: boolean;
  city: City;
  address: Record<Locale, string>;
  lat: number;
  lng: number;
  phones: string[];
  services: string[];
  hours: Array<[number, number] | null>;
  centre: Centre | null;
  ratingSum: number;
  ratingCount: number;
  brands: Brand[];
  offers: Offer[];
}
export interface Offer {
  id: number;
  dealer: Dealer;
  trim: TrimRow;
  colour: ColourRow;
  year: number;
  price: number;
  discount: number;
  finalPrice: number;
  availability: 'in_stock' | 'on_order';
  readyOn: string | null;
  createdAt: number;
}
export interface Programme {
  id: number;
  slug: string;
  kind: 'bank' | 'brand' | 'state';
  name: Record<Locale, string>;
  bank: string;
  brand: Brand | null;
  localOnly: boolean;
  rate: number;
  oneTimeFeePct: number;
  monthlyFee: number;
  minDownPct: number;
  minMonths: number;
  maxMonths: number;
  maxPrice: number | null;
  maxLoan: number | null;
}

const COUNTRY: Record<string, Record<Locale, string>> = {
  JP: { ru: 'Япония', kk: 'Жапония' },
  KR: { ru: 'Южная Корея', kk: 'Оңтүстік Корея' },
  CN: { ru: 'Китай', kk: 'Қытай' },
  UZ: { ru: 'Узбекистан', kk: 'Өзбекстан' },
  RU: { ru: 'Россия', kk: 'Ресей' },
  DE: { ru: 'Германия', kk: 'Германия' },
  US: { ru: 'США', kk: 'АҚШ' },
  TH: { ru: 'Таиланд', kk: 'Тайланд' },
  TR: { ru: 'Турция', kk: 'Түркия' },
  GB: { ru: 'Великобритания', kk: 'Ұлыбритания' },
  SE: { ru: 'Швеция', kk: 'Швеция' },
  SK: { ru: 'Словакия', kk: 'Словакия' },
  CZ: { ru: 'Чехия', kk: 'Чехия' },
  HU: { ru: 'Венгрия', kk: 'Венгрия' },
};
/** The brands table names countries in English (`South Korea`). */
const BRAND_COUNTRY: Record<string, Record<Locale, string>> = {
  Japan: COUNTRY['JP']!,
  'South Korea': COUNTRY['KR']!,
  China: COUNTRY['CN']!,
  Uzbekistan: COUNTRY['UZ']!,
  Russia: COUNTRY['RU']!,
  Germany: COUNTRY['DE']!,
  USA: COUNTRY['US']!,
  'United Kingdom': COUNTRY['GB']!,
  Sweden: COUNTRY['SE']!,
  'Czech Republic': COUNTRY['CZ']!,
  France: { ru: 'Франция', kk: 'Франция' },
};

const GROUP_NAMES: Record<EquipmentGroup, Record<Locale, string>> = {
  safety: { ru: 'Безопасность', kk: 'Қауіпсіздік' },
  comfort: { ru: 'Комфорт', kk: 'Жайлылық' },
  multimedia: { ru: 'Мультимедиа', kk: 'Мультимедиа' },
  exterior: { ru: 'Экстерьер', kk: 'Сыртқы көрінісі' },
  interior: { ru: 'Интерьер', kk: 'Салон' },
  assistance: { ru: 'Помощь водителю', kk: 'Жүргізушіге көмек' },
};

export const modelPhoto = (model: Model, colour?: ColourRow) =>
  `/media/market/${model.id}-${(colour ?? model.colours[0])?.id ?? 0}.svg`;

const RELOAD_AFTER_MS = 10 * 60_000;

export class MarketIndex {
  version = -1;
  private writesSeen = -1;
  private loadedAt = 0;
  private loading: Promise<void> | null = null;

  cities: City[] = [];
  citiesBySlug = new Map<string, City>();
  brands: Brand[] = [];
  brandsBySlug = new Map<string, Brand>();
  models = new Map<number, Model>();
  trimsBySlug = new Map<string, TrimRow>();
  trimsById = new Map<number, TrimRow>();
  coloursById = new Map<number, ColourRow>();
  dealers: Dealer[] = [];
  dealersBySlug = new Map<string, Dealer>();
  dealersById = new Map<number, Dealer>();
  dealersByUser = new Map<number, Dealer>();
  centres: Centre[] = [];
  centresBySlug = new Map<string, Centre>();
  offers: Offer[] = [];
  offersById = new Map<number, Offer>();
  programmes: Programme[] = [];
  items: Array<{ code: string; group: EquipmentGroup; name: Record<Locale, string> }> = [];
  /** Finished answers as JSON text, by key; emptied on every reload. */
  private readonly jsonCache = new Map<string, { json: string; expires: number }>();

  /** Brings the index up to the database's market version (read only when something may have been written). */
  async current(db: Queryable & { writeCount?: () => number; transaction?: <T>(fn: (tx: Queryable) => Promise<T>) => Promise<T> }): Promise<void> {
    const writes = db.writeCount?.();
    const fresh = this.version >= 0 && Date.now() - this.loadedAt < RELOAD_AFTER_MS;
    if (fresh && writes !== undefined && writes === this.writesSeen) return;
    const version = await marketVersion(db);
    if (fresh && version === this.version) {
      if (writes !== undefined) this.writesSeen = writes;
      return;
    }
    if (!this.loading) {
      this.loading = loadMarket(db)
        .then((rows) => this.apply(rows))
        .finally(() => {
          this.loading = null;
        });
    }
    await this.loading;
    if (writes !== undefined) this.writesSeen = writes;
  }

  /** A cached answer's JSON, made by `make` (null: nothing to answer) when missing; kept `ttlMs` at most. */
  async json(key: string, make: () => Promise<string | null> | string | null, ttlMs = 60_000): Promise<string | null> {
    const hit = this.jsonCache.get(key);
    if (hit && hit.expires > Date.now()) return hit.json;
    const version = this.version;
    const json = await make();
    if (json !== null && version === this.version) {
      if (this.jsonCache.size >= 2000) this.jsonCache.delete(this.jsonCache.keys().next().value!);
      this.jsonCache.set(key, { json, expires: Date.now() + ttlMs });
    }
    return json;
  }

  private apply(rows: MarketRows): void {
    const cities = rows.cities.map((c): City => ({ id: c.id, slug: c.slug, name: { ru: c.nameRu, kk: c.nameKk } }));
    const cityById = new Map(cities.map((c) => [c.id, c]));
    const brands = rows.brands.map((b): Brand => ({ ...b, models: [] }));
    const brandById = new Map(brands.map((b) => [b.id, b]));
    const models = new Map<number, Model>();
    for (const m of rows.models) {
      const brand = brandById.get(m.brandId);
      if (!brand) continue;
      const model: Model = {
        id: m.id,
        slug: m.slug,
        name: m.name,
        brand,
        body: m.body,
        generation: m.generation,
        yearFrom: m.yearFrom,
        yearTo: m.yearTo,
        premium: m.premium,
        plant: m.plantRu ? { ru: m.plantRu, kk: m.plantKk ?? m.plantRu } : null,
        origin: m.origin,
        trims: [],
        colours: [],
      };
      models.set(m.id, model);
      brand.models.push(model);
    }
    const trimsById = new Map<number, TrimRow>();
    const trimsBySlug = new Map<string, TrimRow>();
    for (const t of rows.trims) {
      const model = models.get(t.modelId);
      if (!model) continue;
      const trim: TrimRow = {
        id: t.id,
        slug: t.slug,
        name: t.name,
        price: t.price,
        model,
        equipment: t.equipment,
        specs: {
          engineVolume: t.engineVolume,
          powerHp: t.powerHp,
          fuel: t.fuel as Trim['specs']['fuel'],
          transmission: t.transmission as Trim['specs']['transmission'],
          drive: t.drive as Trim['specs']['drive'],
          consumption: t.consumption,
          acceleration: t.acceleration,
          topSpeed: t.topSpeed,
          lengthMm: t.lengthMm,
          widthMm: t.widthMm,
          heightMm: t.heightMm,
          wheelbaseMm: t.wheelbaseMm,
          clearanceMm: t.clearanceMm,
          trunkL: t.trunkL,
          seats: t.seats,
          curbWeightKg: t.curbWeightKg,
          rangeKm: t.rangeKm,
          warrantyYears: t.warrantyYears,
          warrantyKm: t.warrantyKm,
        },
      };
      model.trims.push(trim);
      trimsById.set(trim.id, trim);
      trimsBySlug.set(trim.slug, trim);
    }
    const coloursById = new Map<number, ColourRow>();
    for (const c of rows.colours) {
      const model = models.get(c.modelId);
      if (!model) continue;
      const colour: ColourRow = { id: c.id, slug: c.slug, name: { ru: c.nameRu, kk: c.nameKk }, hex: c.hex, family: c.family, surcharge: c.surcharge, model };
      model.colours.push(colour);
      coloursById.set(c.id, colour);
    }
    // A model without trims is not on sale.
    for (const b of brands) b.models = b.models.filter((m) => m.trims.length > 0 && m.colours.length > 0);
    const centres = rows.centres
      .filter((c) => cityById.has(c.cityId))
      .map((c): Centre => ({ id: c.id, slug: c.slug, name: c.name, city: cityById.get(c.cityId)!, address: { ru: c.addressRu, kk: c.addressKk }, lat: c.lat, lng: c.lng, dealers: [] }));
    const centreById = new Map(centres.map((c) => [c.id, c]));
    const dealers: Dealer[] = [];
    for (const d of rows.dealers) {
      const city = cityById.get(d.cityId);
      if (!city) continue;
      const dealer: Dealer = {
        id: d.id,
        userId: d.userId,
        slug: d.slug,
        name: d.name,
        official: d.official,
        city,
        address: { ru: d.addressRu, kk: d.addressKk },
        lat: d.lat,
        lng: d.lng,
        phones: d.phones,
        services: d.services,
        hours: d.hours,
        centre: d.centreId ? (centreById.get(d.centreId) ?? null) : null,
        ratingSum: d.ratingSum,
        ratingCount: d.ratingCount,
        brands: d.brandIds.map((id) => brandById.get(id)).filter((b): b is Brand => !!b),
        offers: [],
      };
      dealer.centre?.dealers.push(dealer);
      dealers.push(dealer);
    }
    const dealerById = new Map(dealers.map((d) => [d.id, d]));
    const offers: Offer[] = [];
    for (const o of rows.offers) {
      const dealer = dealerById.get(o.dealerId);
      const trim = trimsById.get(o.trimId);
      const colour = coloursById.get(o.colourId);
      if (!dealer || !trim || !colour) continue;
      const offer: Offer = {
        id: o.id,
        dealer,
        trim,
        colour,
        year: o.year,
        price: o.price,
        discount: o.discount,
        finalPrice: o.price - o.discount,
        availability: o.availability === 'on_order' ? 'on_order' : 'in_stock',
        readyOn: o.readyOn,
        createdAt: o.createdAt,
      };
      offers.push(offer);
      dealer.offers.push(offer);
    }
    for (const d of dealers) d.offers.sort(stockThenPrice);
    this.cities = cities;
    this.citiesBySlug = new Map(cities.map((c) => [c.slug, c]));
    this.brands = brands.filter((b) => b.models.length > 0);
    this.brandsBySlug = new Map(this.brands.map((b) => [b.slug, b]));
    this.models = models;
    this.trimsById = trimsById;
    this.trimsBySlug = trimsBySlug;
    this.coloursById = coloursById;
    this.dealers = dealers;
    this.dealersBySlug = new Map(dealers.map((d) => [d.slug, d]));
    this.dealersById = dealerById;
    this.dealersByUser = new Map(dealers.map((d) => [d.userId, d]));
    this.centres = centres;
    this.centresBySlug = new Map(centres.map((c) => [c.slug, c]));
    this.offers = offers;
    this.offersById = new Map(offers.map((o) => [o.id, o]));
    this.programmes = rows.programmes.map((p) => ({
      ...p,
      kind: p.kind as Programme['kind'],
      name: { ru: p.nameRu, kk: p.nameKk },
      brand: p.brandId ? (brandById.get(p.brandId) ?? null) : null,
    }));
    this.items = rows.items.map((i) => ({ code: i.code, group: i.grp as EquipmentGroup, name: { ru: i.nameRu, kk: i.nameKk } }));
    this.version = rows.version;
    this.loadedAt = Date.now();
    this.jsonCache.clear();
  }

  // -------------------------------------------------------------------------------------------------------------
  // Lookups

  model(brandSlug: string, modelSlug: string): Model | null {
    return this.brandsBySlug.get(brandSlug)?.models.find((m) => m.slug === modelSlug) ?? null;
  }

  isLocal(model: Model): boolean {
    return model.plant !== null;
  }

  /** The credit programmes a car can have: any bank's, its brand's, the state's for a local car under its price cap. */
  programmesFor(model: Model | null, price?: number): Programme[] {
    return this.programmes.filter(
      (p) =>
        (!p.brand || (model && p.brand.id === model.brand.id)) &&
        (!p.localOnly || (model !== null && this.isLocal(model))) &&
        (p.maxPrice === null || price === undefined || price <= p.maxPrice),
    );
  }

  // -------------------------------------------------------------------------------------------------------------
  // Offer search

  /** Offers matching a filter, sorted; `without` leaves a filter out (facets). */
  filterOffers(q: Omit<OfferSearchQuery, 'page' | 'pageSize' | 'sort'>, without?: 'brand' | 'model'): Offer[] {
    const brand = q.brand && without !== 'brand' ? this.brandsBySlug.get(q.brand) : undefined;
    if (q.brand && without !== 'brand' && !brand) return [];
    const city = q.city ? this.citiesBySlug.get(q.city) : undefined;
    if (q.city && !city) return [];
    const dealer = q.dealer ? this.dealersBySlug.get(q.dealer) : undefined;
    if (q.dealer && !dealer) return [];
    const useModel = q.model !== undefined && without !== 'model' && without !== 'brand';
    const bodies = q.body?.length ? new Set<string>(q.body) : null;
    const fuels = q.fuel?.length ? new Set<string>(q.fuel) : null;
    const gearboxes = q.transmission?.length ? new Set<string>(q.transmission) : null;
    const drives = q.drive?.length ? new Set<string>(q.drive) : null;
    const out: Offer[] = [];
    for (const o of dealer ? dealer.offers : this.offers) {
      const m = o.trim.model;
      if (brand && m.brand !== brand) continue;
      if (useModel && m.slug !== q.model) continue;
      if (city && o.dealer.city !== city) continue;
      if (bodies && !bodies.has(m.body)) continue;
      if (fuels && !fuels.has(o.trim.specs.fuel)) continue;
      if (gearboxes && !gearboxes.has(o.trim.specs.transmission)) continue;
      if (drives && !drives.has(o.trim.specs.drive)) continue;
      if (q.priceFrom !== undefined && o.finalPrice < q.priceFrom) continue;
      if (q.priceTo !== undefined && o.finalPrice > q.priceTo) continue;
      if (q.inStock && o.availability !== 'in_stock') continue;
      if (q.premium && !m.premium) continue;
      if (q.local && !m.plant) continue;
      out.push(o);
    }
    return out;
  }

  search(q: OfferSearchQuery): { items: Offer[]; total: number; facets: { brands: Facet[]; models: Facet[] } } {
    const all = this.filterOffers(q);
    all.sort(SORTS[q.sort]);
    const start = (q.page - 1) * q.pageSize;
    const byBrand = new Map<Brand, number>();
    for (const o of this.filterOffers(q, 'brand')) byBrand.set(o.trim.model.brand, (byBrand.get(o.trim.model.brand) ?? 0) + 1);
    const byModel = new Map<Model, number>();
    if (q.brand) for (const o of this.filterOffers(q, 'model')) byModel.set(o.trim.model, (byModel.get(o.trim.model) ?? 0) + 1);
    return {
      items: all.slice(start, start + q.pageSize),
      total: all.length,
      facets: {
        brands: [...byBrand].map(([b, count]) => ({ slug: b.slug, name: b.name, count })).sort(byName),
        models: [...byModel].map(([m, count]) => ({ slug: m.slug, name: m.name, count })).sort(byName),
      },
    };
  }

  // -------------------------------------------------------------------------------------------------------------
  // Contract shapes

  city(c: City, locale: Locale): MarketCity {
    return { slug: c.slug, name: c.name[locale] };
  }

  brandRef(b: Brand): MarketBrandRef {
    return { slug: b.slug, name: b.name, premium: b.premium };
  }

  brandCountry(b: Brand, locale: Locale): string {
    return BRAND_COUNTRY[b.country]?.[locale] ?? b.country;
  }

  modelRef(m: Model) {
    return { slug: m.slug, name: m.name, premium: m.premium };
  }

  assembly(m: Model, locale: Locale): Assembly {
    return m.plant
      ? { local: true, plant: m.plant[locale], country: null }
      : { local: false, plant: null, country: m.origin ? (COUNTRY[m.origin]?.[locale] ?? m.origin) : null };
  }

  trim(t: TrimRow): Trim {
    return { id: t.id, slug: t.slug, name: t.name, price: t.price, specs: t.specs };
  }

  colour(c: ColourRow, locale: Locale): Colour {
    return {
      id: c.id,
      slug: c.slug,
      name: c.name[locale],
      hex: c.hex,
      family: c.family as Colour['family'],
      surcharge: c.surcharge,
      photo: modelPhoto(c.model, c),
    };
  }

  rating(d: Dealer): number | null {
    return d.ratingCount ? Math.round((d.ratingSum / d.ratingCount) * 10) / 10 : null;
  }

  dealerCard(d: Dealer, locale: Locale): DealerCard {
    return {
      slug: d.slug,
      name: d.name,
      official: d.official,
      city: this.city(d.city, locale),
      address: d.address[locale],
      lat: d.lat,
      lng: d.lng,
      brands: d.brands.map((b) => this.brandRef(b)),
      services: d.services as DealerCard['services'],
      hours: d.hours,
      rating: { value: this.rating(d), count: d.ratingCount },
      offerCount: d.offers.length,
      autocentre: d.centre ? { slug: d.centre.slug, name: d.centre.name } : null,
    };
  }

  offerCard(o: Offer, locale: Locale): OfferCard {
    const m = o.trim.model;
    return {
      id: o.id,
      brand: this.brandRef(m.brand),
      model: this.modelRef(m),
      body: m.body as OfferCard['body'],
      trim: { id: o.trim.id, slug: o.trim.slug, name: o.trim.name },
      colour: { slug: o.colour.slug, name: o.colour.name[locale], hex: o.colour.hex },
      engineVolume: o.trim.specs.engineVolume,
      powerHp: o.trim.specs.powerHp,
      fuel: o.trim.specs.fuel,
      transmission: o.trim.specs.transmission,
      drive: o.trim.specs.drive,
      year: o.year,
      price: o.price,
      discount: o.discount,
      finalPrice: o.finalPrice,
      availability: o.availability,
      readyOn: o.readyOn,
      dealer: { slug: o.dealer.slug, name: o.dealer.name, city: this.city(o.dealer.city, locale), rating: this.rating(o.dealer) },
      local: m.plant !== null,
      photo: modelPhoto(m, o.colour),
    };
  }

  programme(p: Programme, locale: Locale): CreditProgramme {
    // The rate next to which the ГЭСВ is shown: a loan of 10 M ₸ (or the cap) at the least down payment, longest term.
    const price = Math.min(p.maxPrice ?? 12_000_000, 12_000_000);
    let down = Math.round((price * p.minDownPct) / 100);
    if (p.maxLoan !== null && price - down > p.maxLoan) down = price - p.maxLoan;
    const typical = computeCredit({
      price,
      downPayment: down,
      months: p.maxMonths,
      annualRate: p.rate,
      oneTimeFeePct: p.oneTimeFeePct,
      monthlyFee: p.monthlyFee,
    });
    return {
      slug: p.slug,
      kind: p.kind,
      name: p.name[locale],
      bank: p.bank,
      brand: p.brand?.slug ?? null,
      localOnly: p.localOnly,
      rate: p.rate,
      oneTimeFeePct: p.oneTimeFeePct,
      monthlyFee: p.monthlyFee,
      minDownPct: p.minDownPct,
      minMonths: p.minMonths,
      maxMonths: p.maxMonths,
      maxPrice: p.maxPrice,
      maxLoan: p.maxLoan,
      effectiveRate: typical.effectiveRate,
    };
  }

  equipmentStatus(t: TrimRow, code: string): EquipmentStatus {
    const v = t.equipment[code];
    if (typeof v === 'number') return { status: 'option', price: v };
    return { status: v === 'standard' ? 'standard' : 'absent', price: null };
  }

  equipmentTable(trims: TrimRow[], locale: Locale): EquipmentTable {
    return EQUIPMENT_GROUPS.map((group) => ({
      group,
      name: GROUP_NAMES[group][locale],
      items: this.items
        .filter((i) => i.group === group)
        .map((i) => ({ code: i.code, name: i.name[locale], byTrim: trims.map((t) => this.equipmentStatus(t, i.code)) })),
    }));
  }

  equipmentList(t: TrimRow, locale: Locale): EquipmentList {
    return EQUIPMENT_GROUPS.map((group) => ({
      group,
      name: GROUP_NAMES[group][locale],
      items: this.items.filter((i) => i.group === group).map((i) => ({ code: i.code, name: i.name[locale], ...this.equipmentStatus(t, i.code) })),
    }));
  }
}

export interface Facet {
  slug: string;
  name: string;
  count: number;
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en');

/** In stock first, then by the buyer's price, then by id. */
export const stockThenPrice = (a: Offer, b: Offer) =>
  (a.availability === b.availability ? 0 : a.availability === 'in_stock' ? -1 : 1) || a.finalPrice - b.finalPrice || a.id - b.id;

/** The sort orders of the offer search (the same as the SQL reference's). */
export const SORTS: Record<OfferSearchQuery['sort'], (a: Offer, b: Offer) => number> = {
  price_asc: (a, b) => a.finalPrice - b.finalPrice || a.id - b.id,
  price_desc: (a, b) => b.finalPrice - a.finalPrice || a.id - b.id,
  discount: (a, b) => b.discount - a.discount || a.id - b.id,
  newest: (a, b) => b.createdAt - a.createdAt || b.id - a.id,
};

const indexes = new WeakMap<object, MarketIndex>();

/** The process's market index for a database. */
export function marketIndexFor(db: object): MarketIndex {
  let index = indexes.get(db);
  if (!index) {
    index = new MarketIndex();
    indexes.set(db, index);
  }
  return index;
}
