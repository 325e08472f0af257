import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOCALE,
  HREFLANG,
  isLocale,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE,
  LOCALES,
  readLocaleCookie,
  serializeLocaleCookie,
} from './locales';

describe('locales', () => {
  it('supports ru (default) and kk with valid BCP 47 hreflang values', () => {
    expect(LOCALES).toEqual(['ru', 'kk']);
    expect(DEFAULT_LOCALE).toBe('ru');
    expect(HREFLANG).toEqual({ ru: 'ru-RU', kk: 'kk-KZ' });
    for (const tag of Object.values(HREFLANG)) expect(Intl.getCanonicalLocales(tag)).toEqual([tag]);
    expect(isLocale('kk')).toBe(true);
    expect(isLocale('en')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });

  it('serialises the locale cookie: 365 days, path /, SameSite=Lax', () => {
    expect(LOCALE_COOKIE).toBe('locale');
    expect(LOCALE_COOKIE_MAX_AGE).toBe(31_536_000);
    expect(serializeLocaleCookie('kk')).toBe('locale=kk; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(serializeLocaleCookie('ru', { secure: true })).toBe('locale=ru; Max-Age=31536000; Path=/; Secure; SameSite=Lax');
    expect(() => serializeLocaleCookie('en' as never)).toThrow('Unsupported locale');
  });

  it('reads the locale cookie from a Cookie header', () => {
    expect(readLocaleCookie('theme=dark; locale=kk; user=1')).toBe('kk');
    expect(readLocaleCookie('locale=ru')).toBe('ru');
    expect(readLocaleCookie('locale="kk"')).toBe('kk');
    expect(readLocaleCookie('xlocale=kk; locale=en')).toBeNull();
    expect(readLocaleCookie('')).toBeNull();
    expect(readLocaleCookie(undefined)).toBeNull();
  });
});
