import type { AnyRouter } from '@tanstack/react-router';
import type { BootData } from '../../shared/boot';
import { prefetchBuildManifest, reloadOnChunkErrors, watchForNewBuilds } from './build-updates';
import { guardedNavigate } from './external';
import { limitRoutePreloads } from './preload';

/**
 * Delivery rules of the running page (spec sections 4, 7, 9): route preloading limits, reload-once on failed page
 * chunks, and — in production builds, where `builds/` exists — new-build detection and the build manifest prefetch.
 * Also gives the global scripts (`/scripts/globals.js`) a guarded `window.jolda.navigate`.
 */
export function startDelivery(router: AnyRouter, boot: BootData): void {
  limitRoutePreloads(router);
  reloadOnChunkErrors(router);
  if (import.meta.env.PROD && boot.buildId !== 'dev') {
    watchForNewBuilds(boot.buildId);
    prefetchBuildManifest(boot.buildId);
  }
  const w = window as Window & { jolda?: Record<string, unknown> };
  w.jolda = {
    ...w.jolda,
    navigate: (href: string) => guardedNavigate(href, (path) => void router.navigate({ href: path })),
  };
}
