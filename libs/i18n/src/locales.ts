import { parseCookie, stringifySetCookie } from 'cookie';

/** Supported interface languages (spec section 9). Russian is the default and unprefixed; Kazakh lives under `/kk`. */
export const LOCALES = ['ru', 'kk'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'ru';

/**
 * BCP 47 tags for `hreflang`, `<html lang>` and `Intl`. The spec writes Kazakh as `kk-KAZ`, but BCP 47 region
 * subtags are ISO 3166-1 alpha-2 (or UN M.49 digits), never alpha-3: `kk-KAZ` is not a valid tag and search engines
 * ignore it, so we use `kk-KZ`.
 */
export const HREFLANG: Readonly<Record<Locale, string>> = Object.freeze({ ru: 'ru-RU', kk: 'kk-KZ' });
export const X_DEFAULT_HREFLANG = 'x-default';

export const LOCALE_COOKIE = 'locale';
/** 365 days, in seconds. */
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** `locale=kk; Max-Age=31536000; Path=/; SameSite=Lax` (for `Set-Cookie` or `document.cookie`), by the `cookie` package. */
export function serializeLocaleCookie(locale: Locale, { secure = false }: { secure?: boolean } = {}): string {
  if (!isLocale(locale)) throw new Error(`Unsupported locale: ${String(locale)}`);
  return stringifySetCookie({
    name: LOCALE_COOKIE,
    value: locale,
    maxAge: LOCALE_COOKIE_MAX_AGE,
    path: '/',
    sameSite: 'lax',
    ...(secure ? { secure: true } : {}),
  });
}

/**
 * The `locale` cookie's value from a `Cookie` header / `document.cookie` (parsed by the `cookie` package: the first
 * `locale` wins, quotes around the value are dropped), when it is a supported locale.
 */
export function readLocaleCookie(cookieHeader: string | null | undefined): Locale | null {
  if (!cookieHeader) return null;
  const value = parseCookie(cookieHeader)[LOCALE_COOKIE]?.replace(/^"(.*)"$/, '$1');
  return isLocale(value) ? value : null;
}
