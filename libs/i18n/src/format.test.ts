import { describe, expect, it } from 'vitest';
import {
  type DateParts,
  formatDate,
  formatDateParts,
  formatMileage,
  formatNumber,
  formatPrice,
  formatRelativeDate,
  intlLocales,
  kazakhDate,
  kazakhDateParts,
  pluralCategory,
} from './format';

/** Writes U+00A0 as `·` so expectations show exactly which space is used. */
const show = (s: string) => s.replace(/\u00a0/g, '·');

describe('numbers and prices (U+00A0 everywhere)', () => {
  it.each(['ru', 'kk'] as const)('%s', (locale) => {
    expect(show(formatPrice(12_500_000, locale))).toBe('12·500·000·₸');
    expect(formatPrice(12_500_000, locale)).toBe('12\u00a0500\u00a0000\u00a0₸');
    expect(show(formatPrice(999.6, locale))).toBe('1·000·₸');
    expect(show(formatPrice(0, locale))).toBe('0·₸');
    expect(show(formatNumber(1234, locale))).toBe('1·234');
    expect(show(formatNumber(1234.5, locale))).toBe('1·234,5');
    expect(show(formatNumber(0.125, locale))).toBe('0,13');
    expect(show(formatNumber(1_000_000, locale, { maximumFractionDigits: 0 }))).toBe('1·000·000');
    expect(show(formatMileage(125_000, locale))).toBe('125·000·км');
    expect(show(formatMileage(777, locale))).toBe('777·км');
  });

  it('never uses a plain or narrow space', () => {
    expect(formatPrice(123_456_789, 'ru')).not.toMatch(/[ \u202f]/);
  });
});

describe('formatDate (Asia/Almaty)', () => {
  const date = Date.UTC(2025, 2, 5, 12, 0); // 17:00 in Almaty
  it.each([
    ['ru', 'long', '5·марта·2025·г.'],
    ['ru', 'medium', '5·мар.·2025·г.'],
    ['ru', 'short', '05.03.2025'],
    ['ru', 'full', 'среда,·5·марта·2025·г.'],
    ['kk', 'long', '2025·ж.·5·наурыз'],
    ['kk', 'medium', '2025·ж.·05·нау.'],
    ['kk', 'short', '05.03.25'],
    ['kk', 'full', '2025·ж.·5·наурыз,·сәрсенбі'],
  ] as const)('%s %s', (locale, style, expected) => {
    expect(show(formatDate(date, locale, style))).toBe(expected);
  });

  it('uses Kazakhstan time for the day and can add the time', () => {
    const lateUtc = '2025-03-05T20:30:00Z'; // already 6 March in Almaty
    expect(formatDate(lateUtc, 'ru', 'short')).toBe('06.03.2025');
    expect(formatDate(lateUtc, 'ru', 'short', { timeZone: 'UTC' })).toBe('05.03.2025');
    expect(show(formatDate(date, 'ru', 'short', { time: true }))).toBe('05.03.2025,·17:00');
    expect(() => formatDate('not a date', 'ru')).toThrow(RangeError);
  });
});

describe('formatRelativeDate', () => {
  const now = Date.UTC(2025, 2, 5, 12);
  const h = 3600e3;
  it.each([
    ['ru', -10e3, 'сейчас'],
    ['ru', -5 * 60e3, '5·минут·назад'],
    ['ru', 2 * h, 'через·2·часа'],
    ['ru', -24 * h, 'вчера'],
    ['ru', -3 * 24 * h, '3·дня·назад'],
    ['ru', -14 * 24 * h, '2·недели·назад'],
    ['ru', -400 * 24 * h, 'в·прошлом·году'],
    ['kk', -10e3, 'қазір'],
    ['kk', -5 * 60e3, '5·минут·бұрын'],
    ['kk', 2 * h, '2·сағаттан·кейін'],
    ['kk', -24 * h, 'кеше'],
    ['kk', -3 * 24 * h, '3·күн·бұрын'],
  ] as const)('%s %i ms → %s', (locale, offset, expected) => {
    expect(show(formatRelativeDate(now + offset, locale, now))).toBe(expected);
  });
});

describe('pluralCategory', () => {
  it.each([
    [1, 'one', 'one'],
    [2, 'few', 'other'],
    [5, 'many', 'other'],
    [11, 'many', 'other'],
    [21, 'one', 'other'],
    [22, 'few', 'other'],
    [0, 'many', 'other'],
    [1.5, 'other', 'other'],
  ] as const)('%s → ru %s, kk %s', (n, ru, kk) => {
    expect(pluralCategory(n, 'ru')).toBe(ru);
    expect(pluralCategory(n, 'kk')).toBe(kk);
  });
});

describe('kazakhDate (engines without Kazakh data)', () => {
  it.each(['short', 'medium', 'long', 'full'] as const)('%s is what Intl prints for kk where it has the data', (style) => {
    for (const iso of ['2025-03-05T10:00:00Z', '2026-11-22T20:30:00Z', '2024-12-31T19:30:00Z', '2025-01-01T00:00:00Z']) {
      const intl = new Intl.DateTimeFormat('kk-KZ', { dateStyle: style, timeZone: 'Asia/Almaty' }).format(new Date(iso)).replace(/[\u0020\u2009\u202f]/g, '\u00a0');
      expect(kazakhDate(new Date(iso), style)).toBe(intl);
    }
  });
});

describe('formatDateParts', () => {
  const combos: DateParts[] = [
    { day: true, month: 'short' },
    { day: true, month: 'long' },
    { month: 'long', year: true },
    { day: true, month: 'long', year: true },
    { day: true, month: 'short', year: true },
  ];
  // Every month of a year, and a date that is already the next day in Almaty (UTC+5).
  const dates = [...Array.from({ length: 12 }, (_, m) => new Date(Date.UTC(2025, m, 5 + m, 10))), new Date('2024-12-31T19:30:00Z')];

  it.each(combos.map((c) => [JSON.stringify(c), c] as const))('kk %s written out equals what Intl prints where it has the data', (_, parts) => {
    for (const date of dates) {
      const intl = new Intl.DateTimeFormat('kk-KZ', {
        timeZone: 'Asia/Almaty',
        month: parts.month,
        ...(parts.day ? { day: 'numeric' } : {}),
        ...(parts.year ? { year: 'numeric' } : {}),
      })
        .format(date)
        .replace(/[\u0020\u2009\u202f]/g, '\u00a0');
      expect(kazakhDateParts(date, parts)).toBe(intl);
      expect(formatDateParts(date, 'kk', parts)).toBe(intl);
    }
  });

  it('writes Russian dates in Almaty time', () => {
    expect(formatDateParts('2025-03-05T10:00:00Z', 'ru', { day: true, month: 'long', year: true })).toBe('5\u00a0марта\u00a02025\u00a0г.');
    expect(formatDateParts('2024-12-31T19:30:00Z', 'ru', { day: true, month: 'short' })).toBe('1\u00a0янв.');
    expect(formatDateParts('2025-03-05T10:00:00Z', 'kk', { month: 'long', year: true })).toBe('2025\u00a0ж.\u00a0наурыз');
  });

  it('numbers in Lingui use tags that print the same digits in both locales', () => {
    expect(intlLocales('ru')).toEqual(['ru-RU']);
    const [kk] = intlLocales('kk');
    expect(new Intl.NumberFormat(kk).format(2131.5)).toBe(new Intl.NumberFormat('kk-KZ').format(2131.5));
  });
});
