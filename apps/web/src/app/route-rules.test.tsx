import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type AnyRoute, createMemoryHistory, createRouter, isNotFound } from '@tanstack/react-router';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { createHttp } from '@jolda/api-client';
import { createMockAdapter } from '@jolda/api-client/testing';
import { brandListSchema, cityListSchema, modelListSchema, regionListSchema, savedSearchListSchema, searchResultSchema } from '@jolda/contracts';
import { createI18nInstance } from '@jolda/i18n';
import { registerRouteMiddleware, routeMiddleware } from '@jolda/routing';
import { routeTree } from '../routeTree.gen';
import { LAYOUTS, ROUTE_STEPS } from '../shared/route-rules';
import { createQueryClient, type RouterContext } from './router';
import { routeRulesOf, routeSteps } from './route-rules';

const rules = routeRulesOf(routeTree);
const byPattern = new Map(rules.map((r) => [r.pattern, r]));

describe('route rules: each route file’s staticData is its one source', () => {
  it('every page declares a known layout, auth and only registered steps', () => {
    expect(rules.length).toBeGreaterThan(50);
    for (const rule of rules) {
      expect(LAYOUTS, rule.pattern).toContain(rule.layout);
      expect(typeof rule.auth, rule.pattern).toBe('boolean');
      for (const step of rule.steps ?? []) {
        expect(ROUTE_STEPS, rule.pattern).toContain(step);
        expect(routeMiddleware.has(step), `${step} is registered`).toBe(true);
      }
    }
  });

  it('the signed-in pages are the spec’s (section 6: /profile and every child, /personal, the market survey) and editing', () => {
    const signedIn = rules.filter((r) => r.auth).map((r) => r.pattern);
    expect(signedIn).toEqual([
      '/edit-announcement/$id',
      '/market/survey/$step/$appId',
      '/personal/$id',
      '/profile',
      '/profile/autochecks',
      '/profile/editor',
      '/profile/editor/$id',
      '/profile/favourites',
      '/profile/inspections/$id',
      '/profile/market',
      '/profile/messages',
      '/profile/my-publications',
      '/profile/notifications',
      '/profile/saved-searches',
      '/profile/settings',
    ]);
    // A new child of /profile without `auth: true` fails here.
    for (const r of rules.filter((x) => x.pattern.startsWith('/profile'))) expect(r.auth, r.pattern).toBe(true);
  });

  it('the steps and layouts the spec names (section 2)', () => {
    expect(rules.filter((r) => r.steps).map((r) => [r.pattern, r.steps])).toEqual([
      // The introduction on a first visit (issue 21): /ai-chat/onboarding is the spec's onboarding page.
      ['/ai-chat', ['assistant-onboarding']],
      ['/cars/$', ['deep-link']],
      ['/market/$mark/$model', ['model-redirect']],
    ]);
    const layouts: Record<string, string> = {
      '/ai-chat': 'ai-chat',
      '/ai-chat/onboarding': 'ai-chat',
      '/aua-sapasy': 'none',
      '/auction': 'empty',
      '/dealer/$address': 'market',
      '/dealership-survey/$id': 'dealership',
      '/design': 'design',
      '/market': 'market',
      '/market/$mark': 'market',
      '/market/$mark/$model': 'market',
      '/market/premium': 'market',
      '/about': 'default',
      '/cars/$': 'default',
    };
    for (const [pattern, layout] of Object.entries(layouts)) expect(byPattern.get(pattern)?.layout, pattern).toBe(layout);
  });

  it('the tasks nothing may interrupt (issue 23 item 7: posting, sign-in, payment, chat) declare `task`', () => {
    const tasks: string[] = [];
    const visit = (route: AnyRoute) => {
      const children = route.children ? (Object.values(route.children) as AnyRoute[]) : [];
      if (!route.isRoot && children.length === 0 && route.options.staticData?.task === true) tasks.push(route.fullPath === '/' ? '/' : route.fullPath.replace(/\/$/, ''));
      children.forEach(visit);
    };
    visit(routeTree as unknown as AnyRoute);
    expect(tasks.sort()).toEqual([
      '/ai-chat',
      '/autocheck/report',
      '/create-announcement',
      '/dealership-survey/$id',
      '/edit-announcement/$id',
      '/login',
      '/market/survey/$step/$appId',
      '/personal/$id',
      // The conversations between buyer and seller: the NPS question never opens over a message being written.
      '/profile/messages',
    ]);
  });

  it('no route file guards or runs steps by itself: only through its staticData', () => {
    const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../routes');
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.tsx'))) {
      const source = readFileSync(path.join(dir, file), 'utf8');
      expect(source, file).toMatch(/staticData: \{ layout: '[a-z-]+', auth: (true|false)/);
      expect(source, file).not.toMatch(/isSignedIn\(\)\) return|requireSignedIn|runRouteMiddleware|deepLinkStep|modelRedirectStep/);
    }
  });
});

// ---------------------------------------------------------------------------------------------------------------
// The rules at work, in the real router over the real route tree (memory history), the API answered by a mock whose
// every answer the client parses with the contract's schema.
// ---------------------------------------------------------------------------------------------------------------
const brand = { id: 1, slug: 'toyota', name: 'Toyota', country: 'JP', count: 3, popular: true };
const api: Record<string, unknown> = {
  '/api/catalog/brands': brandListSchema.parse({ items: [brand] }),
  '/api/catalog/brands/toyota/models': modelListSchema.parse({
    brand,
    items: [
      { id: 7, brandId: 1, slug: 'camry', name: 'Camry', bodyTypes: ['sedan'], count: 2, generations: [] },
      { id: 8, brandId: 1, slug: 'land_cruiser', name: 'Land Cruiser', bodyTypes: ['suv'], count: 1, generations: [] },
    ],
  }),
  '/api/catalog/cities': cityListSchema.parse({ items: [{ id: 1, slug: 'astana', name: 'Астана', regionId: 1 }] }),
  '/api/saved-searches': savedSearchListSchema.parse({ items: [], limit: 20 }),
  '/api/catalog/regions': regionListSchema.parse({ items: [{ id: 1, slug: 'astana', name: 'Астана', plateCode: '01', city: 'astana' }] }),
};
const emptySearch = searchResultSchema.parse({ items: [], total: 0, page: 1, pageSize: 20, pages: 0 });

function load(url: string, signedIn = false) {
  const adapter = createMockAdapter((config) => {
    const pathname = new URL(config.url ?? '', 'http://api').pathname;
    if (pathname === '/api/announcements') return { status: 200, data: emptySearch };
    return pathname in api ? { status: 200, data: api[pathname] } : { status: 404, data: { code: 'not_found', message: pathname } };
  });
  const http = createHttp({ baseURL: 'http://api', getLocale: () => 'ru', getAccessToken: () => undefined, adapter });
  const context: RouterContext = {
    queryClient: createQueryClient(),
    http,
    locale: 'ru',
    i18n: createI18nInstance('ru', {}),
    boot: { locale: 'ru', theme: 'system', assets: { css: [], entry: '', preload: [] }, origin: 'http://x', buildId: 't', signedIn },
    nonce: undefined,
    themeStore: undefined as never,
    session: { isSignedIn: () => signedIn },
  };
  const router = createRouter({ routeTree, context, history: createMemoryHistory({ initialEntries: [url] }) });
  return { router, adapter, done: router.load() };
}

describe('route rules in the real router', () => {
  it.each(['/profile', '/profile/saved-searches', '/profile/settings?tab=1', '/personal/15', '/market/survey/trim/a0123456789abcde', '/edit-announcement/3'])(
    'an anonymous visitor of %s goes to /login?redirect=…',
    async (url) => {
      const { router, done } = load(url);
      await done;
      expect(router.state.location.pathname).toBe('/login');
      expect(router.state.location.search).toEqual({ redirect: url });
    },
  );

  it.each(['/', '/cars', '/login', '/about', '/market/survey', '/personal'])('%s is open to everyone', async (url) => {
    const { router, done } = load(url);
    await done;
    expect(router.state.location.pathname).toBe(url);
  });

  it('a signed-in visitor stays on a signed-in page', async () => {
    const { router, done } = load('/profile/saved-searches', true);
    await done;
    expect(router.state.location.pathname).toBe('/profile/saved-searches');
  });

  it('/cars runs its deep-link step once, and the loader works from the filter it parsed', async () => {
    // The registered step, counted: a wrapper under its name for this test, the app's own one put back after it.
    const deepLinkStep = vi.fn(routeSteps['deep-link']);
    registerRouteMiddleware('deep-link', deepLinkStep);
    onTestFinished(() => void registerRouteMiddleware('deep-link', routeSteps['deep-link']));
    const { router, adapter, done } = load('/cars/toyota/camry');
    await done;
    expect(deepLinkStep).toHaveBeenCalledTimes(1);
    const match = router.state.matches.at(-1)!;
    expect((match.loaderData as { filter: unknown }).filter).toEqual({ brand: ['toyota'], model: 'camry' });
    expect(adapter.calls.filter((c) => c.url?.startsWith('/api/announcements'))).toHaveLength(1);
  });

  it('the deep-link step redirects a legacy city (301) and answers an unknown segment with the not-found page', async () => {
    const legacy = load('/cars/nur-sultan');
    await legacy.done;
    expect(legacy.router.state.location.pathname).toBe('/cars/astana');
    const unknown = load('/cars/no-such-brand');
    await unknown.done;
    expect(unknown.router.state.location.pathname).toBe('/cars/no-such-brand');
    expect(unknown.router.state.matches.some((m) => m.status === 'notFound' || isNotFound(m.error))).toBe(true);
  });

  it("the deep-link step opens a search with no place in the buyer's remembered city (issue 23 item 5); a place in the URL wins", async () => {
    document.cookie = 'city=astana; Path=/';
    try {
      const remembered = load('/cars/toyota/camry?priceTo=9000000');
      await remembered.done;
      expect(remembered.router.state.location.pathname).toBe('/cars/toyota/camry/astana');
      expect(remembered.router.state.location.search).toEqual({ priceTo: 9_000_000 });
      const named = load('/cars/toyota?region=astana');
      await named.done;
      expect(named.router.state.location.pathname).toBe('/cars/toyota/astana'); // the city's own region is the city
      expect(named.router.state.location.search).toEqual({}); // and no longer in the query
    } finally {
      document.cookie = 'city=; Path=/; Max-Age=0';
    }
    const none = load('/cars/toyota');
    await none.done;
    expect(none.router.state.location.pathname).toBe('/cars/toyota');
  });

  it('`city=all` ("Весь Казахстан" from the home form) wins over the remembered city and forgets it', async () => {
    document.cookie = 'city=astana; Path=/';
    try {
      const all = load('/cars/toyota?city=all&utm_source=x');
      await all.done;
      expect(all.router.state.location.pathname).toBe('/cars/toyota');
      expect(all.router.state.location.search).toEqual({ utm_source: 'x' });
      expect(document.cookie).not.toContain('city=astana');
    } finally {
      document.cookie = 'city=; Path=/; Max-Age=0';
    }
  });

  it('the model-redirect step makes /market/{mark}/{model} canonical', async () => {
    const { router, done } = load('/market/toyota/8');
    await done;
    expect(router.state.location.pathname).toBe('/market/toyota/land_cruiser');
  });
});
