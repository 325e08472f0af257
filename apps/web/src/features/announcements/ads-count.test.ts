import { describe, expect, it, vi } from 'vitest';
import { setupI18n } from '@lingui/core';
import { adsCount } from './ads-count';

const i18n = setupI18n({ locale: 'ru', messages: { ru: {} } });

describe('adsCount', () => {
  it('agrees the noun with the number, as Russian does', () => {
    expect(adsCount(i18n, 1, 'ru')).toBe('1 объявление');
    expect(adsCount(i18n, 21, 'ru')).toBe('21 объявление');
    expect(adsCount(i18n, 3, 'ru')).toBe('3 объявления');
    expect(adsCount(i18n, 12, 'ru')).toBe('12 объявлений');
    expect(adsCount(i18n, 88_028, 'ru')).toBe('88\u00a0028 объявлений');
  });

  it('builds no Intl number formatter (its first costs a phone 30–50 ms)', () => {
    const spy = vi.spyOn(Intl, 'NumberFormat');
    adsCount(i18n, 1_234, 'ru');
    expect(spy).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });
});
