import { describe, expect, it } from 'vitest';
import { canonicalCitySlug, CITY_SLUGS, citySlugById, isCitySlug } from './cities';
import { joinLocalePrefix, splitLocalePrefix } from './locale-prefix';
import { resolveRequest } from './resolve';

describe('resolveRequest (server decision)', () => {
  it('redirects first', () => {
    expect(resolveRequest('/kk/air-vision/?a=1')).toEqual({
      type: 'redirect',
      location: '/kk/aua-sapasy?a=1',
      status: 301,
      rules: ['trailing-slash', 'air-vision'],
    });
  });

  it('matches routes in both locales', () => {
    expect(resolveRequest('/kk/market/toyota')).toMatchObject({
      type: 'route',
      locale: 'kk',
      pathname: '/market/toyota',
      params: { mark: 'toyota' },
    });
    expect(resolveRequest(new URL('https://jolda.kz/kk'))).toMatchObject({ type: 'route', locale: 'kk', pathname: '/' });
    expect(resolveRequest('/profile')).toMatchObject({ type: 'route', locale: 'ru', route: { auth: true } });
  });

  it('gives 404 with the spec message for unmatched or invalid paths', () => {
    expect(resolveRequest('/a/b/c?x=1')).toEqual({ type: 'not-found', status: 404, message: 'Page not found: /a/b/c', locale: 'ru' });
    expect(resolveRequest('/kk/announcement/abc')).toEqual({
      type: 'not-found',
      status: 404,
      message: 'Page not found: /kk/announcement/abc',
      locale: 'kk',
    });
  });
});

describe('cities', () => {
  it('knows the main cities and the spec city ids', () => {
    expect(CITY_SLUGS).toHaveLength(24);
    expect(isCitySlug('ust-kamenogorsk')).toBe(true);
    expect(isCitySlug('nur-sultan')).toBe(false);
    expect(canonicalCitySlug('nur-sultan')).toBe('astana');
    expect(canonicalCitySlug('toString')).toBeNull();
    expect([1, 2, 19, '19', 3, '1x', 'constructor'].map((id) => citySlugById(id))).toEqual([
      'almaty',
      'astana',
      'shymkent',
      'shymkent',
      null,
      null,
      null,
    ]);
  });
});

describe('locale prefix', () => {
  it.each([
    ['/kk', '/kk', '/'],
    ['/kk/market', '/kk', '/market'],
    ['/kkx', '', '/kkx'],
    ['/kk-info', '', '/kk-info'],
    ['/market', '', '/market'],
    ['/', '', '/'],
  ])('%s', (path, prefix, pathname) => {
    expect(splitLocalePrefix(path)).toEqual({ prefix, pathname });
    expect(joinLocalePrefix(prefix as '' | '/kk', pathname)).toBe(path);
  });
});
