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

describe('numbers and dates written out without Intl (the same text as Intl prints)', () => {
  const intlNumber = (value: number, locale: 'ru' | 'kk', options: Intl.NumberFormatOptions) =>
    new Intl.NumberFormat(locale === 'kk' ? 'kk-KZ' : 'ru-RU', { maximumFractionDigits: 2, ...options, useGrouping: 'always' })
      .format(value)
      .replace(/[\u0020\u2009\u202f]/g, '\u00a0');

  it('prints every number the pages use as Intl does, in both locales', () => {
    // A fixed pseudo-random walk: prices, mileages, engine volumes, small and negative values, halves.
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const values = [0, 1, 5, 999, 1000, 999.5, 1234.5, 12_500_000, 2.05, 1.45, -1500, -0.5, 1e15, 0.125, 2.675];
    for (let i = 0; i < 400; i++) values.push(Math.round(next() * 10 ** Math.floor(next() * 10)) / 10 ** Math.floor(next() * 4));
    const optionSets: Intl.NumberFormatOptions[] = [
      {},
      { maximumFractionDigits: 0 },
      { minimumFractionDigits: 1, maximumFractionDigits: 1 },
      { minimumFractionDigits: 1 },
      { maximumFractionDigits: 3 },
    ];
    for (const locale of ['ru', 'kk'] as const) {
      for (const options of optionSets) {
        for (const value of values) {
          expect([value, options, formatNumber(value, locale, options)]).toEqual([value, options, intlNumber(value, locale, options)]);
        }
      }
    }
  });

  it('leaves other options to Intl', () => {
    expect(formatNumber(0.25, 'ru', { style: 'percent' })).toBe('25\u00a0%');
    expect(formatNumber(Number.NaN, 'ru')).toBe(new Intl.NumberFormat('ru').format(Number.NaN));
  });

  it('prints every combination of date parts as Intl does, in Almaty time, across the 2024 time change', () => {
    const combos: DateParts[] = [];
    for (const day of [true, false]) for (const month of ['short', 'long'] as const) for (const year of [true, false]) combos.push({ day, month, year });
    const instants: number[] = [];
    for (let m = 0; m < 12; m++) instants.push(Date.UTC(2025, m, 5, 10), Date.UTC(2019, m, 28, 18, 30));
    // Around the change to UTC+5 (1 March 2024) and around midnight in both offsets.
    instants.push(Date.UTC(2024, 1, 29, 17, 59), Date.UTC(2024, 1, 29, 18, 0), Date.UTC(2024, 1, 29, 18, 59), Date.UTC(2024, 1, 29, 19, 0));
    instants.push(Date.UTC(2026, 10, 22, 18, 59), Date.UTC(2026, 10, 22, 19, 0), Date.UTC(2010, 11, 31, 17, 59), Date.UTC(2010, 11, 31, 18, 0));
    for (const t of instants) {
      for (const parts of combos) {
        const options: Intl.DateTimeFormatOptions = {
          timeZone: 'Asia/Almaty',
          month: parts.month,
          ...(parts.day ? { day: 'numeric' } : {}),
          ...(parts.year ? { year: 'numeric' } : {}),
        };
        const ru = new Intl.DateTimeFormat('ru-RU', options).format(t).replace(/[\u0020\u202f]/g, '\u00a0');
        expect([new Date(t).toISOString(), parts, formatDateParts(t, 'ru', parts)]).toEqual([new Date(t).toISOString(), parts, ru]);
        // Kazakh as CLDR has it; ICU capitalises a month standing alone ("Қаңтар"), the pages write it in a sentence.
        const kk = new Intl.DateTimeFormat('kk-KZ', options).format(t).replace(/[\u0020\u202f]/g, '\u00a0');
        expect(formatDateParts(t, 'kk', parts)).toBe(parts.day || parts.year ? kk : kk.toLowerCase());
      }
    }
  });

  it('leaves other time zones and dates before 2005 to Intl', () => {
    const t = Date.UTC(2025, 2, 4, 20, 0);
    expect(formatDateParts(t, 'ru', { day: true, month: 'long' }, 'Europe/Moscow')).toBe('4\u00a0марта');
    expect(formatDateParts(t, 'ru', { day: true, month: 'long' })).toBe('5\u00a0марта');
    expect(formatDateParts(Date.UTC(2003, 6, 1, 18, 30), 'ru', { day: true, month: 'long', year: true })).toBe('2\u00a0июля\u00a02003\u00a0г.');
  });
});
