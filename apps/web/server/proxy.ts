import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import httpProxy from '@fastify/http-proxy';
import { BalancedPool } from 'undici';
import { ASSERTED_HEADERS } from './visitor';

/** `/robots.txt` and the sitemaps are the API's too (it knows every public page). */
export const PROXIED_PREFIXES = ['/api', '/auth', '/media', '/robots.txt', '/sitemap.xml', '/sitemaps'] as const;

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
 */
export async function registerApiProxy(app: FastifyInstance, opts: ApiProxyOptions): Promise<void> {
  const origins = [...new Set((opts.apiUrls?.length ? opts.apiUrls : [opts.apiUrl]).map((u) => u.origin))];
  const upstream = origins[0]!;
  const undiciOptions = {
    connections: 256,
    pipelining: 1,
    keepAliveTimeout: 60_000,
    headersTimeout: opts.upstreamTimeoutMs,
    bodyTimeout: 5 * 60_000,
  };
  // One pool over every API process, shared by the prefixes (reply-from leaves a pool it was given open: closed here).
  const balanced = origins.length > 1 ? new BalancedPool(origins, undiciOptions) : null;
  if (balanced) app.addHook('onClose', async () => balanced.close());
  for (const prefix of PROXIED_PREFIXES) {
    await app.register(httpProxy, {
      upstream,
      prefix,
      rewritePrefix: prefix,
      config: { compress: false },
      retryMethods: [],
      disableRequestLogging: true,
      undici: balanced ?? undiciOptions,
      replyOptions: {
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
      },
    });
  }
}
