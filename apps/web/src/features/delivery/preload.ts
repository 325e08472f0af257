import { createPreloadLimiter, type ConnectionInfo } from '@jolda/routing';
import type { AnyRouter } from '@tanstack/react-router';

/**
 * Route preloading limits (spec section 9). The router preloads on intent (`defaultPreload: 'intent'`: hover,
 * focus, touch of a `<Link>`); every preload goes through `router.preloadRoute`, so that one method is wrapped:
 * at most 4 preloads in flight (extra ones are dropped — the route still loads on navigation), none at all on
 * 2g or data-saver connections (read at each preload: the connection can change). Navigation itself never goes
 * through `preloadRoute`, so it is never limited.
 */
export function limitRoutePreloads(router: AnyRouter): void {
  const limiter = createPreloadLimiter({
    connection: () => (navigator as Navigator & { connection?: ConnectionInfo }).connection ?? null,
  });
  const original = router.preloadRoute.bind(router) as AnyRouter['preloadRoute'];
  router.preloadRoute = ((options: Parameters<AnyRouter['preloadRoute']>[0]) => {
    let key: string;
    try {
      key = router.buildLocation(options as never).href;
    } catch {
      return original(options);
    }
    const result = limiter.preload(key, () => original(options));
    return result.started ? result.promise : Promise.resolve(undefined);
  }) as AnyRouter['preloadRoute'];
}
