import { checkNavigation, type NavigationCheck } from '@jolda/routing';

/**
 * Where the site may send a visitor outside its own origin (spec section 8: refused unless explicitly allowed).
 * Entries: a hostname, `*.host` for its subdomains, an origin, or a non-web protocol (see `checkNavigation`).
 */
export const EXTERNAL_ALLOW_LIST: readonly string[] = Object.freeze([
  'kaspi.kz',
  '*.kaspi.kz',
  'halykbank.kz',
  '*.halykbank.kz',
  'egov.kz',
  '*.egov.kz',
  'apps.apple.com',
  'play.google.com',
  'wa.me',
  't.me',
  'instagram.com',
  'www.instagram.com',
  'youtube.com',
  'www.youtube.com',
  'tel:',
  'mailto:',
]);

function currentOrigin(origin?: string): string {
  if (origin) return origin;
  return typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
}

/** The guard every external link and redirect goes through. Refusals are logged (never thrown at the visitor). */
export function guardNavigation(target: string, origin?: string): NavigationCheck {
  const check = checkNavigation(target, {
    currentOrigin: currentOrigin(origin),
    allowList: EXTERNAL_ALLOW_LIST,
  });
  if (!check.allowed) console.warn(`[navigation] refused (${check.reason}): ${target.slice(0, 200)}`);
  return check;
}

/**
 * The destination of a `?redirect=`-like parameter: a same-origin path (returned as path + query + hash) or an
 * allowed external URL; anything else (forbidden protocol, unknown host, garbage) gives `fallback`.
 */
export function safeRedirectParam(value: unknown, fallback = '/', origin?: string): string {
  if (typeof value !== 'string' || value === '') return fallback;
  const check = guardNavigation(value, origin);
  if (!check.allowed) return fallback;
  const { url } = check;
  return check.kind === 'internal' ? `${url.pathname}${url.search}${url.hash}` : url.href;
}

/** Navigates with the guard: internal targets through `navigateInternal`, allowed external ones by assignment. */
export function guardedNavigate(
  target: string,
  navigateInternal: (href: string) => void,
  origin?: string,
): boolean {
  const check = guardNavigation(target, origin);
  if (!check.allowed) return false;
  if (check.kind === 'internal')
    navigateInternal(`${check.url.pathname}${check.url.search}${check.url.hash}`);
  else window.location.assign(check.url.href);
  return true;
}
