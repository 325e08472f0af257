import type { QueryKey } from '@tanstack/react-query';
import type { Http } from '../http.js';
import { announcementExtrasQueries } from '../announcement-extras/announcement-extras.queries.js';
import { announcementQueries } from '../announcements/announcements.queries.js';
import { marketQueries } from '../market/market.queries.js';

/**
 * The native app's web-view screens by address (issue 22), shared by the screens' bundle (apps/web-view: which chunk a
 * path loads) and the site's web server (apps/web/server/web-view-page.ts: which chunk to preload and which data to put
 * into the first HTML). `name` is also the screen's chunk (`src/screens/<name>.tsx`).
 */
export const WEB_VIEW_SCREEN_NAMES = [
  'car-info',
  'models',
  'detail',
  'options',
  'benefits',
  'calculator',
  'marketing',
  'video-detail',
  'video',
  'compare',
  'buy',
  'test-drive',
  'test-drive-mark',
  'test-drive-model',
  'user-report',
] as const;
export type WebViewScreenName = (typeof WEB_VIEW_SCREEN_NAMES)[number];

const ID = '([1-9]\\d{0,9})';
const OD = '/web-view/online-dealer';
const pattern = (path: string) => new RegExp(`^${path}/?$`);

/** The locale-free paths, `/web-view/…` (groups are the screen's `params`); the first match wins. */
export const WEB_VIEW_SCREEN_PATHS: ReadonlyArray<{ name: WebViewScreenName; pattern: RegExp }> = [
  { name: 'car-info', pattern: pattern(`/web-view/car-info/${ID}`) },
  { name: 'models', pattern: pattern(`${OD}(?:/models)?`) },
  { name: 'detail', pattern: pattern(`${OD}/detail/${ID}`) },
  { name: 'options', pattern: pattern(`${OD}/detail/options`) },
  { name: 'benefits', pattern: pattern(`${OD}/detail/benefits`) },
  { name: 'calculator', pattern: pattern(`${OD}/detail/calculator`) },
  { name: 'marketing', pattern: pattern(`${OD}/detail/marketing`) },
  { name: 'video-detail', pattern: pattern(`${OD}/detail/video/${ID}`) },
  { name: 'video', pattern: pattern(`${OD}/video`) },
  { name: 'compare', pattern: pattern(`${OD}/compare/${ID}`) },
  { name: 'buy', pattern: pattern(`${OD}/buy`) },
  { name: 'test-drive', pattern: pattern(`${OD}/test-drive`) },
  { name: 'test-drive-mark', pattern: pattern(`${OD}/test-drive/mark`) },
  { name: 'test-drive-model', pattern: pattern(`${OD}/test-drive/model`) },
  { name: 'user-report', pattern: pattern(`${OD}/userReport`) },
];

export interface WebViewScreenMatch {
  name: WebViewScreenName;
  params: string[];
}

/** The screen of a locale-free path, or null (no such screen). */
export function matchWebViewScreen(pathname: string): WebViewScreenMatch | null {
  for (const r of WEB_VIEW_SCREEN_PATHS) {
    const m = r.pattern.exec(pathname);
    if (m) return { name: r.name, params: m.slice(1).filter((x): x is string => x !== undefined) };
  }
  return null;
}

/** `?id=` of the offer's sub-screens: a positive whole number, else 0. */
export function offerIdFrom(search: URLSearchParams): number {
  const raw = search.get('id') ?? '';
  return /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : 0;
}

/** A query the screen runs before it can show anything: the same options (key and request) its component uses. */
export interface FirstQuery {
  queryKey: QueryKey;
  queryFn: (ctx: { signal: AbortSignal }) => Promise<unknown>;
  /** Its answer's picture that is the screen's largest paint, to preload with the HTML. */
  lcpImage?: (data: unknown) => string | null;
  /** A 404 of this query is the screen's "not found" (the page's status is 404). */
  notFoundIs404: boolean;
}

const first = (options: { queryKey: QueryKey; queryFn?: unknown }, extra: Omit<FirstQuery, 'queryKey' | 'queryFn'>): FirstQuery => ({
  queryKey: options.queryKey,
  queryFn: options.queryFn as FirstQuery['queryFn'],
  ...extra,
});

/**
 * The data a screen reads first (its components' first `useQuery`), for the web server to fetch with the page and hand
 * over in the HTML, so the screen's first render has it (no HTML → script → API wait). Screens not listed start with
 * nothing to wait for, or with data that is the visitor's own (applications, slots).
 */
export function webViewFirstQueries(match: WebViewScreenMatch, search: URLSearchParams, http: Http): FirstQuery[] {
  const city = search.get('city') ?? undefined;
  switch (match.name) {
    case 'car-info':
      return [
        first(announcementQueries.detail(http, Number(match.params[0])), {
          notFoundIs404: true,
          lcpImage: (d) => (d as { photos?: Array<{ url: string }> }).photos?.[0]?.url ?? null,
        }),
        // The price rating's badge sits beside the price: fetched by the screen after hydration, it wrapped onto a
        // line of its own at 360 px and moved the buttons and the facts down (a layout shift of 0.023).
        first(announcementExtrasQueries.detail(http, Number(match.params[0])), { notFoundIs404: false }),
      ];
    case 'models': {
      const brand = search.get('brand');
      const model = search.get('model');
      // The first tile's picture is the screen's largest paint.
      const firstPhoto = (list: string) => (d: unknown) => ((d as Record<string, Array<{ photo?: string }> | undefined>)[list]?.[0]?.photo ?? null);
      if (brand && model) return [first(marketQueries.model(http, brand, model, { city }), { notFoundIs404: true, lcpImage: firstPhoto('offers') })];
      if (brand) return [first(marketQueries.brand(http, brand, { city }), { notFoundIs404: true, lcpImage: firstPhoto('models') })];
      return [first(marketQueries.home(http, { city }), { notFoundIs404: true, lcpImage: firstPhoto('brands') })];
    }
    case 'detail':
      return [
        first(marketQueries.offer(http, Number(match.params[0])), {
          notFoundIs404: true,
          lcpImage: (d) => (d as { colour?: { photo?: string } }).colour?.photo ?? null,
        }),
      ];
    case 'options':
    case 'benefits':
    case 'calculator':
    case 'marketing': {
      const id = offerIdFrom(search);
      return id > 0 ? [first(marketQueries.offer(http, id), { notFoundIs404: true })] : [];
    }
    case 'test-drive-mark':
      return [first(marketQueries.home(http, { city }), { notFoundIs404: true })];
    default:
      return [];
  }
}
