import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { announcementQueries } from './announcements/announcements.queries.js';
import { catalogQueries } from './catalog/catalog.queries.js';
import { healthQueries } from './health/health.queries.js';
import * as authApi from './auth/auth.api.js';
import { ApiRequestError } from './errors.js';
import { createHttp } from './http.js';
import { createMockAdapter, type MockHandler } from './testing/mock-adapter.js';

function setup(handler: MockHandler, locale: 'ru' | 'kk' = 'ru') {
  const adapter = createMockAdapter(handler);
  const http = createHttp({
    baseURL: 'http://api.test',
    getLocale: () => locale,
    getAccessToken: () => 'cookie-token',
    logger: { error: vi.fn() },
    retryDelayCapMs: 0,
    adapter,
  });
  return { http, adapter };
}

const ref = (id: number, slug: string) => ({ id, slug, name: slug.toUpperCase() });
const card = {
  id: 1,
  title: 'Toyota Camry',
  brand: ref(1, 'toyota'),
  model: ref(2, 'camry'),
  generation: 'XV70',
  year: 2019,
  price: 12_000_000,
  mileage: 80_000,
  engineVolume: 2.5,
  fuel: 'petrol',
  transmission: 'automatic',
  body: 'sedan',
  drive: 'fwd',
  city: ref(3, 'almaty'),
  photo: null,
  photoCount: 0,
  sellerType: 'private',
  inspected: false,
  status: 'published',
  publishedAt: '2025-01-01T00:00:00Z',
};

describe('announcements', () => {
  it('search: query string from the filter, parsed answer, key with locale', async () => {
    const { http, adapter } = setup(() => ({ status: 200, data: { items: [card], total: 1, page: 1, pageSize: 20, pages: 1 } }), 'kk');
    const q = announcementQueries.search(http, { brand: ['toyota', 'lexus'], priceTo: 20_000_000, withPhotos: true, model: undefined });
    expect(q.queryKey).toEqual(['announcements', 'kk', 'search', { brand: ['toyota', 'lexus'], priceTo: 20_000_000, withPhotos: true, model: undefined }]);
    const data = await new QueryClient().fetchQuery(q);
    expect(data.items[0]?.title).toBe('Toyota Camry');
    const url = adapter.calls[0]!.url!;
    expect(url.startsWith('/api/announcements?')).toBe(true);
    const params = new URLSearchParams(url.split('?')[1]);
    expect(params.get('brand')).toBe('toyota,lexus');
    expect(params.get('priceTo')).toBe('20000000');
    expect(params.get('withPhotos')).toBe('true');
    expect(params.has('model')).toBe(false);
  });

  it('detail: key differs per locale, prefix all() matches', () => {
    const ru = announcementQueries.detail(setup(() => ({ status: 200 }), 'ru').http, 5).queryKey;
    const kk = announcementQueries.detail(setup(() => ({ status: 200 }), 'kk').http, 5).queryKey;
    expect(ru).not.toEqual(kk);
    expect(ru.slice(0, 1)).toEqual(announcementQueries.all());
  });

  it('rejects with invalid_response when the answer breaks the contract', async () => {
    const { http } = setup(() => ({ status: 200, data: { id: 'nope' } }));
    await expect(new QueryClient().fetchQuery(announcementQueries.detail(http, 1))).rejects.toMatchObject({
      code: 'invalid_response',
    });
  });

  it('a 404 reaches the caller as ApiRequestError', async () => {
    const { http } = setup(() => ({ status: 404, data: { code: 'announcement_not_found', message: 'gone' } }));
    const err = await new QueryClient({ defaultOptions: { queries: { retry: false } } })
      .fetchQuery(announcementQueries.detail(http, 9))
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiRequestError);
    expect(err).toMatchObject({ status: 404, code: 'announcement_not_found' });
  });
});

describe('catalog', () => {
  it('brands: popular flag in the query and the key', async () => {
    const { http, adapter } = setup(() => ({
      status: 200,
      data: { items: [{ id: 1, slug: 'toyota', name: 'Toyota', country: 'JP', count: 3, popular: true }] },
    }));
    const q = catalogQueries.brands(http, { popular: true });
    expect(q.queryKey).toEqual(['catalog', 'ru', 'brands', { popular: true }]);
    expect(catalogQueries.brands(http).queryKey).not.toEqual(q.queryKey);
    const data = await new QueryClient().fetchQuery(q);
    expect(data.items).toHaveLength(1);
    expect(adapter.calls[0]!.url).toBe('/api/catalog/brands?popular=1');
  });

  it('models, cities, regions hit their endpoints with locale keys', async () => {
    const { http, adapter } = setup((cfg) => {
      if (cfg.url!.includes('/models'))
        return {
          status: 200,
          data: { brand: { id: 1, slug: 'toyota', name: 'Toyota', country: 'JP', count: 3, popular: true }, items: [] },
        };
      if (cfg.url!.endsWith('/cities')) return { status: 200, data: { items: [{ id: 1, slug: 'almaty', name: 'Алматы', regionId: 2 }] } };
      return { status: 200, data: { items: [{ id: 2, slug: 'almaty-reg', name: 'Алматинская', plateCode: '05', city: null }] } };
    }, 'kk');
    const qc = new QueryClient();
    await qc.fetchQuery(catalogQueries.models(http, 'toyota'));
    await qc.fetchQuery(catalogQueries.cities(http));
    await qc.fetchQuery(catalogQueries.regions(http));
    expect(adapter.calls.map((c) => c.url)).toEqual(['/api/catalog/brands/toyota/models', '/api/catalog/cities', '/api/catalog/regions']);
    expect(catalogQueries.cities(http).queryKey).toEqual(['catalog', 'kk', 'cities']);
    expect(catalogQueries.models(http, 'toyota').queryKey).toEqual(['catalog', 'kk', 'models', 'toyota']);
  });

  it('health', async () => {
    const { http } = setup(() => ({ status: 200, data: { status: 'ok', db: 'ok', driver: 'pglite', uptime: 1, version: '1', search: { index: 'ready', announcements: 12 } } }));
    await expect(new QueryClient().fetchQuery(healthQueries.status(http))).resolves.toMatchObject({ status: 'ok' });
  });
});

describe('auth api', () => {
  it('checkToken: valid', async () => {
    const { http, adapter } = setup(() => ({ status: 200, data: { valid: true, userId: 7 } }));
    await expect(authApi.checkToken(http, 'given')).resolves.toEqual({ valid: true, userId: 7 });
    expect((adapter.calls[0]!.headers as unknown as { get(n: string): string }).get('Authorization')).toBe('Bearer given');
    expect(adapter.calls[0]!.url).toBe('/auth/check-token/');
  });

  it.each([6, 7, 8])('checkToken: error code %s is read from the body', async (code) => {
    const { http } = setup(() => ({ status: 401, data: { code, error: 'x', message: 'x' } }));
    await expect(authApi.checkToken(http, 't')).resolves.toEqual({ valid: false, code, status: 401 });
  });

  it('checkToken: a network error has no code', async () => {
    const { http } = setup(() => 'network-error');
    await expect(authApi.checkToken(http, 't')).resolves.toEqual({ valid: false, code: null, status: null });
  });

  it('refreshToken posts the refresh token and returns the pair; otp verify returns tokens and user', async () => {
    const { http, adapter } = setup((cfg) => {
      if (cfg.url === '/auth/refresh-token/') return { status: 200, data: { access_token: 'a2', refresh_token: 'r2', expires_in: 900, refresh_expires_in: 2592000 } };
      return {
        status: 200,
        data: {
          access_token: 'a',
          refresh_token: 'r',
          expires_in: 900,
          refresh_expires_in: 2592000,
          user: { id: 1, phone: '+77001234567', name: null, cityId: null, locale: 'ru', createdAt: '2025-01-01' },
        },
      };
    });
    await expect(authApi.refreshToken(http, 'r1')).resolves.toEqual({ access_token: 'a2', refresh_token: 'r2', expires_in: 900, refresh_expires_in: 2592000 });
    expect(JSON.parse(adapter.calls[0]!.data as string)).toEqual({ refresh_token: 'r1' });
    expect(adapter.calls[0]!.method).toBe('post');
    await expect(authApi.verifyOtp(http, { phone: '+77001234567', code: '1234' })).resolves.toMatchObject({ user: { id: 1 } });
  });

  it('the site\'s cookie calls send x-jolda-session and no token, and parse answers without a refresh token', async () => {
    const user = { id: 1, phone: '+77001234567', name: null, cityId: null, locale: 'ru', createdAt: '2025-01-01' };
    const { http, adapter } = setup((cfg) =>
      cfg.url === '/auth/logout/'
        ? { status: 204, data: null }
        : { status: 200, data: { access_token: 'a', expires_in: 900, refresh_expires_in: 2592000, ...(cfg.url === '/auth/otp/verify' ? { user } : {}) } },
    );
    await expect(authApi.signInWithCookies(http, { phone: '+77001234567', code: '123456' })).resolves.toMatchObject({ access_token: 'a', user: { id: 1 } });
    await expect(authApi.refreshSession(http)).resolves.toEqual({ access_token: 'a', expires_in: 900, refresh_expires_in: 2592000 });
    await authApi.endSession(http);
    expect(adapter.calls.map((c) => c.url)).toEqual(['/auth/otp/verify', '/auth/refresh-token/', '/auth/logout/']);
    for (const call of adapter.calls) {
      expect((call.headers as unknown as { get(n: string): string }).get('x-jolda-session')).toBe('cookie');
      expect(call.withCredentials).toBe(true);
    }
    expect(adapter.calls[1]!.data).toBeUndefined();
  });

  it('refreshToken rejects on failure (no retry for POST)', async () => {
    const { http, adapter } = setup(() => ({ status: 503, data: { code: 'service_unavailable', message: 'x' } }));
    await expect(authApi.refreshToken(http, 'r1')).rejects.toBeInstanceOf(ApiRequestError);
    expect(adapter.calls).toHaveLength(1);
  });
});
