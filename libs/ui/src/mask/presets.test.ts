import { describe, expect, it } from 'vitest';
import { applyMask, formatRaw, maskEdit } from './mask';
import {
  MASK_PRESETS,
  kzPhonePaste,
  latinLookalike,
  validIin,
  validPlate,
  vinCheckDigitOk,
  type MaskPreset,
  type MaskPresetName,
} from './presets';

/** Simulates the browser on a preset: replace selection [start,end) of `previous` with `text`. */
function edit(name: MaskPresetName, previous: string, start: number, end: number, text: string, inputType = 'insertText') {
  const { mask, acceptChar } = MASK_PRESETS[name];
  const next = previous.slice(0, start) + text + previous.slice(end);
  return maskEdit({ previous, next, caret: start + text.length, mask, inputType, acceptChar });
}
/** Types `text` char by char at the end, as a user would. */
function typeAll(name: MaskPresetName, text: string, from = '') {
  let value = from;
  let caret = from.length;
  for (const ch of text) {
    const r = edit(name, value, caret, caret, ch);
    value = r.masked;
    caret = r.caret;
  }
  return { value, caret };
}
/** Pastes like MaskedInput does: the preset's transformPaste first, then the mask. */
function paste(name: MaskPresetName, previous: string, start: number, end: number, text: string) {
  const preset: MaskPreset = MASK_PRESETS[name];
  return edit(name, previous, start, end, preset.transformPaste?.(text) ?? text, 'insertFromPaste');
}
function backspace(name: MaskPresetName, previous: string, caret: number) {
  const { mask, acceptChar } = MASK_PRESETS[name];
  const next = previous.slice(0, caret - 1) + previous.slice(caret);
  return maskEdit({ previous, next, caret: caret - 1, mask, inputType: 'deleteContentBackward', acceptChar });
}
function del(name: MaskPresetName, previous: string, caret: number) {
  const { mask, acceptChar } = MASK_PRESETS[name];
  const next = previous.slice(0, caret) + previous.slice(caret + 1);
  return maskEdit({ previous, next, caret, mask, inputType: 'deleteContentForward', acceptChar });
}

describe('phone preset', () => {
  it('types the 10 national digits', () => {
    expect(typeAll('phone', '7011234567')).toEqual({ value: '+7 (701) 123-45-67', caret: 18 });
    expect(typeAll('phone', '70a1')).toEqual({ value: '+7 (701', caret: 7 });
  });
  it('pastes 8…, +7… and bare national numbers to the same value', () => {
    for (const text of ['87011234567', '+7 701 123 45 67', '7011234567', '8 (701) 123-45-67', '+77011234567']) {
      const r = paste('phone', '', 0, 0, text);
      expect(r.masked, text).toBe('+7 (701) 123-45-67');
      expect(r.caret, text).toBe(18);
      expect(r.complete, text).toBe(true);
    }
  });
  it('needs the paste rule for an 8-prefixed number (the bare mask would keep the 8)', () => {
    expect(applyMask('87011234567', MASK_PRESETS.phone.mask).raw).toBe('8701123456');
    expect(kzPhonePaste('87011234567')).toBe('7011234567');
    expect(kzPhonePaste('701 123')).toBeNull();
  });
  it('pasting over a selection replaces it', () => {
    const r = paste('phone', '+7 (701) 123-45-67', 0, 18, '8 777 111 22 33');
    expect(r.masked).toBe('+7 (777) 111-22-33');
  });
  it('backspace over ") " deletes the digit before it; forward delete on a literal deletes the next digit', () => {
    const b = backspace('phone', '+7 (701) 1', 9); // raw 7011 → 701: the "1" before ")" goes
    expect(b.masked).toBe('+7 (701');
    expect(b.raw).toBe('701');
    expect(b.caret).toBe(6);
    const d = del('phone', '+7 (701) 123', 7);
    expect(d.raw).toBe('70123');
    expect(d.caret).toBe(7);
  });
});

describe('plate preset', () => {
  it('types digits and letters, uppercasing Latin', () => {
    expect(typeAll('plate', '123abc02')).toEqual({ value: '123 ABC 02', caret: 10 });
  });
  it('maps Cyrillic look-alikes typed on a Russian/Kazakh layout to Latin', () => {
    expect(typeAll('plate', '777аве01').value).toBe('777 ABE 01');
    expect(typeAll('plate', '777КМН01').value).toBe('777 KMH 01');
    expect(typeAll('plate', '777орс01').value).toBe('777 OPC 01');
    expect(typeAll('plate', '777тху01').value).toBe('777 TXY 01');
    expect(typeAll('plate', '777үіа01').value).toBe('777 YIA 01');
    expect([...'АВЕКМНОРСТХУ'].map(latinLookalike).join('')).toBe('ABEKMHOPCTXY');
  });
  it('refuses other letters without moving the caret', () => {
    for (const ch of ['Ж', 'б', 'ә', 'қ', 'ß', 'é']) {
      const r = edit('plate', '123 A', 5, 5, ch);
      expect(r.masked, ch).toBe('123 A');
      expect(r.caret, ch).toBe(5);
    }
    // a letter where a digit goes is refused too
    expect(edit('plate', '12', 2, 2, 'a').masked).toBe('12');
  });
  it('pastes a plate in any case or script', () => {
    expect(paste('plate', '', 0, 0, '123 abc 02').masked).toBe('123 ABC 02');
    expect(paste('plate', '', 0, 0, '123АВС02').masked).toBe('123 ABC 02');
    const r = paste('plate', '123', 3, 3, ' abc 02');
    expect(r.masked).toBe('123 ABC 02');
    expect(r.caret).toBe(10);
  });
  it('replaces a selected letter in place', () => {
    const r = edit('plate', '123 ABC 02', 5, 6, 'к');
    expect(r.masked).toBe('123 AKC 02');
    expect(r.caret).toBe(6);
  });
  it('backspace from the end walks back over the separators', () => {
    let r = backspace('plate', '123 ABC 02', 10);
    expect([r.masked, r.caret]).toEqual(['123 ABC 0', 9]);
    r = backspace('plate', r.masked, r.caret);
    expect([r.masked, r.caret]).toEqual(['123 ABC', 7]);
    r = backspace('plate', r.masked, r.caret);
    expect([r.masked, r.caret]).toEqual(['123 AB', 6]);
  });
  it('backspace right after a separator deletes the slot before it and puts the caret there', () => {
    // The tail cannot shift into slots of another kind (digits into letters), so it is dropped.
    const r = backspace('plate', '123 ABC 02', 8);
    expect(r.masked).toBe('123 AB');
    expect(r.caret).toBe(6);
    const r2 = backspace('plate', '123 A', 4);
    expect(r2.masked).toBe('12');
    expect(r2.caret).toBe(2);
  });
  it('validPlate checks the format and the region code 01–20', () => {
    expect(validPlate('123 ABC 02')).toBe(true);
    expect(validPlate('123ABC02')).toBe(true);
    expect(validPlate('001 AAA 01')).toBe(true);
    expect(validPlate('999 ZZZ 20')).toBe(true);
    expect(validPlate('123 ABC 21')).toBe(false);
    expect(validPlate('123 ABC 00')).toBe(false);
    expect(validPlate('123 ABC 2')).toBe(false);
    expect(validPlate('123 AB 02')).toBe(false);
    expect(validPlate('123 abc 02')).toBe(false);
    expect(validPlate('123 АВС 02')).toBe(false); // Cyrillic
    expect(validPlate('')).toBe(false);
  });
});

describe('VIN preset', () => {
  const VIN = '1M8GDM9AXKP042788';
  it('types 17 characters, uppercased', () => {
    const r = typeAll('vin', VIN.toLowerCase());
    expect(r).toEqual({ value: VIN, caret: 17 });
    expect(formatRaw(r.value, MASK_PRESETS.vin.mask).complete).toBe(true);
  });
  it('refuses I, O and Q (either case) and other scripts, caret unchanged', () => {
    for (const ch of ['O', 'o', 'I', 'i', 'Q', 'q', 'Ж', '-', ' ']) {
      const r = edit('vin', 'JTN', 3, 3, ch);
      expect(r.masked, ch).toBe('JTN');
      expect(r.caret, ch).toBe(3);
    }
    // Cyrillic О becomes Latin O, which a VIN never has
    expect(edit('vin', 'JTN', 3, 3, 'О').masked).toBe('JTN');
  });
  it('maps Cyrillic look-alikes (a Lada VIN typed on a Russian layout)', () => {
    expect(typeAll('vin', 'хта21').value).toBe('XTA21');
  });
  it('pastes with spaces and dashes dropped; a pasted O is refused', () => {
    expect(paste('vin', '', 0, 0, 'jtn be46k 3730-12345').masked).toBe('JTNBE46K373012345');
    const r = paste('vin', '', 0, 0, '1M8GDM9AXKP04278O');
    expect(r.masked).toBe('1M8GDM9AXKP04278');
    expect(r.complete).toBe(false);
  });
  it('backspace and delete in the middle shift the tail', () => {
    const b = backspace('vin', 'JTNBE4', 3);
    expect([b.masked, b.caret]).toEqual(['JTBE4', 2]);
    const d = del('vin', 'JTNBE4', 0);
    expect([d.masked, d.caret]).toEqual(['TNBE4', 0]);
  });
  it('vinCheckDigitOk follows ISO 3779 position 9', () => {
    expect(vinCheckDigitOk(VIN)).toBe(true);
    expect(vinCheckDigitOk('1HGCM82633A004352')).toBe(true);
    expect(vinCheckDigitOk('1M8GDM9AXKP042789')).toBe(false);
    expect(vinCheckDigitOk('1HGCM82643A004352')).toBe(false);
    expect(vinCheckDigitOk('1M8GDM9AXKP04278')).toBe(false);
  });
});

/** The IIN control digit written out again from the official rule, as an independent oracle. */
function oracleControl(first11: string): number | null {
  const d = [...first11].map(Number);
  const s1 = d.reduce((s, x, i) => s + x * (i + 1), 0) % 11;
  if (s1 !== 10) return s1;
  const w2 = [3, 4, 5, 6, 7, 8, 9, 10, 11, 1, 2];
  const s2 = d.reduce((s, x, i) => s + x * (w2[i] ?? 0), 0) % 11;
  return s2 === 10 ? null : s2;
}
/** A complete IIN for the date/century prefix (7 digits), first serial whose control digit exists and matches `want`. */
function makeIin(prefix7: string, want: (first11: string) => boolean = () => true): string {
  for (let serial = 0; serial < 10_000; serial++) {
    const first11 = prefix7 + String(serial).padStart(4, '0');
    const c = oracleControl(first11);
    if (c !== null && want(first11)) return first11 + c;
  }
  throw new Error('no IIN found');
}
const firstRemainder = (first11: string) => [...first11].reduce((s, x, i) => s + Number(x) * (i + 1), 0) % 11;

describe('IIN preset', () => {
  it('types 12 digits grouped as date and rest', () => {
    expect(typeAll('iin', '900101300123')).toEqual({ value: '900101 300123', caret: 13 });
    expect(typeAll('iin', '9001a01').value).toBe('900101');
  });
  it('pastes with or without the space', () => {
    expect(paste('iin', '', 0, 0, '900101300123').masked).toBe('900101 300123');
    expect(paste('iin', '', 0, 0, ' 900101 300123 ').masked).toBe('900101 300123');
  });
  it('backspace right after the space deletes the date digit before it', () => {
    const r = backspace('iin', '900101 3', 7);
    expect(r.masked).toBe('900103');
    expect(r.caret).toBe(5);
    const end = backspace('iin', '900101 3', 8);
    expect([end.masked, end.caret]).toEqual(['900101', 6]);
  });
  it('accepts an IIN with the right control digit and date', () => {
    const iin = makeIin('9001013');
    expect(validIin(iin)).toBe(true);
    expect(validIin(`${iin.slice(0, 6)} ${iin.slice(6)}`)).toBe(true);
  });
  it('uses the second weights when the first remainder is 10', () => {
    const iin = makeIin('8507234', (f) => firstRemainder(f) === 10);
    expect(validIin(iin)).toBe(true);
    // the first-weight result (10) is not a digit: any other control digit is wrong
    for (let c = 0; c <= 9; c++) if (String(c) !== iin[11]) expect(validIin(iin.slice(0, 11) + c)).toBe(false);
  });
  it('refuses a number whose control digit cannot exist (remainder 10 twice)', () => {
    let first11 = '';
    for (let serial = 0; serial < 10_000 && !first11; serial++) {
      const f = '8507234' + String(serial).padStart(4, '0');
      if (oracleControl(f) === null) first11 = f;
    }
    expect(first11).not.toBe('');
    for (let c = 0; c <= 9; c++) expect(validIin(first11 + c)).toBe(false);
  });
  it('refuses a wrong control digit', () => {
    const iin = makeIin('9001013');
    const wrong = iin.slice(0, 11) + ((Number(iin[11]) + 1) % 10);
    expect(validIin(wrong)).toBe(false);
  });
  it('refuses an impossible birth date even with a matching control digit', () => {
    expect(validIin(makeIin('9013013'))).toBe(false); // month 13
    expect(validIin(makeIin('9000013'))).toBe(false); // month 00
    expect(validIin(makeIin('9001003'))).toBe(false); // day 00
    expect(validIin(makeIin('9002303'))).toBe(false); // 30 February
    expect(validIin(makeIin('9004313'))).toBe(false); // 31 April
    expect(validIin(makeIin('9012313'))).toBe(true); // 31 December
  });
  it('checks 29 February against the century in the 7th digit', () => {
    expect(validIin(makeIin('0002295'))).toBe(true); // 2000, leap
    expect(validIin(makeIin('0002293'))).toBe(false); // 1900, not leap
    expect(validIin(makeIin('9602294'))).toBe(true); // 1996
    expect(validIin(makeIin('9702294'))).toBe(false); // 1997
  });
  it('refuses wrong length and non-digits', () => {
    expect(validIin('')).toBe(false);
    expect(validIin(makeIin('9001013').slice(0, 11))).toBe(false);
    expect(validIin(`${makeIin('9001013')}0`)).toBe(false);
    expect(validIin('90010130012a')).toBe(false);
  });
});
