/**
 * Head links of every page: both language versions as alternates (`ru-RU`, `kk-KZ`, and `x-default` → the Russian
 * URL) and a canonical link to the current language version. Tracking parameters are dropped from both; meaningful
 * query (filters, page) is kept, since it selects different content.
 */
import { DEFAULT_LOCALE, HREFLANG, LOCALES, X_DEFAULT_HREFLANG } from './locales';
import { localizePath, splitLocale } from './paths';

export const TRACKING_PARAMS: readonly string[] = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'utm_id',
  'gclid',
  'gbraid',
  'wbraid',
  'dclid',
  'fbclid',
  'yclid',
  'ysclid',
  'msclkid',
  'ttclid',
  'twclid',
  'igshid',
  'mc_cid',
  'mc_eid',
  '_ga',
  '_gl',
  '_openstat',
];

export interface HeadLinkInput {
  /** `https://jolda.kz` */
  origin: string;
  /** Current path, with or without `/kk`. */
  pathname: string;
  search?: string;
}

export interface HeadLink {
  rel: 'alternate' | 'canonical';
  href: string;
  hrefLang?: string;
}

/** Removes tracking parameters (`utm_*` and click ids); keeps the rest in order. */
export function stripTrackingParams(search: string | undefined): string {
  const params = new URLSearchParams(search ?? '');
  for (const key of [...params.keys()]) {
    if (TRACKING_PARAMS.includes(key) || key.startsWith('utm_')) params.delete(key);
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** Index routes report `/market/`; every URL is served without a trailing slash (`/` aside), so links drop it. */
function withoutTrailingSlash(path: string): string {
  return path === '/' ? path : path.replace(/\/+$/, '') || '/';
}

function absolute(origin: string, path: string, search: string): string {
  return `${origin.replace(/\/+$/, '')}${withoutTrailingSlash(path)}${search}`;
}

export function alternateLinks({ origin, pathname, search }: HeadLinkInput): HeadLink[] {
  const { pathname: bare } = splitLocale(pathname);
  const query = stripTrackingParams(search);
  const links: HeadLink[] = LOCALES.map((locale) => ({
    rel: 'alternate',
    hrefLang: HREFLANG[locale],
    href: absolute(origin, localizePath(bare, locale), query),
  }));
  links.push({ rel: 'alternate', hrefLang: X_DEFAULT_HREFLANG, href: absolute(origin, localizePath(bare, DEFAULT_LOCALE), query) });
  return links;
}

export function canonicalLink({ origin, pathname, search }: HeadLinkInput): HeadLink {
  const { locale, pathname: bare } = splitLocale(pathname);
  return { rel: 'canonical', href: absolute(origin, localizePath(bare, locale), stripTrackingParams(search)) };
}
