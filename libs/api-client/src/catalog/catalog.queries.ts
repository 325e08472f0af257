import { queryOptions } from '@tanstack/react-query';
import type { Http } from '../http.js';
import { listBrands, listCities, listModels, listRegions, type BrandListParams } from './catalog.api.js';

/** The catalog changes rarely: answers stay fresh for 10 minutes. */
const CATALOG_STALE_MS = 10 * 60 * 1000;

export const catalogQueries = {
  all: () => ['catalog'] as const,
  brands: (http: Http, params: BrandListParams = {}) =>
    queryOptions({
      queryKey: [...catalogQueries.all(), http.getLocale(), 'brands', { popular: params.popular ?? null }] as const,
      queryFn: ({ signal }) => listBrands(http, params, { signal }),
      staleTime: CATALOG_STALE_MS,
    }),
  models: (http: Http, brandSlug: string) =>
    queryOptions({
      queryKey: [...catalogQueries.all(), http.getLocale(), 'models', brandSlug] as const,
      queryFn: ({ signal }) => listModels(http, brandSlug, { signal }),
      staleTime: CATALOG_STALE_MS,
    }),
  cities: (http: Http) =>
    queryOptions({
      queryKey: [...catalogQueries.all(), http.getLocale(), 'cities'] as const,
      queryFn: ({ signal }) => listCities(http, { signal }),
      staleTime: CATALOG_STALE_MS,
    }),
  regions: (http: Http) =>
    queryOptions({
      queryKey: [...catalogQueries.all(), http.getLocale(), 'regions'] as const,
      queryFn: ({ signal }) => listRegions(http, { signal }),
      staleTime: CATALOG_STALE_MS,
    }),
};
