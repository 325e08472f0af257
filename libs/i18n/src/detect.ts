// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the ambient types of negotiator (it ships none) must reach every project that compiles this file, not only this library
/// <reference path="./negotiator.d.ts" />
/**
 * Initial language (spec section 2): path prefix → `locale` cookie → browser preferred languages (`Accept-Language`
 * on the server, `navigator.languages` in the browser) → configured default.
 */
import Negotiator from 'negotiator';
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';
import { splitLocale } from './paths';

/**
 * The request's languages by preference: `Accept-Language` parsed by negotiator (jshttp; q-values, q=0 dropped, ties
 * in header order), or `navigator.languages` as the browser orders them.
 */
function preferredTags(languages: string | readonly string[] | null | undefined): readonly string[] {
  if (typeof languages !== 'string') return languages ?? [];
  return languages.trim() ? new Negotiator({ headers: { 'accept-language': languages } }).languages() : [];
}

/** The first supported locale among preferred languages (`kk-KZ` → kk; unsupported tags and `*` are skipped). */
export function localeFromLanguages(languages: string | readonly string[] | null | undefined): Locale | null {
  const tags = preferredTags(languages);
  for (const tag of tags) {
    const primary = tag.toLowerCase().split(/[-_]/)[0];
    if (isLocale(primary)) return primary;
  }
  return null;
}

export type LocaleSource = 'path' | 'cookie' | 'header' | 'default';

export interface DetectLocaleInput {
  pathname: string;
  /** The `locale` cookie's value (not the whole header; see `readLocaleCookie`). */
  cookie?: string | null;
  /** `Accept-Language` header, or `navigator.languages`. */
  acceptLanguage?: string | readonly string[] | null;
  defaultLocale?: Locale;
}

export function detectLocale({
  pathname,
  cookie,
  acceptLanguage,
  defaultLocale = DEFAULT_LOCALE,
}: DetectLocaleInput): { locale: Locale; source: LocaleSource } {
  // Only the /kk prefix is explicit; an unprefixed path carries no language of its own, so the other sources decide
  // what the visitor prefers (used by the root redirect). Pages other than `/` still render Russian when unprefixed:
  // see `localeForPath`.
  if (splitLocale(pathname).locale === 'kk') return { locale: 'kk', source: 'path' };
  if (isLocale(cookie)) return { locale: cookie, source: 'cookie' };
  const fromHeader = localeFromLanguages(acceptLanguage);
  if (fromHeader) return { locale: fromHeader, source: 'header' };
  return { locale: defaultLocale, source: 'default' };
}

/** The language a page renders in: decided by the URL alone (`/kk…` Kazakh, anything else Russian). */
export function localeForPath(pathname: string): Locale {
  return splitLocale(pathname).locale;
}

/** 302: the target depends on the visitor (cookie, header), so it must never be cached as permanent. */
export const ROOT_REDIRECT_STATUS = 302;
/** Responses to `/` vary by these request headers (send them as `Vary`, with `Cache-Control: private`). */
export const ROOT_REDIRECT_VARY = 'Cookie, Accept-Language';

/**
 * Visiting `/` (unprefixed root) with a stored or (no cookie) preferred Kazakh redirects to `/kk`, query kept.
 * Any other path, or a Russian cookie, gives null. Only the root redirects; other unprefixed paths are Russian.
 */
export function rootRedirect(input: {
  pathname: string;
  search?: string;
  cookie?: string | null;
  acceptLanguage?: string | readonly string[] | null;
  defaultLocale?: Locale;
}): { location: string; status: 302 } | null {
  if (input.pathname !== '/') return null;
  const { locale } = detectLocale(input);
  if (locale !== 'kk') return null;
  const search = input.search && input.search !== '?' ? (input.search.startsWith('?') ? input.search : `?${input.search}`) : '';
  return { location: `/kk${search}`, status: ROOT_REDIRECT_STATUS };
}
