/**
 * Initial language (spec section 2): path prefix → `locale` cookie → browser preferred languages (`Accept-Language`
 * on the server, `navigator.languages` in the browser) → configured default.
 */
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';
import { splitLocale } from './paths';

export interface LanguagePreference {
  tag: string;
  q: number;
}

/** Parses `Accept-Language`, sorted by q (stable for equal q); q=0 and malformed entries are dropped. */
export function parseAcceptLanguage(header: string | null | undefined): LanguagePreference[] {
  if (!header) return [];
  const out: (LanguagePreference & { i: number })[] = [];
  header.split(',').forEach((part, i) => {
    const [tagRaw = '', ...params] = part.trim().split(';');
    const tag = tagRaw.trim();
    if (!/^([a-z]{1,8}(-[a-z0-9]{1,8})*|\*)$/i.test(tag)) return;
    let q = 1;
    for (const p of params) {
      const [name = '', value = ''] = p.split('=').map((x) => x.trim());
      if (name.toLowerCase() !== 'q') continue;
      // RFC 9110 qvalue: 0–1 with at most three decimals; anything else makes the entry invalid.
      q = /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value) ? Number(value) : NaN;
    }
    if (!(q > 0)) return;
    out.push({ tag, q, i });
  });
  return out.sort((a, b) => b.q - a.q || a.i - b.i).map(({ tag, q }) => ({ tag, q }));
}

/** The first supported locale among preferred languages (`kk-KZ` → kk; unsupported tags and `*` are skipped). */
export function localeFromLanguages(languages: string | readonly string[] | null | undefined): Locale | null {
  const tags = typeof languages === 'string' ? parseAcceptLanguage(languages).map((p) => p.tag) : (languages ?? []);
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
