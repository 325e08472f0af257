import { TOKEN_ERROR } from '@jolda/contracts';
import { COOKIE, clearTokens, storeTokens, type CookieStore } from './cookies.js';

/** Anonymous versus signed in is decided by the presence of `access_token` alone (spec section 6). */
export function isSignedIn(cookies: Pick<CookieStore, 'get'>): boolean {
  return Boolean(cookies.get(COOKIE.accessToken));
}

/** `GET /auth/check-token/`: valid, or the error body's numeric `code` (`null` when there was none). */
export type CheckTokenOutcome = { valid: true; userId: number } | { valid: false; code: number | null };

/** A token pair as `POST /auth/refresh-token/` answers it to a server: with the refresh token's lifetime (seconds). */
export interface IssuedTokens {
  access_token: string;
  refresh_token: string;
  refresh_expires_in?: number;
}

/**
 * What the cascade needs from where it runs. The refresh token is HttpOnly (issue 17 defect 9): the browser never
 * sees it, so "refresh" and "clear the tokens" are the server's to do — in SSR with the request's cookies, in the
 * browser through the API's cookie calls. `serverSessionApi` and `browserSessionApi` make the two.
 */
export interface TokenCascadeApi {
  /** Checks the given access token. May reject: a rejection counts as "any other error". */
  checkToken(accessToken: string): Promise<CheckTokenOutcome>;
  /** Rotates the pair and stores the new one (cookies); rejects when there is none to rotate or the API refuses. */
  refresh(): Promise<void>;
  /** The spec's "both tokens cleared". */
  clearTokens(): void | Promise<void>;
}

/**
 * The cascade on the server: the refresh token from the request's cookies (`body` mode of the API), the new pair into
 * the request's cookie store (so the render uses it and the answer sets it), both cookies living as long as the new
 * refresh token.
 */
export function serverSessionApi(
  cookies: CookieStore,
  calls: { checkToken(token: string): Promise<CheckTokenOutcome>; refreshToken(refresh: string): Promise<IssuedTokens> },
): TokenCascadeApi {
  return {
    checkToken: calls.checkToken,
    async refresh() {
      const refresh = cookies.get(COOKIE.refreshToken);
      if (!refresh) throw new Error('no refresh token');
      storeTokens(cookies, await calls.refreshToken(refresh));
    },
    clearTokens: () => clearTokens(cookies),
  };
}

/**
 * The cascade in the browser: the API reads the HttpOnly refresh cookie and sets the new cookies itself
 * (`refreshSession`); clearing removes the readable `access_token` at once and asks the API to remove the rest
 * (`endSession`; its failure changes nothing here: the visitor is anonymous already).
 */
export function browserSessionApi(
  cookies: CookieStore,
  calls: { checkToken(token: string): Promise<CheckTokenOutcome>; refreshSession(): Promise<unknown>; endSession(): Promise<unknown> },
): TokenCascadeApi {
  return {
    checkToken: calls.checkToken,
    async refresh() {
      await calls.refreshSession();
    },
    async clearTokens() {
      cookies.remove(COOKIE.accessToken);
      await calls.endSession().catch(() => undefined);
    },
  };
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
 * - code 8 → refresh (`api.refresh`), new tokens stored, reload → `'refreshed'`; on refresh failure (or no refresh
 *   token) the stored user is cleared, reload → `'refresh-failed'`;
 * - invalid (code 6, also a session that has ended) or any other error, including a failed check call → both tokens
 *   cleared → `'cleared'`.
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
    let result: TokenCascadeResult;
    try {
      await api.refresh();
      result = 'refreshed';
    } catch {
      cookies.remove(COOKIE.user);
      result = 'refresh-failed';
    }
    await reload();
    return result;
  }

  await api.clearTokens();
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
