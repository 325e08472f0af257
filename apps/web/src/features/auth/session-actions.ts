import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { authApi, useHttp, type CookieSignInResult } from '@jolda/api-client';
import {
  clearSession,
  createBrowserCookieStore,
  profileQueries,
  setAnalyticsUser,
  useSessionStoreApi,
  writeUser,
} from '@jolda/auth';

/** Other tabs learn about sign-in/out through this localStorage key (its `storage` event). */
export const SESSION_SIGNAL_KEY = 'jolda:session-signal';

function signal(kind: 'signed-in' | 'signed-out') {
  try {
    window.localStorage.setItem(SESSION_SIGNAL_KEY, JSON.stringify({ kind, at: Date.now() }));
  } catch {
    /* ignore */
  }
}

/**
 * Completes a sign-in (`authApi.signInWithCookies`, whose answer already set `access_token` and the HttpOnly
 * `refresh_token`): the `user` cookie, session store, profile cache, analytics.
 */
export function useCompleteSignIn() {
  const store = useSessionStoreApi();
  const queryClient = useQueryClient();
  const http = useHttp();
  return useCallback(
    (result: CookieSignInResult) => {
      const cookies = createBrowserCookieStore();
      writeUser(cookies, result.user);
      queryClient.removeQueries({ queryKey: profileQueries.all() });
      queryClient.setQueryData(profileQueries.me(http, { signedIn: true }).queryKey, result.user);
      store.getState().setSession({ signedIn: true, userId: result.user.id });
      setAnalyticsUser(result.user.id);
      signal('signed-in');
    },
    [store, queryClient, http],
  );
}

/**
 * Signs out: `POST /auth/logout/` with the cookies (ends the session, its access tokens included, and removes the
 * session cookies), clears what this page holds (`access_token`, `user`, cached private data), goes home.
 */
export function useSignOut() {
  const store = useSessionStoreApi();
  const queryClient = useQueryClient();
  const http = useHttp();
  const router = useRouter();
  return useCallback(async () => {
    const cookies = createBrowserCookieStore();
    try {
      await authApi.endSession(http);
    } catch {
      /* the session ends locally anyway; the failure is logged by the Http */
    }
    clearSession(cookies);
    store.getState().signOut();
    setAnalyticsUser(null);
    queryClient.clear();
    signal('signed-out');
    await router.navigate({ to: '/', replace: true });
    await router.invalidate();
  }, [store, queryClient, http, router]);
}
