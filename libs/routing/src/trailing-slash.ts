import { safeLocalPath, splitUrl } from './url-parts';

export const TRAILING_SLASH_STATUS = 301;

/**
 * The redirect target for a path with trailing slash(es), or null when none is needed.
 * `/` stays; `/market/` → `/market`; `/kk/` → `/kk` (the Kazakh home has no trailing slash either);
 * `/a//` → `/a`; query and hash are kept (the server never receives a hash; client navigation keeps it).
 */
export function normalizeTrailingSlash(url: URL | string): string | null {
  const { pathname, search, hash } = splitUrl(url);
  if (pathname === '/' || !/\/$/.test(pathname)) return null;
  const stripped = safeLocalPath(pathname.replace(/\/+$/, ''));
  return `${stripped}${search}${hash}`;
}
