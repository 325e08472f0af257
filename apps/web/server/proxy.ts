import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import httpProxy from '@fastify/http-proxy';
import { ASSERTED_HEADERS } from './visitor';

export const PROXIED_PREFIXES = ['/api', '/auth', '/media'] as const;

export interface ApiProxyOptions {
  apiUrl: URL;
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
  const upstream = opts.apiUrl.origin;
  for (const prefix of PROXIED_PREFIXES) {
    await app.register(httpProxy, {
      upstream,
      prefix,
      rewritePrefix: prefix,
      config: { compress: false },
      retryMethods: [],
      disableRequestLogging: true,
      undici: {
        connections: 256,
        pipelining: 1,
        keepAliveTimeout: 60_000,
        headersTimeout: opts.upstreamTimeoutMs,
        bodyTimeout: 5 * 60_000,
      },
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
