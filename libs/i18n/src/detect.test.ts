import { describe, expect, it } from 'vitest';
import { detectLocale, localeForPath, localeFromLanguages, rootRedirect } from './detect';

describe('localeFromLanguages', () => {
  it.each([
    ['kk-KZ;q=0.9', 'kk'],
    ['ru-RU', 'ru'],
    ['en-US,kk-KZ;q=0.8,ru;q=0.7', 'kk'],
    ['en-US,ru;q=0.8,kk;q=0.9', 'kk'],
    ['en-US,de', null],
    ['KK', 'kk'],
    ['kkx', null],
    ['*', null],
    ['', null],
    // q-values decide, not the order; q=0 refuses a language; ties keep the header's order.
    ['ru-RU;q=0.8,ru;q=0.9,kk-KZ;q=0.95,en;q=0.5', 'kk'],
    ['kk;q=0,ru;q=0.1', 'ru'],
    ['kk;q=0', null],
    ['en;q=0.5, kk;q=0.5, ru;q=0.5', 'kk'],
    [' kk-KZ ; q=0.9 ', 'kk'],
    ['ru-RU,ru;q=0.9,de;q=0,*;q=0.1', 'ru'],
  ])('%s → %s', (header, expected) => {
    expect(localeFromLanguages(header)).toBe(expected);
  });

  it('accepts navigator.languages (already ordered)', () => {
    expect(localeFromLanguages(['en-GB', 'kk-KZ', 'ru'])).toBe('kk');
    expect(localeFromLanguages(['kk_KZ'])).toBe('kk');
    expect(localeFromLanguages([])).toBeNull();
  });
});

describe('detectLocale: path prefix → cookie → preferred languages → default', () => {
  it.each([
    // pathname, cookie, acceptLanguage, default, locale, source
    ['/kk/market', 'ru', 'ru-RU', 'ru', 'kk', 'path'],
    ['/kk', null, null, 'ru', 'kk', 'path'],
    ['/market', 'kk', 'ru-RU', 'ru', 'kk', 'cookie'],
    ['/', 'ru', 'kk-KZ', 'ru', 'ru', 'cookie'],
    ['/', 'en', 'kk-KZ,ru;q=0.5', 'ru', 'kk', 'header'], // unsupported cookie ignored
    ['/', null, 'kk-KZ;q=0.9,ru;q=0.8', 'ru', 'kk', 'header'],
    ['/', null, 'ru-RU,kk;q=0.9', 'ru', 'ru', 'header'],
    ['/', null, 'en-US', 'ru', 'ru', 'default'],
    ['/', undefined, undefined, 'kk', 'kk', 'default'],
    ['/kkx', null, null, 'ru', 'ru', 'default'],
  ] as const)('%s cookie=%s header=%s default=%s → %s (%s)', (pathname, cookie, acceptLanguage, defaultLocale, locale, source) => {
    expect(detectLocale({ pathname, cookie, acceptLanguage, defaultLocale })).toEqual({ locale, source });
  });

  it('renders unprefixed pages in Russian whatever the preference', () => {
    expect(localeForPath('/market')).toBe('ru');
    expect(localeForPath('/kk/market')).toBe('kk');
  });
});

describe('rootRedirect', () => {
  it.each([
    [{ pathname: '/', cookie: 'kk' }, { location: '/kk', status: 302 }],
    [{ pathname: '/', acceptLanguage: 'kk-KZ,ru;q=0.8' }, { location: '/kk', status: 302 }],
    [{ pathname: '/', search: '?utm_source=x', cookie: 'kk' }, { location: '/kk?utm_source=x', status: 302 }],
    [{ pathname: '/', search: 'a=1', acceptLanguage: ['kk'] }, { location: '/kk?a=1', status: 302 }],
    [{ pathname: '/', cookie: 'ru', acceptLanguage: 'kk-KZ' }, null], // the cookie wins over the header
    [{ pathname: '/', acceptLanguage: 'ru-RU,kk;q=0.5' }, null],
    [{ pathname: '/' }, null],
    [{ pathname: '/market', cookie: 'kk' }, null], // only the root redirects
    [{ pathname: '/kk', cookie: 'kk' }, null],
    [{ pathname: '/kk', cookie: 'ru' }, null], // the path prefix wins
  ])('%j → %j', (input, expected) => {
    expect(rootRedirect(input)).toEqual(expected);
  });
});
