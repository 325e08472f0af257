import { QueryClient } from '@tanstack/react-query';
import type { Http } from '@jolda/api-client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { modelRedirectStep } from './route-steps';

const MODELS = [
  { id: 1, slug: 'camry', name: 'Camry' },
  { id: 3, slug: 'land-cruiser', name: 'Land Cruiser' },
];

/** An Http whose every call fails the test: the step must not ask the API when the server's copy has the brand. */
const get = vi.fn(() => Promise.reject(new Error('the API is not there')));
const noApi = { getLocale: () => 'ru', get } as unknown as Http;

describe('model-redirect step with the server’s catalogue copy', () => {
  beforeEach(() => {
    get.mockClear();
  });
  const context = (models: typeof MODELS | null) => ({
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    http: noApi,
    catalogModels: (brand: string) => (brand === 'toyota' ? models : null),
  });

  it('makes the model canonical from the copy, with no API call and nothing in the page’s query data', async () => {
    const ctx = context(MODELS);
    expect(await modelRedirectStep({ params: { mark: 'toyota', model: 'camry' }, context: ctx })).toBeUndefined();
    expect(await modelRedirectStep({ params: { mark: 'toyota', model: '3' }, context: ctx })).toEqual({ redirect: '/market/toyota/land-cruiser', status: 301 });
    expect(await modelRedirectStep({ params: { mark: 'toyota', model: 'land_cruiser' }, context: ctx })).toEqual({
      redirect: '/market/toyota/land-cruiser',
      status: 301,
    });
    expect(await modelRedirectStep({ params: { mark: 'toyota', model: 'no-such' }, context: ctx })).toBeUndefined();
    expect(ctx.queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(get).not.toHaveBeenCalled();
  });

  it('asks the API for a brand the copy does not have (and leaves the URL alone when that fails)', async () => {
    const ctx = context(MODELS);
    expect(await modelRedirectStep({ params: { mark: 'kia', model: '5' }, context: ctx })).toBeUndefined();
    expect(get).toHaveBeenCalledWith('/api/catalog/brands/kia/models', expect.anything());
  });
});
