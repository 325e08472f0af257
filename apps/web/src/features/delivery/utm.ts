import { carryUtmParams } from '@jolda/routing';

/**
 * Root search middleware (spec section 4): utm parameters of the current route are carried to the next route when
 * the next lacks them. It runs whenever the router builds a location, so every `<Link>` rendered on a page opened
 * with `?utm_source=x` already carries it, on the server too, and so does `navigate()`.
 */
export function carryUtmMiddleware({
  search,
  next,
}: {
  search: Record<string, unknown>;
  next: (search: Record<string, unknown>) => Record<string, unknown>;
}): Record<string, unknown> {
  return carryUtmParams(search, next(search));
}
