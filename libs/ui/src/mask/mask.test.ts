import { describe, expect, it } from 'vitest';
import { applyMask, formatRaw, maskCaret, maskEdit, slotCount, unmask } from './mask';

const PHONE = '+7 (###) ###-##-##';

describe('formatRaw', () => {
  it('fills slots and shows literals only up to the last filled slot', () => {
    expect(formatRaw('', PHONE)).toEqual({ masked: '', raw: '', complete: false });
    expect(formatRaw('7', PHONE).masked).toBe('+7 (7');
    expect(formatRaw('701', PHONE).masked).toBe('+7 (701');
    expect(formatRaw('7011', PHONE).masked).toBe('+7 (701) 1');
    expect(formatRaw('7011234567', PHONE)).toEqual({ masked: '+7 (701) 123-45-67', raw: '7011234567', complete: true });
  });
  it('drops characters that do not fit and truncates overflow', () => {
    expect(formatRaw('70a1', PHONE).raw).toBe('701');
    expect(formatRaw('701123456789', PHONE).raw).toBe('7011234567');
  });
  it('handles letter (@) and alphanumeric (*) slots, including Kazakh letters', () => {
    expect(formatRaw('ABC123', '@@@ ###').masked).toBe('ABC 123');
    expect(formatRaw('1A2B', '@@@ ###').masked).toBe('AB');
    expect(formatRaw('өңі', '@@@').masked).toBe('өңі');
    expect(formatRaw('a1b2', '**-**').masked).toBe('a1-b2');
    expect(formatRaw('a-b', '**').raw).toBe('ab');
  });
  it('counts slots', () => {
    expect(slotCount(PHONE)).toBe(10);
    expect(slotCount('')).toBe(0);
    expect(formatRaw('', '').complete).toBe(true);
  });
});

describe('applyMask', () => {
  it('re-formats an already masked value', () => {
    expect(applyMask('+7 (701) 123-45-67', PHONE).raw).toBe('7011234567');
  });
  it('treats a leading 7 typed by the user as the first digit, not the +7 literal', () => {
    expect(applyMask('7011234567', PHONE).raw).toBe('7011234567');
  });
  it('accepts loosely formatted input', () => {
    expect(applyMask('+7 701 123 45 67', PHONE).raw).toBe('7011234567');
    expect(applyMask('(701)123-4567', PHONE).raw).toBe('7011234567');
    expect(applyMask('+77011234567', PHONE).raw).toBe('7011234567');
  });
  it('ignores garbage', () => {
    expect(applyMask('abc', PHONE)).toEqual({ masked: '', raw: '', complete: false });
  });
  it('unmask is the inverse of formatRaw', () => {
    for (const raw of ['', '7', '70112', '7011234567']) expect(unmask(formatRaw(raw, PHONE).masked, PHONE)).toBe(raw);
  });
  it('supports masks starting with a slot', () => {
    expect(applyMask('12345', '##.##.####').masked).toBe('12.34.5');
    expect(applyMask('12.34.5678', '##.##.####').raw).toBe('12345678');
  });
});

describe('maskCaret', () => {
  it('places the caret after the k-th slot', () => {
    const masked = '+7 (701) 123-45-67';
    expect(maskCaret(0, PHONE, masked)).toBe(4);
    expect(maskCaret(0, PHONE, '')).toBe(0);
    expect(maskCaret(1, PHONE, masked)).toBe(5);
    expect(maskCaret(3, PHONE, masked)).toBe(7);
    expect(maskCaret(4, PHONE, masked)).toBe(10);
    expect(maskCaret(10, PHONE, masked)).toBe(18);
    expect(maskCaret(4, PHONE, '+7 (701')).toBe(7);
  });
});

/** Simulates the browser: replace selection [start,end) of value with text, return maskEdit result. */
function type(previous: string, start: number, end: number, text: string, inputType = 'insertText') {
  const next = previous.slice(0, start) + text + previous.slice(end);
  return maskEdit({ previous, next, caret: start + text.length, mask: PHONE, inputType });
}
function backspace(previous: string, caret: number) {
  const next = previous.slice(0, caret - 1) + previous.slice(caret);
  return maskEdit({ previous, next, caret: caret - 1, mask: PHONE, inputType: 'deleteContentBackward' });
}
function del(previous: string, caret: number) {
  const next = previous.slice(0, caret) + previous.slice(caret + 1);
  return maskEdit({ previous, next, caret, mask: PHONE, inputType: 'deleteContentForward' });
}

describe('maskEdit: typing', () => {
  it('types a number digit by digit with the caret at the end', () => {
    let value = '';
    let caret = 0;
    for (const d of '7011234567') {
      const r = type(value, caret, caret, d);
      value = r.masked;
      caret = r.caret;
    }
    expect(value).toBe('+7 (701) 123-45-67');
    expect(caret).toBe(value.length);
  });
  it('jumps over literals when typing after a group', () => {
    const r = type('+7 (701', 7, 7, '1');
    expect(r.masked).toBe('+7 (701) 1');
    expect(r.caret).toBe(10);
  });
  it('inserts in the middle and keeps the caret after the typed char', () => {
    const r = type('+7 (701) 123', 5, 5, '5');
    expect(r.masked).toBe('+7 (750) 112-3');
    expect(r.caret).toBe(6);
  });
  it('inserting a char equal to its neighbour keeps the caret right', () => {
    const r = type('+7 (701', 4, 4, '7');
    expect(r.masked).toBe('+7 (770) 1');
    expect(r.caret).toBe(5);
  });
  it('rejects characters that do not fit without moving the caret', () => {
    const r = type('+7 (70', 6, 6, 'x');
    expect(r.masked).toBe('+7 (70');
    expect(r.caret).toBe(6);
  });
  it('typing at the very start (before +7) fills the first slot', () => {
    const r = type('', 0, 0, '7');
    expect(r.masked).toBe('+7 (7');
    expect(r.caret).toBe(5);
  });
  it('typing inside the literal prefix goes to the first slot', () => {
    const r = type('+7 (01', 2, 2, '7');
    expect(r.raw).toBe('701');
  });
  it('overflow when full drops the last digit', () => {
    const r = type('+7 (701) 123-45-67', 4, 4, '9');
    expect(r.raw).toBe('9701123456');
    expect(r.caret).toBe(5);
  });
  it('replaces a selection', () => {
    const r = type('+7 (701) 123-45-67', 4, 7, '777');
    expect(r.masked).toBe('+7 (777) 123-45-67');
    expect(r.caret).toBe(7);
  });
});

describe('maskEdit: deleting', () => {
  it('backspace removes the previous digit', () => {
    const r = backspace('+7 (701) 123', 12);
    expect(r.masked).toBe('+7 (701) 12');
    expect(r.caret).toBe(11);
  });
  it('backspace right after a literal deletes the digit before it (never gets stuck)', () => {
    const r = backspace('+7 (701) 1', 9); // caret after ") " → deletes the space literal
    expect(r.raw).toBe('701'.slice(0, 2) + '1');
    expect(r.masked).toBe('+7 (701');
    expect(r.caret).toBe(6);
  });
  it('backspace over the closing bracket deletes the digit before it', () => {
    const r = backspace('+7 (701) 123', 8);
    expect(r.raw).toBe('70123');
    expect(r.caret).toBe(6);
  });
  it('backspace in the middle shifts the tail left', () => {
    const r = backspace('+7 (701) 123-45-67', 6);
    expect(r.masked).toBe('+7 (711) 234-56-7');
    expect(r.caret).toBe(5);
  });
  it('deleting the last digit clears the literal prefix', () => {
    const r = backspace('+7 (7', 5);
    expect(r.masked).toBe('');
    expect(r.caret).toBe(0);
  });
  it('forward delete on a literal removes the next digit', () => {
    const r = del('+7 (701) 123', 7); // ")" at 7
    expect(r.raw).toBe('70123');
    expect(r.caret).toBe(7);
  });
  it('forward delete on a digit', () => {
    const r = del('+7 (701) 123', 4);
    expect(r.raw).toBe('01123');
    expect(r.caret).toBe(4);
  });
  it('cut of a selection', () => {
    const previous = '+7 (701) 123-45-67';
    const next = previous.slice(0, 9) + previous.slice(12);
    const r = maskEdit({ previous, next, caret: 9, mask: PHONE, inputType: 'deleteByCut' });
    expect(r.raw).toBe('7014567');
    expect(r.masked).toBe('+7 (701) 456-7');
  });
  it('clearing everything', () => {
    const r = maskEdit({ previous: '+7 (701) 123-45-67', next: '', caret: 0, mask: PHONE });
    expect(r).toEqual({ masked: '', raw: '', complete: false, caret: 0 });
  });
});

describe('maskEdit: pasting', () => {
  it('pastes a formatted number into an empty field', () => {
    const r = type('', 0, 0, '+7 (701) 123-45-67', 'insertFromPaste');
    expect(r.masked).toBe('+7 (701) 123-45-67');
    expect(r.complete).toBe(true);
    expect(r.caret).toBe(18);
  });
  it('pastes bare digits', () => {
    const r = type('', 0, 0, '7011234567', 'insertFromPaste');
    expect(r.raw).toBe('7011234567');
  });
  it('pastes digits with spaces into the middle', () => {
    const r = type('+7 (701', 7, 7, '123 45 67', 'insertFromPaste');
    expect(r.masked).toBe('+7 (701) 123-45-67');
    expect(r.caret).toBe(18);
  });
  it('pastes over a full selection', () => {
    const r = type('+7 (701) 123-45-67', 0, 18, '7771112233', 'insertFromPaste');
    expect(r.masked).toBe('+7 (777) 111-22-33');
  });
  it('works without a caret hint', () => {
    const r = maskEdit({ previous: '+7 (70', next: '+7 (701', mask: PHONE });
    expect(r.masked).toBe('+7 (701');
    expect(r.caret).toBe(7);
  });
  it('mixed masks (car plate style)', () => {
    const mask = '### @@@ ##';
    const r1 = maskEdit({ previous: '', next: '123ABC01', caret: 8, mask });
    expect(r1.masked).toBe('123 ABC 01');
    const r2 = maskEdit({ previous: '123 A', next: '123 AB', caret: 6, mask });
    expect(r2.masked).toBe('123 AB');
    const r3 = maskEdit({ previous: '123 AB', next: '123 AB5', caret: 7, mask });
    expect(r3.masked).toBe('123 AB');
  });
});
