import { COOKIE, type CookieStore } from '@jolda/auth';

export type Platform = 'web' | 'web-view';

/** The native app's web view marks itself in the user agent (`JoldaApp/…`, Android's `; wv)`) or with `?platform=web-view`. */
export function detectPlatform(input: { userAgent?: string | null; search?: URLSearchParams | null; stored?: string | null }): Platform {
  const q = input.search?.get('platform');
  if (q === 'web-view' || q === 'web') return q;
  const ua = input.userAgent ?? '';
  if (/JoldaApp\//i.test(ua) || /; wv\)/.test(ua)) return 'web-view';
  if (input.stored === 'web-view') return 'web-view';
  return 'web';
}

/** Records the platform in the `platform` cookie (written only when it changes). */
export function recordPlatform(cookies: CookieStore, platform: Platform): void {
  if (cookies.get(COOKIE.platform) !== platform) cookies.set(COOKIE.platform, platform);
}

/**
 * Whether the visitor is probably on a phone: the `Sec-CH-UA-Mobile` client hint where the browser sends it, else the
 * user agent. Only a first guess for the server render (which layout parts to render at all); the browser corrects it
 * from the real viewport after hydration.
 */
export function looksMobile(input: { userAgent?: string | null; mobileHint?: string | null }): boolean {
  if (input.mobileHint === '?1') return true;
  if (input.mobileHint === '?0') return false;
  return /Mobi|Android|iPhone|iPod/i.test(input.userAgent ?? '');
}
