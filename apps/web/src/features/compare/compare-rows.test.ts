import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { announcementDetailFixture } from '@jolda/contracts/testing';
import { buildCompareRows, valuesDiffer } from './compare-rows';
import { sanitizeIds } from './compare-store';

const i18n = setupI18n({ locale: 'ru', messages: { ru: {} } });

const car = announcementDetailFixture;

describe('compare rows', () => {
  it('marks a row as differing only when two or more values differ', () => {
    expect(valuesDiffer(['a'])).toBe(false);
    expect(valuesDiffer(['a', 'a', 'a'])).toBe(false);
    expect(valuesDiffer(['a', 'a', 'b'])).toBe(true);
    expect(valuesDiffer([])).toBe(false);
  });

  it('highlights exactly the differing characteristics', () => {
    const rows = buildCompareRows([car({ id: 1, year: 2019 }), car({ id: 2, year: 2020, color: 'black' })], i18n, 'ru');
    const differing = rows.filter((r) => r.differs).map((r) => r.key);
    expect(differing).toEqual(['year', 'color']);
    expect(rows.find((r) => r.key === 'year')?.values).toEqual(['2019', '2020']);
  });

  it('never highlights with one car', () => {
    expect(buildCompareRows([car({})], i18n, 'ru').some((r) => r.differs)).toBe(false);
  });

  it('sanitizes ids from the URL and storage', () => {
    expect(sanitizeIds('3,1,3,x,-2,7,9,11')).toEqual([3, 1, 7, 9]);
    expect(sanitizeIds([5, '6', 0, 1.5])).toEqual([5, 6]);
    expect(sanitizeIds(null)).toEqual([]);
  });
});
