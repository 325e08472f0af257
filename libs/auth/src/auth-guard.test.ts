import { describe, expect, it } from 'vitest';
import { loginRedirectHref, safeRedirectTarget } from './auth-guard.js';

describe('loginRedirectHref', () => {
  it('builds the login URL per locale, carrying path and query', () => {
    expect(loginRedirectHref('/profile/settings?tab=a&b=1')).toBe('/login?redirect=%2Fprofile%2Fsettings%3Ftab%3Da%26b%3D1');
    expect(loginRedirectHref('/kk/personal/5', 'kk')).toBe('/kk/login?redirect=%2Fkk%2Fpersonal%2F5');
  });
  it('drops an unsafe target', () => {
    expect(loginRedirectHref('//evil.com')).toBe('/login');
  });
});

describe('safeRedirectTarget', () => {
  it.each([
    ['/profile', '/profile'],
    ['/profile?tab=1#top', '/profile?tab=1#top'],
    ['/kk/cars/toyota', '/kk/cars/toyota'],
    ['/a/../profile', '/profile'],
    // A locale prefix must never leave a protocol-relative path behind (`/kk//evil.example` → `//evil.example`).
    ['/kk//evil.example', '/kk/evil.example'],
    ['/kk///evil.example?x=1', '/kk/evil.example?x=1'],
    ['/cars//toyota', '/cars/toyota'],
  ])('accepts %s', (v, out) => expect(safeRedirectTarget(v)).toBe(out));

  it.each([
    'https://evil.com',
    '//evil.com',
    '///evil.com',
    '/\\evil.com',
    '\\\\evil.com',
    'javascript:alert(1)',
    'evil.com',
    '',
    '/\tevil',
    '/%0d%0aLocation:x'.replace('%0d%0a', '\r\n'),
    '/login?redirect=/profile',
    '/kk/login',
  ])('refuses %s', (v) => expect(safeRedirectTarget(v)).toBe('/'));

  it('refuses non-strings and honours the fallback', () => {
    expect(safeRedirectTarget(undefined)).toBe('/');
    expect(safeRedirectTarget(['/profile'], '/home')).toBe('/home');
    expect(safeRedirectTarget('//x', null)).toBeNull();
  });
});
