import { type VinDecoding, isNorthAmericanVin, isVinCheckDigitValid, isVinFormat, vinCheckDigitApplies, vinModelYear } from '@jolda/contracts';
import { rangeCountry, wmiEntry } from './wmi.js';

/** What a VIN says by itself, without the catalogue's names: the WMI's maker and country, model year, check digit. */
export interface VinFacts extends Omit<VinDecoding, 'brands'> {
  brandSlugs: readonly string[];
}

/** Decodes a well-formed VIN (null otherwise). `maxYear` bounds the model-year cycle (next year by default). */
export function decodeVinFacts(vin: string, maxYear?: number): VinFacts | null {
  if (!isVinFormat(vin)) return null;
  const wmi = vin.slice(0, 3);
  const entry = wmiEntry(vin);
  return {
    wmi,
    manufacturer: entry?.manufacturer ?? null,
    country: entry?.country ?? rangeCountry(wmi),
    brandSlugs: entry?.brands ?? [],
    modelYear: entry?.noYear && !isNorthAmericanVin(vin) ? null : vinModelYear(vin, maxYear),
    checkDigit: !vinCheckDigitApplies(vin) ? 'not_used' : isVinCheckDigitValid(vin) ? 'valid' : 'invalid',
  };
}
