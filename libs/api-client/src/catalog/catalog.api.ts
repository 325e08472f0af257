import type { Brand, Model } from '@jolda/contracts';
import type { Http, RequestConfig } from '../http.js';
import { parseResponse, withQuery } from '../parse.js';

export interface BrandListParams {
  /** Only brands marked popular. */
  popular?: boolean;
}

/** `GET /api/catalog/brands[?popular=1]`. */
export async function listBrands(http: Http, params: BrandListParams = {}, config?: RequestConfig) {
  const url = withQuery('/api/catalog/brands', {
    popular: params.popular === undefined ? undefined : params.popular ? '1' : '0',
  });
  return parseResponse('brandListSchema', await http.get(url, config), 'GET /api/catalog/brands');
}

/** `GET /api/catalog/brands/:brand/models` — the brand and its models (with generations). */
export async function listModels(
  http: Http,
  brandSlug: string,
  config?: RequestConfig,
): Promise<{ brand: Brand; items: Model[] }> {
  const url = `/api/catalog/brands/${encodeURIComponent(brandSlug)}/models`;
  return parseResponse(
    'modelListSchema',
    await http.get(url, config),
    'GET /api/catalog/brands/:brand/models',
  );
}

/** `GET /api/catalog/cities` (names follow Accept-Language). */
export async function listCities(http: Http, config?: RequestConfig) {
  return parseResponse(
    'cityListSchema',
    await http.get('/api/catalog/cities', config),
    'GET /api/catalog/cities',
  );
}

/** `GET /api/catalog/regions` (names follow Accept-Language). */
export async function listRegions(http: Http, config?: RequestConfig) {
  return parseResponse(
    'regionListSchema',
    await http.get('/api/catalog/regions', config),
    'GET /api/catalog/regions',
  );
}
