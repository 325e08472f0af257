/**
 * VIN checks and the latest model year: plain functions, no zod, so the screens that need them (the VIN mask of
 * `@jolda/ui`, which every page's entry bundle holds) do not bring the schema library into the entry. `posting.ts`
 * re-exports them, so `@jolda/contracts` reads the same as before.
 */

/** The latest model year accepted: next year (cars of the coming model year are sold from autumn). */
export const yearMax = (now: Date = new Date()) => now.getFullYear() + 1;

const VIN_RE = /^[A-HJ-NPR-Z0-9]{17}$/;
const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
const VIN_VALUES: Record<string, number> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8,
  J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9,
  S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
};

/** Uppercases and drops spaces and dashes (`jtn be46k 373012345` → `JTNBE46K373012345`). */
export const normalizeVin = (v: string) => v.toUpperCase().replace(/[\s-]+/g, '');

/** 17 characters of A–Z and 0–9 without I, O and Q. */
export const isVinFormat = (vin: string) => VIN_RE.test(vin);

/** The check digit (position 9) the other 16 characters call for: `0`–`9` or `X`. Null when the format is wrong. */
export function vinCheckDigit(vin: string): string | null {
  if (!isVinFormat(vin)) return null;
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const c = vin[i]!;
    const value = c >= '0' && c <= '9' ? Number(c) : VIN_VALUES[c]!;
    sum += value * VIN_WEIGHTS[i]!;
  }
  const r = sum % 11;
  return r === 10 ? 'X' : String(r);
}

/** Whether position 9 matches the check digit (whatever the region). */
export function isVinCheckDigitValid(vin: string): boolean {
  const expected = vinCheckDigit(vin);
  return expected !== null && vin[8] === expected;
}

/**
 * A VIN made for North America: the WMI's first character is 1–5 (USA, Canada, Mexico) or 7F–70 (the USA's newer
 * range). There, 49 CFR 565 makes position 9 a check digit and position 7 tells the model-year cycle apart.
 */
export function isNorthAmericanVin(vin: string): boolean {
  const a = vin[0] ?? '';
  if (a >= '1' && a <= '5') return true;
  return a === '7' && /[F-HJ-NPR-Z0-9]/.test(vin[1] ?? '');
}

/**
 * Whether the region that issued the VIN uses position 9 as a check digit: North America (49 CFR 565) and mainland
 * China (GB 16735, WMIs starting with L). Japanese, Korean, European, Russian, Uzbek and Kazakh makers put other
 * characters there, so a "wrong" digit is no warning for them.
 */
export function vinCheckDigitApplies(vin: string): boolean {
  return isVinFormat(vin) && (isNorthAmericanVin(vin) || vin[0] === 'L');
}

/** A check-digit mismatch worth a warning: the region uses the digit and it does not match. */
export function vinCheckDigitWarning(vin: string): boolean {
  return vinCheckDigitApplies(vin) && !isVinCheckDigitValid(vin);
}

const VIN_YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

/**
 * Model year from position 10, or null where the character is no year code (`0`, `U`, `Z`: e.g. Russian-assembled
 * Toyotas and many European VINs before 2009 do not encode it). The code repeats every 30 years (A = 1980 and 2010):
 * on North American VINs position 7 says which cycle (a digit 1980–2009, a letter 2010–2039); elsewhere the most
 * recent year not after `maxYear` is taken.
 */
export function vinModelYear(vin: string, maxYear: number = yearMax()): number | null {
  if (!isVinFormat(vin)) return null;
  const i = VIN_YEAR_CODES.indexOf(vin[9]!);
  if (i < 0) return null;
  const first = 1980 + i;
  if (isNorthAmericanVin(vin)) return /\d/.test(vin[6]!) ? first : first + 30;
  let year = first;
  while (year + 30 <= maxYear) year += 30;
  return year;
}
