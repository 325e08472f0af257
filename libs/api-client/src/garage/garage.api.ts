import type { Garage, GarageCar, GarageCarDetail, GarageCarInputRaw, ServiceEntry, ServiceEntryInputRaw } from '@jolda/contracts';
import type { Http, RequestConfig } from '../http.js';
import { parseResponse } from '../parse.js';

/** The garage (`/api/garage`): the signed-in driver's cars. */

const car = (id: number) => `/api/garage/cars/${encodeURIComponent(String(id))}`;

/** `GET /api/garage` — my cars with reminders and tax, and my announcements that can be added. */
export async function getGarage(http: Http, config?: RequestConfig): Promise<Garage> {
  return parseResponse('garageSchema', await http.get('/api/garage', config), 'GET /api/garage');
}

/** `GET /api/garage/cars/:id` — one car: services, yearly costs, fines, market value. */
export async function getGarageCar(http: Http, id: number, config?: RequestConfig): Promise<GarageCarDetail> {
  return parseResponse('garageCarDetailSchema', await http.get(car(id), config), 'GET /api/garage/cars/:id');
}

/** `POST /api/garage/cars` — 201; 400 with per-field codes; 409 `already_in_garage` / `garage_full`. */
export async function addGarageCar(http: Http, input: GarageCarInputRaw): Promise<GarageCar> {
  return parseResponse('garageCarSchema', await http.post('/api/garage/cars', input), 'POST /api/garage/cars');
}

/** `POST /api/garage/cars/from-announcement` — the car of one of my announcements. */
export async function addGarageCarFromAnnouncement(http: Http, announcementId: number): Promise<GarageCar> {
  return parseResponse(
    'garageCarSchema',
    await http.post('/api/garage/cars/from-announcement', { announcementId }),
    'POST /api/garage/cars/from-announcement',
  );
}

/** `PUT /api/garage/cars/:id` — dates and mileage. */
export async function updateGarageCar(
  http: Http,
  id: number,
  patch: { mileage?: number; insuranceUntil?: string | null; inspectionUntil?: string | null },
): Promise<GarageCar> {
  return parseResponse('garageCarSchema', await http.put(car(id), patch), 'PUT /api/garage/cars/:id');
}

/** `DELETE /api/garage/cars/:id`. */
export async function deleteGarageCar(http: Http, id: number): Promise<void> {
  await http.delete(car(id));
}

/** `POST /api/garage/cars/:id/services` — 201; 400 with per-field codes. */
export async function addGarageService(http: Http, id: number, input: ServiceEntryInputRaw): Promise<ServiceEntry> {
  return parseResponse('serviceEntrySchema', await http.post(`${car(id)}/services`, input), 'POST /api/garage/cars/:id/services');
}

/** `DELETE /api/garage/cars/:id/services/:serviceId`. */
export async function deleteGarageService(http: Http, id: number, serviceId: number): Promise<void> {
  await http.delete(`${car(id)}/services/${encodeURIComponent(String(serviceId))}`);
}
