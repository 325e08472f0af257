import { QueryClient, queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  HeadContent,
  Outlet,
  Scripts,
} from '@tanstack/react-router';
import { createRequestHandler, RouterServer, transformHtmlStringWithRouter } from '@tanstack/react-router/ssr/server';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { setupQuerySsr, type DehydratedQueries } from './query-ssr';

/**
 * `setupQuerySsr` in the router it is made for: a real route tree rendered by the router's own request handler, as
 * `entry-server.tsx` does (`createRequestHandler`, `RouterServer`, `renderToString`, `transformHtmlStringWithRouter`),
 * and a browser router started from what the server's router dehydrated.
 */
const car = (id: number) =>
  queryOptions({ queryKey: ['announcements', 'ru', 'detail', id], queryFn: async () => ({ id, title: `Toyota Camry ${id}` }) });
const extras = (id: number) =>
  queryOptions({ queryKey: ['extras', id], queryFn: (): Promise<{ similar: number }> => Promise.reject(new Error('down')), retry: false });

function makeRouter(queryClient: QueryClient, isServer: boolean) {
  const root = createRootRouteWithContext<{ queryClient: QueryClient }>()({
    staticData: { layout: 'default', auth: false },
    component: () => (
      <html lang="ru">
        <head>
          <HeadContent />
        </head>
        <body>
          <Outlet />
          <Scripts />
        </body>
      </html>
    ),
  });
  const page = createRoute({
    getParentRoute: () => root,
    path: '/announcement/$id',
    staticData: { layout: 'default', auth: false },
    loader: async ({ context, params }) => {
      await context.queryClient.prefetchQuery(extras(Number(params.id)));
      await context.queryClient.ensureQueryData(car(Number(params.id)));
    },
    component: function Page() {
      const { id } = page.useParams();
      const { data } = useSuspenseQuery(car(Number(id)));
      return <h1>{data.title}</h1>;
    },
  });
  const router = createRouter({
    routeTree: root.addChildren([page]),
    context: { queryClient },
    isServer,
    history: createMemoryHistory({ initialEntries: ['/announcement/7'] }),
  });
  setupQuerySsr(router, queryClient);
  return router;
}

async function serverRender(queryClient: QueryClient) {
  let dehydrated: DehydratedQueries | undefined;
  let html = '';
  const handler = createRequestHandler({
    request: new Request('http://localhost/announcement/7'),
    createRouter: () => makeRouter(queryClient, true),
  });
  const response = await handler(async ({ responseHeaders, router }) => {
    dehydrated = router.options.dehydrate?.() as DehydratedQueries;
    try {
      html = await transformHtmlStringWithRouter(router, renderToString(<RouterServer router={router} />));
    } finally {
      router.serverSsr?.cleanup();
    }
    return new Response(null, { status: 200, headers: responseHeaders });
  });
  return { response, html, dehydrated: dehydrated! };
}

describe('setupQuerySsr in the real router', () => {
  it('renders from the cache the loaders filled, inside the query client it provides', async () => {
    const { response, html } = await serverRender(new QueryClient());
    expect(response.status).toBe(200);
    // The component's `useSuspenseQuery` found the loader's data: the client came through the router's Wrap.
    expect(html).toContain('<h1>Toyota Camry 7</h1>');
    // What the router sends the browser carries the settled queries (in its own serialized state).
    expect(html).toContain('Toyota Camry 7');
  });

  it('hands every settled query to the browser, which starts with it; the request cache is freed afterwards', async () => {
    const server = new QueryClient();
    const { dehydrated } = await serverRender(server);
    expect(dehydrated.queries.queries.map((q) => q.queryHash).sort()).toEqual(['["announcements","ru","detail",7]', '["extras",7]']);
    // The router's cleanup after the response cleared the per-request cache.
    expect(server.getQueryCache().getAll()).toHaveLength(0);

    const browser = new QueryClient();
    const router = makeRouter(browser, false);
    expect(router.options.dehydrate).toBeUndefined();
    router.options.hydrate!(JSON.parse(JSON.stringify(dehydrated)));
    expect(browser.getQueryData(car(7).queryKey)).toEqual({ id: 7, title: 'Toyota Camry 7' });
    // The failed query arrives failed (the browser renders the server's fallback, then retries on its own terms).
    expect(browser.getQueryState(extras(7).queryKey)?.status).toBe('error');
  });
});
