import type { AnyRouter } from '@tanstack/react-router';
import { dehydrate, hydrate, QueryClientProvider, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { Fragment } from 'react';

/** What the server hands the browser besides the router's own state. */
export interface DehydratedQueries {
  queries: DehydratedState;
}

/**
 * The query cache travels with the page: every query that settled on the server (the loaders fill the cache before the
 * render; a failed one goes too, its error redacted, so the browser renders the same fallback the server did).
 *
 * Our own, not `@tanstack/react-router-ssr-query`: that integration also opens a stream for queries started while
 * rendering, and keeps it open until the render is over. Rendering to a string starts none (it waits for nothing), but
 * the open stream alone keeps the router from its string fast path: every page then went through a web stream that
 * re-encoded, scanned and decoded the whole HTML (measured: ~1 ms of CPU per announcement page).
 */
export function setupQuerySsr(router: AnyRouter, queryClient: QueryClient): void {
  if (router.isServer) {
    router.options.dehydrate = (): DehydratedQueries => ({
      queries: dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' }),
    });
    // The router's server work for this request is over once the page is sent: free the cache with it.
    router.serverSsrLifecycle = {
      ...router.serverSsrLifecycle,
      onServerSsrAttach: [
        ...(router.serverSsrLifecycle?.onServerSsrAttach ?? []),
        (serverSsr: { onCleanup: (fn: () => void) => void }) => serverSsr.onCleanup(() => queryClient.clear()),
      ],
    };
  } else {
    router.options.hydrate = (dehydrated: DehydratedQueries | undefined) => {
      if (dehydrated?.queries) hydrate(queryClient, dehydrated.queries);
    };
  }
  const Inner = router.options.Wrap ?? Fragment;
  router.options.Wrap = ({ children }: { children: React.ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <Inner>{children}</Inner>
    </QueryClientProvider>
  );
}
