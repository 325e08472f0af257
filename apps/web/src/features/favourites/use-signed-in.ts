import { useCallback, useSyncExternalStore } from 'react';
import { useRouter } from '@tanstack/react-router';

type AnyRouter = ReturnType<typeof useRouter>;

/**
 * The last answer per router. Reading `document.cookie` is a synchronous call into the browser's cookie store, slow
 * enough to show in a profile when every heart on a page of cards asks on every render; it is read once and again
 * only after a navigation or when the tab regains focus (the moments the answer can change).
 */
const answers = new WeakMap<AnyRouter, boolean>();

function readSignedIn(router: AnyRouter): boolean {
  let signedIn = answers.get(router);
  if (signedIn === undefined) {
    signedIn = Boolean(router.options.context?.session.isSignedIn());
    answers.set(router, signedIn);
  }
  return signedIn;
}

/**
 * Whether the visitor is signed in (an `access_token` cookie, as the router context says), re-read after every
 * navigation and when the tab regains focus — so signing in on /login is noticed on the next page.
 */
export function useSignedIn(): boolean {
  const router = useRouter();
  const subscribe = useCallback(
    (onChange: () => void) => {
      const recheck = () => {
        answers.delete(router);
        onChange();
      };
      const off = router.subscribe('onResolved', recheck);
      window.addEventListener('focus', recheck);
      return () => {
        off();
        window.removeEventListener('focus', recheck);
      };
    },
    [router],
  );
  const read = () => readSignedIn(router);
  return useSyncExternalStore(subscribe, read, read);
}
