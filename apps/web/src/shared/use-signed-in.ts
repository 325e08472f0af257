import { useCallback, useSyncExternalStore } from 'react';
import { useRouter } from '@tanstack/react-router';

type AnyRouter = ReturnType<typeof useRouter>;

interface SignedInStore {
  value: boolean;
  listeners: Set<() => void>;
  stop?: () => void;
}

/**
 * One answer per router, shared by every component that asks. Reading `document.cookie` is a synchronous call into
 * the browser's cookie store, slow enough to show in a profile when twenty hearts on a page of cards asked on every
 * render; it is now read once, then once after each navigation and each time the tab regains focus (the moments the
 * answer can change), and the components re-render only when it did.
 */
const stores = new WeakMap<AnyRouter, SignedInStore>();

function storeOf(router: AnyRouter): SignedInStore {
  let store = stores.get(router);
  if (!store) {
    store = { value: Boolean(router.options.context?.session.isSignedIn()), listeners: new Set() };
    stores.set(router, store);
  }
  return store;
}

function listen(router: AnyRouter, store: SignedInStore): () => void {
  const refresh = () => {
    const value = Boolean(router.options.context?.session.isSignedIn());
    if (value === store.value) return;
    store.value = value;
    for (const listener of store.listeners) listener();
  };
  const off = router.subscribe('onResolved', refresh);
  window.addEventListener('focus', refresh);
  return () => {
    off();
    window.removeEventListener('focus', refresh);
  };
}

/**
 * Whether the visitor is signed in (an `access_token` cookie, as the router context says), re-read after every
 * navigation and when the tab regains focus — so signing in on /login is noticed on the next page.
 */
export function useSignedIn(): boolean {
  const router = useRouter();
  const subscribe = useCallback(
    (onChange: () => void) => {
      const store = storeOf(router);
      store.listeners.add(onChange);
      store.stop ??= listen(router, store);
      return () => {
        store.listeners.delete(onChange);
        if (store.listeners.size === 0) {
          store.stop?.();
          store.stop = undefined;
        }
      };
    },
    [router],
  );
  const read = () => storeOf(router).value;
  return useSyncExternalStore(subscribe, read, read);
}
