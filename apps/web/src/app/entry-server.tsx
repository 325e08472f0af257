import { createRequestHandler, getSsrStatus, RouterServer, transformHtmlStringWithRouter } from '@tanstack/react-router/ssr/server';
import { renderToString } from 'react-dom/server';
import { randomUUID } from 'node:crypto';
import { authApi, createHttp, getFrontendToggles } from '@jolda/api-client';
import { createServerCookieStore, readUserId, runTokenCascade, serverSessionApi } from '@jolda/auth';
import { LOCALES, type FrontendToggle, type Locale } from '@jolda/contracts';
import { detectPlatform, looksMobile, recordPlatform } from '../features/device/platform';
import { validGtmId } from '../features/analytics/analytics';
import { createI18nInstance, splitLocale } from '@jolda/i18n';
import { createAppRouter, createQueryClient } from './router';
import { createThemeStore } from '../shared/theme';
import { serverPreloadsSettled } from '../shared/preloadable';
import { loadMessages } from './i18n';
import { DEV_ASSETS, type RouteAssets, readProductionAssets } from './assets.server';
import { needsRestCatalogue, type CatalogueParts } from './catalogue-parts';
import type { BootData, PageAssets, ThemePreference } from '../shared/boot';
import type { RouterContext } from '../shared/router-context';
import { routeRulesOf } from './route-rules';
import { routeTree } from '../routeTree.gen';

const production = import.meta.env.PROD;
const built = production
  ? readProductionAssets()
  : {
      assets: DEV_ASSETS,
      buildId: 'dev',
      routes: new Map<string, RouteAssets>(),
      catalogues: new Map<Locale, string>(),
      catalogueParts: new Map<Locale, CatalogueParts>(),
    };
/** The API process(es): several as a comma-separated list, one render after another taking the next (round-robin). */
const apiInternalUrls = (process.env.API_INTERNAL_URL ?? 'http://127.0.0.1:3001')
  .split(',')
  .map((u) => u.trim())
  .filter(Boolean);
let renders = 0;
const publicOrigin = process.env.PUBLIC_ORIGIN;
/** Unleash frontend API (the API's own by default; a real Unleash/Edge by configuration). Frontend keys are public. */
const flagsUrl = process.env.UNLEASH_FRONTEND_URL ?? '/api/frontend';
const flagsClientKey = process.env.UNLEASH_CLIENT_KEY ?? 'default:development.jolda-frontend-key';
const flagsEnvironment = process.env.UNLEASH_ENVIRONMENT ?? (production ? 'production' : 'development');
const gtmId = validGtmId(process.env.GTM_ID);
const engagementUrl = gtmId && process.env.ENGAGEMENT_SCRIPT_URL?.startsWith('https://') ? process.env.ENGAGEMENT_SCRIPT_URL : null;
/** A visitor id for flag stickiness, the same in SSR and the browser. */
const VISITOR_COOKIE = 'jolda_vid';
/** The visitor as the web server asserts it to the API (apps/web/server/visitor.ts): every API call of a render carries it. */
const VISITOR_HEADERS = ['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'x-jolda-device', 'x-jolda-edge'];
/** Seconds to wait before a retry when the API or its database is unavailable and did not say. */
const UNAVAILABLE_RETRY_AFTER = 5;

/**
 * The status a page that failed because of its data takes: the API's rate limit stays a 429 and the API being
 * unreachable, slow or without its database is a 503, each with the wait the API asked for; anything else (a bug
 * in a render) is left to the router (500).
 */
export function upstreamFailure(error: unknown): { status: 429 | 503; retryAfter: number } | null {
  if (!error || typeof error !== 'object' || !('status' in error) || !('code' in error)) return null;
  const e = error as { status: number | null; code: string; body?: unknown };
  const asked = (e.body as { retryAfter?: unknown } | undefined)?.retryAfter;
  const retryAfter = typeof asked === 'number' && asked > 0 ? Math.ceil(asked) : undefined;
  if (e.status === 429) return { status: 429, retryAfter: retryAfter ?? 60 };
  if (e.status === null ? e.code !== 'canceled' : e.status >= 500) return { status: 503, retryAfter: retryAfter ?? UNAVAILABLE_RETRY_AFTER };
  return null;
}
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The toggles for this visitor, fetched once per page request (an unreachable flag service renders with none). */
async function fetchToggles(http: ReturnType<typeof createHttp>, context: Record<string, string>): Promise<FrontendToggle[]> {
  try {
    return await getFrontendToggles(http, flagsClientKey, { appName: 'jolda-web', environment: flagsEnvironment, ...context }, { timeout: 1500 }, flagsUrl);
  } catch (err) {
    const cause = (err as { cause?: { code?: string; message?: string } }).cause;
    console.warn('Feature flags unavailable for this render', { code: cause?.code, message: cause?.message });
    return [];
  }
}

function themeFrom(value: string | undefined): ThemePreference {
  return value === 'light' || value === 'dark' ? value : 'system';
}

/**
 * The page's assets with its locale's catalogue first among the preloads (the browser needs it to start): the core
 * part, the rest named for later (app/catalogue-parts.ts); the whole chunk when the build has no parts.
 */
function withCatalogue(assets: PageAssets, catalogue: string | undefined, parts: CatalogueParts | undefined): PageAssets {
  const first = parts?.core ?? catalogue;
  if (!first) return assets;
  const preload = [first, ...assets.preload.filter((href) => href !== first)];
  return parts ? { ...assets, preload, catalogue: [parts.core], catalogueRest: parts.rest } : { ...assets, preload };
}

/** Each locale's page assets, made once. */
const localeAssets = new Map(LOCALES.map((l) => [l, withCatalogue(built.assets, built.catalogues.get(l), built.catalogueParts.get(l))] as const));

/** A rendered page: its status and headers, and its HTML (none for a redirect). */
export interface RenderedPage {
  status: number;
  headers: Headers;
  html: Buffer | null;
  /** Seconds, for a page showing an upstream failure (429, 503). */
  retryAfter?: number;
}

/** A copy of `headers` with `set-cookie` lines added (a redirect's headers may be immutable). */
function withCookies(headers: Headers, setCookies: readonly string[]): Headers {
  if (!setCookies.length) return headers;
  const out = new Headers(headers);
  for (const header of setCookies) out.append('set-cookie', header);
  return out;
}

/** The market's remembered city (`city` cookie), when it is a slug. */
function marketCityFrom(value: string | undefined): string | null {
  return value && /^[a-z0-9][a-z0-9-]{0,40}$/.test(value) ? value : null;
}

/**
 * `shared`: the request carries nothing personal (no cookie that changes the page: the web server decides, see
 * render-page.ts), and the page must be the one every such visitor gets, so a CDN may keep it: no visitor id is made
 * here (the browser makes it), no `platform=web` cookie is written (none means web), and the phone guess reads the
 * `Sec-CH-UA-Mobile` hint alone (which the answer varies by), not the user agent.
 */
export async function render({
  request,
  nonce,
  shared = false,
  catalogModels,
}: {
  request: Request;
  nonce?: string;
  shared?: boolean;
  catalogModels?: RouterContext['catalogModels'];
}): Promise<RenderedPage> {
  const url = new URL(request.url);
  const cookies = createServerCookieStore(request.headers.get('cookie'), { secure: url.protocol === 'https:' });
  const { locale } = splitLocale(url.pathname);
  const messages = await loadMessages(locale);
  const i18n = createI18nInstance(locale, messages);
  const http = createHttp({
    baseURL: apiInternalUrls[renders++ % apiInternalUrls.length] ?? 'http://127.0.0.1:3001',
    getLocale: () => locale,
    getAccessToken: () => cookies.get('access_token'),
    uncompressed: true,
    followRedirects: false,
    // A visitor over their limit gets the 429 page now; waiting here would hold the render and spend their quota again.
    retryRateLimited: false,
  });
  for (const name of VISITOR_HEADERS) {
    const value = request.headers.get(name);
    if (value) http.instance.defaults.headers.common[name] = value;
  }
  // The spec's startup token check, from the request's cookies, so a signed-in visitor sees their own
  // header on the first paint. Codes 7 and a failed refresh render the page as anonymous. A browser's page loads
  // that refresh at the same moment all get the same new pair (the API's grace window), so none signs it out.
  const session = await runTokenCascade({
    cookies,
    api: serverSessionApi(cookies, {
      checkToken: (token) => authApi.checkToken(http, token),
      refreshToken: (refresh) => authApi.refreshToken(http, refresh),
    }),
    reload: () => undefined,
  });
  const signedIn = session === 'valid' || session === 'refreshed';
  const userId = signedIn ? readUserId(cookies) : null;
  let visitorId = cookies.get(VISITOR_COOKIE);
  if (!visitorId || !UUID_RE.test(visitorId)) {
    visitorId = shared ? undefined : randomUUID();
    if (visitorId) cookies.set(VISITOR_COOKIE, visitorId, { path: '/', sameSite: 'lax', maxAge: 365 * 24 * 60 * 60 });
  }
  const platform = detectPlatform({ userAgent: request.headers.get('user-agent'), search: url.searchParams, stored: cookies.get('platform') });
  if (!shared || platform !== 'web') recordPlatform(cookies, platform);
  // The toggles are asked for now and awaited just before rendering: the flags call runs alongside the route's loaders
  // instead of before them (nothing reads flags before the render; the flags client is made at the first render).
  const toggles = fetchToggles(http, { ...(visitorId ? { sessionId: visitorId } : {}), ...(userId ? { userId: String(userId) } : {}) });
  const flags: NonNullable<BootData['flags']> = {
    url: flagsUrl,
    clientKey: flagsClientKey,
    appName: 'jolda-web',
    environment: flagsEnvironment,
    visitorId: visitorId ?? null,
    toggles: [],
  };
  const boot: BootData = {
    locale,
    theme: themeFrom(cookies.get('theme')),
    assets: localeAssets.get(locale) ?? built.assets,
    origin: publicOrigin ?? url.origin,
    buildId: built.buildId,
    signedIn,
    userId,
    sessionChecked: true,
    flags,
    analytics: { gtmId, engagementUrl },
    platform,
    marketCity: marketCityFrom(cookies.get('city')),
    mobile: looksMobile({ userAgent: shared ? null : request.headers.get('user-agent'), mobileHint: request.headers.get('sec-ch-ua-mobile') }),
  };

  const pageResponse: NonNullable<RouterContext['response']> = {};
  const handler = createRequestHandler({
    request,
    createRouter: () =>
      createAppRouter({ queryClient: createQueryClient(), http, locale, i18n, boot, nonce, themeStore: createThemeStore(boot.theme),
        session: { isSignedIn: () => signedIn },
        response: pageResponse,
        ...(catalogModels ? { catalogModels } : {}),
        routeAssets: (assets, routeIds) => {
          const css = new Set(assets.css);
          const preload = new Set(assets.preload);
          for (const id of routeIds) {
            const route = built.routes.get(id);
            route?.css.forEach((href) => css.add(href));
            route?.preload.forEach((href) => preload.add(href));
          }
          // A page outside the core routes hydrates with the whole catalogue: its rest part joins the core one.
          const rest = assets.catalogueRest;
          if (rest && assets.catalogue && needsRestCatalogue(routeIds)) {
            preload.add(rest);
            return { ...assets, css: [...css], preload: [...preload], catalogue: [...assets.catalogue, rest] };
          }
          return { ...assets, css: [...css], preload: [...preload] };
        },
      }),
  });
  let html: Buffer | null = null;
  const failed: { first: ReturnType<typeof upstreamFailure> } = { first: null };
  const response = await handler(async ({ responseHeaders, router }) => {
    for (const match of router.state.matches) {
      if (match.status === 'error') failed.first ??= upstreamFailure(match.error);
    }
    for (const header of cookies.setCookieHeaders()) responseHeaders.append('set-cookie', header);
    // The whole page as one string: every loader has finished before rendering (nothing streams in later), and
    // React's string renderer skips the web-stream plumbing its stream renderer pays for on every chunk (measured:
    // 11–13% more pages per second at 10 connections, the same HTML on 26 pages). It does not wait for a lazy
    // component, so the parts every render shows (the /cars filter sidebar, `preloadOnServer`) are loaded first.
    // The string goes to the server as bytes: no `Response` body to re-encode and stream (see `query-ssr.tsx`).
    await serverPreloadsSettled();
    flags.toggles = await toggles;
    try {
      html = Buffer.from(await transformHtmlStringWithRouter(router, renderToString(<RouterServer router={router} />)), 'utf8');
    } finally {
      router.serverSsr?.cleanup();
    }
    return new Response(null, { status: getSsrStatus(router), headers: responseHeaders });
  });
  // A redirect is answered before the page's callback: its cookies (a refreshed session, the forgotten city of an
  // explicit "Весь Казахстан") go on it here.
  if (pageResponse.forgetCity) cookies.remove('city', { path: '/' });
  const headers = html === null ? withCookies(response.headers, cookies.setCookieHeaders()) : response.headers;
  // A status a loader chose (403) replaces the router's 200; redirects and 404s stay as they are; a page that failed on
  // its data shows the error page with the upstream's status (429, 503) rather than a 500.
  const failure = failed.first;
  if (failure && response.status >= 500) return { status: failure.status, headers, html, retryAfter: failure.retryAfter };
  const status = pageResponse.status && response.status === 200 ? pageResponse.status : response.status;
  return { status, headers, html };
}

/** The rules of every page (layout, auth, steps), as the build writes them into `builds/meta/{buildId}.json`. */
export function routeRules() {
  return routeRulesOf(routeTree);
}
