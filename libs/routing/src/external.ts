/**
 * The external-navigation guard (spec section 8): navigation to another origin is refused unless the host is on the
 * allow-list; a URL with a forbidden protocol is always refused, however it is disguised.
 */

export const FORBIDDEN_PROTOCOLS = ['javascript:', 'data:', 'vbscript:', 'file:', 'blob:', 'filesystem:', 'about:'] as const;

export type NavigationCheck =
  | { allowed: true; kind: 'internal' | 'external'; url: URL }
  | { allowed: false; reason: 'forbidden_protocol' | 'not_allowed' | 'invalid' };

export interface NavigationOptions {
  /** The site's own origin, e.g. `https://jolda.kz`. */
  currentOrigin: string;
  /**
   * Allowed external destinations: a hostname (`kaspi.kz`), a wildcard for subdomains (`*.kaspi.kz`, not the apex),
   * an origin (`https://kaspi.kz`, protocol and port must match) or a non-web protocol (`tel:`, `mailto:`).
   */
  allowList?: readonly string[];
}

// C0 controls, space, DEL, C1 controls, zero-width and BOM characters: browsers drop or ignore some of them inside a
// scheme (`java\tscript:`), so they are removed before the protocol check.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const INVISIBLE = /[\u0000-\u0020\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\u2060\ufeff]/g;

function decodeEntities(s: string): string {
  return s
    .replace(/&#x([0-9a-f]+);?/gi, (_, h: string) => String.fromCodePoint(Math.min(parseInt(h, 16), 0x10ffff)))
    .replace(/&#(\d+);?/g, (_, d: string) => String.fromCodePoint(Math.min(parseInt(d, 10), 0x10ffff)))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;/gi, '\t')
    .replace(/&newline;/gi, '\n');
}

function decodePercent(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s.replace(/%([0-9a-f]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
  }
}

/** True when the target, after undoing the usual obfuscations, starts with a forbidden protocol. */
export function hasForbiddenProtocol(target: string): boolean {
  let s = target;
  for (let i = 0; i < 3; i++) {
    const next = decodePercent(decodeEntities(s));
    if (next === s) break;
    s = next;
  }
  const compact = s.replace(INVISIBLE, '').toLowerCase();
  return FORBIDDEN_PROTOCOLS.some((p) => compact.startsWith(p));
}

function hostAllowed(url: URL, allowList: readonly string[]): boolean {
  const host = url.hostname.toLowerCase();
  return allowList.some((entryRaw) => {
    const entry = entryRaw.trim().toLowerCase();
    if (!entry) return false;
    if (/^[a-z][a-z0-9+.-]*:$/.test(entry)) return url.protocol === entry && !['http:', 'https:'].includes(entry);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
    if (entry.includes('://')) {
      try {
        return new URL(entry).origin === url.origin;
      } catch {
        return false;
      }
    }
    if (entry.startsWith('*.')) return host.endsWith(entry.slice(1)) && host.length > entry.length - 1;
    return host === entry;
  });
}

export function checkNavigation(target: string | URL, { currentOrigin, allowList = [] }: NavigationOptions): NavigationCheck {
  const text = typeof target === 'string' ? target : target.href;
  if (hasForbiddenProtocol(text)) return { allowed: false, reason: 'forbidden_protocol' };
  let url: URL;
  try {
    // The URL parser strips leading/trailing C0 and space and inner tabs/newlines, and reads `\` as `/`, like browsers.
    url = new URL(text, currentOrigin);
  } catch {
    return { allowed: false, reason: 'invalid' };
  }
  if (FORBIDDEN_PROTOCOLS.includes(url.protocol as (typeof FORBIDDEN_PROTOCOLS)[number])) {
    return { allowed: false, reason: 'forbidden_protocol' };
  }
  let own: URL;
  try {
    own = new URL(currentOrigin);
  } catch {
    return { allowed: false, reason: 'invalid' };
  }
  if (url.origin === own.origin && (url.protocol === 'http:' || url.protocol === 'https:')) {
    return { allowed: true, kind: 'internal', url };
  }
  return hostAllowed(url, allowList) ? { allowed: true, kind: 'external', url } : { allowed: false, reason: 'not_allowed' };
}
