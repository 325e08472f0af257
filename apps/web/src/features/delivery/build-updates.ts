import {
  buildMetaUrl,
  createBuildWatcher,
  isChunkLoadError,
  latestBuildUrl,
  MANIFEST_PREFETCH_IDLE_MS,
  parseBuildMeta,
} from '@jolda/routing';
import type { AnyRouter } from '@tanstack/react-router';
import { reloadOnce } from './reload';

async function getJson(url: string): Promise<unknown> {
  const res = await fetch(url, { cache: 'no-store', credentials: 'same-origin' });
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return res.json();
}

/**
 * ~1 s after the page goes idle, reads this build's route rules from `builds/meta/{buildId}.json` (spec section 7;
 * errors only logged). They are the rules of the route tree this page runs (the build writes them from it), so
 * nothing is swapped at run time: a malformed or missing manifest is only reported.
 */
export function prefetchBuildManifest(buildId: string): void {
  const run = () => {
    let url: string;
    try {
      url = buildMetaUrl(buildId);
    } catch (error) {
      console.warn('[delivery] no build manifest for this build id', error);
      return;
    }
    getJson(url)
      .then((manifest) => {
        if (!parseBuildMeta(manifest)) console.warn('[delivery] malformed build manifest', url);
      })
      .catch((error: unknown) => console.warn('[delivery] could not read the build manifest', error));
  };
  const later = () => setTimeout(run, MANIFEST_PREFETCH_IDLE_MS);
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(later, { timeout: 5000 });
  else setTimeout(later, 1);
}

/**
 * Polls `builds/latest.json?{timestamp}` every minute and when the tab comes back; a different build id reloads the
 * page once (10 s guard per path).
 */
export function watchForNewBuilds(buildId: string): () => void {
  const watcher = createBuildWatcher({
    currentId: buildId,
    fetchLatest: () => getJson(latestBuildUrl()),
    onNewBuild: (latest) => reloadOnce(`new build ${latest.id}`),
    focusTarget: window,
    visibilityTarget: document,
    isVisible: () => document.visibilityState === 'visible',
  });
  watcher.start();
  return () => watcher.stop();
}

/**
 * A page chunk that fails to load (an old chunk removed by a deploy, a flaky network) reloads the page once: Vite's
 * `vite:preloadError` event, unhandled rejections of dynamic imports, and the router's own load errors.
 */
export function reloadOnChunkErrors(router: AnyRouter): () => void {
  const onPreloadError = (event: Event) => {
    if (reloadOnce('page chunk failed to load (vite:preloadError)')) event.preventDefault();
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isChunkLoadError(event.reason)) reloadOnce('page chunk failed to load');
  };
  window.addEventListener('vite:preloadError', onPreloadError);
  window.addEventListener('unhandledrejection', onRejection);
  const unsubscribe = router.subscribe('onResolved', () => {
    const failed = router.state.matches.find((m) => m.status === 'error' && isChunkLoadError(m.error));
    if (failed) reloadOnce('route chunk failed to load');
  });
  return () => {
    window.removeEventListener('vite:preloadError', onPreloadError);
    window.removeEventListener('unhandledrejection', onRejection);
    unsubscribe();
  };
}
