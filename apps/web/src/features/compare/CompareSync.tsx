import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { useRouter } from '@tanstack/react-router';
import { compareApi, useHttp } from '@jolda/api-client';
import { compareStore, hydrateCompare, setCompareChangeListener, setCompareIds } from './compare-store';

function useSignedInFlag(): boolean {
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

/**
 * Mounted once by the shell. Restores the compare selection from localStorage after hydration; for a signed-in
 * user merges it with the account's saved list when the session starts, then saves every change to the account.
 */
export function CompareSync() {
  const http = useHttp();
  const signedIn = useSignedInFlag();
  const merged = useRef(false);

  useEffect(() => {
    hydrateCompare();
  }, []);

  useEffect(() => {
    if (!signedIn) {
      merged.current = false;
      setCompareChangeListener(null);
      return;
    }
    let cancelled = false;
    hydrateCompare();
    const local = compareStore.getState().ids;
    if (!merged.current) {
      merged.current = true;
      compareApi
        .mergeCompareList(http, local)
        .then((res) => {
          if (!cancelled) setCompareIds(res.ids, { silent: true });
        })
        .catch(() => {
          merged.current = false;
        });
    }
    setCompareChangeListener((ids) => {
      void compareApi.putCompareList(http, ids).catch(() => undefined);
    });
    return () => {
      cancelled = true;
      setCompareChangeListener(null);
    };
  }, [signedIn, http]);

  return null;
}
