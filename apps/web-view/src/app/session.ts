import { authApi, getHttp, readBrowserCookie } from '@jolda/api-client';
import { COOKIE, browserSessionApi, createBrowserCookieStore, runTokenCascade, type CookieStore, type TokenCascadeApi } from '@jolda/auth';
import type { Bridge } from '../bridge/bridge';

export interface WebViewSession {
  /** The bearer for the API: the app's token (by message) or the `access_token` cookie the app or the site set. */
  accessToken(): string | undefined;
  /** Whether a user is signed in (by either). */
  signedIn(): boolean;
  /** Resolves after the startup check and after each `session` message's check. */
  settled(): Promise<void>;
}

/**
 * The session of a web view, checked by the site's own cascade (`runTokenCascade`: valid; 7 user gone; 8 expired →
 * refresh; anything else → cleared):
 * - a token the app sends (`session`) lives in memory; refreshing it is the app's (the screen asks with
 *   `sign-in-required`, the app answers with a new `session`); a token the API refuses is dropped;
 * - a cookie session (the app shares its cookies, or a plain browser signed in on the site) is checked at startup as
 *   the site checks it, refreshed through the API's cookie call.
 */
export function startSession(bridge: Bridge, onChange: () => void, returnTo: () => string): WebViewSession {
  let appToken: string | null = null;
  let pending: Promise<void> = Promise.resolve();
  const checkToken: TokenCascadeApi['checkToken'] = (token) => authApi.checkToken(getHttp(), token);

  const memory: CookieStore = {
    get: (name) => (name === COOKIE.accessToken ? (appToken ?? undefined) : undefined),
    set: () => undefined,
    remove: (name) => {
      if (name === COOKIE.accessToken) appToken = null;
    },
  };
  const appApi: TokenCascadeApi = {
    checkToken,
    refresh: async () => {
      appToken = null;
      void bridge.send('sign-in-required', { returnTo: returnTo() });
    },
    clearTokens: () => {
      appToken = null;
    },
  };

  const onSession = ({ accessToken }: { accessToken: string | null }) => {
    appToken = accessToken;
    pending = (accessToken ? runTokenCascade({ cookies: memory, api: appApi, reload: () => undefined }) : Promise.resolve())
      .then(() => undefined, () => undefined)
      .finally(onChange);
  };
  bridge.on('session', onSession);
  // A session the app sent while the screen was still starting.
  const early = bridge.last('session');
  if (early) onSession(early);

  if (readBrowserCookie(COOKIE.accessToken)) {
    const cookies = createBrowserCookieStore();
    const api = browserSessionApi(cookies, {
      checkToken,
      refreshSession: () => authApi.refreshSession(getHttp()),
      endSession: () => authApi.endSession(getHttp()),
    });
    pending = runTokenCascade({ cookies, api, reload: () => window.location.reload() }).then(() => undefined, () => undefined);
  }

  return {
    accessToken: () => appToken ?? readBrowserCookie(COOKIE.accessToken),
    signedIn: () => Boolean(appToken ?? readBrowserCookie(COOKIE.accessToken)),
    settled: () => pending,
  };
}
