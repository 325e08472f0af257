import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeTrailingSlash } from './trailing-slash';

describe('normalizeTrailingSlash', () => {
  it.each([
    ['/', null],
    ['/?utm_source=x', null],
    ['/market', null],
    ['/kk', null],
    ['/market?x=1', null],
    ['/market/', '/market'],
    ['/market/toyota/', '/market/toyota'],
    ['/market/?city=almaty&sort=price', '/market?city=almaty&sort=price'],
    ['/market/?a=1#top', '/market?a=1#top'],
    ['/market/#top', '/market#top'],
    ['/kk/', '/kk'],
    ['/kk/market/', '/kk/market'],
    ['/a///', '/a'],
    ['//', '/'],
    ['//evil.com/', '/evil.com'],
    ['/\\evil.com/', '/evil.com'],
    ['/market?next=/a/', null],
  ])('%s → %s', (input, expected) => {
    expect(normalizeTrailingSlash(input)).toBe(expected);
  });

  it('works on URL objects (server) and absolute strings', () => {
    expect(normalizeTrailingSlash(new URL('https://jolda.kz/cars/almaty/?p=2'))).toBe('/cars/almaty?p=2');
    expect(normalizeTrailingSlash('https://jolda.kz/cars/?p=2#x')).toBe('/cars?p=2#x');
    expect(normalizeTrailingSlash(new URL('https://jolda.kz/'))).toBeNull();
  });

  it('property: result never ends with a slash (except root), never starts with //, keeps query and hash', () => {
    const seg = fc.stringMatching(/^[a-z0-9-]{1,8}$/);
    fc.assert(
      fc.property(fc.array(seg, { minLength: 1, maxLength: 4 }), fc.integer({ min: 1, max: 3 }), fc.stringMatching(/^(\?[a-z]=[a-z0-9]{0,3})?$/), fc.stringMatching(/^(#[a-z]{0,4})?$/), (segs, slashes, q, h) => {
        const path = `/${segs.join('/')}`;
        const out = normalizeTrailingSlash(`${path}${'/'.repeat(slashes)}${q}${h}`);
        expect(out).toBe(`${path}${q === '?' ? '' : q}${h === '#' ? '' : h}`);
        expect(out?.startsWith('//')).toBe(false);
      }),
    );
  });
});
