import { AxiosHeaders } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { createHttp } from '@jolda/api-client';
import { createMemoryCookieStore } from '@jolda/auth';
import { installRefreshOnExpiry } from './refresh-on-expiry';
import type { InternalAxiosRequestConfig } from 'axios';

type Reply = { status: number; data?: unknown };

function setup(handler: (c: InternalAxiosRequestConfig) => Reply, cookies = createMemoryCookieStore({ access_token: 'old', refresh_token: 'refresh-1-xxxxxxxx' })) {
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
      const response = { data: r.data, status: r.status, statusText: '', headers: new AxiosHeaders(), config, request: {} };
      if (r.status >= 200 && r.status < 300) return response;
      const { AxiosError } = await import('axios');
      throw new AxiosError('fail', 'ERR_BAD_REQUEST', config, {}, response);
    },
  });
  const hooks = { onRefreshed: vi.fn(), onRefreshFailed: vi.fn() };
  installRefreshOnExpiry(http, cookies, hooks);
  return { http, calls, cookies, hooks };
}

const auth = (c: InternalAxiosRequestConfig) => AxiosHeaders.from(c.headers).get('Authorization');
const expired = { status: 401, data: { code: 'token_expired', message: 'Access token expired' } };

describe('refresh on an expired access token', () => {
  it('refreshes once, stores the new tokens and repeats the call with the new token', async () => {
    const { http, calls, cookies, hooks } = setup((c) => {
      if (c.url === '/auth/refresh-token/') return { status: 200, data: { access_token: 'new', refresh_token: 'refresh-2-xxxxxxxx' } };
      return auth(c) === 'Bearer new' ? { status: 200, data: { id: 1 } } : expired;
    });
    const [a, b] = await Promise.all([http.get('/api/my/announcements'), http.get('/auth/profile/v2/')]);
    expect(a).toEqual({ id: 1 });
    expect(b).toEqual({ id: 1 });
    expect(calls.filter((c) => c.url === '/auth/refresh-token/')).toHaveLength(1); // shared by both calls
    expect(JSON.parse(String(calls.find((c) => c.url === '/auth/refresh-token/')!.data))).toEqual({ refresh_token: 'refresh-1-xxxxxxxx' });
    expect(cookies.snapshot()).toMatchObject({ access_token: 'new', refresh_token: 'refresh-2-xxxxxxxx' });
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

  it('without a refresh token nothing is called', async () => {
    const { http, calls } = setup(() => expired, createMemoryCookieStore({ access_token: 'old' }));
    await expect(http.put('/auth/update-profile/v2/', { name: 'A' })).rejects.toMatchObject({ code: 'token_expired' });
    expect(calls).toHaveLength(1);
  });
});
