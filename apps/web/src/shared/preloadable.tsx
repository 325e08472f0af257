import { lazy, useState, type ComponentType } from 'react';

export type Preloadable<P> = ComponentType<P> & {
  /** Starts loading the component's chunk (idempotent); resolves once it can render without suspending. */
  preload: () => Promise<void>;
  /** Whether the chunk has arrived. */
  loaded: () => boolean;
};

/** What server renders wait for (see {@link preloadOnServer}). */
const serverPreloads = new Set<Promise<unknown>>();

/**
 * For a preloadable part that every server render of its page shows (the /cars filter sidebar): starts loading it now
 * and makes {@link serverPreloadsSettled} wait for it. The server renders the page to a string, which does not wait
 * for a lazy component (it would send the Suspense fallback). Call it on the server only: an overlay that renders once
 * `loaded()` must stay unloaded there, as it is in the browser at hydration.
 */
export function preloadOnServer(component: Pick<Preloadable<object>, 'preload'>): void {
  serverPreloads.add(component.preload().catch(() => undefined)); // a failed one renders its fallback; the browser loads it
}

/** Resolves once every {@link preloadOnServer} load has settled. */
export function serverPreloadsSettled(): Promise<void> {
  return Promise.all(serverPreloads).then(() => undefined);
}

/**
 * `React.lazy` that can be loaded ahead of its first render and then renders without suspending: for UI a page does
 * not need at first paint (a filter sheet, a dialog), so its code leaves the page's first JavaScript, yet opens at once
 * once preloaded (on pointer down, focus, or right after hydration on a wide screen).
 *
 * Until the chunk is there it renders through `lazy`, so it needs a `Suspense` boundary above it; during hydration that
 * boundary keeps the server's HTML until the chunk arrives, then hydrates it.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let Loaded: ComponentType<P> | null = null;
  let pending: Promise<void> | null = null;
  const preload = () =>
    (pending ??= load().then(
      (c) => {
        Loaded = c;
      },
      (e: unknown) => {
        pending = null; // a failed chunk request (offline, a new deploy) may be retried by the next call
        throw e;
      },
    ));
  const Lazy = lazy(async () => {
    await preload();
    return { default: Loaded! };
  });
  function Component(props: P) {
    const C = Loaded ?? Lazy;
    return <C {...props} />;
  }
  return Object.assign(Component, { preload, loaded: () => Loaded !== null });
}

/**
 * Open state for an overlay whose code is `preloadable`: the trigger warms the chunk on pointer down and focus, and a
 * click opens the overlay as soon as its code is there (`loading` meanwhile, for the trigger's spinner). Render the
 * overlay only when `mounted`, inside a `Suspense` boundary.
 */
export function usePreloadedOverlay<P>(overlay: Preloadable<P>) {
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const warm = () => void overlay.preload().catch(() => undefined);
  const show = () => {
    if (overlay.loaded()) return setOpen(true);
    setLoading(true);
    overlay
      .preload()
      .then(() => setOpen(true))
      .catch(() => undefined) // offline and not cached: nothing opens, the next click tries again
      .finally(() => setLoading(false));
  };
  return {
    open,
    setOpen,
    loading,
    mounted: overlay.loaded(),
    triggerProps: { onPointerDown: warm, onFocus: warm, onClick: show },
  };
}
