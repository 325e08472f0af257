import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouteContext, useRouter } from '@tanstack/react-router';
import { authApi, useHttp } from '@jolda/api-client';
import {
  browserSessionApi,
  clearSession,
  createBrowserCookieStore,
  createGuardedReload,
  profileQueries,
  runTokenCascade,
  sessionFromCookies,
  useAnalyticsUser,
  useSessionStore,
  useSessionStoreApi,
} from '@jolda/auth';
import { installRefreshOnExpiry } from './refresh-on-expiry';
import { SESSION_SIGNAL_KEY } from './session-actions';

/** After this long hidden or unfocused, the token is checked again when the tab comes back. */
export const INACTIVE_RECHECK_MS = 10 * 60 * 1000;

/**
 * The browser side of the session, mounted once at the root (renders nothing):
 * - the startup token cascade when the server did not already run it for this page (`boot.sessionChecked`);
 * - the same check when the tab comes back after `INACTIVE_RECHECK_MS`, re-loading the page's data (not the page);
 * - a 401 "expired" on any call refreshes the tokens once and repeats the call;
 * - sign-in/out in another tab updates this one; the profile's id goes to analytics.
 */
export function SessionRuntime() {
  const sessionChecked = useRouteContext({ from: '__root__', select: (c) => c.boot.sessionChecked === true });
  const http = useHttp();
  const store = useSessionStoreApi();
  const queryClient = useQueryClient();
  const router = useRouter();
  const signedIn = useSessionStore((s) => s.signedIn);
  const profile = useQuery(profileQueries.me(http, { signedIn }));
  useAnalyticsUser(signedIn ? (profile.data?.id ?? undefined) : null);

  useEffect(() => {
    const cookies = createBrowserCookieStore();
    const sync = () => {
      const next = sessionFromCookies(cookies);
      const prev = store.getState();
      if (prev.signedIn === next.signedIn && prev.userId === next.userId) return;
      store.getState().setSession(next);
      if (!next.signedIn) queryClient.removeQueries({ queryKey: profileQueries.all() });
      void router.invalidate();
    };
    const cascade = (reload: () => unknown) =>
      runTokenCascade({
        cookies,
        api: browserSessionApi(cookies, {
          checkToken: (t) => authApi.checkToken(http, t),
          refreshSession: () => authApi.refreshSession(http),
          endSession: () => authApi.endSession(http),
        }),
        reload: () => void reload(),
      })
        .then(sync)
        .catch(() => undefined);

    const uninstall = installRefreshOnExpiry(http, {
      onRefreshFailed: () => {
        clearSession(cookies);
        sync();
      },
    });
    if (!sessionChecked) void cascade(createGuardedReload());

    let awaySince: number | null = null;
    const onHide = () => {
      awaySince ??= Date.now();
    };
    const onBack = () => {
      if (document.visibilityState === 'hidden') return onHide();
      const away = awaySince;
      awaySince = null;
      // Back after a long while: check the token; a refresh re-loads the page's data instead of the whole page.
      if (away !== null && Date.now() - away >= INACTIVE_RECHECK_MS) void cascade(() => router.invalidate());
    };
    const onStorage = (e: StorageEvent) => {
      if (e.key === SESSION_SIGNAL_KEY) sync();
    };
    const onPageShow = (e: PageTransitionEvent) => {
      if (e.persisted) void cascade(createGuardedReload()); // restored from the back/forward cache: the server did not check
    };
    document.addEventListener('visibilitychange', onBack);
    window.addEventListener('blur', onHide);
    window.addEventListener('focus', onBack);
    window.addEventListener('storage', onStorage);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      uninstall();
      document.removeEventListener('visibilitychange', onBack);
      window.removeEventListener('blur', onHide);
      window.removeEventListener('focus', onBack);
      window.removeEventListener('storage', onStorage);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, [http, store, queryClient, router, sessionChecked]);

  return null;
}
