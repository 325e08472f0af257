import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import httpProxy, { type FastifyHttpProxyOptions } from '@fastify/http-proxy';
import { Agent, BalancedPool, type Dispatcher } from 'undici';
import { ASSERTED_HEADERS } from './visitor';

/** `/robots.txt` and the sitemaps are the API's too (it knows every public page). */
export const PROXIED_PREFIXES = ['/api', '/auth', '/media', '/robots.txt', '/sitemap.xml', '/sitemaps'] as const;

/**
 * The API's long-lived answers: the messages' live stream (open as long as a signed-in page is) and the assistant's
 * streamed answer. Each holds its upstream connection for its whole life, so they get a pool of their own: a few
 * hundred open streams never make a page's ordinary API request wait for a connection.
 */
export const STREAM_PATHS = ['/api/messages/events', '/api/assistant/chat'] as const;

/** Connections per API process for ordinary requests (pages' data, uploads, sign-in). */
export const API_CONNECTIONS = 256;
/** Connections per API process for the streams: one per open stream (an API process holds thousands). */
export const STREAM_CONNECTIONS = 8192;

export interface ApiProxyOptions {
  apiUrl: URL;
  /**
   * Several API processes (`API_INTERNAL_URL` as a comma-separated list): requests are spread over them by undici's
   * `BalancedPool` (round-robin, weighted away from an upstream that fails). Default: `apiUrl` alone.
   */
  apiUrls?: readonly URL[];
  /** Upper bound of the wait for the API's answer headers (an answer that never starts is a 504 after this). */
  upstreamTimeoutMs: number;
  /** The signed visitor headers for a request (`visitor.ts`). */
  assert: (req: FastifyRequest) => Record<string, string>;
  /** Connections per API process: ordinary requests (default `API_CONNECTIONS`) and the streams (`STREAM_CONNECTIONS`). */
  connections?: { api?: number; streams?: number };
}

function sendError(reply: FastifyReply, status: number, code: string, message: string): void {
  if (reply.sent || reply.raw.headersSent) {
    reply.raw.destroy();
    return;
  }
  void reply
    .code(status)
    .header('content-type', 'application/json; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('retry-after', '5')
    .send(JSON.stringify({ code, message }));
}

/**
 * `/api`, `/auth` and `/media` go to the API (same path and query) through `@fastify/http-proxy` (undici): request
 * and answer bodies stream both ways (uploads are not buffered; server-sent events and other streamed answers reach the
 * browser chunk by chunk: no compression or buffering on this side, the API compresses its own answers). The visitor's
 * forwarded headers are replaced by the ones this server asserts and signs. The API's answer must start within
 * `upstreamTimeoutMs` (504 otherwise); a started stream may pause up to 5 minutes between chunks (an assistant's
 * answer, a long upload's acknowledgement). Nothing is retried: an API that sheds load says so with its own 503.
 * The long-lived streams (`STREAM_PATHS`) go through a pool of their own, so ordinary requests never queue behind them.
 */
export async function registerApiProxy(app: FastifyInstance, opts: ApiProxyOptions): Promise<void> {
  const origins = [...new Set((opts.apiUrls?.length ? opts.apiUrls : [opts.apiUrl]).map((u) => u.origin))];
  const upstream = origins[0]!;
  const poolOptions = (connections: number) => ({
    connections,
    pipelining: 1,
    keepAliveTimeout: 60_000,
    headersTimeout: opts.upstreamTimeoutMs,
    bodyTimeout: 5 * 60_000,
  });
  // Two dispatchers, each over every API process (round-robin when there are several): ordinary requests, and the
  // streams. reply-from leaves a dispatcher it was given open: both end here, the streams first (an open stream would
  // keep the server from closing; its browser reconnects to another instance).
  const dispatcher = (connections: number): Dispatcher =>
    origins.length > 1 ? new BalancedPool(origins, poolOptions(connections)) : new Agent(poolOptions(connections));
  const ordinary = dispatcher(opts.connections?.api ?? API_CONNECTIONS);
  const streams = dispatcher(opts.connections?.streams ?? STREAM_CONNECTIONS);
  app.addHook('preClose', async () => {
    await streams.destroy();
  });
  app.addHook('onClose', async () => {
    await ordinary.close();
  });
  const replyOptions: NonNullable<FastifyHttpProxyOptions['replyOptions']> = {
    rewriteRequestHeaders: (req, headers) => {
      const out: Record<string, string | string[] | undefined> = { ...headers };
      for (const name of ASSERTED_HEADERS) delete out[name];
      return { ...out, ...opts.assert(req as FastifyRequest) };
    },
    onError: (reply, { error }) => {
      const e = error as { statusCode?: number; code?: string };
      if (e.statusCode === 504 || e.code === 'FST_REPLY_FROM_GATEWAY_TIMEOUT') {
        sendError(reply as FastifyReply, 504, 'upstream_timeout', 'The API did not answer in time');
      } else {
        sendError(reply as FastifyReply, 502, 'bad_gateway', 'The API is not reachable');
      }
    },
  };
  const proxy = (prefix: string, undici: Dispatcher, routes?: string[]) =>
    app.register(httpProxy, {
      upstream,
      prefix,
      rewritePrefix: prefix,
      ...(routes ? { routes } : {}),
      config: { compress: false },
      retryMethods: [],
      disableRequestLogging: true,
      undici,
      replyOptions,
    });
  // The streams' exact paths outrank the `/api/*` wildcard in the router.
  for (const path of STREAM_PATHS) await proxy(path, streams, ['/']);
  for (const prefix of PROXIED_PREFIXES) await proxy(prefix, ordinary);
}
