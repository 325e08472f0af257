import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createHttp } from '../http.js';
import { createMockAdapter, type MockHandler } from '../testing/mock-adapter.js';
import { bookTestDrive, saveApplicationStep } from './market.api.js';
import { marketQueries } from './market.queries.js';

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

describe('market queries', () => {
  it('puts the locale and the city in the keys the loader and the page share', () => {
    const ru = setup(() => ({ status: 200 }), 'ru').http;
    const kk = setup(() => ({ status: 200 }), 'kk').http;
    expect(marketQueries.model(ru, 'kia', 'k5', { city: 'almaty' }).queryKey).toEqual([
      'market', 'ru', 'model', 'kia', 'k5', { city: 'almaty', premium: false },
    ]);
    expect(marketQueries.model(kk, 'kia', 'k5', { city: 'almaty' }).queryKey).not.toEqual(
      marketQueries.model(ru, 'kia', 'k5', { city: 'almaty' }).queryKey,
    );
    expect(marketQueries.home(ru, { city: 'astana' }).queryKey).not.toEqual(marketQueries.home(ru, { city: 'almaty' }).queryKey);
    expect(marketQueries.my(ru).queryKey.slice(0, 2)).toEqual(marketQueries.mine());
  });

  it('builds the search query string and checks the answer against the contract', async () => {
    const { http, adapter } = setup(() => ({ status: 200, data: { items: [], total: 0, page: 1, pageSize: 20, pages: 0, facets: { brands: [], models: [] } } }));
    const data = await new QueryClient().fetchQuery(marketQueries.offers(http, { brand: 'kia', fuel: ['petrol', 'hybrid'], inStock: true, page: 2 }));
    expect(data.total).toBe(0);
    const params = new URLSearchParams(adapter.calls[0]!.url!.split('?')[1]);
    expect(Object.fromEntries(params)).toEqual({ brand: 'kia', fuel: 'petrol,hybrid', inStock: 'true', page: '2' });
    const broken = setup(() => ({ status: 200, data: { items: 'nope' } })).http;
    await expect(new QueryClient().fetchQuery(marketQueries.offers(broken, {}))).rejects.toMatchObject({ code: 'invalid_response' });
  });

  it('sends writes to their paths', async () => {
    const { http, adapter } = setup(() => ({ status: 409, data: { code: 'slot_taken', message: 'taken' } }));
    await expect(
      bookTestDrive(http, { dealer: 'd', brand: 'kia', model: 'k5', startsAt: '2026-03-02T04:00:00.000Z', name: 'A', phone: '+77011112233' }),
    ).rejects.toMatchObject({ status: 409, code: 'slot_taken' });
    expect(adapter.calls[0]).toMatchObject({ method: 'post', url: '/api/market/test-drives' });
    await saveApplicationStep(http, 'aabc', 'colour', { colour: 'black' }).catch(() => undefined);
    expect(adapter.calls[1]).toMatchObject({ method: 'put', url: '/api/market/applications/aabc/steps/colour' });
  });

  it('asks for videos by brand, model and page, and checks a video against the contract', async () => {
    const list = { items: [], total: 0, page: 2, pageSize: 12, pages: 0, brand: null, model: null };
    const { http, adapter } = setup((req) => ({ status: 200, data: req.url!.startsWith('/api/market/videos?') ? list : { video: { id: 'x' }, more: [] } }), 'kk');
    const key = marketQueries.videos(http, { brand: 'kia', model: 'k5', page: 2, pageSize: 12 }).queryKey;
    expect(key).toEqual(['market', 'kk', 'videos', { brand: 'kia', model: 'k5', page: 2, pageSize: 12 }]);
    expect((await new QueryClient().fetchQuery(marketQueries.videos(http, { brand: 'kia', model: 'k5', page: 2, pageSize: 12 }))).page).toBe(2);
    expect(Object.fromEntries(new URLSearchParams(adapter.calls[0]!.url!.split('?')[1]))).toEqual({ brand: 'kia', model: 'k5', page: '2', pageSize: '12' });
    expect(marketQueries.video(http, 7).queryKey).toEqual(['market', 'kk', 'video', 7]);
    await expect(new QueryClient().fetchQuery(marketQueries.video(http, 7))).rejects.toMatchObject({ code: 'invalid_response' });
    expect(adapter.calls[1]).toMatchObject({ method: 'get', url: '/api/market/videos/7' });
  });
});
