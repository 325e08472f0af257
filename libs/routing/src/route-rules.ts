/**
 * The route rules as the build writes them into `builds/meta/{buildId}.json` (spec section 7: the client reads route
 * rules from the build manifest). Their one source is each route file of the site (`staticData`: layout, auth, steps);
 * the build reads them from the route tree (`apps/web/src/app/route-rules.ts`), so this library holds only their
 * JSON shape. Patterns use TanStack Router tokens: `$name` is one segment, a trailing `$` a catch-all; locale-free
 * (`/kk` is a prefix every route has).
 */
export interface RouteRule {
  pattern: string;
  layout: string;
  /** Only for a signed-in visitor (an `access_token` cookie). */
  auth: boolean;
  /** Named steps run before display, in order (see `runRouteMiddleware`). */
  steps?: readonly string[];
}

/** Lowercase latin, digits, `-`, `_` (same as `slugSchema` of `@jolda/contracts`). */
export const SLUG_PATTERN = /^[a-z0-9][a-z0-9_-]*$/;

/** The not-found message of spec section 8. */
export function notFoundMessage(path: string): string {
  return `Page not found: ${path}`;
}
