import { createRouter } from '@tanstack/react-router';
import { I18nProvider } from '@lingui/react';
import { HttpProvider } from '@jolda/api-client';
import { localizePath, splitLocale } from '@jolda/i18n';
import { routeTree } from '../routeTree.gen';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { RouteErrorPage } from '../features/shell/RouteErrorPage';
import { SessionStoreProvider } from '@jolda/auth';
import { FlagsProvider } from '@jolda/flags';
import { createAppFlagsClient } from '../features/flags/flags-client';
import { setupQuerySsr } from './query-ssr';
import type { RouterContext } from '../shared/router-context';
export { createQueryClient } from '../shared/query-client';
import '../shared/route-rules';

export type { RouterContext };

/**
 * One router per SSR request and one in the browser. The locale lives in the URL prefix (`/kk`):
 * a rewrite strips it before matching and puts it back on every link, so each route is declared
 * once and exists in both languages.
 */
export function createAppRouter(context: RouterContext) {
  const { locale, i18n, http, queryClient, nonce } = context;
  // One flags client per router (per SSR request, one in the browser), bootstrapped with the server's toggles. Made at
  // the first render: the server fetches the toggles while the route loads and puts them in `boot` before rendering.
  let flagsClient: ReturnType<typeof createAppFlagsClient> | undefined;
  const getFlagsClient = () => (flagsClient ??= createAppFlagsClient(context.boot));
  const session = { signedIn: context.boot.signedIn, userId: context.boot.signedIn ? (context.boot.userId ?? null) : null };
  // Scroll restoration: the server's inline script puts a page where it was (a reload, back from another site) before
  // its first paint. The browser's first render is hydration, and must not do it again: by then the reader may have
  // scrolled (the page is readable long before its code runs), and the router would throw them back to the top.
  let hydrating = !import.meta.env.SSR;
  const restoreScroll = () => {
    if (!hydrating) return true;
    hydrating = false;
    return false;
  };
  const router = createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultPendingMs: 100,
    scrollRestoration: restoreScroll,
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: RouteErrorPage,
    ssr: nonce ? { nonce } : undefined,
    rewrite: {
      input: ({ url }) => {
        url.pathname = splitLocale(url.pathname).pathname;
        return url;
      },
      output: ({ url }) => {
        url.pathname = localizePath(url.pathname, locale);
        return url;
      },
    },
    Wrap: ({ children }) => (
      <I18nProvider i18n={i18n}>
        <HttpProvider http={http}>
          <SessionStoreProvider initial={session}>
            <FlagsProvider client={getFlagsClient()}>{children}</FlagsProvider>
          </SessionStoreProvider>
        </HttpProvider>
      </I18nProvider>
    ),
  });
  setupQuerySsr(router, queryClient);
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
