import { describe, expect, it } from 'vitest';
import type { UploadedPhoto } from '@jolda/contracts';
import { EMPTY_VALUES, type FormValues, decimalComma, firstInvalidStep, restoreValues, stepOfField, toInput, validateStep } from './form-state';

const photo = (id: string): UploadedPhoto => ({ id, url: `/p/${id}`, width: 10, height: 10, sizes: { card: '', page: '', full: '' } });
const filled: FormValues = {
  ...EMPTY_VALUES, brand: 'toyota', model: 'camry', year: '2019', body: 'sedan', engineVolume: '2,5', fuel: 'petrol',
  transmission: 'automatic', drive: 'fwd', color: 'white', mileage: '85 000', price: '13 200 000', city: 'almaty',
  phone: '7011234567',
};

describe('posting form steps', () => {
  it('maps fields to their steps', () => {
    expect(stepOfField('vin')).toBe(0);
    expect(stepOfField('engineVolume')).toBe(1);
    expect(stepOfField('price')).toBe(2);
    expect(stepOfField('photos')).toBe(3);
    expect(stepOfField('phone')).toBe(4);
  });

  it('lets an empty identity step pass (VIN and plate are optional) but not a malformed VIN', () => {
    expect(validateStep(0, EMPTY_VALUES, [])).toEqual({});
    expect(validateStep(0, { ...EMPTY_VALUES, vin: 'ABC' }, [])).toEqual({ vin: ['vin_invalid'] });
  });

  it('judges one step on its own', () => {
    expect(validateStep(1, EMPTY_VALUES, [])).toMatchObject({ brand: ['required'], model: ['required'], year: ['required'] });
    expect(validateStep(1, filled, [])).toEqual({});
    expect(validateStep(1, { ...filled, fuel: 'electric' }, [])).toEqual({ engineVolume: ['engine_not_for_electric'] });
    expect(validateStep(2, { ...filled, price: '5' }, [])).toEqual({ price: ['price_range'] });
    expect(validateStep(2, { ...filled, condition: 'new', mileage: '900' }, [])).toEqual({ mileage: ['mileage_new_too_high'] });
    expect(validateStep(3, filled, [])).toEqual({ photos: ['photos_min'] });
    expect(validateStep(4, { ...filled, phone: '70112' }, [])).toEqual({ phone: ['phone_invalid'] });
  });

  it('finds the first step to fix, or none', () => {
    expect(firstInvalidStep(EMPTY_VALUES, [])).toBe(1);
    expect(firstInvalidStep(filled, [])).toBe(3);
    expect(firstInvalidStep(filled, [photo('aaaaaaaaaaaaaaaaaaaa01')])).toBeNull();
  });

  it('converts typed text to the API input', () => {
    const input = toInput(filled, [photo('aaaaaaaaaaaaaaaaaaaa01')]);
    expect(input).toMatchObject({ engineVolume: 2.5, mileage: 85000, price: 13200000, phone: '+77011234567', customsCleared: true, vin: null, plate: null });
  });

  it('restores only known, well-typed values from a stored draft', () => {
    const v = restoreValues({ brand: 'kia', price: 1000, exchange: true, credit: 'yes', evil: '<x>' });
    expect(v).toMatchObject({ brand: 'kia', price: '1000', exchange: true, credit: false });
    expect(v).not.toHaveProperty('evil');
  });
});

describe('the engine volume as typed', () => {
  it('is written with a decimal comma in both languages (issue 23 item 12: the Kazakh form showed "2.5")', () => {
    expect(decimalComma('2.5')).toBe('2,5');
    expect(decimalComma('1,6')).toBe('1,6');
    expect(decimalComma('3 л')).toBe('3');
    expect(toInput({ ...filled, engineVolume: decimalComma('1.8') }, [photo('a')]).engineVolume).toBe(1.8);
  });
});
