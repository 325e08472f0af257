import { describe, expect, it } from 'vitest';
import {
  clearSession,
  createBrowserCookieStore,
  createServerCookieStore,
  parseCookies,
  readUserId,
  serializeCookie,
  storeTokens,
  writeUser,
} from './cookies.js';

describe('parseCookies', () => {
  it('parses, trims, decodes, first wins', () => {
    expect(parseCookies('access_token=abc; user=%7B%22id%22%3A5%7D;locale=kk; locale=ru; bad; =x; q="quoted"')).toEqual({
      access_token: 'abc',
      user: '{"id":5}',
      locale: 'kk',
      q: 'quoted',
    });
    expect(parseCookies(undefined)).toEqual({});
    expect(parseCookies('a=%E0%A4%A')).toEqual({ a: '%E0%A4%A' });
  });
});

describe('serializeCookie', () => {
  it('writes attributes', () => {
    expect(serializeCookie('locale', 'kk', { path: '/', maxAge: 365 * 86400, sameSite: 'lax' })).toBe(
      'locale=kk; Max-Age=31536000; Path=/; SameSite=Lax',
    );
    expect(serializeCookie('a', 'x y;z', { secure: true, httpOnly: true })).toBe('a=x%20y%3Bz; HttpOnly; Secure');
    expect(serializeCookie('a', '', { sameSite: 'none' })).toBe('a=; Secure; SameSite=None');
  });
  it('rejects invalid names', () => {
    expect(() => serializeCookie('a b', 'x')).toThrow();
    expect(() => serializeCookie('a;b', 'x')).toThrow();
  });
});

describe('server cookie store', () => {
  it('reads the request, sees its own writes, records Set-Cookie (last write wins)', () => {
    const store = createServerCookieStore('access_token=old; refresh_token=r; user=%7B%22id%22%3A3%7D', { secure: true });
    expect(store.get('access_token')).toBe('old');
    storeTokens(store, { access_token: 'new', refresh_token: 'r2' });
    store.set('access_token', 'newer');
    expect(store.get('access_token')).toBe('newer');
    store.remove('user');
    expect(store.get('user')).toBeUndefined();
    const headers = store.setCookieHeaders();
    expect(headers).toHaveLength(3);
    // HttpOnly, and 30 days (the API's refresh lifetime) when the pair does not say (not 60).
    expect(headers[0]).toBe('refresh_token=r2; Max-Age=2592000; Path=/; HttpOnly; Secure; SameSite=Lax');
    expect(headers[1]).toMatch(/^access_token=newer;/);
    expect(headers[2]).toMatch(/^user=; Max-Age=0; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT/);
  });
  it('language cookie lasts 365 days', () => {
    const store = createServerCookieStore('');
    store.set('locale', 'kk');
    expect(store.setCookieHeaders()[0]).toBe('locale=kk; Max-Age=31536000; Path=/; SameSite=Lax');
  });
});

describe('browser cookie store', () => {
  it('reads and writes document.cookie', () => {
    const store = createBrowserCookieStore({ secure: false });
    store.set('theme', 'dark');
    writeUser(store, { id: 42 });
    expect(store.get('theme')).toBe('dark');
    expect(readUserId(store)).toBe(42);
    store.set('access_token', 'a');
    clearSession(store);
    expect(store.get('access_token')).toBeUndefined();
    expect(store.get('user')).toBeUndefined();
    expect(store.get('theme')).toBe('dark');
  });
});

describe('readUserId', () => {
  const from = (user?: string) => readUserId({ get: (n) => (n === 'user' ? user : undefined) });
  it('reads the id of the JSON profile or a bare id', () => {
    expect(from('{"id":12,"phone":"+77"}')).toBe(12);
    expect(from('12')).toBe(12);
    expect(from('{"id":"12"}')).toBe(12);
    expect(from(undefined)).toBeNull();
    expect(from('{"id":-1}')).toBeNull();
    expect(from('garbage')).toBeNull();
  });
});
