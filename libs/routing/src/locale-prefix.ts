/**
 * The `/kk` locale prefix as the router sees it. Deliberately duplicated from `@jolda/i18n` (which owns locale
 * rules) so that this `type:util` library depends on nothing but plain packages.
 */
export const KK_PREFIX = '/kk';

export interface PrefixedPath {
  /** `'/kk'` for Kazakh, `''` for Russian (unprefixed). */
  prefix: '' | '/kk';
  /** The path without the prefix; always starts with `/`. */
  pathname: string;
}

/** `/kk` → `{ prefix: '/kk', pathname: '/' }`; `/kk/market` → `/market`; `/kkx` is not prefixed. */
export function splitLocalePrefix(pathname: string): PrefixedPath {
  if (pathname === KK_PREFIX) return { prefix: KK_PREFIX, pathname: '/' };
  if (pathname.startsWith(`${KK_PREFIX}/`)) return { prefix: KK_PREFIX, pathname: pathname.slice(KK_PREFIX.length) };
  return { prefix: '', pathname };
}

/** Re-adds a prefix: (`/kk`, `/`) → `/kk`; (`/kk`, `/market`) → `/kk/market`; (``, p) → p. */
export function joinLocalePrefix(prefix: '' | '/kk', pathname: string): string {
  if (!prefix) return pathname;
  return pathname === '/' ? prefix : `${prefix}${pathname}`;
}
