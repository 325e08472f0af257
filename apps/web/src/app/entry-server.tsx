import { createRequestHandler, getSsrStatus, RouterServer, transformHtmlStringWithRouter } from '@tanstack/react-router/ssr/server';
import { renderToString } from 'react-dom/server';
import { randomUUID } from 'node:crypto';
import { authApi, createHttp, getFrontendToggles } from '@jolda/api-client';
import { createServerCookieStore, readUserId, runTokenCascade } from '@jolda/auth';
import { LOCALES, type FrontendToggle, type Locale } from '@jolda/contracts';
import { detectPlatform, looksMobile, recordPlatform } from '../features/device/platform';
import { validGtmId } from '../features/analytics/analytics';
import { createI18nInstance, splitLocale } from '@jolda/i18n';
import { createAppRouter, createQueryClient } from './router';
import { createThemeStore } from '../shared/theme';
import { serverPreloadsSettled } from '../shared/preloadable';
import { loadMessages } from './i18n';
import { DEV_ASSETS, type RouteAssets, readProductionAssets } from './assets.server';
import type { BootData, PageAssets, ThemePreference } from '../shared/boot';
import { routeRulesOf } from './route-rules';
import { routeTree } from '../routeTree.gen';

const production = import.meta.env.PROD;
const built = production
  ? readProductionAssets()
  : { assets: DEV_ASSETS, buildId: 'dev', routes: new Map<string, RouteAssets>(), catalogues: new Map<Locale, string>() };
const apiInternalUrl = process.env.API_INTERNAL_URL ?? 'http://127.0.0.1:3001';
const publicOrigin = process.env.PUBLIC_ORIGIN;
/** Unleash frontend API (the API's own by default; a real Unleash/Edge by configuration). Frontend keys are public. */
const flagsUrl = process.env.UNLEASH_FRONTEND_URL ?? '/api/frontend';
const flagsClientKey = process.env.UNLEASH_CLIENT_KEY ?? 'default:development.jolda-frontend-key';
const flagsEnvironment = process.env.UNLEASH_ENVIRONMENT ?? (production ? 'production' : 'development');
const gtmId = validGtmId(process.env.GTM_ID);
const engagementUrl = gtmId && process.env.ENGAGEMENT_SCRIPT_URL?.startsWith('https://') ? process.env.ENGAGEMENT_SCRIPT_URL : null;
/** A visitor id for flag stickiness, the same in SSR and the browser. */
const VISITOR_COOKIE = 'jolda_vid';
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

/** The page's assets with its locale's catalogue chunk first among the preloads (the browser needs it to start). */
function withCatalogue(assets: PageAssets, catalogue: string | undefined): PageAssets {
  return catalogue ? { ...assets, preload: [catalogue, ...assets.preload.filter((href) => href !== catalogue)] } : assets;
}

/** Each locale's page assets, made once. */
const localeAssets = new Map(LOCALES.map((l) => [l, withCatalogue(built.assets, built.catalogues.get(l))] as const));

/** A rendered page: its status and headers, and its HTML (none for a redirect). */
export interface RenderedPage {
  status: number;
  headers: Headers;
  html: Buffer | null;
}

export async function render({ request, nonce }: { request: Request; nonce?: string }): Promise<RenderedPage> {
  const url = new URL(request.url);
  const cookies = createServerCookieStore(request.headers.get('cookie'), { secure: url.protocol === 'https:' });
  const { locale } = splitLocale(url.pathname);
  const messages = await loadMessages(locale);
  const i18n = createI18nInstance(locale, messages);
  const http = createHttp({
    baseURL: apiInternalUrl,
    getLocale: () => locale,
    getAccessToken: () => cookies.get('access_token'),
    uncompressed: true,
    followRedirects: false,
  });
  // The spec's startup token check, from the request's cookies, so a signed-in visitor sees their own
  // header on the first paint. Codes 7 and a failed refresh render the page as anonymous.
  const session = await runTokenCascade({
    cookies,
    api: {
      checkToken: (token) => authApi.checkToken(http, token),
      refreshToken: (refresh) => authApi.refreshToken(http, refresh),
    },
    reload: () => undefined,
  });
  const signedIn = session === 'valid' || session === 'refreshed';
  const userId = signedIn ? readUserId(cookies) : null;
  let visitorId = cookies.get(VISITOR_COOKIE);
  if (!visitorId || !UUID_RE.test(visitorId)) {
    visitorId = randomUUID();
    cookies.set(VISITOR_COOKIE, visitorId, { path: '/', sameSite: 'lax', maxAge: 365 * 24 * 60 * 60 });
  }
  const platform = detectPlatform({ userAgent: request.headers.get('user-agent'), search: url.searchParams, stored: cookies.get('platform') });
  recordPlatform(cookies, platform);
  // The toggles are asked for now and awaited just before rendering: the flags call runs alongside the route's loaders
  // instead of before them (nothing reads flags before the render; the flags client is made at the first render).
  const toggles = fetchToggles(http, { sessionId: visitorId, ...(userId ? { userId: String(userId) } : {}) });
  const flags: NonNullable<BootData['flags']> = {
    url: flagsUrl,
    clientKey: flagsClientKey,
    appName: 'jolda-web',
    environment: flagsEnvironment,
    visitorId,
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
    mobile: looksMobile({ userAgent: request.headers.get('user-agent'), mobileHint: request.headers.get('sec-ch-ua-mobile') }),
  };

  const pageResponse: { status?: number } = {};
  const handler = createRequestHandler({
    request,
    createRouter: () =>
      createAppRouter({ queryClient: createQueryClient(), http, locale, i18n, boot, nonce, themeStore: createThemeStore(boot.theme),
        session: { isSignedIn: () => signedIn },
        response: pageResponse,
        routeAssets: (assets, routeIds) => {
          const css = new Set(assets.css);
          const preload = new Set(assets.preload);
          for (const id of routeIds) {
            const route = built.routes.get(id);
            route?.css.forEach((href) => css.add(href));
            route?.preload.forEach((href) => preload.add(href));
          }
          return { ...assets, css: [...css], preload: [...preload] };
        },
      }),
  });
  let html: Buffer | null = null;
  const response = await handler(async ({ responseHeaders, router }) => {
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
  // A status a loader chose (403) replaces the router's 200; redirects and 404s stay as they are.
  const status = pageResponse.status && response.status === 200 ? pageResponse.status : response.status;
  return { status, headers: response.headers, html };
}

/** The rules of every page (layout, auth, steps), as the build writes them into `builds/meta/{buildId}.json`. */
export function routeRules() {
  return routeRulesOf(routeTree);
}
