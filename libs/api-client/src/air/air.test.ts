import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createHttp } from '../http.js';
import { createMockAdapter, type MockHandler } from '../testing/mock-adapter.js';
import { airQueries } from './air.queries.js';

function setup(handler: MockHandler, locale: 'ru' | 'kk' = 'ru') {
  const adapter = createMockAdapter(handler);
  const http = createHttp({ baseURL: 'http://api.test', getLocale: () => locale, getAccessToken: () => undefined, logger: { error: vi.fn() }, retryDelayCapMs: 0, adapter });
  return { http, adapter };
}

const point = { t: '2026-11-26T01:00:00.000Z', aqi: 160, category: 'unhealthy', reading: { pm25: 70.2, pm10: 101, no2: 60, so2: 20, co: 1.4 } };

describe('air queries', () => {
  it('keys by locale, city, station and period, the same for the loader and the page', () => {
    const ru = setup(() => ({ status: 200 })).http;
    const kk = setup(() => ({ status: 200 }), 'kk').http;
    expect(airQueries.series(ru, { city: 'almaty', period: '7d' }).queryKey).toEqual(['air', 'ru', 'series', 'almaty', null, '7d']);
    expect(airQueries.series(ru, { city: 'almaty', station: 'almaty-medeu', period: '7d' }).queryKey).not.toEqual(
      airQueries.series(ru, { city: 'almaty', period: '7d' }).queryKey,
    );
    expect(airQueries.overview(kk).queryKey).toEqual(['air', 'kk', 'overview']);
  });

  it('asks for the series with its query and checks the answer against the contract', async () => {
    const { http, adapter } = setup(() => ({
      status: 200,
      data: { city: { slug: 'almaty', name: 'Алматы' }, station: null, period: '24h', step: 'hour', points: [point] },
    }));
    const data = await new QueryClient().fetchQuery(airQueries.series(http, { city: 'almaty', period: '24h' }));
    expect(data.points[0]!.aqi).toBe(160);
    expect(adapter.calls[0]!.url).toBe('/api/air/series?city=almaty&period=24h');
    const broken = setup(() => ({ status: 200, data: { city: 'almaty', points: 'nope' } })).http;
    await expect(new QueryClient().fetchQuery(airQueries.series(broken, { city: 'almaty', period: '24h' }))).rejects.toMatchObject({ code: 'invalid_response' });
  });

  it('a 404 for an unknown city reaches the caller with its code', async () => {
    const { http } = setup(() => ({ status: 404, data: { code: 'air_city_not_found', message: 'No stations' } }));
    await expect(new QueryClient().fetchQuery(airQueries.series(http, { city: 'atlantis', period: '24h' }))).rejects.toMatchObject({ status: 404, code: 'air_city_not_found' });
  });
});
