/**
 * Mask presets for the formats used in Kazakhstan: phone, car registration plate, VIN and IIN.
 * Each preset is the mask plus the character filter, paste normalisation, validator and input attributes that
 * `MaskedInput` applies (`<MaskedInput preset="plate" />`); the functions are usable on their own too.
 */
import { isVinCheckDigitValid } from '@jolda/contracts';
import type { AcceptChar } from './mask';
import { normalizeKzPhone } from './number';

export type MaskPresetName = 'phone' | 'plate' | 'vin' | 'iin';

export interface MaskPreset {
  mask: string;
  /** Per-character filter/rewrite (see `AcceptChar` in mask.ts). */
  acceptChar?: AcceptChar;
  /** Rewrites pasted (or autofilled) text before masking; null keeps it as it is. */
  transformPaste?: (text: string) => string | null;
  /** Whether a raw value (slot characters only) is a valid value, beyond filling every slot. */
  validate?: (raw: string) => boolean;
  /** Input attributes that fit the format (on-screen keyboard, autofill, capitals). */
  inputProps: {
    type?: 'tel' | 'text';
    inputMode: 'tel' | 'numeric' | 'text';
    autoComplete: string;
    autoCapitalize?: 'characters' | 'off';
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Phone

export const PHONE_PRESET_MASK = '+7 (###) ###-##-##';

/** "87011234567", "8 (701) 123-45-67", "+7 701 123 45 67", "7011234567" → "7011234567"; null when not a full number. */
export function kzPhonePaste(text: string): string | null {
  const digits = normalizeKzPhone(text);
  return digits.length === 10 ? digits : null;
}

// ---------------------------------------------------------------------------------------------------------------
// Latin letters typed on a Russian/Kazakh layout

/** Cyrillic capitals that look like Latin ones (plates and VINs are Latin only). Ү and І are on the Kazakh layout. */
const LATIN_LOOKALIKE: Readonly<Record<string, string>> = {
  А: 'A',
  В: 'B',
  Е: 'E',
  К: 'K',
  М: 'M',
  Н: 'H',
  О: 'O',
  Р: 'P',
  С: 'C',
  Т: 'T',
  Х: 'X',
  У: 'Y',
  Ү: 'Y',
  І: 'I',
};

/** Uppercases a letter and turns a Cyrillic look-alike into its Latin twin (`к` → `K`); other letters stay as they are. */
export function latinLookalike(char: string): string {
  const upper = char.toUpperCase();
  return LATIN_LOOKALIKE[upper] ?? upper;
}

// ---------------------------------------------------------------------------------------------------------------
// Plate (private car: "123 ABC 02")

export const PLATE_PRESET_MASK = '### @@@ ##';
/** Two-digit region codes on plates: 01 Astana … 20 Ulytau. */
export const PLATE_REGION_MIN = 1;
export const PLATE_REGION_MAX = 20;

/** Digits go to digit slots as typed; letters become Latin capitals, anything not A–Z after that is refused. */
export const plateChar: AcceptChar = (char, slot) => {
  if (slot !== '@') return char;
  const c = latinLookalike(char);
  return /^[A-Z]$/.test(c) ? c : null;
};

/** "123ABC02" or "123 ABC 02": three digits, three Latin capitals and a region code 01–20. */
export function validPlate(raw: string): boolean {
  const m = /^(\d{3})([A-Z]{3})(\d{2})$/.exec(raw.replace(/\s+/g, ''));
  if (!m) return false;
  const region = Number(m[3]);
  return region >= PLATE_REGION_MIN && region <= PLATE_REGION_MAX;
}

// ---------------------------------------------------------------------------------------------------------------
// VIN

export const VIN_PRESET_MASK = '*'.repeat(17);

/** Digits and Latin capitals except I, O and Q (never used in a VIN); Cyrillic look-alikes become Latin. */
export const vinChar: AcceptChar = (char) => {
  const c = latinLookalike(char);
  return /^[A-HJ-NPR-Z0-9]$/.test(c) ? c : null;
};

/**
 * ISO 3779 position-9 check digit. The rule lives in `@jolda/contracts` (shared with the API); it is mandatory in
 * North America only, so treat `false` as a warning, not an error.
 */
export function vinCheckDigitOk(vin: string): boolean {
  return isVinCheckDigitValid(vin);
}

// ---------------------------------------------------------------------------------------------------------------
// IIN (individual identification number)

export const IIN_PRESET_MASK = '###### ######';

const IIN_WEIGHTS_1 = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
const IIN_WEIGHTS_2 = [3, 4, 5, 6, 7, 8, 9, 10, 11, 1, 2];

/** Control digit (12th) for the first 11 digits; null when the algorithm gives 10 twice (such numbers are not issued). */
function iinControlDigit(digits: string): number | null {
  const weighted = (weights: number[]) => weights.reduce((sum, w, i) => sum + w * Number(digits[i]), 0) % 11;
  const first = weighted(IIN_WEIGHTS_1);
  if (first !== 10) return first;
  const second = weighted(IIN_WEIGHTS_2);
  return second === 10 ? null : second;
}

/** The 7th digit is the sex and century of birth: 1–2 the 19th, 3–4 the 20th, 5–6 the 21st. */
const IIN_CENTURY: Readonly<Record<string, number>> = { '1': 1800, '2': 1800, '3': 1900, '4': 1900, '5': 2000, '6': 2000 };

/** YYMMDD is a calendar date (29 February only in leap years when the 7th digit names the century). */
function iinDateOk(digits: string): boolean {
  const yy = Number(digits.slice(0, 2));
  const month = Number(digits.slice(2, 4));
  const day = Number(digits.slice(4, 6));
  if (month < 1 || month > 12 || day < 1) return false;
  const century = IIN_CENTURY[digits.charAt(6)];
  // Century unknown: accept 29 February in any year divisible by 4 (2000 was a leap year).
  const year = century === undefined ? 2000 + yy : century + yy;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth;
}

/** 12 digits (spaces ignored), a valid birth date in the first six and the right control digit. */
export function validIin(raw: string): boolean {
  const digits = raw.replace(/\s+/g, '');
  if (!/^\d{12}$/.test(digits)) return false;
  return iinDateOk(digits) && iinControlDigit(digits) === Number(digits[11]);
}

// ---------------------------------------------------------------------------------------------------------------

export const MASK_PRESETS: Readonly<Record<MaskPresetName, MaskPreset>> = {
  phone: {
    mask: PHONE_PRESET_MASK,
    transformPaste: kzPhonePaste,
    inputProps: { type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
  },
  plate: {
    mask: PLATE_PRESET_MASK,
    acceptChar: plateChar,
    validate: validPlate,
    inputProps: { inputMode: 'text', autoComplete: 'off', autoCapitalize: 'characters' },
  },
  vin: {
    mask: VIN_PRESET_MASK,
    acceptChar: vinChar,
    inputProps: { inputMode: 'text', autoComplete: 'off', autoCapitalize: 'characters' },
  },
  iin: {
    mask: IIN_PRESET_MASK,
    validate: validIin,
    inputProps: { inputMode: 'numeric', autoComplete: 'off' },
  },
};
