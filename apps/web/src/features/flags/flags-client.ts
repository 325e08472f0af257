import { createFlagsClient, type FlagsClient } from '@jolda/flags';
import type { BootData } from '../../shared/boot';

/**
 * The page's flags client: polls `/api/frontend` with the visitor's context (the server's `visitorId` as sessionId,
 * the user's id when signed in), starting from the toggles the server rendered with, so SSR and hydration agree.
 */
export function createAppFlagsClient(boot: BootData, options: { fetch?: typeof fetch } = {}): FlagsClient {
  const f = boot.flags;
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
