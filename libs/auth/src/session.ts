import { TOKEN_ERROR } from '@jolda/contracts';
import { COOKIE, clearTokens, storeTokens, type CookieStore } from './cookies.js';

/** Anonymous versus signed in is decided by the presence of `access_token` alone (spec section 6). */
export function isSignedIn(cookies: Pick<CookieStore, 'get'>): boolean {
  return Boolean(cookies.get(COOKIE.accessToken));
}

/** `GET /auth/check-token/`: valid, or the error body's numeric `code` (`null` when there was none). */
export type CheckTokenOutcome = { valid: true; userId: number } | { valid: false; code: number | null };

export interface TokenCascadeApi {
  /** Checks the given access token. May reject: a rejection counts as "any other error". */
  checkToken(accessToken: string): Promise<CheckTokenOutcome>;
  /** `POST /auth/refresh-token/`; rejects on failure. */
  refreshToken(refreshToken: string): Promise<{ access_token: string; refresh_token: string }>;
}

export type TokenCascadeResult = 'anonymous' | 'valid' | 'cleared' | 'user-cleared' | 'refreshed' | 'refresh-failed';

export interface TokenCascadeOptions {
  cookies: CookieStore;
  api: TokenCascadeApi;
  /**
   * Called where the spec says "the page reloads" (codes 7 and 8), after the cookies are written.
   * Browser: reload the page (see `createGuardedReload`). Server: a no-op — the request's cookie store already holds
   * the new state (and records the Set-Cookie headers), so rendering simply continues with it.
   */
  reload: () => void | Promise<void>;
}

/**
 * The startup token check (spec sections 4 and 8), on the server for every page request and in the browser at
 * startup. With an access token:
 * - valid → `'valid'`;
 * - code 7 → the stored user cleared, reload → `'user-cleared'`;
 * - code 8 → refresh with the refresh token, new tokens stored, reload → `'refreshed'`; on refresh failure (or no
 *   refresh token) the stored user is cleared, reload → `'refresh-failed'`;
 * - invalid (code 6) or any other error, including a failed check call → both tokens cleared → `'cleared'`.
 * Without an access token nothing is called → `'anonymous'`.
 */
export async function runTokenCascade({ cookies, api, reload }: TokenCascadeOptions): Promise<TokenCascadeResult> {
  const access = cookies.get(COOKIE.accessToken);
  if (!access) return 'anonymous';

  let outcome: CheckTokenOutcome;
  try {
    outcome = await api.checkToken(access);
  } catch {
    outcome = { valid: false, code: null };
  }
  if (outcome.valid) return 'valid';

  if (outcome.code === TOKEN_ERROR.userGone) {
    cookies.remove(COOKIE.user);
    await reload();
    return 'user-cleared';
  }

  if (outcome.code === TOKEN_ERROR.expired) {
    const refresh = cookies.get(COOKIE.refreshToken);
    let result: TokenCascadeResult;
    try {
      if (!refresh) throw new Error('no refresh token');
      const pair = await api.refreshToken(refresh);
      storeTokens(cookies, pair);
      result = 'refreshed';
    } catch {
      cookies.remove(COOKIE.user);
      result = 'refresh-failed';
    }
    await reload();
    return result;
  }

  clearTokens(cookies);
  return 'cleared';
}

/**
 * The browser's `reload` for the cascade: reloads the page, at most once per `guardMs` (default 10 s) per path, so a
 * check that keeps answering 7 or 8 cannot loop. Returns whether it reloaded.
 */
export function createGuardedReload(
  options: { guardMs?: number; storage?: Pick<Storage, 'getItem' | 'setItem'>; location?: Pick<Location, 'pathname' | 'reload'>; now?: () => number } = {},
): () => boolean {
  const { guardMs = 10_000, now = Date.now } = options;
  return () => {
    const loc = options.location ?? window.location;
    const storage = options.storage ?? safeSessionStorage();
    const key = `jolda:reload:${loc.pathname}`;
    const last = Number(storage?.getItem(key) ?? 0);
    if (last && now() - last < guardMs) return false;
    storage?.setItem(key, String(now()));
    loc.reload();
    return true;
  };
}

function safeSessionStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}
