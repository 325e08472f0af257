import { startTransition, useEffect, useState } from 'react';

/** The root marks `<html data-hydrated>` once React owns the page; false on the server and during hydration. */
function pageHydrated(): boolean {
  return typeof document !== 'undefined' && document.documentElement.hasAttribute('data-hydrated');
}

/**
 * For a below-the-fold part the server leaves out (similar cars): false on the server and while the server's HTML is
 * hydrated, then true in a task of its own after hydration (a transition, so its render neither lengthens hydration
 * nor blocks input); true at once when the browser renders the page itself (a navigation after hydration).
 */
export function useAfterHydration(): boolean {
  const [ready, setReady] = useState(pageHydrated);
  useEffect(() => {
    if (ready) return;
    const timer = setTimeout(() => startTransition(() => setReady(true)), 0);
    return () => clearTimeout(timer);
  }, [ready]);
  return ready;
}
