import { QueryClient, useQueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { setupQuerySsr, type DehydratedQueries } from './query-ssr';

type FakeRouter = AnyRouter & { options: { dehydrate?: () => DehydratedQueries; hydrate?: (d: unknown) => void } };

const fakeRouter = (isServer: boolean) => ({ isServer, options: {} }) as unknown as FakeRouter;

describe('setupQuerySsr', () => {
  it('hands every settled query to the browser, which starts with it', async () => {
    const server = new QueryClient();
    server.setQueryData(['announcements', 'ru', 'detail', 7], { id: 7, title: 'Toyota Camry' });
    await server.prefetchQuery({ queryKey: ['extras', 7], queryFn: () => Promise.reject(new Error('down')), retry: false });
    void server.fetchQuery({ queryKey: ['never'], queryFn: () => new Promise(() => undefined) });
    const onServer = fakeRouter(true);
    setupQuerySsr(onServer, server);
    // What the router serializes into the page (plain data: a JSON round trip keeps it).
    const sent = JSON.parse(JSON.stringify(onServer.options.dehydrate!())) as DehydratedQueries;
    expect(sent.queries.queries.map((q) => q.queryHash).sort()).toEqual(['["announcements","ru","detail",7]', '["extras",7]']);

    const browser = new QueryClient();
    const inBrowser = fakeRouter(false);
    setupQuerySsr(inBrowser, browser);
    expect(inBrowser.options.dehydrate).toBeUndefined();
    inBrowser.options.hydrate!(sent);
    expect(browser.getQueryData(['announcements', 'ru', 'detail', 7])).toEqual({ id: 7, title: 'Toyota Camry' });
    // The failed query arrives failed (the browser renders the server's fallback, then retries on its own terms).
    expect(browser.getQueryState(['extras', 7])?.status).toBe('error');
    expect(browser.getQueryState(['never'])).toBeUndefined();
  });

  it('frees the request cache when the router cleans up after the response', () => {
    const server = new QueryClient();
    server.setQueryData(['a'], 1);
    const onServer = fakeRouter(true);
    setupQuerySsr(onServer, server);
    const cleanups: (() => void)[] = [];
    for (const attach of onServer.serverSsrLifecycle?.onServerSsrAttach ?? []) attach({ onCleanup: (fn: () => void) => cleanups.push(fn) } as never);
    expect(cleanups).toHaveLength(1);
    cleanups[0]!();
    expect(server.getQueryCache().getAll()).toHaveLength(0);
  });

  it('provides the query client around the router’s own wrapper', () => {
    const client = new QueryClient();
    const router = fakeRouter(true);
    const inner = vi.fn(({ children }: { children: React.ReactNode }) => <section>{children}</section>);
    (router.options as { Wrap?: unknown }).Wrap = inner;
    setupQuerySsr(router, client);
    let seen: QueryClient | null = null;
    function Probe() {
      seen = useQueryClient();
      return <span>probe</span>;
    }
    const Wrap = (router.options as unknown as { Wrap: (p: { children: React.ReactNode }) => React.ReactNode }).Wrap;
    expect(renderToString(<Wrap><Probe /></Wrap>)).toBe('<section><span>probe</span></section>');
    expect(seen).toBe(client);
    expect(inner).toHaveBeenCalled();
  });
});
