import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { engineText, volumeText } from './text';

const inLocale = (locale: 'ru' | 'kk') => setupI18n({ locale, messages: { [locale]: {} } });

describe('the market prints engine volumes with a decimal comma in both languages', () => {
  it.each(['ru', 'kk'] as const)('%s: 2,5 л and 1,6 л, never 2.5 л', (locale) => {
    const i18n = inLocale(locale);
    expect(volumeText(i18n, 2.5)).toBe('2,5 л');
    expect(volumeText(i18n, 1.6)).toBe('1,6 л');
    expect(volumeText(i18n, 2)).toBe('2,0 л');
    expect(engineText(i18n, { engineVolume: 2.5, powerHp: 200, fuel: 'petrol' })).toMatch(/^2,5 л · 200 л\.с\. · /);
  });

  it('an electric car has no volume', () => {
    expect(engineText(inLocale('kk'), { engineVolume: null, powerHp: 421, fuel: 'electric' })).not.toContain(' л ·');
  });
});
