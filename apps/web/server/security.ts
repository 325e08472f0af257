/**
 * The site's own headers beside helmet's (nosniff, referrer policy, SAMEORIGIN framing, COOP, CORP; see `app.ts`):
 * the content security policies, which carry a per-request nonce or Storybook's exceptions, and the permissions policy
 * helmet does not set.
 */
export const permissionsPolicy = 'camera=(), microphone=(), geolocation=(self), payment=()';

/**
 * The content security policy of rendered pages: scripts only from our origin or inline with the
 * request's nonce; no plugins; framing only by ourselves. `nonce` null is for static HTML shells
 * that carry no inline script.
 */
/**
 * Third-party origins allowed only when analytics is configured (GTM_ID matching GTM-[A-Z0-9]+, and an
 * https ENGAGEMENT_SCRIPT_URL); with nothing configured the policy stays first-party only.
 */
function analyticsOrigins(): string {
  if (!/^GTM-[A-Z0-9]+$/.test(process.env.GTM_ID ?? '')) return '';
  const origins = ['https://www.googletagmanager.com', 'https://www.google-analytics.com'];
  try {
    const engagement = process.env.ENGAGEMENT_SCRIPT_URL;
    if (engagement?.startsWith('https://')) origins.push(new URL(engagement).origin);
  } catch {
    // an unparsable URL adds nothing
  }
  return ` ${origins.join(' ')}`;
}

/**
 * The origin of a real Unleash frontend API (Edge or proxy) when `UNLEASH_FRONTEND_URL` points the flags client at
 * one: the browser polls it and posts its metrics there. Nothing when the flags come from the API's own `/api/frontend`.
 */
export function flagsOrigin(url = process.env.UNLEASH_FRONTEND_URL): string {
  try {
    const u = new URL(url ?? '');
    return u.protocol === 'https:' || u.protocol === 'http:' ? ` ${u.origin}` : '';
  } catch {
    return '';
  }
}

export function contentSecurityPolicy(nonce: string | null): string {
  const extra = analyticsOrigins();
  const script = (nonce ? `'self' 'nonce-${nonce}'` : `'self'`) + extra;
  return [
    `default-src 'self'`,
    `script-src ${script}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob:${extra}`,
    `font-src 'self' data:`,
    // The dev server's hot-reload socket is the one extra connection, in development only.
    process.env.NODE_ENV === 'development' ? `connect-src 'self' ws: wss:${flagsOrigin()}` : `connect-src 'self'${extra}${flagsOrigin()}`,
    `manifest-src 'self'`,
    `worker-src 'self'`,
    `frame-src 'self'`,
    `frame-ancestors 'self'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `object-src 'none'`,
  ].join('; ');
}

export function pageSecurityHeaders(nonce: string | null): Record<string, string> {
  return { 'content-security-policy': contentSecurityPolicy(nonce) };
}

/** Storybook's static build runs inline scripts of its own; it is served under /design/storybook. */
export const relaxedContentSecurityPolicy = [
    `default-src 'self'`,
    `script-src 'self' 'unsafe-inline' 'unsafe-eval'`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob:`,
    `font-src 'self' data:`,
    `connect-src 'self'`,
    `frame-ancestors 'self'`,
    `object-src 'none'`,
  ].join('; ');
