import { describe, expect, it, vi } from 'vitest';
import { createMemoryCookieStore, createServerCookieStore } from './cookies.js';
import { createGuardedReload, isSignedIn, runTokenCascade, type TokenCascadeApi } from './session.js';

const signedIn = () => createMemoryCookieStore({ access_token: 'A', refresh_token: 'R', user: '{"id":1}', locale: 'kk' });

function api(over: Partial<TokenCascadeApi> = {}) {
  return {
    checkToken: vi.fn<TokenCascadeApi['checkToken']>(async () => ({ valid: true as const, userId: 1 })),
    refreshToken: vi.fn<TokenCascadeApi['refreshToken']>(async () => ({ access_token: 'A2', refresh_token: 'R2' })),
    ...over,
  };
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
    const a = api();
    const reload = vi.fn();
    const cookies = createMemoryCookieStore({ refresh_token: 'R' });
    await expect(runTokenCascade({ cookies, api: a, reload })).resolves.toBe('anonymous');
    expect(a.checkToken).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
    expect(cookies.snapshot()).toEqual({ refresh_token: 'R' });
  });

  it('valid: checks the access token, changes nothing', async () => {
    const a = api();
    const reload = vi.fn();
    const cookies = signedIn();
    await expect(runTokenCascade({ cookies, api: a, reload })).resolves.toBe('valid');
    expect(a.checkToken).toHaveBeenCalledWith('A');
    expect(reload).not.toHaveBeenCalled();
    expect(cookies.snapshot()).toEqual(signedIn().snapshot());
  });

  it('code 6 (invalid): both tokens cleared, no reload', async () => {
    const cookies = signedIn();
    const reload = vi.fn();
    await expect(runTokenCascade({ cookies, api: api({ checkToken: async () => ({ valid: false, code: 6 }) }), reload })).resolves.toBe('cleared');
    expect(cookies.snapshot()).toEqual({ user: '{"id":1}', locale: 'kk' });
    expect(reload).not.toHaveBeenCalled();
  });

  it('code 7: the stored user cleared, tokens kept, reload', async () => {
    const cookies = signedIn();
    const reload = vi.fn();
    const a = api({ checkToken: async () => ({ valid: false, code: 7 }) });
    await expect(runTokenCascade({ cookies, api: a, reload })).resolves.toBe('user-cleared');
    expect(cookies.snapshot()).toEqual({ access_token: 'A', refresh_token: 'R', locale: 'kk' });
    expect(reload).toHaveBeenCalledTimes(1);
    expect(a.refreshToken).not.toHaveBeenCalled();
  });

  it('code 8: refresh with the refresh token, store the new pair, then reload', async () => {
    const cookies = signedIn();
    const order: string[] = [];
    const a = api({
      checkToken: async () => ({ valid: false, code: 8 }),
      refreshToken: vi.fn(async (r: string) => {
        order.push(`refresh:${r}`);
        return { access_token: 'A2', refresh_token: 'R2' };
      }),
    });
    const reload = vi.fn(() => {
      order.push(`reload:${cookies.get('access_token')}`);
    });
    await expect(runTokenCascade({ cookies, api: a, reload })).resolves.toBe('refreshed');
    expect(order).toEqual(['refresh:R', 'reload:A2']);
    expect(cookies.snapshot()).toEqual({ access_token: 'A2', refresh_token: 'R2', user: '{"id":1}', locale: 'kk' });
  });

  it('code 8 with a failing refresh: the user cleared, reload anyway', async () => {
    const cookies = signedIn();
    const reload = vi.fn();
    const a = api({
      checkToken: async () => ({ valid: false, code: 8 }),
      refreshToken: async () => {
        throw new Error('401 refresh_reused');
      },
    });
    await expect(runTokenCascade({ cookies, api: a, reload })).resolves.toBe('refresh-failed');
    expect(cookies.get('user')).toBeUndefined();
    expect(cookies.get('access_token')).toBe('A');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('code 8 without a refresh token counts as a refresh failure', async () => {
    const cookies = createMemoryCookieStore({ access_token: 'A', user: '{"id":1}' });
    const reload = vi.fn();
    const a = api({ checkToken: async () => ({ valid: false, code: 8 }) });
    await expect(runTokenCascade({ cookies, api: a, reload })).resolves.toBe('refresh-failed');
    expect(a.refreshToken).not.toHaveBeenCalled();
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
    await expect(runTokenCascade({ cookies, api: api({ checkToken }), reload })).resolves.toBe('cleared');
    expect(cookies.get('access_token')).toBeUndefined();
    expect(cookies.get('refresh_token')).toBeUndefined();
    expect(cookies.get('user')).toBe('{"id":1}');
    expect(reload).not.toHaveBeenCalled();
  });

  it('on the server the same cascade records Set-Cookie and rendering continues with the new tokens', async () => {
    const cookies = createServerCookieStore('access_token=A; refresh_token=R; user=1');
    const result = await runTokenCascade({
      cookies,
      api: api({ checkToken: async () => ({ valid: false, code: 8 }) }),
      reload: () => undefined,
    });
    expect(result).toBe('refreshed');
    expect(cookies.get('access_token')).toBe('A2');
    expect(cookies.setCookieHeaders().map((h) => h.split(';')[0])).toEqual(['access_token=A2', 'refresh_token=R2']);
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
