/**
 * The product's route table (spec section 2) as plain, JSON-serialisable data. It is the single source for the
 * server (404 decisions, auth), both apps (layout, middleware names) and the build's "route rules"
 * (`builds/meta/{buildId}.json`).
 *
 * Patterns use TanStack Router tokens: `$name` is one segment, a trailing `$` is a catch-all (`_splat`, may be
 * empty). Patterns are locale-free: strip the `/kk` prefix before matching (see `splitLocalePrefix`).
 *
 * Matching: the most specific pattern wins, compared segment by segment (static > `$param` > `$` catch-all).
 * Params of the winning pattern are then validated; a failed validation is a 404 (spec section 5), the router
 * never falls through to a less specific pattern.
 */

export const LAYOUTS = [
  'ai-chat',
  'custom',
  'dealership',
  'default',
  'design',
  'empty',
  'error',
  'finance',
  'market',
  'web-view',
  'none',
] as const;
export type Layout = (typeof LAYOUTS)[number];

/** Layout of the not-found page. */
export const NOT_FOUND_LAYOUT: Layout = 'error';

export const SLUG_PATTERN = /^[a-z0-9][a-z0-9_-]*$/;

/** Market path segments that are static routes and so never a brand slug. */
export const RESERVED_MARKET_SEGMENTS = ['premium', 'survey'] as const;

const isSlugParam = (v: string): boolean => v.length <= 128 && SLUG_PATTERN.test(v);

/** Named parameter validators; routes refer to them by name so the table stays serialisable. */
export const PARAM_VALIDATORS = {
  /** A positive integer without leading zeros or sign. */
  id: (v: string) => /^[1-9]\d{0,15}$/.test(v),
  /** Lowercase latin, digits, `-`, `_` (same as `slugSchema` of `@jolda/contracts`). */
  slug: isSlugParam,
  /** A brand slug: a slug that is not a reserved market segment. */
  brand: (v: string) => isSlugParam(v) && !(RESERVED_MARKET_SEGMENTS as readonly string[]).includes(v),
  /** A catch-all of slugs separated by `/` (may be empty). */
  slugPath: (v: string) => v === '' || v.split('/').every(isSlugParam),
  /** Any non-empty segment (dealer addresses are free-form). */
  segment: (v: string) => v.length > 0 && v.length <= 256,
  /** Anything, including an empty catch-all. */
  any: () => true,
} satisfies Record<string, (value: string) => boolean>;
export type ParamValidatorName = keyof typeof PARAM_VALIDATORS;

export type RouteGroup = 'public' | 'auth' | 'web-view';

export interface RouteDefinition {
  pattern: string;
  layout: Layout;
  /** Requires authentication (an `access_token` cookie). */
  auth: boolean;
  group: RouteGroup;
  name?: string;
  /** Validator per param name; the catch-all is `_splat`. Params without a validator accept any segment. */
  params?: Readonly<Record<string, ParamValidatorName>>;
  /** Named route steps run before display, in order (see `runRouteMiddleware`). */
  middleware?: readonly string[];
  /** Free-form metadata for the apps (title, onboarding flag, the screen shared by two routes…). */
  meta?: Readonly<Record<string, string | boolean>>;
}

type Def = Omit<RouteDefinition, 'group' | 'auth' | 'layout'> & { layout?: Layout; auth?: boolean };

const pub = (pattern: string, def: Omit<Def, 'pattern'> = {}): RouteDefinition => ({
  pattern,
  layout: def.layout ?? 'default',
  auth: def.auth ?? false,
  group: 'public',
  ...stripUndefined(def),
});
const authed = (pattern: string, def: Omit<Def, 'pattern'> = {}): RouteDefinition => ({
  ...pub(pattern, def),
  auth: true,
  group: 'auth',
});
const webView = (pattern: string, def: Omit<Def, 'pattern'> = {}): RouteDefinition => ({
  ...pub(pattern, { ...def, layout: 'web-view' }),
  group: 'web-view',
});

function stripUndefined<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}

const ID = { id: 'id' } as const;

export const ROUTES: readonly RouteDefinition[] = Object.freeze([
  // Public routes
  pub('/', { name: 'home' }),
  pub('/about'),
  pub('/ai-chat', { layout: 'ai-chat', name: 'ai-chat' }),
  pub('/ai-chat/onboarding', { layout: 'ai-chat', name: 'ai-chat-onboarding', meta: { onboarding: true } }),
  pub('/announcement/$id', { name: 'announcement', params: ID }),
  pub('/announcement/user/$id', { name: 'announcement-user', params: ID }),
  pub('/inspected/$id', { name: 'inspected', params: ID, meta: { screen: 'announcement' } }),
  pub('/inspected/user/$id', { name: 'inspected-user', params: ID, meta: { screen: 'announcement-user' } }),
  pub('/aua-sapasy', { layout: 'none', name: 'air-quality' }),
  pub('/aua-sapasy/details', { name: 'air-quality-details' }),
  pub('/auction', { layout: 'empty' }),
  pub('/autocenters'),
  pub('/autocenters/$', { params: { _splat: 'slugPath' } }),
  pub('/autocheck'),
  pub('/autocheck/report'),
  pub('/bonus'),
  pub('/cars/$', { name: 'cars', params: { _splat: 'any' }, middleware: ['deep-link'] }),
  pub('/compare'),
  pub('/create-announcement'),
  pub('/edit-announcement/$id', { params: ID }),
  pub('/dealer/$address', { layout: 'market', name: 'dealer', params: { address: 'segment' } }),
  pub('/dealers/$address', { name: 'dealers', params: { address: 'segment' } }),
  pub('/dealership-survey/$id', { layout: 'dealership', params: ID }),
  pub('/design', { layout: 'design', name: 'design', meta: { title: 'Design System 3.0' } }),
  pub('/featureFlags'),
  pub('/franchise'),
  pub('/garage'),
  pub('/guide'),
  pub('/guide/$category/$', { params: { category: 'slug', _splat: 'slugPath' } }),
  pub('/login', { name: 'login' }),
  pub('/market', { layout: 'market', name: 'market-main' }),
  pub('/market/$mark', { layout: 'market', name: 'market-brand', params: { mark: 'brand' } }),
  pub('/market/$mark/$model', {
    layout: 'market',
    name: 'market-model',
    params: { mark: 'brand', model: 'slug' },
    middleware: ['model-redirect'],
  }),
  pub('/market/premium', { layout: 'market', name: 'market-premium' }),
  pub('/market/premium/$mark', { layout: 'market', name: 'market-premium-brand', params: { mark: 'slug' } }),
  pub('/market/premium/$mark/$model', {
    layout: 'market',
    name: 'market-premium-model',
    params: { mark: 'slug', model: 'slug' },
  }),
  pub('/myroll/$id', { params: ID }),
  pub('/new-auto/$', { name: 'new-auto', params: { _splat: 'any' } }),
  pub('/new-auto/compare/$id', { params: ID }),
  pub('/new-auto/detail/$id', { params: ID }),
  // Current equipment ids are slugs; purely numeric ids are the legacy format and redirect (see redirects.ts).
  pub('/new-auto/equipment/$id', { params: { id: 'slug' } }),
  pub('/offline'),
  pub('/prime/$id', { params: ID }),
  pub('/test'),
  pub('/online-dealer/$', { name: 'online-dealer-legacy', params: { _splat: 'any' } }),
  pub('/$slug', { name: 'slug-fallback', params: { slug: 'slug' } }),

  // Routes that require authentication
  authed('/profile', { name: 'profile' }),
  authed('/profile/favourites'),
  authed('/profile/my-publications'),
  authed('/profile/settings'),
  authed('/personal/$id', { params: ID }),
  authed('/market/survey/$step/$appId', { layout: 'market', params: { step: 'slug', appId: 'slug' } }),

  // Web-view routes
  webView('/web-view/car-info/$id', { params: ID }),
  webView('/web-view/online-dealer'),
  webView('/web-view/online-dealer/buy'),
  webView('/web-view/online-dealer/compare/$id', { params: ID }),
  webView('/web-view/online-dealer/detail/$id', { params: ID }),
  webView('/web-view/online-dealer/detail/benefits'),
  webView('/web-view/online-dealer/detail/calculator'),
  webView('/web-view/online-dealer/detail/marketing'),
  webView('/web-view/online-dealer/detail/options'),
  webView('/web-view/online-dealer/detail/video/$id', { params: ID }),
  webView('/web-view/online-dealer/models'),
  webView('/web-view/online-dealer/test-drive'),
  webView('/web-view/online-dealer/test-drive/mark'),
  webView('/web-view/online-dealer/test-drive/model'),
  webView('/web-view/online-dealer/userReport'),
  webView('/web-view/online-dealer/video'),
]);

export interface RouteMatch {
  route: RouteDefinition;
  /** Decoded params; a catch-all is `_splat` (without leading slash, `''` when empty). */
  params: Record<string, string>;
}

type SegmentKind = 0 | 1 | 3; // static, param, splat (2 is "pattern ends here", which beats a catch-all)

interface Compiled {
  route: RouteDefinition;
  segments: { kind: SegmentKind; value: string }[];
}

function compile(route: RouteDefinition): Compiled {
  const parts = route.pattern === '/' ? [] : route.pattern.slice(1).split('/');
  return {
    route,
    segments: parts.map((p) =>
      p === '$'
        ? { kind: 3 as const, value: '_splat' }
        : p.startsWith('$')
          ? { kind: 1 as const, value: p.slice(1) }
          : { kind: 0 as const, value: p },
    ),
  };
}

/** Most specific first, segment by segment: static, then param, then end of pattern, then catch-all. */
function compareSpecificity(a: Compiled, b: Compiled): number {
  const n = Math.max(a.segments.length, b.segments.length);
  for (let i = 0; i < n; i++) {
    const ka = a.segments[i]?.kind ?? 2;
    const kb = b.segments[i]?.kind ?? 2;
    if (ka !== kb) return ka - kb;
  }
  return 0;
}

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

function structuralMatch(c: Compiled, parts: readonly string[]): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (const [i, seg] of c.segments.entries()) {
    if (seg.kind === 3) {
      const rest = parts.slice(i).map(decode);
      if (rest.some((r) => r === null)) return null;
      params[seg.value] = rest.join('/');
      return params;
    }
    const part = parts[i];
    if (part === undefined) return null;
    if (seg.kind === 0) {
      if (part !== seg.value) return null;
    } else {
      const value = decode(part);
      if (value === null || value === '') return null;
      params[seg.value] = value;
    }
  }
  return parts.length === c.segments.length ? params : null;
}

export function createRouteMatcher(routes: readonly RouteDefinition[]) {
  const compiled = routes.map(compile).sort(compareSpecificity);
  return function match(pathname: string): RouteMatch | null {
    const path = pathname.split(/[?#]/, 1)[0] ?? '';
    if (!path.startsWith('/')) return null;
    const parts = path === '/' ? [] : path.slice(1).split('/');
    // Empty inner segments (`/a//b`) and a trailing slash are not route paths: the trailing-slash redirect runs first.
    if (parts.some((p) => p === '')) return null;
    for (const c of compiled) {
      const params = structuralMatch(c, parts);
      if (!params) continue;
      const validators = c.route.params ?? {};
      for (const [name, value] of Object.entries(params)) {
        const validator = validators[name];
        if (validator && !PARAM_VALIDATORS[validator](value)) return null;
      }
      return { route: c.route, params };
    }
    return null;
  };
}

/**
 * Matches a locale-free pathname (`/market/toyota`, not `/kk/market/toyota`) against `ROUTES`.
 * Returns null when nothing matches or the winning route's params are invalid (both are a 404).
 */
export const matchRoute: (pathname: string) => RouteMatch | null = createRouteMatcher(ROUTES);

export function findRouteByName(name: string): RouteDefinition | undefined {
  return ROUTES.find((r) => r.name === name);
}

/** The route rules written to `builds/meta/{buildId}.json` (a JSON-safe copy of the table). */
export function routeRules(routes: readonly RouteDefinition[] = ROUTES): RouteDefinition[] {
  return JSON.parse(JSON.stringify(routes)) as RouteDefinition[];
}

/** The not-found message of spec section 8. */
export function notFoundMessage(path: string): string {
  return `Page not found: ${path}`;
}
