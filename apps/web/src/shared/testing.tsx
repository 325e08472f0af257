/**
 * Component tests of the site's screens (vitest + happy-dom): renders a screen inside what the app gives it — a
 * router with the app's context (locale, i18n, http, query client, session), Lingui, React Query and the Http whose
 * answers come from `handler` (no network). Test code only.
 */
import type { ReactNode } from 'react';
import { cleanup, render } from '@testing-library/react';
import { afterEach } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from './query-client';
import {
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  type AnyRoute,
  type ParsedLocation,
} from '@tanstack/react-router';
import { I18nProvider } from '@lingui/react';
import { HttpProvider, createHttp } from '@jolda/api-client';
import { type MockHandler, createMockAdapter } from '@jolda/api-client/testing';
import type { Locale } from '@jolda/contracts';
import { createI18nInstance } from '@jolda/i18n';
import { SessionStoreProvider } from '@jolda/auth';
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

export async function renderScreen(screen: () => ReactNode, { paths = [], task = false, ...options }: RenderOptions = {}) {
  return mount('/', options, (root) => [
    createRoute({ getParentRoute: () => root, path: '/', staticData: { layout: 'default', auth: false, task }, component: screen }),
    ...paths.map((path) => emptyPage(root, path)),
  ]);
}

export interface RenderRouteOptions extends Omit<RenderOptions, 'task'> {
  /**
   * The page: a route file's `Route` (its options: params, loader, head, component, staticData) mounted at its path, as
   * the app's route tree does.
   */
  route: { path: string; options: object };
  /** The root's `beforeLoad`: the app's route rules (`app/route-rules.ts`), passed in since shared/ imports no app module. */
  beforeLoad?: (opts: { location: ParsedLocation; context: RouterContext; matches: unknown }) => Promise<object> | object;
  /** What an unknown path or a loader's `notFound()` renders (the app's not-found page). */
  notFoundComponent?: () => ReactNode;
}

/** Renders a whole page at `url`: the route's loader and its named steps run as in the app, then its component. */
export async function renderRoute(url: string, { route, beforeLoad, notFoundComponent, paths = [], ...options }: RenderRouteOptions) {
  return mount(
    url,
    options,
    (root) => [
      // The route file's own options, without the `id` the app's route tree wrote into them when another test file of
      // this worker built that tree (tests share modules: vitest runs the site's tests without isolation).
      createRoute({ ...withoutId(route.options), getParentRoute: () => root, path: route.path } as never) as AnyRoute,
      ...paths.map((path) => emptyPage(root, path)),
    ],
    { beforeLoad, notFoundComponent },
  );
}

function withoutId(options: unknown): object {
  const { id: _id, ...rest } = options as { id?: unknown };
  return rest;
}

function emptyPage(root: AnyRoute, path: string): AnyRoute {
  return createRoute({ getParentRoute: () => root, path, staticData: { layout: 'default', auth: false }, component: () => <p>{path}</p> }) as AnyRoute;
}

async function mount(
  url: string,
  { locale = 'ru', signedIn = false, handler }: Omit<RenderOptions, 'paths' | 'task'>,
  children: (root: AnyRoute) => AnyRoute[],
  { beforeLoad, notFoundComponent }: Pick<RenderRouteOptions, 'beforeLoad' | 'notFoundComponent'> = {},
) {
  const adapter = createMockAdapter(handler ?? (() => ({ status: 404, data: { code: 'not_found', message: 'not found' } })));
  const http = createHttp({
    baseURL: 'http://api.test',
    getLocale: () => locale,
    getAccessToken: () => (signedIn ? 'test-token' : undefined),
    logger: { error: () => undefined },
    retryDelayCapMs: 0,
    adapter,
  });
  // The app's own query defaults (shared/query-client.ts).
  const queryClient = createQueryClient();
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
    ...(beforeLoad ? { beforeLoad: ({ location, context: ctx, matches }) => beforeLoad({ location, context: ctx, matches }) } : {}),
    component: () => <Outlet />,
  });
  const router = createRouter({
    routeTree: root.addChildren(children(root as unknown as AnyRoute)),
    history: createMemoryHistory({ initialEntries: [url] }),
    context,
    ...(notFoundComponent ? { defaultNotFoundComponent: notFoundComponent } : {}),
    // As the app's router: every page, its error and its not-found page inside the providers.
    Wrap: ({ children: page }) => (
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <HttpProvider http={http}>
            <SessionStoreProvider initial={{ signedIn, userId: signedIn ? 1 : null }}>{page}</SessionStoreProvider>
          </HttpProvider>
        </QueryClientProvider>
      </I18nProvider>
    ),
  });
  await router.load();
  const result = render(<RouterProvider router={router} />);
  return { ...result, adapter, queryClient, router, http };
}
