import type { InspectedCars, Inspection, InspectionWrite } from '@jolda/contracts';
import type { Http, RequestConfig } from '../http.js';
import { parseResponse } from '../parse.js';

/** Inspections (`/api/inspections/:id`, id = the announcement's). */

const path = (id: number) => `/api/inspections/${encodeURIComponent(String(id))}`;

/** `GET /api/inspections/:id` — 404 `inspection_not_found` when the car was not inspected. */
export async function getInspection(http: Http, id: number, config?: RequestConfig): Promise<Inspection> {
  return parseResponse('inspectionSchema', await http.get(path(id), config), 'GET /api/inspections/:id');
}

/** `PUT /api/inspections/:id` — inspectors only (403 `role_required`); 400 with a code per checklist field. */
export async function saveInspection(http: Http, id: number, body: InspectionWrite): Promise<Inspection> {
  return parseResponse('inspectionSchema', await http.put(path(id), body), 'PUT /api/inspections/:id');
}

/** `GET /api/inspections/sellers/:id?page=` — the seller's inspected cars on sale; 404 `seller_not_found`. */
export async function getSellerInspectedCars(http: Http, sellerId: number, page: number, config?: RequestConfig): Promise<InspectedCars> {
  return parseResponse(
    'inspectedCarsSchema',
    await http.get(`/api/inspections/sellers/${encodeURIComponent(String(sellerId))}`, { ...config, params: page > 1 ? { page } : {} }),
    'GET /api/inspections/sellers/:id',
  );
}
