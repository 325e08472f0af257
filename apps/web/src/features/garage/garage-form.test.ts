import { garageCarInputSchema, serviceEntryInputSchema } from '@jolda/contracts';
import { describe, expect, it } from 'vitest';
import { EMPTY_CAR, carBody, sellSearch, serviceBody } from './garage-form';

describe('garage form', () => {
  it('sends only the chosen identifier, with numbers as typed that the contract accepts', () => {
    const body = carBody({ ...EMPTY_CAR, mode: 'plate', vin: 'JTNB11HK103456789', plate: '777 ABC 02', brand: 'toyota', model: 'camry', year: '2019', engineVolume: '2,5', mileage: '80 000' });
    expect(body).toMatchObject({ vin: null, plate: '777 ABC 02', engineVolume: '2.5', mileage: '80000' });
    expect(garageCarInputSchema.parse(body)).toMatchObject({ vin: null, plate: '777 ABC 02', year: 2019, engineVolume: 2.5, mileage: 80000, insuranceUntil: null });
  });

  it('leaves an empty form to the contract, which names the fields', () => {
    const r = garageCarInputSchema.safeParse(carBody(EMPTY_CAR));
    expect(r.success).toBe(false);
    const paths = r.error!.issues.map((i) => i.path[0]);
    expect(paths).toEqual(expect.arrayContaining(['brand', 'model', 'year', 'mileage']));
  });

  it('turns a service entry into the body and the car into the posting form search', () => {
    expect(serviceEntryInputSchema.parse(serviceBody({ date: '2026-05-01', mileage: '81 000', work: 'Масло', cost: '35 000' }))).toEqual({
      date: '2026-05-01', mileage: 81000, work: 'Масло', cost: 35000,
    });
    expect(sellSearch({ vin: null, plate: '777 ABC 02', brand: { slug: 'toyota' }, model: { slug: 'camry' }, year: 2019, engineVolume: 2, mileage: 80000 })).toEqual({
      brand: 'toyota', model: 'camry', year: '2019', mileage: '80000', plate: '777 ABC 02', engineVolume: '2.0',
    });
  });
});
