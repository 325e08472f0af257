import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { authApi, useHttp, type SignInResult } from '@jolda/api-client';
import {
  COOKIE,
  clearSession,
  createBrowserCookieStore,
  profileQueries,
  setAnalyticsUser,
  storeTokens,
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

/** Stores a successful sign-in: cookies (`access_token`, `refresh_token`, `user`), session store, profile cache, analytics. */
export function useCompleteSignIn() {
  const store = useSessionStoreApi();
  const queryClient = useQueryClient();
  const http = useHttp();
  return useCallback(
    (result: SignInResult) => {
      const cookies = createBrowserCookieStore();
      storeTokens(cookies, result);
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

/** Signs out: `POST /auth/logout/` (revokes the refresh token's family), clears the cookies and cached private data, goes home. */
export function useSignOut() {
  const store = useSessionStoreApi();
  const queryClient = useQueryClient();
  const http = useHttp();
  const router = useRouter();
  return useCallback(async () => {
    const cookies = createBrowserCookieStore();
    const refresh = cookies.get(COOKIE.refreshToken);
    try {
      await authApi.logout(http, refresh);
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
