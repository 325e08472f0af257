import { AxiosHeaders } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { createHttp } from '@jolda/api-client';
import { createMemoryCookieStore } from '@jolda/auth';
import { installRefreshOnExpiry } from './refresh-on-expiry';
import type { InternalAxiosRequestConfig } from 'axios';

type Reply = { status: number; data?: unknown };

/** The page's cookies as scripts see them: `access_token` only (the refresh token is HttpOnly). */
function setup(handler: (c: InternalAxiosRequestConfig) => Reply, cookies = createMemoryCookieStore({ access_token: 'old' })) {
  const calls: InternalAxiosRequestConfig[] = [];
  const http = createHttp({
    baseURL: 'http://site.test',
    getLocale: () => 'ru',
    getAccessToken: () => cookies.get('access_token'),
    logger: { error: vi.fn() },
    retryDelayCapMs: 0,
    adapter: async (config) => {
      calls.push(config);
      const r = handler(config);
      // The API's Set-Cookie of a cookie-mode refresh, as the browser applies it.
      if (config.url === '/auth/refresh-token/' && r.status === 200) cookies.set('access_token', (r.data as { access_token: string }).access_token);
      const response = { data: r.data, status: r.status, statusText: '', headers: new AxiosHeaders(), config, request: {} };
      if (r.status >= 200 && r.status < 300) return response;
      const { AxiosError } = await import('axios');
      throw new AxiosError('fail', 'ERR_BAD_REQUEST', config, {}, response);
    },
  });
  const hooks = { onRefreshed: vi.fn(), onRefreshFailed: vi.fn() };
  installRefreshOnExpiry(http, hooks);
  return { http, calls, cookies, hooks };
}

const auth = (c: InternalAxiosRequestConfig) => AxiosHeaders.from(c.headers).get('Authorization');
const expired = { status: 401, data: { code: 'token_expired', message: 'Access token expired' } };

describe('refresh on an expired access token', () => {
  it('refreshes once through the cookie call and repeats the call with the new token', async () => {
    const { http, calls, cookies, hooks } = setup((c) => {
      if (c.url === '/auth/refresh-token/') return { status: 200, data: { access_token: 'new', expires_in: 900, refresh_expires_in: 2592000 } };
      return auth(c) === 'Bearer new' ? { status: 200, data: { id: 1 } } : expired;
    });
    const [a, b] = await Promise.all([http.get('/api/my/announcements'), http.get('/auth/profile/v2/')]);
    expect(a).toEqual({ id: 1 });
    expect(b).toEqual({ id: 1 });
    const refreshes = calls.filter((c) => c.url === '/auth/refresh-token/');
    expect(refreshes).toHaveLength(1); // shared by both calls
    // No token in the body: the API reads the HttpOnly cookie, asked by the site's header.
    expect(refreshes[0]!.data).toBeUndefined();
    expect(AxiosHeaders.from(refreshes[0]!.headers).get('x-jolda-session')).toBe('cookie');
    expect(refreshes[0]!.withCredentials).toBe(true);
    expect(cookies.snapshot()).toEqual({ access_token: 'new' });
    expect(hooks.onRefreshed).toHaveBeenCalledTimes(1);
  });

  it('check-token code 8 is not retried by it (the cascade handles it), nor other 401s', async () => {
    const { http, calls } = setup((c) =>
      c.url === '/auth/check-token/' ? { status: 401, data: { code: 8, error: 'token_expired', message: 'x' } } : { status: 401, data: { code: 'token_invalid', message: 'x' } },
    );
    await expect(http.get('/auth/check-token/')).rejects.toMatchObject({ status: 401, code: '8' });
    await expect(http.get('/api/my/announcements')).rejects.toMatchObject({ code: 'token_invalid' });
    expect(calls.map((c) => c.url)).toEqual(['/auth/check-token/', '/api/my/announcements']);
  });

  it('when the refresh fails the caller gets the original error, once', async () => {
    const { http, calls, hooks } = setup((c) => (c.url === '/auth/refresh-token/' ? { status: 401, data: { code: 'refresh_reused', message: 'x' } } : expired));
    await expect(http.get('/auth/profile/v2/')).rejects.toMatchObject({ status: 401, code: 'token_expired' });
    expect(calls.map((c) => c.url)).toEqual(['/auth/profile/v2/', '/auth/refresh-token/']);
    expect(hooks.onRefreshFailed).toHaveBeenCalledTimes(1);
  });

  it('a session ended elsewhere (session_revoked) ends it here, without a refresh', async () => {
    const { http, calls, hooks } = setup(() => ({ status: 401, data: { code: 'session_revoked', message: 'x' } }));
    await expect(http.put('/auth/update-profile/v2/', { name: 'A' })).rejects.toMatchObject({ code: 'session_revoked' });
    expect(calls).toHaveLength(1);
    expect(hooks.onRefreshFailed).toHaveBeenCalledTimes(1);
  });
});
