import type { AxiosError, InternalAxiosRequestConfig } from 'axios';
import { AxiosHeaders } from 'axios';
import { AUTH_PATHS, authApi, isApiRequestError, type Http } from '@jolda/api-client';
import { TOKEN_ERROR } from '@jolda/contracts';

/** A 401 that means "the access token expired": check-token's numeric code 8, or the API's `token_expired`. */
export function isExpiredTokenError(err: unknown): boolean {
  return isApiRequestError(err) && err.status === 401 && (err.code === String(TOKEN_ERROR.expired) || err.code === 'token_expired');
}

/** A 401 that means "this sign-in has ended" (signed out elsewhere, or revoked): no refresh can help. */
export function isSessionEndedError(err: unknown): boolean {
  return isApiRequestError(err) && err.status === 401 && err.code === 'session_revoked';
}

interface Marked {
  __joldaRefreshed?: boolean;
}

/**
 * Browser only: when a call answers 401 "expired", refreshes the tokens once (one refresh shared by every call that
 * failed meanwhile) and repeats the call with the new token — the user notices nothing. The refresh token is an
 * HttpOnly cookie this code never sees: the API reads it and sets the new cookies (`authApi.refreshSession`; other
 * tabs refreshing at the same moment get the same new token from the API's grace window). The check-token, refresh
 * and logout calls themselves are left alone. When the refresh fails, or a call says the session has ended, the
 * original error reaches the caller and `onRefreshFailed` runs (the session is over). Returns the uninstaller.
 */
export function installRefreshOnExpiry(
  http: Http,
  hooks: { onRefreshed?: () => void; onRefreshFailed?: () => void } = {},
): () => void {
  let pending: Promise<string | null> | null = null;

  const refresh = (): Promise<string | null> => {
    pending ??= (async () => {
      try {
        const session = await authApi.refreshSession(http);
        hooks.onRefreshed?.();
        return session.access_token;
      } catch {
        hooks.onRefreshFailed?.();
        return null;
      }
    })().finally(() => {
      setTimeout(() => (pending = null), 0);
    });
    return pending;
  };

  const id = http.instance.interceptors.response.use(undefined, async (err: unknown) => {
    if (isSessionEndedError(err)) {
      hooks.onRefreshFailed?.();
      throw err;
    }
    if (!isExpiredTokenError(err)) throw err;
    const config = ((err as Error).cause as AxiosError | undefined)?.config as (InternalAxiosRequestConfig & Marked) | undefined;
    const url = config?.url ?? '';
    if (!config || config.__joldaRefreshed || [AUTH_PATHS.checkToken, AUTH_PATHS.refreshToken, AUTH_PATHS.logout].some((p) => url.includes(p))) throw err;
    const access = await refresh();
    if (!access) throw err;
    config.__joldaRefreshed = true;
    const headers = AxiosHeaders.from(config.headers);
    headers.set('Authorization', `Bearer ${access}`);
    config.headers = headers;
    return http.instance.request(config);
  });
  return () => http.instance.interceptors.response.eject(id);
}
