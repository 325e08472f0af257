/**
 * Component tests of the site's screens (vitest + happy-dom): renders a screen inside what the app gives it — a
 * router with the app's context (locale, i18n, http, query client, session), Lingui, React Query and the Http whose
 * answers come from `handler` (no network). Test code only.
 */
import type { ReactNode } from 'react';
import { cleanup, render } from '@testing-library/react';
import { afterEach } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Outlet, RouterProvider, createMemoryHistory, createRootRouteWithContext, createRoute, createRouter } from '@tanstack/react-router';
import { I18nProvider } from '@lingui/react';
import { HttpProvider, createHttp } from '@jolda/api-client';
import { type MockHandler, createMockAdapter } from '@jolda/api-client/testing';
import type { Locale } from '@jolda/contracts';
import { createI18nInstance } from '@jolda/i18n';
import type { BootData } from './boot';
import type { RouterContext } from './router-context';
import type { ThemeStore } from './theme';

// Each test starts from an empty document (the suite runs without vitest's globals, so nothing cleans up by itself).
afterEach(cleanup);

export interface RenderOptions {
  locale?: Locale;
  signedIn?: boolean;
  /** The API's answers; unknown calls answer 404. */
  handler?: MockHandler;
  /** Other paths the screen links or navigates to (rendered as an empty page). */
  paths?: string[];
  /** The screen's route is a task (`staticData.task`). */
  task?: boolean;
}

export async function renderScreen(screen: () => ReactNode, { locale = 'ru', signedIn = false, handler, paths = [], task = false }: RenderOptions = {}) {
  const adapter = createMockAdapter(handler ?? (() => ({ status: 404, data: { code: 'not_found', message: 'not found' } })));
  const http = createHttp({
    baseURL: 'http://api.test',
    getLocale: () => locale,
    getAccessToken: () => (signedIn ? 'test-token' : undefined),
    logger: { error: () => undefined },
    retryDelayCapMs: 0,
    adapter,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  // The macros keep the Russian source text outside production builds: an empty catalogue renders Russian.
  const i18n = createI18nInstance(locale, {});
  const boot = { locale, origin: 'http://jolda.test', buildId: 'test', signedIn, assets: {} } as unknown as BootData;
  const context: RouterContext = {
    queryClient,
    http,
    locale,
    i18n,
    boot,
    nonce: undefined,
    themeStore: {} as ThemeStore,
    session: { isSignedIn: () => signedIn },
  };
  const root = createRootRouteWithContext<RouterContext>()({
    staticData: { layout: 'default', auth: false },
    component: () => (
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <HttpProvider http={http}>
            <Outlet />
          </HttpProvider>
        </QueryClientProvider>
      </I18nProvider>
    ),
  });
  const routes = [
    createRoute({ getParentRoute: () => root, path: '/', staticData: { layout: 'default', auth: false, task }, component: screen }),
    ...paths.map((path) =>
      createRoute({ getParentRoute: () => root, path, staticData: { layout: 'default', auth: false }, component: () => <p>{path}</p> }),
    ),
  ];
  const router = createRouter({ routeTree: root.addChildren(routes), history: createMemoryHistory({ initialEntries: ['/'] }), context });
  await router.load();
  const result = render(<RouterProvider router={router} />);
  return { ...result, adapter, queryClient, router, http };
}
