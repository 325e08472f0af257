/**
 * The contracts' plain values: enums as lists, limits, the price-rating rule and small pure functions. No zod here, so a
 * page that needs only these (a filter's choices, a limit) does not load the schema library; the domain modules build
 * their schemas from these lists and re-export them, so `@jolda/contracts` reads the same as before.
 */

export const LOCALES = ['ru', 'kk'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'ru';

export const BODY_TYPES = [
  'sedan',
  'suv',
  'crossover',
  'hatchback',
  'liftback',
  'wagon',
  'minivan',
  'pickup',
  'coupe',
  'convertible',
  'van',
] as const;
export type BodyType = (typeof BODY_TYPES)[number];

export const FUELS = ['petrol', 'diesel', 'gas_petrol', 'gas', 'hybrid', 'electric'] as const;
export type Fuel = (typeof FUELS)[number];

export const TRANSMISSIONS = ['manual', 'automatic', 'tiptronic', 'cvt', 'robot'] as const;
export type Transmission = (typeof TRANSMISSIONS)[number];

export const DRIVES = ['fwd', 'rwd', 'awd'] as const;
export type Drive = (typeof DRIVES)[number];

export const STEERINGS = ['left', 'right'] as const;
export type Steering = (typeof STEERINGS)[number];

export const CONDITIONS = ['new', 'used', 'damaged'] as const;
export type Condition = (typeof CONDITIONS)[number];

export const COLORS = [
  'white',
  'black',
  'silver',
  'grey',
  'blue',
  'red',
  'brown',
  'beige',
  'green',
  'yellow',
  'orange',
  'gold',
  'purple',
  'cherry',
] as const;
export type Color = (typeof COLORS)[number];

export const SELLER_TYPES = ['private', 'dealer'] as const;
export type SellerType = (typeof SELLER_TYPES)[number];

export const ANNOUNCEMENT_STATUSES = [
  'draft',
  'moderation',
  'published',
  'sold',
  'archived',
  'rejected',
] as const;
export type AnnouncementStatus = (typeof ANNOUNCEMENT_STATUSES)[number];

export const SORTS = ['newest', 'cheapest', 'expensive', 'year_desc', 'mileage_asc'] as const;
export type Sort = (typeof SORTS)[number];

/**
 * Error body of `GET /auth/check-token/`. `code`: 7 = the user no longer exists, 8 = the access
 * token has expired, 6 = the token is malformed or its signature is wrong.
 */
export const TOKEN_ERROR = { invalid: 6, userGone: 7, expired: 8 } as const;

/** The session's cookies (spec section 3): `access_token` marks a signed-in visitor, `refresh_token` is HttpOnly. */
export const SESSION_COOKIE = { access: 'access_token', refresh: 'refresh_token' } as const;

/**
 * The header of the site's own session calls (`x-jolda-session: cookie`): the API then reads the refresh token from
 * its HttpOnly cookie and answers with cookies instead of a token in the body. Also the calls' CSRF guard (a custom
 * header needs a CORS preflight that other origins fail).
 */
export const SESSION_MODE_HEADER = 'x-jolda-session';

/** At most this many announcements side by side. */
export const COMPARE_MAX = 4;

/** At most this many browser-kept favourites are merged into an account at sign-in. */
export const FAVOURITES_MERGE_MAX = 200;

/** Hours during which marking an announcement sold can be undone (it returns as it was, not raised). */
export const SOLD_UNDO_HOURS = 24;

/** Shortlists (`/myroll/{id}`): lists per user, cars per list, characters of a list's name. */
export const SHORTLIST_LIMITS = { lists: 20, items: 50, nameMax: 60 } as const;
/** A shortlist's id: 144 random bits in base64url (the shared link is the only key to it). */
export const SHORTLIST_ID = /^[A-Za-z0-9_-]{24}$/;

/** How many searches one user may keep. */
export const SAVED_SEARCH_LIMIT = 50;

/**
 * A search filter as a saved search keeps it: keys sorted, list values de-duplicated and sorted, empty values, sort and
 * page left out — the same filter written in any order or spelling is one saved search.
 */
export function canonicalSearchFilter(filter: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(filter).sort()) {
    if (key === 'sort' || key === 'page' || key === 'pageSize') continue;
    const v = filter[key];
    if (v === undefined || v === null || v === '') continue;
    if (Array.isArray(v)) {
      if (v.length) out[key] = [...new Set(v.map(String))].sort();
    } else out[key] = v;
  }
  return out;
}

/**
 * The price rating rule, shown to the user as it is applied: an announcement is compared with the median price of
 * comparable published announcements — same model, year within ±1, same mileage band — excluding itself.
 */
export const PRICE_RATING_RULE = {
  /** Below this share of the median the price is "below market". */
  lower: 0.9,
  /** Above this share of the median the price is "above market". */
  upper: 1.1,
  /** Years either side of the car's year. */
  yearSpan: 1,
  /** Fewer comparables than this → no rating. */
  minComparables: 5,
  /** Mileage band edges in km: [0, 30 000), [30 000, 60 000), … [300 000, ∞). */
  mileageBands: [0, 30_000, 60_000, 100_000, 150_000, 200_000, 300_000] as readonly number[],
} as const;

export const PRICE_RATINGS = ['below', 'market', 'above'] as const;
export type PriceRating = (typeof PRICE_RATINGS)[number];

/** The mileage band of a mileage: `[from, to)`, `to` null for the last, open band. */
export function mileageBand(mileage: number): { from: number; to: number | null } {
  const edges = PRICE_RATING_RULE.mileageBands;
  let i = edges.length - 1;
  while (i > 0 && mileage < edges[i]!) i--;
  return { from: edges[i]!, to: edges[i + 1] ?? null };
}

/** The rating of a price against a median: below < 0.9 × median ≤ market ≤ 1.1 × median < above. */
export function ratePrice(price: number, median: number): PriceRating {
  if (price < PRICE_RATING_RULE.lower * median) return 'below';
  if (price > PRICE_RATING_RULE.upper * median) return 'above';
  return 'market';
}

/** The median of a list of numbers (mean of the two middle values for an even count); null when empty. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

export const REPORT_REASONS = [
  'fraud',
  'sold',
  'wrong_price',
  'wrong_info',
  'duplicate',
  'spam',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_COMMENT_MAX = 1000;

/** The longest message the assistant takes, characters. */
export const ASSISTANT_TEXT_MAX = 500;

/** What the assistant can do with a request (the tools are the same for every provider). */
export const ASSISTANT_TOOLS = ['search', 'stats', 'compare', 'credit', 'term', 'reset', 'help'] as const;
export type AssistantTool = (typeof ASSISTANT_TOOLS)[number];

/** The header of an upload made under a visitor's posting session (`POST /api/uploads/sessions`). */
export const POSTING_SESSION_HEADER = 'x-posting-session';
