import type { Health } from '@jolda/contracts';
import type { Http, RequestConfig } from '../http.js';
import { parseResponse } from '../parse.js';

/** `GET /api/health`. */
export async function getHealth(http: Http, config?: RequestConfig): Promise<Health> {
  return parseResponse('healthSchema', await http.get('/api/health', config), 'GET /api/health');
}
