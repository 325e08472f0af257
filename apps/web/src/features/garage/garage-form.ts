import type { GarageCarInputRaw, ServiceEntryInputRaw } from '@jolda/contracts';

/** The add-a-car form as typed (strings), turned into the request body only when sent. */
export interface CarFormValues {
  mode: 'vin' | 'plate';
  vin: string;
  plate: string;
  brand: string;
  model: string;
  year: string;
  engineVolume: string;
  mileage: string;
  insuranceUntil: string;
  inspectionUntil: string;
}

export const EMPTY_CAR: CarFormValues = {
  mode: 'vin', vin: '', plate: '', brand: '', model: '', year: '', engineVolume: '', mileage: '', insuranceUntil: '', inspectionUntil: '',
};

const digits = (v: string) => v.replace(/[\s\u00a0]/g, '');

/** The body of `POST /api/garage/cars`: only the identifier of the chosen kind; numbers as typed (the schema coerces). */
export function carBody(v: CarFormValues): GarageCarInputRaw {
  return {
    vin: v.mode === 'vin' ? v.vin : null,
    plate: v.mode === 'plate' ? v.plate : null,
    brand: v.brand,
    model: v.model,
    year: v.year.trim(),
    engineVolume: v.engineVolume.trim().replace(',', '.'),
    mileage: digits(v.mileage),
    insuranceUntil: v.insuranceUntil,
    inspectionUntil: v.inspectionUntil,
  };
}

export interface ServiceFormValues {
  date: string;
  mileage: string;
  work: string;
  cost: string;
}

export function serviceBody(v: ServiceFormValues): ServiceEntryInputRaw {
  return { date: v.date, mileage: digits(v.mileage), work: v.work, cost: digits(v.cost) };
}

/**
 * "Продать": the posting form's search that pre-fills the car (`/create-announcement?vin=…`); only what the garage
 * knows.
 */
export function sellSearch(car: {
  vin: string | null;
  plate: string | null;
  brand: { slug: string };
  model: { slug: string };
  year: number;
  engineVolume: number | null;
  mileage: number;
}): Record<string, string> {
  const s: Record<string, string> = { brand: car.brand.slug, model: car.model.slug, year: String(car.year), mileage: String(car.mileage) };
  if (car.vin) s['vin'] = car.vin;
  if (car.plate) s['plate'] = car.plate;
  if (car.engineVolume !== null) s['engineVolume'] = car.engineVolume.toFixed(1);
  return s;
}
