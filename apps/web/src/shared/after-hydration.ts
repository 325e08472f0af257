import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * For a below-the-fold part the server leaves out (similar cars): false on the server and while the server's HTML is
 * hydrated, then true in a task of its own after hydration (a transition, so its render neither lengthens hydration
 * nor blocks input); true at once when the browser renders the part itself (a navigation after hydration).
 * "Hydrating" is React's own: `useSyncExternalStore` answers its server snapshot exactly while it hydrates, also in a
 * Suspense boundary (a lazily loaded route) that hydrates after the rest of the page.
 */
export function useAfterHydration(): boolean {
  const hydrating = useSyncExternalStore(
    never,
    () => false,
    () => true,
  );
  const [ready, setReady] = useState(!hydrating);
  useEffect(() => {
    if (ready) return;
    const timer = setTimeout(() => startTransition(() => setReady(true)), 0);
    return () => clearTimeout(timer);
  }, [ready]);
  return ready;
}
