/**
 * Legacy redirects (spec section 2, "Legacy redirects"): ONE table, applied by the server as real HTTP redirects
 * and by the client router alike. Every row works in both locales: a `/kk` prefix is stripped before matching and
 * put back on the target. Unless a row says otherwise the query string is kept (so utm tags survive), with the
 * row's own parameters taking precedence.
 *
 * Targets chosen (the spec leaves the exact patterns open):
 *
 * | row | from | to | status |
 * |---|---|---|---|
 * | new-auto-city | `/new-auto/{city}` | `/cars/{city}?condition=new` | 308 |
 * | new-auto-brand-model-city | `/new-auto/{brand}/{model}/{city}` | `/market/{brand}/{model}?city={city}` | 308 |
 * | new-auto-equipment-numeric | `/new-auto/equipment/{n}` | `/market/{brand}/{model}` via `ctx.resolveEquipment`, else `/market` | 308 |
 * | online-dealer-detail | `/online-dealer/detail/{model name or id}` | `/market/{brand}/{model}?dealership={dealer}` | 308 |
 * | online-dealer-root | `/online-dealer` | `/market` | 308 |
 * | dealers-online | `/dealers/{brand}-{product}-online` | `/market/{brand}` | 301 |
 * | dealer-legacy-online | `/dealer/{brand}-{product}-online` | `/market/{brand}` | 301 |
 * | dealer-legacy-nested | `/dealer/{brand}/{…}` (two or more segments) | `/market/{brand}` | 301 |
 * | market-city-id | `/market?city_id=1\|2\|19` | `/market?city=almaty\|astana\|shymkent` (city_id dropped) | 301 |
 * | market-slug-spaces | `/market[/premium]/{mark}[/{model}]` with spaces | spaces → `_`, lower case (a known brand when `ctx.brands` is given) | 301 |
 * | air-vision | `/air-vision[/…]` | `/aua-sapasy[/…]` | 301 |
 * | nur-sultan | any path segment or `city` query value `nur-sultan` | `astana` | 301 |
 *
 * How a legacy path is told apart from a current route of the same shape:
 * - `/new-auto/{city}` vs the current `/new-auto/{filter…}`: legacy only when the single segment is a known city slug
 *   (`CITY_SLUGS`, or `nur-sultan`); current new-car filters never consist of a bare city slug.
 * - `/new-auto/{brand}/{model}/{city}` vs `/new-auto/{filter…}`: legacy only when the third segment is a known city and
 *   the first is not a current static segment (`compare`, `detail`, `equipment`).
 * - `/new-auto/equipment/{n}` vs the current `/new-auto/equipment/{id}`: the old catalogue used numeric ids, current
 *   equipment ids are slugs that always contain a letter; so a purely numeric id is legacy.
 * - `/dealers/{x}` and `/dealer/{x}` are current dealer pages; legacy only when `{x}` ends with `-online` and has a
 *   brand and a product before it, or (for `/dealer`) when there is more than one segment.
 * - `/online-dealer/detail/{x}` and `/online-dealer` are always legacy (other `/online-dealer/…` paths render the
 *   legacy route of the table).
 *
 * Lookups that need catalogue data are injected (`RedirectContext`), synchronous, so the server can preload the small
 * brand/model catalogue; without them the rows fall back to the nearest page that needs no data (`/market`).
 *
 * Several rows may apply to one URL (`/kk/new-auto/nur-sultan`): they are composed into a single hop. The status is
 * 308 when any applied row is 308 (method-preserving is the stronger promise), otherwise 301.
 */
import { canonicalCitySlug, citySlugById, LEGACY_CITY_SLUGS } from './cities';
import { joinLocalePrefix, splitLocalePrefix } from './locale-prefix';
import { SLUG_PATTERN } from './route-rules';
import { normalizeTrailingSlash, TRAILING_SLASH_STATUS } from './trailing-slash';
import { safeLocalPath, splitUrl } from './url-parts';

export type RedirectStatus = 301 | 308;

export interface LegacyModelRef {
  brand: string;
  model: string;
  /** Dealer slug, for `?dealership=`. */
  dealership?: string;
}

export interface RedirectContext {
  /** Known brand slugs; lets `{brand}-{product}` forms split brands with a hyphen (`mercedes-benz-…`). */
  brands?: readonly string[];
  /** Resolves an old online-dealer model name or id to the brand/model (and dealer) it shows. */
  resolveModel?: (nameOrId: string) => LegacyModelRef | null | undefined;
  /** Resolves an old numeric equipment id to the brand/model it belongs to. */
  resolveEquipment?: (id: number) => Pick<LegacyModelRef, 'brand' | 'model'> | null | undefined;
}

export interface RedirectInput {
  /** Locale-free pathname, raw (percent-encoded as received). */
  pathname: string;
  /** Raw path segments. */
  raw: readonly string[];
  /** Decoded path segments. */
  segments: readonly string[];
  query: URLSearchParams;
  ctx: RedirectContext;
}

export interface RedirectTarget {
  /** Locale-free target path. */
  pathname: string;
  /** Parameters set on the target (placed first, override the kept ones). */
  set?: Record<string, string>;
  /** Original parameters not carried over. */
  remove?: readonly string[];
}

export interface RedirectRule<C = unknown> {
  id: string;
  description: string;
  status: RedirectStatus;
  /** Returns captures when the row applies, else null. */
  match: (input: RedirectInput) => C | null;
  /** Builds the (locale-free) target from the captures. */
  to: (captures: C, input: RedirectInput) => RedirectTarget;
}

/** A row of any capture type (the table is heterogeneous; each row is type-checked by `rule()`). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRedirectRule = RedirectRule<any>;

const rule = <C>(r: RedirectRule<C>): AnyRedirectRule => r;

const NEW_AUTO_STATIC = new Set(['compare', 'detail', 'equipment']);
const isSlug = (s: string | undefined): s is string => s !== undefined && SLUG_PATTERN.test(s);

/** `Land Rover` → `land_rover`. */
export function slugifyName(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '_');
}

/** Splits `{brand}-{product}` using known brands (longest first), else at the first hyphen. */
function splitBrandProduct(value: string, brands: readonly string[] | undefined): { brand: string; product: string } | null {
  const known = [...(brands ?? [])].sort((a, b) => b.length - a.length).find((b) => value.startsWith(`${b}-`));
  if (known) {
    const product = value.slice(known.length + 1);
    return product ? { brand: known, product } : null;
  }
  const at = value.indexOf('-');
  if (at <= 0 || at === value.length - 1) return null;
  return { brand: value.slice(0, at), product: value.slice(at + 1) };
}

function onlineDealerBrand(segment: string | undefined, brands: readonly string[] | undefined): string | null {
  if (!isSlug(segment) || !segment.endsWith('-online')) return null;
  const split = splitBrandProduct(segment.slice(0, -'-online'.length), brands);
  return split && isSlug(split.brand) ? split.brand : null;
}

/** The legacy redirect table; rows are tried in order, the first match wins (then the result is re-checked). */
export const LEGACY_REDIRECTS: readonly AnyRedirectRule[] = Object.freeze([
  rule({
    id: 'new-auto-city',
    description: 'Legacy new cars of a city → the cars search of that city, new condition',
    status: 308,
    match: ({ segments }) => {
      if (segments.length !== 2 || segments[0] !== 'new-auto') return null;
      const city = canonicalCitySlug(segments[1] ?? '');
      return city ? { city } : null;
    },
    to: ({ city }) => ({ pathname: `/cars/${city}`, set: { condition: 'new' } }),
  }),
  rule({
    id: 'new-auto-brand-model-city',
    description: 'Legacy new cars of a model in a city → the market model page filtered by city',
    status: 308,
    match: ({ segments }) => {
      if (segments.length !== 4 || segments[0] !== 'new-auto') return null;
      const [, brand, model, cityRaw] = segments;
      if (!isSlug(brand) || !isSlug(model) || NEW_AUTO_STATIC.has(brand)) return null;
      const city = canonicalCitySlug(cityRaw ?? '');
      return city ? { brand, model, city } : null;
    },
    to: ({ brand, model, city }) => ({ pathname: `/market/${brand}/${model}`, set: { city } }),
  }),
  rule({
    id: 'new-auto-equipment-numeric',
    description: 'Legacy numeric equipment id → its market model page (or the market when unknown)',
    status: 308,
    match: ({ segments }) =>
      segments.length === 3 && segments[0] === 'new-auto' && segments[1] === 'equipment' && /^\d+$/.test(segments[2] ?? '')
        ? { id: Number(segments[2]) }
        : null,
    to: ({ id }, { ctx }) => {
      const ref = ctx.resolveEquipment?.(id);
      return ref && isSlug(ref.brand) && isSlug(ref.model)
        ? { pathname: `/market/${ref.brand}/${ref.model}` }
        : { pathname: '/market' };
    },
  }),
  rule({
    id: 'online-dealer-detail',
    description: 'Old online-dealer model page → market model page with the dealership',
    status: 308,
    match: ({ segments }) =>
      segments.length === 3 && segments[0] === 'online-dealer' && segments[1] === 'detail' && segments[2]
        ? { nameOrId: segments[2] }
        : null,
    to: ({ nameOrId }, { ctx, query }): RedirectTarget => {
      const remove = ['dealer', 'dealership'];
      const resolved = ctx.resolveModel?.(nameOrId);
      let ref: LegacyModelRef | null = resolved ?? null;
      if (!ref && ctx.brands) {
        const split = splitBrandProduct(slugifyName(nameOrId), ctx.brands);
        if (split && ctx.brands.includes(split.brand)) ref = { brand: split.brand, model: split.product };
      }
      if (!ref || !isSlug(ref.brand) || !isSlug(slugifyName(ref.model))) return { pathname: '/market', remove };
      const dealership = ref.dealership ?? query.get('dealership') ?? query.get('dealer') ?? '';
      return {
        pathname: `/market/${ref.brand}/${slugifyName(ref.model)}`,
        set: isSlug(dealership) ? { dealership } : {},
        remove,
      };
    },
  }),
  rule({
    id: 'online-dealer-root',
    description: 'Old online-dealer main page → market main page',
    status: 308,
    match: ({ segments }) => (segments.length === 1 && segments[0] === 'online-dealer' ? {} : null),
    to: () => ({ pathname: '/market' }),
  }),
  rule({
    id: 'dealers-online',
    description: 'Old /dealers/{brand}-{product}-online → market brand page',
    status: 301,
    match: ({ segments, ctx }) => {
      if (segments.length !== 2 || segments[0] !== 'dealers') return null;
      const brand = onlineDealerBrand(segments[1], ctx.brands);
      return brand ? { brand } : null;
    },
    to: ({ brand }) => ({ pathname: `/market/${brand}` }),
  }),
  rule({
    id: 'dealer-legacy-online',
    description: 'Old /dealer/{brand}-{product}-online → market brand page',
    status: 301,
    match: ({ segments, ctx }) => {
      if (segments.length !== 2 || segments[0] !== 'dealer') return null;
      const brand = onlineDealerBrand(segments[1], ctx.brands);
      return brand ? { brand } : null;
    },
    to: ({ brand }) => ({ pathname: `/market/${brand}` }),
  }),
  rule({
    id: 'dealer-legacy-nested',
    description: 'Old /dealer/{brand}/… (more than one segment) → market brand page',
    status: 301,
    match: ({ segments }) =>
      segments.length >= 3 && segments[0] === 'dealer' && isSlug(segments[1]) ? { brand: segments[1] } : null,
    to: ({ brand }) => ({ pathname: `/market/${brand}` }),
  }),
  rule({
    id: 'market-city-id',
    description: 'Old /market?city_id=1|2|19 → market page of almaty|astana|shymkent (other query kept)',
    status: 301,
    match: ({ segments, query }) => {
      if (segments.length !== 1 || segments[0] !== 'market') return null;
      const id = query.get('city_id');
      const city = id === null ? null : citySlugById(id);
      return city ? { city } : null;
    },
    to: ({ city }) => ({ pathname: '/market', set: { city }, remove: ['city_id'] }),
  }),
  rule({
    id: 'market-slug-spaces',
    description: 'Brand/model slugs with spaces (/market/land%20rover) → underscores (/market/land_rover)',
    status: 301,
    match: ({ segments, raw, ctx }) => {
      if (segments[0] !== 'market') return null;
      const start = segments[1] === 'premium' ? 2 : 1;
      const slugs = segments.slice(start);
      if (slugs.length < 1 || slugs.length > 2 || !slugs.some((s) => /\s/.test(s))) return null;
      const fixed = slugs.map(slugifyName);
      if (!fixed.every(isSlug)) return null;
      // With the catalogue at hand only a real brand is redirected; `/market/Bad Slug` stays a 404.
      if (start === 1 && ctx.brands && !ctx.brands.includes(fixed[0] ?? '')) return null;
      return { pathname: `/${[...raw.slice(0, start), ...fixed].join('/')}` };
    },
    to: ({ pathname }) => ({ pathname }),
  }),
  rule({
    id: 'air-vision',
    description: 'Old air-quality page /air-vision → /aua-sapasy',
    status: 301,
    match: ({ segments, raw }) =>
      segments[0] === 'air-vision' ? { pathname: `/${['aua-sapasy', ...raw.slice(1)].join('/')}` } : null,
    to: ({ pathname }) => ({ pathname }),
  }),
  rule({
    id: 'nur-sultan',
    description: 'The old capital slug nur-sultan, in any path segment or the city query value → astana',
    status: 301,
    match: ({ segments, raw, query }) => {
      const inPath = segments.some((s) => Object.hasOwn(LEGACY_CITY_SLUGS, s));
      const city = query.get('city');
      const inQuery = city !== null && Object.hasOwn(LEGACY_CITY_SLUGS, city);
      if (!inPath && !inQuery) return null;
      const path = raw.map((r, i) => LEGACY_CITY_SLUGS[segments[i] ?? ''] ?? r);
      return { pathname: `/${path.join('/')}`, city: inQuery ? LEGACY_CITY_SLUGS[city] : undefined };
    },
    to: ({ pathname, city }) => ({ pathname, ...(city ? { set: { city } } : {}) }),
  }),
]);

export interface RedirectResult {
  location: string;
  status: RedirectStatus;
  /** Ids of the rows applied, in order (`trailing-slash` included by `resolveRedirect`). */
  rules: string[];
}

function decodeSegment(s: string): string | null {
  try {
    return decodeURIComponent(s);
  } catch {
    return null;
  }
}

function buildQuery(query: URLSearchParams, target: RedirectTarget): string {
  const out = new URLSearchParams();
  const set = target.set ?? {};
  for (const [k, v] of Object.entries(set)) out.append(k, v);
  const drop = new Set([...(target.remove ?? []), ...Object.keys(set)]);
  for (const [k, v] of query) if (!drop.has(k)) out.append(k, v);
  const s = out.toString();
  return s ? `?${s}` : '';
}

/** Applies the first matching row once; null when none applies. */
export function applyRedirectRow(
  url: URL | string,
  ctx: RedirectContext = {},
  rules: readonly AnyRedirectRule[] = LEGACY_REDIRECTS,
): (RedirectResult & { location: string }) | null {
  const { pathname: fullPath, search, hash } = splitUrl(url);
  const { prefix, pathname } = splitLocalePrefix(fullPath);
  const raw = pathname === '/' ? [] : pathname.slice(1).split('/');
  // Paths with empty segments (`//x`, trailing slash) are left to the trailing-slash rule / a 404.
  if (raw.some((r) => r === '')) return null;
  const decoded = raw.map(decodeSegment);
  if (decoded.some((d) => d === null)) return null;
  const input: RedirectInput = {
    pathname,
    raw,
    segments: decoded as string[],
    query: new URLSearchParams(search),
    ctx,
  };
  for (const row of rules) {
    const captures = row.match(input);
    if (captures === null) continue;
    const target = row.to(captures, input);
    const location = `${safeLocalPath(joinLocalePrefix(prefix, target.pathname))}${buildQuery(input.query, target)}${hash}`;
    return { location, status: row.status, rules: [row.id] };
  }
  return null;
}

const MAX_HOPS = 5;

function compose(
  start: string,
  first: RedirectResult,
  ctx: RedirectContext,
  rules: readonly AnyRedirectRule[],
): RedirectResult {
  let result = first;
  for (let hop = 1; hop < MAX_HOPS; hop++) {
    const next = applyRedirectRow(result.location, ctx, rules);
    if (!next || next.location === result.location || next.location === start) break;
    result = {
      location: next.location,
      status: result.status === 308 || next.status === 308 ? 308 : 301,
      rules: [...result.rules, ...next.rules],
    };
  }
  return result;
}

function asString(url: URL | string): string {
  if (typeof url === 'string') return url;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The legacy redirect for a URL (absolute, or path with query), or null. Handles `/kk`; composes rows into one hop.
 * Paths with a trailing slash are not matched here: use `resolveRedirect` for the full server pipeline.
 */
export function findRedirect(
  url: URL | string,
  ctx: RedirectContext = {},
): { location: string; status: RedirectStatus; rules: string[] } | null {
  const first = applyRedirectRow(url, ctx);
  return first ? compose(asString(url), first, ctx, LEGACY_REDIRECTS) : null;
}

/** The whole redirect pipeline of a request: trailing slash, then the legacy table, as a single hop. */
export function resolveRedirect(url: URL | string, ctx: RedirectContext = {}): RedirectResult | null {
  const start = asString(url);
  const trimmed = normalizeTrailingSlash(url);
  if (trimmed === null) return findRedirect(url, ctx);
  const first: RedirectResult = { location: trimmed, status: TRAILING_SLASH_STATUS, rules: ['trailing-slash'] };
  return compose(start, first, ctx, LEGACY_REDIRECTS);
}
