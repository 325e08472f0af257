import { apiErrorSchema, healthSchema } from '@jolda/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ping } from '../../db/repositories/catalog.js';
import { searchReadSideFor } from '../search/read-side.js';

const started = Date.now();

const health: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['health'],
        operationId: 'getHealth',
        summary: 'Liveness and database check',
        // 503: the database is away (the health body), or load shedding answered first (the error body).
        response: { 200: healthSchema, 503: healthSchema.or(apiErrorSchema), 429: apiErrorSchema },
      },
    },
    async (_req, reply) => {
      const db = await ping(app.db).then(
        () => 'ok' as const,
        () => 'down' as const,
      );
      reply.header('cache-control', 'no-store');
      if (db !== 'ok') reply.header('retry-after', '5');
      return reply.code(db === 'ok' ? 200 : 503).send({
        status: db === 'ok' ? 'ok' : 'degraded',
        db,
        driver: app.db.driver,
        uptime: Math.round((Date.now() - started) / 1000),
        version: app.config.version,
        search: (() => {
          const index = searchReadSideFor(app.db).loaded;
          return { index: index ? ('ready' as const) : ('loading' as const), announcements: index ? index.size : null };
        })(),
      });
    },
  );
};
export default health;
