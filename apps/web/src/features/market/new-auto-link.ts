/**
 * Deep links of the new-car search (`/new-auto/{filter…}`): the URL is the filter's only state, like `/cars`.
 *
 * Path: `/new-auto`, `/new-auto/{brand}` or `/new-auto/{brand}/{model}` (a model only under its brand). Everything else
 * is in the query, keys in `QUERY_KEYS` order, lists sorted and comma-separated, booleans `1`, the defaults
 * (`sort=price_asc`, `page=1`) left out. `parseNewAutoLink` and `buildNewAutoLink` are exact inverses on canonical
 * links and normalised filters; any other spelling of a filter is redirected to its canonical link.
 *
 * (The legacy `/new-auto/{city}` and `/new-auto/{brand}/{model}/{city}` links are redirected by the server before this
 * route: `@jolda/routing` redirects.)
 */
import {
  BODY_TYPES,
  DRIVES,
  FUELS,
  OFFER_SORTS,
  TRANSMISSIONS,
  type BodyType,
  type Drive,
  type Fuel,
  type OfferSearchQueryInput,
  type OfferSort,
  type Transmission,
} from '@jolda/contracts';

export interface NewAutoFilter {
  brand?: string;
  model?: string;
  city?: string;
  body?: BodyType[];
  fuel?: Fuel[];
  transmission?: Transmission[];
  drive?: Drive[];
  priceFrom?: number;
  priceTo?: number;
  inStock?: boolean;
  /** Absent = price_asc. */
  sort?: Exclude<OfferSort, 'price_asc'>;
  /** Absent = 1. */
  page?: number;
}

export const QUERY_KEYS = ['city', 'body', 'fuel', 'transmission', 'drive', 'priceFrom', 'priceTo', 'inStock', 'sort', 'page'] as const;
const SLUG = /^[a-z0-9][a-z0-9_-]{0,63}$/;
const PRICE_MAX = 2_000_000_000;
const PAGE_MAX = 1000;

function list<T extends string>(value: unknown, allowed: readonly T[]): T[] | undefined | null {
  if (value === undefined || value === null || value === '') return undefined;
  const items = String(value).split(',');
  if (!items.every((v) => (allowed as readonly string[]).includes(v))) return null;
  const unique = [...new Set(items as T[])].sort((a, b) => allowed.indexOf(a) - allowed.indexOf(b));
  return unique.length ? unique : undefined;
}

function int(value: unknown, max: number): number | undefined | null {
  if (value === undefined || value === null || value === '') return undefined;
  const s = String(value);
  if (!/^\d{1,10}$/.test(s)) return null;
  const n = Number(s);
  return n <= max ? n : null;
}

/**
 * Reads a deep link: the path's tail (`toyota/camry`) and its query. Null when the link cannot be a filter (too many
 * segments, a value outside its list): the page's 404. Whether the brand and model exist is for the catalogue to say.
 */
export function parseNewAutoLink(splat: string, search: Record<string, unknown>): NewAutoFilter | null {
  const segments = splat ? splat.split('/') : [];
  if (segments.length > 2 || !segments.every((s) => SLUG.test(s))) return null;
  const f: NewAutoFilter = {};
  if (segments[0]) f.brand = segments[0];
  if (segments[1]) f.model = segments[1];
  const city = search['city'];
  if (city !== undefined && city !== '') {
    if (typeof city !== 'string' || !SLUG.test(city)) return null;
    f.city = city;
  }
  const body = list(search['body'], BODY_TYPES);
  const fuel = list(search['fuel'], FUELS);
  const transmission = list(search['transmission'], TRANSMISSIONS);
  const drive = list(search['drive'], DRIVES);
  const priceFrom = int(search['priceFrom'], PRICE_MAX);
  const priceTo = int(search['priceTo'], PRICE_MAX);
  const page = int(search['page'], PAGE_MAX);
  if ([body, fuel, transmission, drive, priceFrom, priceTo, page].some((v) => v === null)) return null;
  if (body) f.body = body;
  if (fuel) f.fuel = fuel;
  if (transmission) f.transmission = transmission;
  if (drive) f.drive = drive;
  if (priceFrom !== undefined && priceFrom !== null) f.priceFrom = priceFrom;
  if (priceTo !== undefined && priceTo !== null) f.priceTo = priceTo;
  const inStock = search['inStock'];
  if (inStock !== undefined && inStock !== '' && inStock !== '0' && inStock !== 0 && inStock !== false) {
    if (inStock !== '1' && inStock !== 1 && inStock !== true) return null;
    f.inStock = true;
  }
  const sort = search['sort'];
  if (sort !== undefined && sort !== '' && sort !== 'price_asc') {
    if (!(OFFER_SORTS as readonly unknown[]).includes(sort)) return null;
    f.sort = sort as NewAutoFilter['sort'];
  }
  if (page !== undefined && page !== null && page > 1) f.page = page;
  if (page === 0) return null;
  return f;
}

/**
 * The canonical link of a filter: the path's tail, the query (text, keys in order) and the same query as the router's
 * search object (numbers as numbers, lists as comma-separated text).
 */
export function buildNewAutoLink(f: NewAutoFilter): { splat: string; search: Record<string, string>; searchObject: Record<string, string | number> } {
  const splat = f.brand ? (f.model ? `${f.brand}/${f.model}` : f.brand) : '';
  const search: Record<string, string> = {};
  const sorted = <T extends string>(xs: T[] | undefined, order: readonly T[]) =>
    [...new Set(xs ?? [])].sort((a, b) => order.indexOf(a) - order.indexOf(b)).join(',');
  if (f.city) search['city'] = f.city;
  if (f.body?.length) search['body'] = sorted(f.body, BODY_TYPES);
  if (f.fuel?.length) search['fuel'] = sorted(f.fuel, FUELS);
  if (f.transmission?.length) search['transmission'] = sorted(f.transmission, TRANSMISSIONS);
  if (f.drive?.length) search['drive'] = sorted(f.drive, DRIVES);
  if (f.priceFrom !== undefined) search['priceFrom'] = String(f.priceFrom);
  if (f.priceTo !== undefined) search['priceTo'] = String(f.priceTo);
  if (f.inStock) search['inStock'] = '1';
  if (f.sort) search['sort'] = f.sort;
  if (f.page && f.page > 1) search['page'] = String(f.page);
  const numeric = new Set(['priceFrom', 'priceTo', 'inStock', 'page']);
  const searchObject = Object.fromEntries(Object.entries(search).map(([k, v]) => [k, numeric.has(k) ? Number(v) : v]));
  return { splat, search, searchObject };
}

/** The `/new-auto` URL of a filter (locale-free). */
export function newAutoHref(f: NewAutoFilter): string {
  const { splat, search } = buildNewAutoLink(f);
  const qs = new URLSearchParams(search).toString().replace(/%2C/g, ',');
  return `/new-auto${splat ? `/${splat}` : ''}${qs ? `?${qs}` : ''}`;
}

/** The API query of a filter. */
export function toOfferQuery(f: NewAutoFilter, pageSize = 20): OfferSearchQueryInput {
  const { page, sort, ...rest } = f;
  return { ...rest, sort: sort ?? 'price_asc', page: page ?? 1, pageSize };
}

/** The filter without its page (a changed filter starts again on page 1). */
export function withoutPage(f: NewAutoFilter): NewAutoFilter {
  const { page: _page, ...rest } = f;
  return rest;
}
