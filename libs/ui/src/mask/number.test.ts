import { describe, expect, it } from 'vitest';
import { groupDigits, groupedEdit, normalizeKzPhone, toE164 } from './number';

const n = (s: string) => s.replace(/\u00a0/g, ' ');

describe('groupDigits', () => {
  it('groups by thousands with nbsp', () => {
    expect(n(groupDigits('12500000'))).toBe('12 500 000');
    expect(groupDigits('')).toBe('');
    expect(groupDigits('999')).toBe('999');
    expect(n(groupDigits('1000'))).toBe('1 000');
    expect(groupDigits('007')).toBe('7');
  });
});

describe('groupedEdit', () => {
  it('typing at the end', () => {
    const r = groupedEdit('1 2345', 6);
    expect(n(r.text)).toBe('12 345');
    expect(r.value).toBe(12345);
    expect(r.caret).toBe(6);
  });
  it('typing in the middle keeps the caret after the typed digit', () => {
    // "12 500" → user types 9 after "12" → "129 500"
    const r = groupedEdit('129\u00a0500', 3);
    expect(n(r.text)).toBe('129 500');
    expect(r.caret).toBe(3);
    const r2 = groupedEdit('1\u00a09500', 3); // typed 9 after "1 " in "1 500"
    expect(n(r2.text)).toBe('19 500');
    expect(r2.caret).toBe(2);
  });
  it('deleting regroups', () => {
    const r = groupedEdit('1\u00a0000\u00a000', 9);
    expect(n(r.text)).toBe('100 000');
    expect(r.caret).toBe(7);
  });
  it('drops letters and clears to null', () => {
    expect(groupedEdit('abc', 3)).toEqual({ text: '', value: null, caret: 0 });
    expect(groupedEdit('1a2', 3).value).toBe(12);
  });
  it('removes leading zeros', () => {
    const r = groupedEdit('0012', 4);
    expect(r.text).toBe('12');
    expect(r.caret).toBe(2);
  });
  it('caps the number of digits', () => {
    expect(groupedEdit('12345', 5, 3).value).toBe(123);
  });
  it('pastes formatted text', () => {
    expect(groupedEdit('12 500 000 ₸', 12).value).toBe(12_500_000);
  });
});

describe('phone helpers', () => {
  it('normalizes KZ numbers', () => {
    expect(normalizeKzPhone('8 (701) 123-45-67')).toBe('7011234567');
    expect(normalizeKzPhone('+7 701 123 45 67')).toBe('7011234567');
    expect(normalizeKzPhone('7011234567')).toBe('7011234567');
    expect(normalizeKzPhone('123')).toBe('123');
  });
  it('builds E.164', () => {
    expect(toE164('7011234567')).toBe('+77011234567');
    expect(toE164('701')).toBeNull();
  });
});
