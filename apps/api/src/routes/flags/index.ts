import { timingSafeEqual } from 'node:crypto';
import {
  apiErrorSchema,
  type Flag,
  flagListSchema,
  flagNameParamSchema,
  flagSchema,
  flagUpdateSchema,
  frontendContextSchema,
  frontendResponseSchema,
  metricsBodySchema,
} from '@jolda/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { insertMetrics, listFlags, upsertFlag } from '../../db/repositories/flags.js';
import { HttpError, unauthorized } from '../../lib/errors.js';
import { defineGuard } from '../../lib/guards.js';
import { FlagEvaluator, toUnleashContext } from './evaluate.js';

/** The frontend key used when `UNLEASH_CLIENT_KEY` is unset (frontend keys are public: they ship to browsers). */
export const DEV_UNLEASH_CLIENT_KEY = 'default:development.jolda-frontend-key';

export interface FlagsOptions {
  /** Frontend client key(s) accepted in `Authorization` (comma-separated). Default: `UNLEASH_CLIENT_KEY` or the dev key. */
  clientKeys?: string[];
  /** Token for `PUT /api/flags/:name` outside test mode (`Authorization: Bearer <token>`). Default: `FLAGS_ADMIN_TOKEN`. */
  adminToken?: string;
}

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * How long the frontend API reuses the flags it read (every page's server render asks for them). A change made through
 * this process drops them at once; another instance's change shows within this time, like an Unleash Edge's refresh.
 */
export const FLAGS_CACHE_MS = 2000;

/**
 * The Unleash frontend API (`GET /api/frontend`, `POST /api/frontend/client/metrics`) over the `flags` table, and the
 * admin list/edit of flags (`GET`/`PUT /api/flags[/:name]`: test mode, or the admin token).
 */
const flags: FastifyPluginAsyncZod<FlagsOptions> = async (app, opts) => {
  const keys = (opts.clientKeys ?? (process.env['UNLEASH_CLIENT_KEY'] || DEV_UNLEASH_CLIENT_KEY).split(','))
    .map((k) => k.trim())
    .filter(Boolean);
  const adminToken = opts.adminToken ?? process.env['FLAGS_ADMIN_TOKEN'] ?? '';

  const requireClientKey = defineGuard([{ unleashClientKey: [] }], async (req: FastifyRequest) => {
    const given = req.headers.authorization?.trim() ?? '';
    if (!given || !keys.some((k) => safeEqual(k, given))) {
      throw unauthorized('client_key_invalid', 'A valid frontend client key is required in the Authorization header');
    }
  });
  const requireAdmin = defineGuard([{ flagsAdmin: [] }], async (req: FastifyRequest) => {
    if (app.config.testMode) return;
    const given = req.headers.authorization?.replace(/^Bearer\s+/i, '').trim() ?? '';
    if (!adminToken || !given || !safeEqual(adminToken, given)) {
      throw new HttpError(403, 'forbidden', 'Editing flags needs the admin token');
    }
  });

  // The flags as last read, kept for FLAGS_CACHE_MS; `generation` moves on every change, so a read that was under way
  // when a flag changed is never kept. (One value and a generation: lru-cache's TTL would add nothing here, and its
  // `fetch` aborts a read that is under way when the key is deleted instead of letting it answer.)
  let cached: { flags: Flag[]; until: number } | null = null;
  let generation = 0;
  const currentFlags = async (): Promise<Flag[]> => {
    if (cached && cached.until > Date.now()) return cached.flags;
    const started = generation;
    const all = await listFlags(app.db);
    if (started === generation) cached = { flags: all, until: Date.now() + FLAGS_CACHE_MS };
    return all;
  };

  const evaluator = new FlagEvaluator();

  app.get(
    '/frontend',
    {
      onRequest: requireClientKey,
      schema: {
        tags: ['flags'],
        operationId: 'getFrontendToggles',
        summary: 'Unleash frontend API: every toggle evaluated for the context in the query',
        querystring: frontendContextSchema,
        response: { 200: frontendResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      evaluator.load(await currentFlags());
      return { toggles: evaluator.evaluate(toUnleashContext(req.query, req.ip)) };
    },
  );

  app.post(
    '/frontend/client/metrics',
    {
      onRequest: requireClientKey,
      schema: {
        tags: ['flags'],
        operationId: 'sendFrontendMetrics',
        summary: 'Unleash frontend API: a bucket of yes/no counts per toggle',
        body: metricsBodySchema,
        response: { 202: z.null(), 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (req, reply) => {
      await app.db.transaction((tx) => insertMetrics(tx, req.body));
      return reply.code(202).send(null);
    },
  );

  app.get(
    '/flags',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['flags'],
        operationId: 'listFlags',
        summary: 'Every flag as stored',
        response: { 200: flagListSchema, 403: apiErrorSchema },
      },
    },
    async () => ({ items: await listFlags(app.db) }),
  );

  app.put(
    '/flags/:name',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['flags'],
        operationId: 'upsertFlag',
        summary: 'Create or change a flag (test mode or admin token)',
        params: flagNameParamSchema,
        body: flagUpdateSchema,
        response: { 200: flagSchema, 400: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (req) => {
      generation++;
      cached = null;
      try {
        return await upsertFlag(app.db, req.params.name, req.body);
      } finally {
        // Also after the write: a read that began between the two must not be kept either.
        generation++;
        cached = null;
      }
    },
  );
};
export default flags;
