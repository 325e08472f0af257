import { createRouter, redirect, type AnyRoute, type ParsedLocation } from '@tanstack/react-router';
import { localizePath } from '@jolda/i18n';
import {
  normalizeTrailingSlash,
  registerRouteMiddleware,
  runRouteMiddleware,
  type RouteMiddleware,
  type RouteRule,
} from '@jolda/routing';
import type { RouterContext } from './router';
import type { RouteRules, RouteStep } from '../shared/route-rules';
import { deepLinkStep } from '../features/search/deep-link-step';
import { modelRedirectStep } from '../features/delivery/route-steps';
import { assistantOnboardingStep } from '../features/assistant';

/**
 * The one runner of route rules (the route files' `staticData`, see `shared/route-rules.ts`): the root route's
 * `beforeLoad`, on the server's render and on every client navigation and preload.
 * 1. A path with a trailing slash is replaced (301) by the path without it, query and hash kept.
 * 2. `auth`: an anonymous visitor of a signed-in page goes to `/login?redirect=<path>` (302; a client redirect on
 *    navigation) and comes back after signing in.
 * 3. `steps`: the named steps of the matched route run once, in order, through the registry (an unknown name throws
 *    'Unknown route middleware'); a step's redirect becomes the router's redirect, in the page's language; what a step
 *    hands on (`{ data }`) reaches the route as `context.steps[name]`.
 */
export async function routeRulesBeforeLoad({
  location,
  context,
  matches,
}: {
  location: ParsedLocation;
  context: RouterContext;
  /** The router's matches for the location (typed `unknown` here: their type is the router's, which is built from this). */
  matches: unknown;
}): Promise<{ steps: Readonly<Record<string, unknown>> }> {
  const hash = location.hash ? `#${location.hash}` : '';
  const trimmed = normalizeTrailingSlash(`${location.pathname}${location.searchStr}${hash}`);
  if (trimmed) {
    const [path = '/', rest = ''] = splitPath(trimmed);
    throw redirect({ href: `${localizePath(path, context.locale)}${rest}`, statusCode: 301, replace: true });
  }
  const list = matches as readonly { staticData?: RouteRules; params: unknown }[];
  const leaf = list[list.length - 1];
  const rules = leaf?.staticData;
  if (rules?.auth && !context.session.isSignedIn()) {
    throw redirect({ to: '/login', search: { redirect: `${location.pathname}${location.searchStr}` }, statusCode: 302 });
  }
  if (!rules?.steps?.length) return { steps: {} };
  const data: Record<string, unknown> = {};
  const result = await runRouteMiddleware(rules.steps, {
    pathname: location.pathname,
    params: (leaf?.params ?? {}) as Record<string, string>,
    search: location.search as Record<string, unknown>,
    searchStr: location.searchStr,
    context,
    data,
  });
  if (result) {
    const [path = '/', rest = ''] = splitPath(result.redirect);
    // The step's own query wins; without one the current query and hash are kept (unless the step's address is exact).
    throw redirect({
      href: `${localizePath(path, context.locale)}${rest || (result.exactQuery ? hash : `${location.searchStr}${hash}`)}`,
      statusCode: result.status ?? 302,
      replace: true,
    });
  }
  return { steps: data };
}

/** The implementation of every step a route file may name (a name without one does not type-check). */
export const routeSteps: Readonly<Record<RouteStep, RouteMiddleware>> = {
  'deep-link': (ctx) =>
    deepLinkStep({ splat: ctx.params['_splat'] ?? '', searchStr: String(ctx['searchStr'] ?? ''), context: ctx['context'] as RouterContext }),
  'model-redirect': (ctx) => modelRedirectStep({ params: ctx.params, context: ctx['context'] as RouterContext }),
  'assistant-onboarding': async (ctx) => assistantOnboardingStep({ search: ctx.search }),
};
for (const [name, step] of Object.entries(routeSteps)) registerRouteMiddleware(name, step);

/** `/a/b?x#y` → [`/a/b`, `?x#y`]. */
function splitPath(href: string): [string, string] {
  const at = href.search(/[?#]/);
  return at === -1 ? [href, ''] : [href.slice(0, at), href.slice(at)];
}

/**
 * The rules of every page of a route tree, as the build writes them into `builds/meta/{buildId}.json`: one per route
 * that renders a page (layout routes and the root are frames, not pages), its path in the router's tokens.
 */
export function routeRulesOf(root: AnyRoute): RouteRule[] {
  // A route's full path is known once a router has taken in its tree.
  if (root.children && (Object.values(root.children) as AnyRoute[]).some((r) => r.fullPath === undefined)) createRouter({ routeTree: root });
  const rules: RouteRule[] = [];
  const visit = (route: AnyRoute) => {
    const children = route.children ? (Object.values(route.children) as AnyRoute[]) : [];
    if (!route.isRoot && children.length === 0) {
      const { layout, auth, steps } = route.options.staticData as RouteRules;
      const pattern = route.fullPath === '/' ? '/' : (route.fullPath as string).replace(/\/$/, '');
      rules.push({ pattern, layout, auth, ...(steps?.length ? { steps: [...steps] } : {}) });
    }
    for (const child of children) visit(child);
  };
  visit(root);
  return rules.sort((a, b) => a.pattern.localeCompare(b.pattern));
}
