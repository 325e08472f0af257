import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/errors.js';

/** Security headers, `x-request-id` on every answer, CORS (off unless configured) and a per-IP rate limit. */
export async function security(app: FastifyInstance) {
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
    if (app.config.nodeEnv === 'production') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
    return payload;
  });

  await app.register(cors, {
    origin: app.config.corsOrigin ?? false,
    credentials: true,
    exposedHeaders: ['x-request-id', 'retry-after'],
  });

  await app.register(rateLimit, {
    global: true,
    max: app.config.rateLimitMax,
    timeWindow: '1 minute',
    // Media are cached forever by the browser and behind the web server; only data routes count.
    allowList: (req) => req.url.startsWith('/media/'),
    errorResponseBuilder: (_req, ctx) =>
      new HttpError(429, 'rate_limited', `Too many requests, retry in ${ctx.after}`, {
        retryAfter: Math.ceil(ctx.ttl / 1000),
      }),
  });
}
