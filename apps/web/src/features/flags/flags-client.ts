import { createFlagsClient, type FlagsClient } from '@jolda/flags';
import { createBrowserCookieStore } from '@jolda/auth';
import type { BootData } from '../../shared/boot';

/**
 * The page's flags client: polls `/api/frontend` with the visitor's context (the server's `visitorId` as sessionId,
 * the user's id when signed in), starting from the toggles the server rendered with, so SSR and hydration agree.
 */
export function createAppFlagsClient(boot: BootData, options: { fetch?: typeof fetch } = {}): FlagsClient {
  const f = boot.flags;
  if (f && !f.visitorId && typeof document !== 'undefined') f.visitorId = ensureVisitorCookie();
  return createFlagsClient({
    url: f?.url ?? '/api/frontend',
    clientKey: f?.clientKey ?? '',
    appName: f?.appName ?? 'jolda-web',
    environment: f?.environment ?? 'development',
    context: {
      ...(f?.visitorId ? { sessionId: f.visitorId } : {}),
      ...(boot.userId ? { userId: String(boot.userId) } : {}),
    },
    bootstrap: f?.toggles ?? [],
    // On the server the client is never started; metrics only from browsers.
    disableMetrics: typeof window === 'undefined',
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}

const VISITOR_COOKIE = 'jolda_vid';
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The visitor id of a page the server rendered for everyone (no cookie yet, a page a CDN may keep): made here, in the
 * browser, once, with the cookie the server would have set.
 */
export function ensureVisitorCookie(): string {
  const cookies = createBrowserCookieStore(); // Secure on https
  const existing = cookies.get(VISITOR_COOKIE);
  if (existing && UUID_RE.test(existing)) return existing;
  const id = crypto.randomUUID();
  cookies.set(VISITOR_COOKIE, id, { maxAge: 365 * 24 * 60 * 60 });
  return id;
}
