import type { FrontendContext, FrontendToggle } from '@jolda/contracts';
import type { Http, RequestConfig } from '../http.js';
import { parseResponse } from '../parse.js';

export const FLAGS_PATHS = {
  frontend: '/api/frontend',
  metrics: '/api/frontend/client/metrics',
} as const;

/**
 * `GET /api/frontend` once (the server fetches the toggles per page request and hands them to the flags client as
 * bootstrap). The client key goes in `Authorization` as is (Unleash frontend keys are not bearer tokens).
 */
export async function getFrontendToggles(
  http: Http,
  clientKey: string,
  context: FrontendContext = {},
  config?: RequestConfig,
  /** Another Unleash frontend API (absolute URL of a real Unleash or Edge); default the API's own. */
  url: string = FLAGS_PATHS.frontend,
): Promise<FrontendToggle[]> {
  const params: Record<string, string> = {};
  for (const [k, v] of Object.entries(context)) if (typeof v === 'string' && v !== '') params[k] = v;
  const data = await http.get(url, {
    ...config,
    params,
    headers: { ...(config?.headers as object), Authorization: clientKey },
  });
  return (await parseResponse('frontendResponseSchema', data, `GET ${url}`)).toggles;
}
