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
