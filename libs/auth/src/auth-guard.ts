export type Locale = 'ru' | 'kk';

/** Removes a leading `/kk` locale segment: `/kk/profile` → `/profile`, `/kk` → `/`. */
export function stripLocalePrefix(pathname: string): string {
  if (pathname === '/kk') return '/';
  return pathname.startsWith('/kk/') ? pathname.slice(3) : pathname;
}

/**
 * Where an anonymous visitor of a protected route goes: `/login?redirect=<path+search>` (`/kk/login?…` for Kazakh).
 * `target` is the path as the visitor asked for it (with its query); it is checked with `safeRedirectTarget`.
 */
export function loginRedirectHref(target: string, locale: Locale = 'ru'): string {
  const login = locale === 'kk' ? '/kk/login' : '/login';
  const safe = safeRedirectTarget(target, null);
  return safe ? `${login}?redirect=${encodeURIComponent(safe)}` : login;
}

const ORIGIN = 'http://jolda.invalid';

/**
 * Accepts only a same-site relative path (`/profile?tab=1#x`) and returns it normalised; anything else — absolute or
 * protocol-relative URLs (`//evil.com`, `/\evil.com`), other schemes, control characters, a non-string — gives
 * `fallback` (default `/`). Also refuses the login page itself, so a redirect cannot loop. Prevents open redirects.
 */
export function safeRedirectTarget<F extends string | null = string>(value: unknown, fallback: F = '/' as F): string | F {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== ORIGIN) return fallback;
  // `/kk//evil.example` is same-site, but without its locale prefix it would read as `//evil.example`, another host:
  // repeated slashes collapse to one, so no part of a target can become a protocol-relative URL.
  const pathname = url.pathname.replace(/\/{2,}/g, '/');
  const path = stripLocalePrefix(pathname);
  if (path === '/login' || path.startsWith('/login/')) return fallback;
  return `${pathname}${url.search}${url.hash}`;
}
