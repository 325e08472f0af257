import { describe, expect, it } from 'vitest';
import { localizePath, splitLocale, switchLocaleHref } from './paths';

describe('splitLocale', () => {
  it.each([
    ['/', 'ru', '/'],
    ['/market', 'ru', '/market'],
    ['/kk', 'kk', '/'],
    ['/kk/', 'kk', '/'],
    ['/kk/market/toyota', 'kk', '/market/toyota'],
    ['/kkx', 'ru', '/kkx'],
    ['/kk-news', 'ru', '/kk-news'],
    ['/ru/market', 'ru', '/ru/market'],
  ])('%s → %s %s', (input, locale, pathname) => {
    expect(splitLocale(input)).toEqual({ locale, pathname });
  });
});

describe('localizePath', () => {
  it.each([
    ['/', 'ru', '/'],
    ['/', 'kk', '/kk'],
    ['/market', 'kk', '/kk/market'],
    ['/market', 'ru', '/market'],
    ['market', 'kk', '/kk/market'],
  ] as const)('%s in %s → %s', (path, locale, expected) => {
    expect(localizePath(path, locale)).toBe(expected);
  });
});

describe('switchLocaleHref', () => {
  it.each([
    ['/market/toyota?city=almaty#top', 'kk', '/kk/market/toyota?city=almaty#top'],
    ['/kk/market/toyota?city=almaty#top', 'ru', '/market/toyota?city=almaty#top'],
    ['/', 'kk', '/kk'],
    ['/kk', 'ru', '/'],
    ['/kk?utm_source=x', 'ru', '/?utm_source=x'],
    ['/kk/cars', 'kk', '/kk/cars'],
    ['https://jolda.kz/kk/cars?p=2', 'ru', 'https://jolda.kz/cars?p=2'],
    ['https://jolda.kz/', 'kk', 'https://jolda.kz/kk'],
  ] as const)('%s → %s: %s', (href, to, expected) => {
    expect(switchLocaleHref(href, to)).toBe(expected);
  });

  it('round-trips', () => {
    const href = '/announcement/5?x=%D0%B0#photos';
    expect(switchLocaleHref(switchLocaleHref(href, 'kk'), 'ru')).toBe(href);
  });
});
