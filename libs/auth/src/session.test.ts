import { describe, expect, it, vi } from 'vitest';
import { createMemoryCookieStore, createServerCookieStore } from './cookies.js';
import {
  browserSessionApi,
  createGuardedReload,
  isSignedIn,
  runTokenCascade,
  serverSessionApi,
  type CheckTokenOutcome,
  type IssuedTokens,
} from './session.js';
import type { CookieStore } from './cookies.js';

const signedIn = () => createMemoryCookieStore({ access_token: 'A', refresh_token: 'R', user: '{"id":1}', locale: 'kk' });

/** The server's cascade API over `cookies`, with spies for the two calls. */
function api(
  cookies: CookieStore,
  over: { checkToken?: () => Promise<CheckTokenOutcome>; refreshToken?: (r: string) => Promise<IssuedTokens> } = {},
) {
  const calls = {
    checkToken: vi.fn(over.checkToken ?? (async () => ({ valid: true as const, userId: 1 }))),
    refreshToken: vi.fn(over.refreshToken ?? (async () => ({ access_token: 'A2', refresh_token: 'R2', refresh_expires_in: 600 }))),
  };
  return { calls, api: serverSessionApi(cookies, calls) };
}

describe('isSignedIn', () => {
  it('is decided by access_token alone', () => {
    expect(isSignedIn(createMemoryCookieStore({ access_token: 'x' }))).toBe(true);
    expect(isSignedIn(createMemoryCookieStore({ refresh_token: 'x', user: '{"id":1}' }))).toBe(false);
    expect(isSignedIn(createMemoryCookieStore({ access_token: '' }))).toBe(false);
  });
});

describe('runTokenCascade', () => {
  it('anonymous: no call, no reload', async () => {
    const reload = vi.fn();
    const cookies = createMemoryCookieStore({ refresh_token: 'R' });
    const a = api(cookies);
    await expect(runTokenCascade({ cookies, api: a.api, reload })).resolves.toBe('anonymous');
    expect(a.calls.checkToken).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
    expect(cookies.snapshot()).toEqual({ refresh_token: 'R' });
  });

  it('valid: checks the access token, changes nothing', async () => {
    const reload = vi.fn();
    const cookies = signedIn();
    const a = api(cookies);
    await expect(runTokenCascade({ cookies, api: a.api, reload })).resolves.toBe('valid');
    expect(a.calls.checkToken).toHaveBeenCalledWith('A');
    expect(reload).not.toHaveBeenCalled();
    expect(cookies.snapshot()).toEqual(signedIn().snapshot());
  });

  it('code 6 (invalid): both tokens cleared, no reload', async () => {
    const cookies = signedIn();
    const reload = vi.fn();
    await expect(runTokenCascade({ cookies, api: api(cookies, { checkToken: async () => ({ valid: false, code: 6 }) }).api, reload })).resolves.toBe('cleared');
    expect(cookies.snapshot()).toEqual({ user: '{"id":1}', locale: 'kk' });
    expect(reload).not.toHaveBeenCalled();
  });

  it('code 7: the stored user cleared, tokens kept, reload', async () => {
    const cookies = signedIn();
    const reload = vi.fn();
    const a = api(cookies, { checkToken: async () => ({ valid: false, code: 7 }) });
    await expect(runTokenCascade({ cookies, api: a.api, reload })).resolves.toBe('user-cleared');
    expect(cookies.snapshot()).toEqual({ access_token: 'A', refresh_token: 'R', locale: 'kk' });
    expect(reload).toHaveBeenCalledTimes(1);
    expect(a.calls.refreshToken).not.toHaveBeenCalled();
  });

  it('code 8: refresh with the refresh token, store the new pair, then reload', async () => {
    const cookies = signedIn();
    const order: string[] = [];
    const a = api(cookies, {
      checkToken: async () => ({ valid: false, code: 8 }),
      refreshToken: async (r: string) => {
        order.push(`refresh:${r}`);
        return { access_token: 'A2', refresh_token: 'R2' };
      },
    });
    const reload = vi.fn(() => {
      order.push(`reload:${cookies.get('access_token')}`);
    });
    await expect(runTokenCascade({ cookies, api: a.api, reload })).resolves.toBe('refreshed');
    expect(order).toEqual(['refresh:R', 'reload:A2']);
    expect(cookies.snapshot()).toEqual({ access_token: 'A2', refresh_token: 'R2', user: '{"id":1}', locale: 'kk' });
  });

  it('code 8 with a failing refresh: the user cleared, reload anyway', async () => {
    const cookies = signedIn();
    const reload = vi.fn();
    const a = api(cookies, {
      checkToken: async () => ({ valid: false, code: 8 }),
      refreshToken: async () => {
        throw new Error('401 refresh_reused');
      },
    });
    await expect(runTokenCascade({ cookies, api: a.api, reload })).resolves.toBe('refresh-failed');
    expect(cookies.get('user')).toBeUndefined();
    expect(cookies.get('access_token')).toBe('A');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('code 8 without a refresh token counts as a refresh failure', async () => {
    const cookies = createMemoryCookieStore({ access_token: 'A', user: '{"id":1}' });
    const reload = vi.fn();
    const a = api(cookies, { checkToken: async () => ({ valid: false, code: 8 }) });
    await expect(runTokenCascade({ cookies, api: a.api, reload })).resolves.toBe('refresh-failed');
    expect(a.calls.refreshToken).not.toHaveBeenCalled();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['another code', async () => ({ valid: false as const, code: 99 })],
    ['no code', async () => ({ valid: false as const, code: null })],
    [
      'a rejected check',
      async () => {
        throw new Error('network');
      },
    ],
  ])('%s: both tokens cleared, no reload', async (_label, checkToken) => {
    const cookies = signedIn();
    const reload = vi.fn();
    await expect(runTokenCascade({ cookies, api: api(cookies, { checkToken }).api, reload })).resolves.toBe('cleared');
    expect(cookies.get('access_token')).toBeUndefined();
    expect(cookies.get('refresh_token')).toBeUndefined();
    expect(cookies.get('user')).toBe('{"id":1}');
    expect(reload).not.toHaveBeenCalled();
  });

  it('on the server the same cascade records Set-Cookie and rendering continues with the new tokens', async () => {
    const cookies = createServerCookieStore('access_token=A; refresh_token=R; user=1', { secure: true });
    const result = await runTokenCascade({
      cookies,
      api: api(cookies, { checkToken: async () => ({ valid: false, code: 8 }) }).api,
      reload: () => undefined,
    });
    expect(result).toBe('refreshed');
    expect(cookies.get('access_token')).toBe('A2');
    // Both live as long as the refresh token; the refresh token is HttpOnly; https → Secure.
    expect(cookies.setCookieHeaders()).toEqual([
      'access_token=A2; Max-Age=600; Path=/; Secure; SameSite=Lax',
      'refresh_token=R2; Max-Age=600; Path=/; HttpOnly; Secure; SameSite=Lax',
    ]);
  });

  it('on the server code 6 removes both cookies, the HttpOnly one included', async () => {
    const cookies = createServerCookieStore('access_token=A; refresh_token=R');
    const result = await runTokenCascade({ cookies, api: api(cookies, { checkToken: async () => ({ valid: false, code: 6 }) }).api, reload: () => undefined });
    expect(result).toBe('cleared');
    expect(cookies.setCookieHeaders().map((h) => h.split(';').slice(0, 2).join(';'))).toEqual(['access_token=; Max-Age=0', 'refresh_token=; Max-Age=0']);
  });
});

describe('browserSessionApi', () => {
  it('never reads the refresh token: the API rotates the HttpOnly cookie', async () => {
    const cookies = createMemoryCookieStore({ access_token: 'A', user: '{"id":1}' });
    const calls = {
      checkToken: vi.fn(async () => ({ valid: false as const, code: 8 })),
      refreshSession: vi.fn(async () => {
        cookies.set('access_token', 'A2'); // what the API's Set-Cookie does in a browser
      }),
      endSession: vi.fn(async () => undefined),
    };
    const reload = vi.fn();
    await expect(runTokenCascade({ cookies, api: browserSessionApi(cookies, calls), reload })).resolves.toBe('refreshed');
    expect(calls.refreshSession).toHaveBeenCalledTimes(1);
    expect(cookies.get('access_token')).toBe('A2');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('clears: the access cookie at once, the rest through the API (a failure changes nothing)', async () => {
    const cookies = createMemoryCookieStore({ access_token: 'A', user: '{"id":1}' });
    const endSession = vi.fn(async () => {
      throw new Error('offline');
    });
    const api = browserSessionApi(cookies, { checkToken: async () => ({ valid: false, code: 6 }), refreshSession: vi.fn(), endSession });
    await expect(runTokenCascade({ cookies, api, reload: vi.fn() })).resolves.toBe('cleared');
    expect(cookies.get('access_token')).toBeUndefined();
    expect(endSession).toHaveBeenCalledTimes(1);
  });
});

describe('createGuardedReload', () => {
  it('reloads at most once per 10 s per path', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    const location = { pathname: '/profile', reload: vi.fn() };
    let t = 1_000_000;
    const reload = createGuardedReload({ storage, location, now: () => t });
    expect(reload()).toBe(true);
    t += 9_999;
    expect(reload()).toBe(false);
    location.pathname = '/other';
    expect(reload()).toBe(true);
    location.pathname = '/profile';
    t += 1;
    expect(reload()).toBe(true);
    expect(location.reload).toHaveBeenCalledTimes(3);
  });
});
