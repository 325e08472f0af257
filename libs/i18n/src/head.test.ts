import { describe, expect, it } from 'vitest';
import { alternateLinks, canonicalLink, stripTrackingParams } from './head';

const origin = 'https://jolda.kz';

describe('alternateLinks', () => {
  it('declares ru-RU, kk-KZ and x-default (the Russian URL) from either language version', () => {
    const expected = [
      { rel: 'alternate', hrefLang: 'ru-RU', href: 'https://jolda.kz/market/toyota?city=almaty' },
      { rel: 'alternate', hrefLang: 'kk-KZ', href: 'https://jolda.kz/kk/market/toyota?city=almaty' },
      { rel: 'alternate', hrefLang: 'x-default', href: 'https://jolda.kz/market/toyota?city=almaty' },
    ];
    expect(alternateLinks({ origin, pathname: '/market/toyota', search: '?city=almaty&utm_source=g' })).toEqual(expected);
    expect(alternateLinks({ origin: `${origin}/`, pathname: '/kk/market/toyota', search: 'city=almaty&gclid=1' })).toEqual(expected);
  });

  it('handles the home page', () => {
    expect(alternateLinks({ origin, pathname: '/kk' }).map((l) => l.href)).toEqual([
      'https://jolda.kz/',
      'https://jolda.kz/kk',
      'https://jolda.kz/',
    ]);
  });
});

describe('canonicalLink', () => {
  it('points at the current language version without tracking parameters', () => {
    expect(canonicalLink({ origin, pathname: '/kk/cars/almaty', search: '?utm_medium=cpc&page=2&fbclid=x&yclid=1' })).toEqual({
      rel: 'canonical',
      href: 'https://jolda.kz/kk/cars/almaty?page=2',
    });
    expect(canonicalLink({ origin, pathname: '/', search: '?utm_source=x' })).toEqual({ rel: 'canonical', href: 'https://jolda.kz/' });
  });

  it('stripTrackingParams keeps meaningful query in order', () => {
    expect(stripTrackingParams('?b=2&utm_foo=1&a=1&_ga=x&msclkid=1')).toBe('?b=2&a=1');
    expect(stripTrackingParams(undefined)).toBe('');
  });
});

describe('head links and index routes', () => {
  it('never point at a trailing-slash URL (it would redirect)', () => {
    expect(canonicalLink({ origin: 'https://jolda.kz', pathname: '/market/' }).href).toBe('https://jolda.kz/market');
    expect(canonicalLink({ origin: 'https://jolda.kz', pathname: '/kk/market/' }).href).toBe('https://jolda.kz/kk/market');
    expect(canonicalLink({ origin: 'https://jolda.kz', pathname: '/kk/' }).href).toBe('https://jolda.kz/kk');
    expect(canonicalLink({ origin: 'https://jolda.kz', pathname: '/' }).href).toBe('https://jolda.kz/');
    expect(alternateLinks({ origin: 'https://jolda.kz', pathname: '/aua-sapasy/' }).map((l) => l.href)).toEqual([
      'https://jolda.kz/aua-sapasy',
      'https://jolda.kz/kk/aua-sapasy',
      'https://jolda.kz/aua-sapasy',
    ]);
  });
});
