import { describe, expect, it } from 'vitest';
import { findRouteByName, LAYOUTS, matchRoute, notFoundMessage, ROUTES, routeRules } from './routes';

describe('ROUTES table', () => {
  it('has unique patterns and names, and only known layouts', () => {
    const patterns = ROUTES.map((r) => r.pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
    const names = ROUTES.flatMap((r) => (r.name ? [r.name] : []));
    expect(new Set(names).size).toBe(names.length);
    for (const r of ROUTES) expect(LAYOUTS).toContain(r.layout);
  });

  it('is JSON-serialisable as the build route rules', () => {
    expect(routeRules()).toEqual(JSON.parse(JSON.stringify(ROUTES)));
    expect(routeRules()).toHaveLength(ROUTES.length);
  });

  it('marks exactly the spec auth routes as requiring authentication', () => {
    expect(ROUTES.filter((r) => r.auth).map((r) => r.pattern)).toEqual([
      '/profile',
      '/profile/favourites',
      '/profile/my-publications',
      '/profile/settings',
      '/personal/$id',
      '/market/survey/$step/$appId',
    ]);
  });

  it('gives every web-view route the web-view layout', () => {
    const webView = ROUTES.filter((r) => r.pattern.startsWith('/web-view'));
    expect(webView).toHaveLength(16);
    for (const r of webView) expect([r.layout, r.group]).toEqual(['web-view', 'web-view']);
  });

  it('declares the named middleware steps of the spec', () => {
    expect(findRouteByName('cars')?.middleware).toEqual(['deep-link']);
    expect(findRouteByName('market-model')?.middleware).toEqual(['model-redirect']);
  });
});

describe('matchRoute', () => {
  // [path, pattern, params, layout, auth]
  it.each([
    ['/', '/', {}, 'default', false],
    ['/about', '/about', {}, 'default', false],
    ['/ai-chat', '/ai-chat', {}, 'ai-chat', false],
    ['/ai-chat/onboarding', '/ai-chat/onboarding', {}, 'ai-chat', false],
    ['/announcement/123', '/announcement/$id', { id: '123' }, 'default', false],
    ['/announcement/user/7', '/announcement/user/$id', { id: '7' }, 'default', false],
    ['/inspected/5', '/inspected/$id', { id: '5' }, 'default', false],
    ['/inspected/user/5', '/inspected/user/$id', { id: '5' }, 'default', false],
    ['/aua-sapasy', '/aua-sapasy', {}, 'none', false],
    ['/aua-sapasy/details', '/aua-sapasy/details', {}, 'default', false],
    ['/auction', '/auction', {}, 'empty', false],
    ['/autocenters', '/autocenters', {}, 'default', false],
    ['/autocenters/almaty/toyota-center', '/autocenters/$', { _splat: 'almaty/toyota-center' }, 'default', false],
    ['/autocheck/report', '/autocheck/report', {}, 'default', false],
    ['/bonus', '/bonus', {}, 'default', false],
    ['/cars', '/cars/$', { _splat: '' }, 'default', false],
    ['/cars/almaty/toyota/camry', '/cars/$', { _splat: 'almaty/toyota/camry' }, 'default', false],
    ['/compare', '/compare', {}, 'default', false],
    ['/create-announcement', '/create-announcement', {}, 'default', false],
    ['/edit-announcement/9', '/edit-announcement/$id', { id: '9' }, 'default', false],
    ['/dealer/astana-motors', '/dealer/$address', { address: 'astana-motors' }, 'market', false],
    ['/dealers/Abay%2012', '/dealers/$address', { address: 'Abay 12' }, 'default', false],
    ['/dealership-survey/3', '/dealership-survey/$id', { id: '3' }, 'dealership', false],
    ['/design', '/design', {}, 'design', false],
    ['/featureFlags', '/featureFlags', {}, 'default', false],
    ['/franchise', '/franchise', {}, 'default', false],
    ['/garage', '/garage', {}, 'default', false],
    ['/guide', '/guide', {}, 'default', false],
    ['/guide/buying/how-to-check-vin', '/guide/$category/$', { category: 'buying', _splat: 'how-to-check-vin' }, 'default', false],
    ['/login', '/login', {}, 'default', false],
    ['/market', '/market', {}, 'market', false],
    ['/market/toyota', '/market/$mark', { mark: 'toyota' }, 'market', false],
    ['/market/toyota/camry', '/market/$mark/$model', { mark: 'toyota', model: 'camry' }, 'market', false],
    ['/market/premium', '/market/premium', {}, 'market', false],
    ['/market/premium/bmw', '/market/premium/$mark', { mark: 'bmw' }, 'market', false],
    ['/market/premium/bmw/x5', '/market/premium/$mark/$model', { mark: 'bmw', model: 'x5' }, 'market', false],
    ['/market/survey/contacts/abc123', '/market/survey/$step/$appId', { step: 'contacts', appId: 'abc123' }, 'market', true],
    ['/myroll/1', '/myroll/$id', { id: '1' }, 'default', false],
    ['/new-auto', '/new-auto/$', { _splat: '' }, 'default', false],
    ['/new-auto/sedan/toyota', '/new-auto/$', { _splat: 'sedan/toyota' }, 'default', false],
    ['/new-auto/compare/12', '/new-auto/compare/$id', { id: '12' }, 'default', false],
    ['/new-auto/detail/12', '/new-auto/detail/$id', { id: '12' }, 'default', false],
    ['/new-auto/equipment/camry-prestige', '/new-auto/equipment/$id', { id: 'camry-prestige' }, 'default', false],
    ['/offline', '/offline', {}, 'default', false],
    ['/prime/77', '/prime/$id', { id: '77' }, 'default', false],
    ['/test', '/test', {}, 'default', false],
    ['/some-page', '/$slug', { slug: 'some-page' }, 'default', false],
    ['/online-dealer/models', '/online-dealer/$', { _splat: 'models' }, 'default', false],
    ['/profile', '/profile', {}, 'default', true],
    ['/profile/favourites', '/profile/favourites', {}, 'default', true],
    ['/profile/my-publications', '/profile/my-publications', {}, 'default', true],
    ['/profile/settings', '/profile/settings', {}, 'default', true],
    ['/personal/4', '/personal/$id', { id: '4' }, 'default', true],
    ['/web-view/car-info/8', '/web-view/car-info/$id', { id: '8' }, 'web-view', false],
    ['/web-view/online-dealer', '/web-view/online-dealer', {}, 'web-view', false],
    ['/web-view/online-dealer/detail/5', '/web-view/online-dealer/detail/$id', { id: '5' }, 'web-view', false],
    ['/web-view/online-dealer/detail/benefits', '/web-view/online-dealer/detail/benefits', {}, 'web-view', false],
    ['/web-view/online-dealer/detail/video/2', '/web-view/online-dealer/detail/video/$id', { id: '2' }, 'web-view', false],
    ['/web-view/online-dealer/test-drive/mark', '/web-view/online-dealer/test-drive/mark', {}, 'web-view', false],
    ['/web-view/online-dealer/userReport', '/web-view/online-dealer/userReport', {}, 'web-view', false],
    ['/market/toyota?x=1#y', '/market/$mark', { mark: 'toyota' }, 'market', false],
  ])('%s → %s', (path, pattern, params, layout, auth) => {
    const m = matchRoute(path);
    expect(m?.route.pattern).toBe(pattern);
    expect(m?.params).toEqual(params);
    expect(m?.route.layout).toBe(layout);
    expect(m?.route.auth).toBe(auth);
  });

  it.each([
    ['/announcement/abc', 'id not a positive integer'],
    ['/announcement/0', 'zero'],
    ['/announcement/-1', 'negative'],
    ['/announcement/01', 'leading zero'],
    ['/announcement/1.5', 'decimal'],
    ['/announcement/1/extra', 'too many segments'],
    ['/market/Toyota', 'brand slug not lower case'],
    ['/market/toyota/Camry', 'model slug not lower case'],
    ['/market/survey', 'reserved segment as a brand'],
    ['/market/survey/x', 'reserved segment as a brand'],
    ['/Some_Page', 'fallback slug invalid'],
    ['/a/b/c', 'no route'],
    ['/profile/unknown', 'no route'],
    ['/web-view/online-dealer/detail/abc', 'id not numeric'],
    ['/market/', 'trailing slash (redirected first)'],
    ['/market//toyota', 'empty segment'],
    ['/guide/Bad/x', 'category not a slug'],
    ['/autocenters/a/B', 'slug path not a slug'],
    ['/announcement/%E0%A4%A', 'malformed encoding'],
    ['relative', 'no leading slash'],
  ])('%s → null (%s)', (path) => {
    expect(matchRoute(path)).toBeNull();
  });

  it('prefers static segments to params and params to catch-alls', () => {
    expect(matchRoute('/new-auto/detail/5')?.route.pattern).toBe('/new-auto/detail/$id');
    expect(matchRoute('/web-view/online-dealer/detail/options')?.route.pattern).toBe('/web-view/online-dealer/detail/options');
    expect(matchRoute('/about')?.route.pattern).toBe('/about');
  });

  it('does not fall through to a less specific route when validation fails (404)', () => {
    // /new-auto/detail/$id wins structurally; an invalid id must not fall back to /new-auto/$.
    expect(matchRoute('/new-auto/detail/abc')).toBeNull();
  });
});

describe('notFoundMessage', () => {
  it('uses the spec wording', () => {
    expect(notFoundMessage('/nope/x')).toBe('Page not found: /nope/x');
  });
});
