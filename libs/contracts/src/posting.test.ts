import { describe, expect, it } from 'vitest';
import {
  announcementInputSchema,
  fieldErrors,
  isVinCheckDigitValid,
  normalizePlate,
  normalizeVin,
  vinCheckDigit,
  vinCheckDigitApplies,
  vinCheckDigitWarning,
  vinModelYear,
} from './posting.js';

describe('VIN check digit', () => {
  it('matches known valid VINs, including the X check digit', () => {
    expect(vinCheckDigit('1M8GDM9AXKP042788')).toBe('X');
    expect(isVinCheckDigitValid('1M8GDM9AXKP042788')).toBe(true);
    expect(isVinCheckDigitValid('11111111111111111')).toBe(true);
    expect(isVinCheckDigitValid('1HGCM82633A004352')).toBe(true);
  });
  it('flags a changed character', () => {
    expect(isVinCheckDigitValid('1M8GDM9AXKP042789')).toBe(false);
    expect(isVinCheckDigitValid('1HGCM82643A004352')).toBe(false);
  });
  it('has no check digit for a malformed VIN (I, O, Q or wrong length)', () => {
    expect(vinCheckDigit('1M8GDM9AXKP04278')).toBeNull();
    expect(vinCheckDigit('1M8GDM9AXKP04278O')).toBeNull();
  });
  it('normalises case and separators', () => {
    expect(normalizeVin(' jtnbe46k-373012345 ')).toBe('JTNBE46K373012345');
  });
  it('reads the model year from position 10: the latest 30-year cycle outside North America', () => {
    expect(vinModelYear('JTNBE46K373012345', 2026)).toBe(2007);
    expect(vinModelYear('XTA217030B0123456', 2026)).toBe(2011);
    expect(vinModelYear('KMHDN41BAAU123456', 2026)).toBe(2010);
    expect(vinModelYear('KNAPC81ABTK123456', 2027)).toBe(2026);
    // 0, U and Z are no year codes (Russian-assembled Toyotas put 0 there).
    expect(vinModelYear('XW7BF4FK30S012345', 2026)).toBeNull();
  });
  it('tells the North American cycles apart by position 7 (digit 1980–2009, letter 2010–2039)', () => {
    expect(vinModelYear('1HGCM82633A004352', 2026)).toBe(2003);
    expect(vinModelYear('5YJ3E1EA7KF317000', 2026)).toBe(2019);
    expect(vinModelYear('1G1ZD5ST8LF012345', 2026)).toBe(2020);
    expect(vinModelYear('2T1BURHE0FC123456', 2026)).toBe(2015);
  });
  it('asks for the check digit only in North America and China', () => {
    expect(vinCheckDigitApplies('1HGCM82633A004352')).toBe(true);
    expect(vinCheckDigitApplies('LVVDB11B0ND123456')).toBe(true);
    expect(vinCheckDigitApplies('JTNBE46K373012345')).toBe(false);
    expect(vinCheckDigitApplies('WVWZZZ1KZ8W123456')).toBe(false);
    expect(vinCheckDigitApplies('XTA217030B0123456')).toBe(false);
    expect(vinCheckDigitWarning('JTNBE46K373012345')).toBe(false);
    expect(vinCheckDigitWarning('1HGCM82643A004352')).toBe(true);
    expect(vinCheckDigitWarning('1HGCM82633A004352')).toBe(false);
  });
});

describe('announcementInputSchema', () => {
  const valid = {
    brand: 'toyota', model: 'camry', year: 2019, body: 'sedan', engineVolume: 2.5, fuel: 'petrol',
    transmission: 'automatic', drive: 'fwd', color: 'white', steering: 'left', customsCleared: true,
    condition: 'used', mileage: 85000, price: 13200000, city: 'almaty', phone: '+77011234567',
    photos: ['abcdefghijklmnopqrstuv'],
  };
  it('accepts a complete input and normalises the plate', () => {
    const r = announcementInputSchema.parse({ ...valid, plate: '123abc02', vin: '' });
    expect(r.plate).toBe('123 ABC 02');
    expect(r.vin).toBeNull();
    expect(r.description).toBe('');
  });
  it('reports stable codes per field', () => {
    const r = announcementInputSchema.safeParse({ ...valid, fuel: 'electric', engineVolume: 1.6, price: 5, brand: undefined });
    expect(r.success).toBe(false);
    expect(fieldErrors(r.error!)).toMatchObject({
      brand: ['required'],
      price: ['price_range'],
    });
  });
  it('checks the engine only when the other fields parse', () => {
    const r = announcementInputSchema.safeParse({ ...valid, fuel: 'electric', engineVolume: 1.6 });
    expect(fieldErrors(r.error!)).toEqual({ engineVolume: ['engine_not_for_electric'] });
  });
  it('normalises plates', () => {
    expect(normalizePlate('777 aaa 01')).toBe('777 AAA 01');
  });
});
