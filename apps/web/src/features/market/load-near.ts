import { type RefObject, useEffect, useState, useSyncExternalStore } from 'react';
import type { Preloadable } from '../../shared/preloadable';

const never = () => () => undefined;

/** How far below the screen a part starts loading while the buyer scrolls towards it. */
const NEAR = '800px 0px';

/**
 * For a below-the-fold part of a page whose code is `preloadable` and which a first visit may never reach (the model
 * page's test-drive form): true once its chunk is there. The chunk is asked for when the part's placeholder (`ref`)
 * comes within ~800 px of the screen, when the buyer touches or focuses it, or when the page is idle after hydrating,
 * whichever is first. The server and the hydrating browser render the placeholder (false), so the part is neither in
 * the page's first JavaScript nor in its hydration; a page rendered by the browser after the chunk has come (a later
 * navigation) shows the part at once.
 */
export function useLoadNear(ref: RefObject<HTMLElement | null>, part: Pick<Preloadable<never>, 'preload' | 'loaded'>, enabled = true): boolean {
  const hydrating = useSyncExternalStore(
    never,
    () => false,
    () => true,
  );
  const [ready, setReady] = useState(() => !hydrating && part.loaded());
  useEffect(() => {
    if (ready || !enabled) return;
    const el = ref.current;
    let live = true;
    let asked = false;
    const load = () => {
      if (asked) return;
      asked = true;
      part.preload().then(
        () => live && setReady(true),
        () => {
          asked = false; // offline or a new deploy: the next trigger asks again
        },
      );
    };
    const observer = typeof IntersectionObserver === 'function' ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && load(), { rootMargin: NEAR }) : null;
    if (el && observer) observer.observe(el);
    el?.addEventListener('pointerdown', load);
    el?.addEventListener('focusin', load);
    const ric = typeof window.requestIdleCallback === 'function';
    const idle = ric ? window.requestIdleCallback(load, { timeout: 4000 }) : window.setTimeout(load, 2000);
    return () => {
      live = false;
      observer?.disconnect();
      el?.removeEventListener('pointerdown', load);
      el?.removeEventListener('focusin', load);
      if (ric) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [ready, enabled, ref, part]);
  return ready;
}
