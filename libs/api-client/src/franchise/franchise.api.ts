import type { FranchiseLeadCreated, FranchiseLeadInput, FranchiseLeadList, FranchiseOffer } from '@jolda/contracts';
import type { Http, RequestConfig } from '../http.js';
import { parseResponse, withQuery } from '../parse.js';

/** The franchise page (`/api/franchise`): the offer, a lead, and the leads for admins. */

/** `GET /api/franchise` — the offer in numbers. */
export async function getFranchiseOffer(http: Http, config?: RequestConfig): Promise<FranchiseOffer> {
  return parseResponse('franchiseOfferSchema', await http.get('/api/franchise', config), 'GET /api/franchise');
}

/** `POST /api/franchise/leads` — a 400 carries per-field codes (`ApiRequestError.fields`), 409 `lead_exists`, 429 `rate_limited`. */
export async function sendFranchiseLead(http: Http, lead: FranchiseLeadInput, config?: RequestConfig): Promise<FranchiseLeadCreated> {
  return parseResponse('franchiseLeadCreatedSchema', await http.post('/api/franchise/leads', lead, config), 'POST /api/franchise/leads');
}

/** `GET /api/franchise/leads` — admins only (401 without a session, 403 `admin_only`). */
export async function listFranchiseLeads(http: Http, query: { page?: number; pageSize?: number } = {}, config?: RequestConfig): Promise<FranchiseLeadList> {
  return parseResponse('franchiseLeadListSchema', await http.get(withQuery('/api/franchise/leads', query), config), 'GET /api/franchise/leads');
}

/** `GET /api/franchise/leads.csv` — every lead as CSV text (admins). */
export async function exportFranchiseLeads(http: Http, config?: RequestConfig): Promise<string> {
  const text = await http.get<string>('/api/franchise/leads.csv', { ...config, responseType: 'text' });
  return typeof text === 'string' ? text : String(text);
}
