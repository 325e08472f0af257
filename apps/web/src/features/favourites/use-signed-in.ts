import { useCallback, useSyncExternalStore } from 'react';
import { useRouter } from '@tanstack/react-router';

/**
 * Whether the visitor is signed in (an `access_token` cookie, as the router context says), re-read after every
 * navigation and when the tab regains focus — so signing in on /login is noticed on the next page.
 */
export function useSignedIn(): boolean {
  const router = useRouter();
  const subscribe = useCallback(
    (onChange: () => void) => {
      const off = router.subscribe('onResolved', onChange);
      window.addEventListener('focus', onChange);
      return () => {
        off();
        window.removeEventListener('focus', onChange);
      };
    },
    [router],
  );
  const read = () => router.options.context?.session.isSignedIn() ?? false;
  return useSyncExternalStore(subscribe, read, read);
}
