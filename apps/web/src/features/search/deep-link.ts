/**
 * Deep links of the cars search (`/cars/{filter…}`): the URL is the filter's only state.
 *
 * Path segments, in this order, each optional: brand (one brand only), model (of that brand), city or region, body
 * (one body type only). Everything else is in the query, keys in `QUERY_KEYS` order, lists sorted and comma-separated,
 * booleans `1`/`0`, defaults (`sort=newest`, `page=1`) omitted. A value goes into the path only when parsing that
 * position would read it back as the same thing (a region whose slug is also a city's, `almaty`, stays in the query),
 * so `parseCarsPath` and `buildCarsPath` are exact inverses on canonical URLs and normalised filters.
 */
import { WHOLE_COUNTRY } from '../../shared/buyer-city';
import {
  BODY_TYPES,
  COLORS,
  CONDITIONS,
  DRIVES,
  FUELS,
  SELLER_TYPES,
  SORTS,
  STEERINGS,
  TRANSMISSIONS,
  type BodyType,
  type Color,
  type Condition,
  type Drive,
  type Fuel,
  type SearchQuery,
  type SellerType,
  type Sort,
  type Steering,
  type Transmission,
} from '@jolda/contracts';

/** The slugs a deep link may contain, from the catalogue API. */
export interface DeepLinkCatalog {
  brands: readonly string[];
  /** Model slugs per brand slug, for the brands whose models are loaded (at least the one brand of the filter). */
  models: Readonly<Record<string, readonly string[]>>;
  cities: readonly string[];
  regions: readonly string[];
  /**
   * Regions that are one city (a city of republican significance: `almaty` the region is the city `almaty`), region
   * slug → city slug. Lists offer them as the city only; an old link naming the region (`?region=almaty`) is sent to the
   * city's address, which finds the same cars.
   */
  cityRegions?: Readonly<Record<string, string>>;
}

/** The filter state of the page. Normalised: lists non-empty, unique and sorted; defaults left out. */
export interface CarsFilter {
  brand?: string[];
  model?: string;
  generation?: string;
  yearFrom?: number;
  yearTo?: number;
  priceFrom?: number;
  priceTo?: number;
  mileageFrom?: number;
  mileageTo?: number;
  engineFrom?: number;
  engineTo?: number;
  body?: BodyType[];
  fuel?: Fuel[];
  transmission?: Transmission[];
  drive?: Drive[];
  steering?: Steering;
  customsCleared?: boolean;
  condition?: Condition[];
  color?: Color[];
  city?: string;
  region?: string;
  sellerType?: SellerType;
  withPhotos?: boolean;
  exchange?: boolean;
  credit?: boolean;
  /** Absent = newest. */
  sort?: Exclude<Sort, 'newest'>;
  /** Absent = 1. */
  page?: number;
}

export type FilterKey = keyof CarsFilter;

/** Old city slugs → current ones (`nur-sultan` → `astana`); the same rule as the server's legacy table. */
export const LEGACY_CITIES: Readonly<Record<string, string>> = { 'nur-sultan': 'astana' };

export const SLUG = /^[a-z0-9][a-z0-9_-]{0,63}$/;

type Kind =
  | { type: 'slug' }
  | { type: 'slugs' }
  | { type: 'int'; min: number; max: number }
  | { type: 'decimal'; min: number; max: number }
  | { type: 'enum'; values: readonly string[] }
  | { type: 'enums'; values: readonly string[] }
  | { type: 'bool' };

const INT = (min: number, max: number): Kind => ({ type: 'int', min, max });

/** Query keys in canonical order, with how each is read and written. */
export const QUERY_KEYS: ReadonlyArray<readonly [FilterKey, Kind]> = [
  ['brand', { type: 'slugs' }],
  ['model', { type: 'slug' }],
  ['generation', { type: 'slug' }],
  ['city', { type: 'slug' }],
  ['region', { type: 'slug' }],
  ['body', { type: 'enums', values: BODY_TYPES }],
  ['yearFrom', INT(1950, 2100)],
  ['yearTo', INT(1950, 2100)],
  ['priceFrom', INT(0, 10_000_000_000)],
  ['priceTo', INT(0, 10_000_000_000)],
  ['mileageFrom', INT(0, 5_000_000)],
  ['mileageTo', INT(0, 5_000_000)],
  ['engineFrom', { type: 'decimal', min: 0, max: 10 }],
  ['engineTo', { type: 'decimal', min: 0, max: 10 }],
  ['fuel', { type: 'enums', values: FUELS }],
  ['transmission', { type: 'enums', values: TRANSMISSIONS }],
  ['drive', { type: 'enums', values: DRIVES }],
  ['steering', { type: 'enum', values: STEERINGS }],
  ['customsCleared', { type: 'bool' }],
  ['condition', { type: 'enums', values: CONDITIONS }],
  ['color', { type: 'enums', values: COLORS }],
  ['sellerType', { type: 'enum', values: SELLER_TYPES }],
  ['withPhotos', { type: 'bool' }],
  ['exchange', { type: 'bool' }],
  ['credit', { type: 'bool' }],
  ['sort', { type: 'enum', values: SORTS.filter((s) => s !== 'newest') }],
  ['page', INT(2, 10_000)],
];

const INT_TEXT = /^(0|[1-9]\d{0,10})$/;
const DECIMAL_TEXT = /^(0|[1-9]\d?)(\.\d)?$/;

function readValue(kind: Kind, raw: string): unknown {
  switch (kind.type) {
    case 'slug':
      return SLUG.test(raw) ? raw : undefined;
    case 'slugs': {
      const list = sortedUnique(raw.split(',').filter((s) => SLUG.test(s)));
      return list.length ? list : undefined;
    }
    case 'int': {
      // Digits as a person types them ("15 000 000", a form sent without the page's code) read as the number.
      const digits = raw.replace(/[\s\u00a0\u202f]/g, '');
      if (!INT_TEXT.test(digits)) return undefined;
      const n = Number(digits);
      return n >= kind.min && n <= kind.max ? n : undefined;
    }
    case 'decimal': {
      if (!DECIMAL_TEXT.test(raw)) return undefined;
      const n = Number(raw);
      return n >= kind.min && n <= kind.max ? n : undefined;
    }
    case 'enum':
      return kind.values.includes(raw) ? raw : undefined;
    case 'enums': {
      const list = sortedUnique(raw.split(',').filter((s) => kind.values.includes(s)));
      return list.length ? list : undefined;
    }
    case 'bool':
      return raw === '1' || raw === 'true' ? true : raw === '0' || raw === 'false' ? false : undefined;
  }
}

function writeValue(kind: Kind, value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  switch (kind.type) {
    case 'slugs':
    case 'enums': {
      const list = value as string[];
      return list.length ? sortedUnique(list).join(',') : undefined;
    }
    case 'bool':
      return value ? '1' : '0';
    case 'decimal':
      return String(Math.round((value as number) * 10) / 10);
    case 'int':
      if (kind.min === 2 && value === 1) return undefined;
      return String(value);
    default:
      return String(value);
  }
}

const sortedUnique = <T extends string>(xs: readonly T[]): T[] => [...new Set(xs)].sort();

/** Brings a filter to its normal form (the form `parseCarsPath` answers). */
export function normalizeFilter(f: CarsFilter): CarsFilter {
  const out: Record<string, unknown> = {};
  for (const [key, kind] of QUERY_KEYS) {
    const text = writeValue(kind, f[key]);
    if (text === undefined) continue;
    const value = readValue(kind, text);
    if (value !== undefined) out[key] = value;
  }
  return out as CarsFilter;
}

export type ParseResult =
  | { type: 'ok'; filter: CarsFilter }
  | { type: 'redirect'; segments: string[]; query: string }
  | { type: 'not-found'; segment: string };

/** Which thing a path segment at this stage is read as (stage: 0 start, 1 after brand, 2 after model, 3 after place). */
type SegmentKind = 'brand' | 'model' | 'city' | 'region' | 'body' | null;
function classify(segment: string, stage: number, brand: string | undefined, catalog: DeepLinkCatalog): SegmentKind {
  if (stage < 1 && catalog.brands.includes(segment)) return 'brand';
  if (stage < 2 && brand !== undefined && (catalog.models[brand] ?? []).includes(segment)) return 'model';
  if (stage < 3 && catalog.cities.includes(segment)) return 'city';
  if (stage < 3 && catalog.regions.includes(segment)) return 'region';
  if (stage < 4 && (BODY_TYPES as readonly string[]).includes(segment)) return 'body';
  return null;
}
const STAGE_AFTER: Record<Exclude<SegmentKind, null>, number> = { brand: 1, model: 2, city: 3, region: 3, body: 4 };

/**
 * Reads `/cars/{segments}?{query}`. Unknown or misplaced segments → `not-found`; a legacy city slug in the path or in
 * `city=` → `redirect` to the same URL with the current slug; `region=` naming a city's own region (`cityRegions`) →
 * `redirect` to the city.
 */
export function parseCarsPath(
  segments: readonly string[],
  query: URLSearchParams | string,
  catalog: DeepLinkCatalog,
): ParseResult {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  if (segments.some((s) => s in LEGACY_CITIES) || (params.get('city') ?? '') in LEGACY_CITIES) {
    const next = new URLSearchParams(params);
    const city = next.get('city');
    if (city && city in LEGACY_CITIES) next.set('city', LEGACY_CITIES[city]!);
    return { type: 'redirect', segments: segments.map((s) => LEGACY_CITIES[s] ?? s), query: next.toString() };
  }
  const filter: Record<string, unknown> = {};
  const fromPath = new Set<FilterKey>();
  let stage = 0;
  let brand: string | undefined;
  for (const segment of segments) {
    const kind = classify(segment, stage, brand, catalog);
    if (!kind) return { type: 'not-found', segment };
    stage = STAGE_AFTER[kind];
    if (kind === 'brand') {
      brand = segment;
      filter['brand'] = [segment];
    } else if (kind === 'body') filter['body'] = [segment];
    else filter[kind] = segment;
    fromPath.add(kind);
  }
  for (const [key, kind] of QUERY_KEYS) {
    if (fromPath.has(key)) continue;
    // One place per URL: a city in the path wins over a region in the query and the other way round.
    const raw = params.get(key);
    if (raw === null) continue;
    const value = readValue(kind, raw);
    if (value === undefined) continue;
    // `city=all` is the whole country said explicitly: no place (the step forgets the remembered city).
    if (key === 'city' && value === WHOLE_COUNTRY) continue;
    // The home page's one place field is sent as `city=` (a form sent without the page's code): a region's slug there
    // is the region, as it would be in the path.
    if (key === 'city' && !catalog.cities.includes(value as string) && catalog.regions.includes(value as string)) {
      if (params.get('region') === null && !fromPath.has('region')) filter['region'] = value;
      continue;
    }
    filter[key] = value;
  }
  const asCity = typeof filter['region'] === 'string' ? catalog.cityRegions?.[filter['region']] : undefined;
  if (asCity !== undefined && filter['city'] === undefined) {
    // `?region=almaty` (the city's own region, an old link) is the city: the same cars, at the city's address.
    const next = new URLSearchParams(params);
    next.delete('region');
    next.set('city', asCity);
    return { type: 'redirect', segments: [...segments], query: next.toString() };
  }
  // One address per filter: a query that says it otherwise (a form's `brand=toyota&model=&priceTo=15 000 000`, a
  // default spelled out, a value the filter drops) goes to the filter's canonical address.
  const canonical = buildCarsPath(filter as CarsFilter, catalog);
  const canonicalQuery = new URLSearchParams(canonical.search);
  const spelledOtherwise = QUERY_KEYS.some(([key]) => {
    const given = params.getAll(key);
    return given.length > 0 && (given.length > 1 || given[0] !== canonicalQuery.get(key));
  });
  if (spelledOtherwise) return { type: 'redirect', segments: splatToSegments(canonical.splat), query: canonicalQuery.toString() };
  return { type: 'ok', filter: filter as CarsFilter };
}

/**
 * Reads `/cars/{segments}?{query}` to the filter it ends at, following the parser's redirects (a legacy slug, then the
 * canonical spelling): `redirected` says the address was not that filter's own.
 */
export function resolveCarsPath(
  segments: readonly string[],
  query: URLSearchParams | string,
  catalog: DeepLinkCatalog,
): { type: 'ok'; filter: CarsFilter; redirected: boolean } | { type: 'not-found'; segment: string } {
  let result = parseCarsPath(segments, query, catalog);
  for (let hops = 0; result.type === 'redirect'; hops++) {
    if (hops === 3) throw new Error(`deep link redirects in a loop: ${segments.join('/')}?${String(query)}`);
    result = parseCarsPath(result.segments, result.query, catalog);
    if (result.type === 'ok') return { ...result, redirected: true };
  }
  return result.type === 'ok' ? { ...result, redirected: false } : result;
}

/** Query keys of a marketing link, kept through the search's redirects: `utm_*` and the ad networks' click ids. */
const MARKETING_KEY = /^(?:utm_[\w-]+|gclid|fbclid|yclid)$/i;

/**
 * `href` (a search address) with the marketing parameters of the query it came from (`utm_source`, `gclid`, …): a
 * redirect to a filter's canonical address keeps them, so the campaign is still counted on the page it lands on.
 * Appended as they came, after the address's own query (whose spelling stays the canonical one).
 */
export function withMarketingParams(href: string, from: URLSearchParams): string {
  const kept = new URLSearchParams([...from].filter(([key]) => MARKETING_KEY.test(key)));
  const extra = kept.toString();
  if (!extra) return href;
  const at = href.indexOf('#');
  const [path, hash] = at === -1 ? [href, ''] : [href.slice(0, at), href.slice(at)];
  return `${path}${path.includes('?') ? '&' : '?'}${extra}${hash}`;
}

export interface CarsLocation {
  /** `/cars/toyota/camry/almaty` (no locale prefix). */
  pathname: string;
  /** `?priceTo=15000000`, or '' without a query. */
  search: string;
  /** The route's splat: `toyota/camry/almaty`. */
  splat: string;
  /** The query as the router's search object: numbers as numbers, lists as comma-separated text. */
  searchObject: Record<string, string | number>;
}

/** The one canonical URL of a filter. */
export function buildCarsPath(input: CarsFilter, catalog: DeepLinkCatalog): CarsLocation {
  const f = normalizeFilter(input);
  const segments: string[] = [];
  const inPath = new Set<FilterKey>();
  let stage = 0;
  let brand: string | undefined;
  const tryPath = (key: FilterKey, slug: string, want: Exclude<SegmentKind, null>) => {
    if (classify(slug, stage, brand, catalog) !== want) return;
    segments.push(slug);
    inPath.add(key);
    stage = STAGE_AFTER[want];
    if (want === 'brand') brand = slug;
  };
  if (f.brand?.length === 1) tryPath('brand', f.brand[0]!, 'brand');
  if (f.model && brand) tryPath('model', f.model, 'model');
  if (f.city) tryPath('city', f.city, 'city');
  else if (f.region) tryPath('region', f.region, 'region');
  if (f.body?.length === 1) tryPath('body', f.body[0]!, 'body');

  const query = new URLSearchParams();
  const searchObject: Record<string, string | number> = {};
  for (const [key, kind] of QUERY_KEYS) {
    if (inPath.has(key)) continue;
    const text = writeValue(kind, f[key]);
    if (text === undefined) continue;
    query.set(key, text);
    searchObject[key] = kind.type === 'int' || kind.type === 'decimal' || kind.type === 'bool' ? Number(text) : text;
  }
  const qs = query.toString().replace(/%2C/g, ',');
  const splat = segments.join('/');
  return { pathname: splat ? `/cars/${splat}` : '/cars', search: qs ? `?${qs}` : '', splat, searchObject };
}

/** The filter as the search API takes it (20 a page). */
export function toSearchQuery(f: CarsFilter, pageSize = PAGE_SIZE): SearchQuery {
  return { ...f, sort: f.sort ?? 'newest', page: f.page ?? 1, pageSize };
}

export const PAGE_SIZE = 20;

/** Splits `toyota/camry` into segments (empty → none). */
export const splatToSegments = (splat: string | undefined): string[] =>
  (splat ?? '').split('/').filter((s) => s.length > 0);
