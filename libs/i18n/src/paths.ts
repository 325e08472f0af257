import { DEFAULT_LOCALE, type Locale } from './locales';

export const KK_PREFIX = '/kk';

/** `/kk/market` → `{ locale: 'kk', pathname: '/market' }`; `/kk` → `/`; `/kkx` and `/market` are Russian. */
export function splitLocale(pathname: string): { locale: Locale; pathname: string } {
  if (pathname === KK_PREFIX) return { locale: 'kk', pathname: '/' };
  if (pathname.startsWith(`${KK_PREFIX}/`)) return { locale: 'kk', pathname: pathname.slice(KK_PREFIX.length) || '/' };
  return { locale: DEFAULT_LOCALE, pathname };
}

/** Adds the `/kk` prefix for Kazakh (`/` → `/kk`), none for Russian. Expects a locale-free path. */
export function localizePath(pathname: string, locale: Locale): string {
  const path = pathname.startsWith('/') ? pathname : `/${pathname}`;
  if (locale !== 'kk') return path;
  return path === '/' ? KK_PREFIX : `${KK_PREFIX}${path}`;
}

/**
 * The same page in another language, keeping query and hash: `/kk/market?x=1#y` → (`ru`) `/market?x=1#y`.
 * An absolute URL stays absolute (same origin).
 */
export function switchLocaleHref(href: string, to: Locale): string {
  const absolute = /^[a-z][a-z0-9+.-]*:\/\//i.test(href);
  const url = new URL(href, 'http://relative.invalid');
  const { pathname } = splitLocale(url.pathname);
  const path = `${localizePath(pathname, to)}${url.search}${url.hash}`;
  return absolute ? `${url.origin}${path}` : path;
}
