import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { catalogQueries } from '@jolda/api-client';
import { localizePath } from '@jolda/i18n';
import {
  normalizeTrailingSlash,
  registerRouteMiddleware,
  routeMiddleware,
  runRouteMiddleware,
} from '@jolda/routing';
import type { RouterContext } from '../../app/router';
import { matchRouteRule } from './route-rules';

/** `Land Cruiser`, `land-cruiser`, `land_cruiser`, `LandCruiser` → `landcruiser`. */
export function modelKey(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/[\s_+-]+/g, '');
}

/**
 * `model-redirect` (route `/market/$mark/$model`): the model segment is made canonical against the brand's catalogue —
 * a model id (`/market/toyota/1`), its name or a spelling of its slug (`land-cruiser` for `land_cruiser`) redirects
 * (301) to the model's slug, query kept. An unknown brand or model, or a catalogue error, leaves the URL alone (the
 * page decides what to show).
 */
export async function modelRedirectStep(ctx: {
  params: Record<string, string>;
  search: Record<string, unknown>;
  context?: Pick<RouterContext, 'queryClient' | 'http'>;
}): Promise<{ redirect: string; status: 301 } | undefined> {
  const { mark, model } = ctx.params;
  if (!mark || !model || !ctx.context) return undefined;
  let models: { id: number; slug: string; name: string }[];
  try {
    models = (await ctx.context.queryClient.ensureQueryData(catalogQueries.models(ctx.context.http, mark)))
      .items;
  } catch {
    return undefined;
  }
  if (models.some((m) => m.slug === model)) return undefined;
  const key = modelKey(model);
  const hit = /^\d+$/.test(model)
    ? models.find((m) => String(m.id) === model)
    : models.find((m) => modelKey(m.slug) === key || modelKey(m.name) === key);
  if (!hit) return undefined;
  return { redirect: `/market/${mark}/${hit.slug}`, status: 301 };
}

let registered = false;
/** Registers the steps this app implements (idempotent). `deep-link` is registered by the search feature. */
export function registerRouteSteps(): void {
  if (registered || routeMiddleware.has('model-redirect')) return;
  registered = true;
  registerRouteMiddleware('model-redirect', (ctx) =>
    modelRedirectStep(ctx as Parameters<typeof modelRedirectStep>[0]),
  );
}
registerRouteSteps();

/**
 * The root route's `beforeLoad` (server render and every client navigation):
 * 1. a path with a trailing slash is replaced (301) by the path without it, query and hash kept;
 * 2. the named steps of the matched route rule run through the registry (an unknown name throws
 *    'Unknown route middleware'); a step's redirect becomes the router's redirect, in the page's language.
 */
export async function deliveryBeforeLoad({
  location,
  context,
}: {
  location: ParsedLocation;
  context: RouterContext;
}): Promise<void> {
  const hash = location.hash ? `#${location.hash}` : '';
  const trimmed = normalizeTrailingSlash(`${location.pathname}${location.searchStr}${hash}`);
  if (trimmed) {
    const [path = '/', rest = ''] = splitPath(trimmed);
    throw redirect({ href: `${localizePath(path, context.locale)}${rest}`, statusCode: 301, replace: true });
  }
  const match = matchRouteRule(location.pathname);
  if (!match?.route.middleware?.length) return;
  const result = await runRouteMiddleware(match.route.middleware, {
    pathname: location.pathname,
    params: match.params,
    search: location.search as Record<string, unknown>,
    context,
  });
  if (result) {
    const [path = '/', rest = ''] = splitPath(result.redirect);
    // The step's own query wins; without one the current query and hash are kept.
    throw redirect({
      href: `${localizePath(path, context.locale)}${rest || `${location.searchStr}${hash}`}`,
      statusCode: result.status ?? 302,
      replace: true,
    });
  }
}

/** `/a/b?x#y` → [`/a/b`, `?x#y`]. */
function splitPath(href: string): [string, string] {
  const at = href.search(/[?#]/);
  return at === -1 ? [href, ''] : [href.slice(0, at), href.slice(at)];
}
