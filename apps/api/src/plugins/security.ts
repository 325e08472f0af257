import cors from '@fastify/cors';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { HttpError } from '../lib/errors.js';
import { visitorIdentity } from '../lib/visitor.js';

/** The per-visitor bucket: the device the web server vouched for, else the address. */
export function visitorKey(req: FastifyRequest): string {
  return req.visitorDevice ? `d:${req.visitorDevice}` : `ip:${normalizeIP(req.ip, 64)}`;
}

/**
 * The visitor's asserted identity (first), security headers, `x-request-id` on every answer, CORS (off unless
 * configured) and the rate limits: per visitor (device, else address) and, above that, a higher ceiling per address.
 */
export async function security(app: FastifyInstance) {
  visitorIdentity(app, app.config.edgeSecret);
  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
  app.addHook('onSend', async (req, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('cross-origin-opener-policy', 'same-origin');
    // The API reference page loads its own script and styles; everything else is data.
    if (!req.url.startsWith('/api/docs')) {
      reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'");
    } else {
      reply.header('content-security-policy', "frame-ancestors 'none'");
    }
    // HSTS only on answers that went out over https (as the web server asserts it), never over plain http.
    if (req.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
    return payload;
  });

  await app.register(cors, {
    origin: app.config.corsOrigin ?? false,
    credentials: true,
    exposedHeaders: ['x-request-id', 'retry-after'],
  });

  // Media are cached forever by the browser and behind the web server; only data routes count.
  const allowList = (req: FastifyRequest) => req.url.startsWith('/media/');
  await app.register(rateLimit, {
    global: true,
    max: app.config.rateLimitMax,
    timeWindow: '1 minute',
    keyGenerator: visitorKey,
    allowList,
    errorResponseBuilder: (_req, ctx) =>
      new HttpError(429, 'rate_limited', `Too many requests, retry in ${ctx.after}`, {
        retryAfter: Math.ceil(ctx.ttl / 1000),
      }),
  });
  // The per-address ceiling, checked after the visitor's own limit (a visitor over their limit does not use up the
  // address's ceiling for the phones that share it), on every route the visitor limit applies to. A fixed window
  // counted synchronously in an LRU: the plugin's store hands concurrent requests one shared counter object and reads
  // it after an await, so a burst arriving in one tick would all see the final count.
  const windows = new LRUCache<string, { count: number; resetAt: number }>({ max: 100_000 });
  const ceilingHook = async (req: FastifyRequest) => {
    if (allowList(req)) return;
    const key = normalizeIP(req.ip, 64);
    const now = Date.now();
    let w = windows.get(key);
    if (!w || w.resetAt <= now) {
      w = { count: 0, resetAt: now + 60_000 };
      windows.set(key, w);
    }
    if (++w.count <= app.config.rateLimitIpMax) return;
    const retryAfter = Math.max(1, Math.ceil((w.resetAt - now) / 1000));
    throw new HttpError(429, 'rate_limited', `Too many requests from this address, retry in ${retryAfter} seconds`, { retryAfter }, {
      'retry-after': String(retryAfter),
    });
  };
  app.addHook('onRoute', (route) => {
    if (route.config?.rateLimit === false) return;
    const hooks = route.onRequest;
    route.onRequest = [...(Array.isArray(hooks) ? hooks : hooks ? [hooks] : []), ceilingHook];
  });
}
