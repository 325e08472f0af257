import { apiErrorSchema } from '@jolda/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findPhotoSubject } from '../../db/repositories/announcements.js';
import { renderCarSvg } from '../../lib/car-svg.js';

const media: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/generated/:key.svg',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['media'],
        operationId: 'getGeneratedPhoto',
        summary: 'A generated car photo (SVG), immutable',
        params: z.object({ key: z.string().regex(/^[a-z0-9-]{1,64}$/) }),
        response: {
          200: { description: 'The SVG, sent as is', content: { 'image/svg+xml': { schema: z.string() } } },
          400: apiErrorSchema,
        },
      },
    },
    async (req, reply) => {
      const subject = await findPhotoSubject(app.db, req.params.key);
      reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
      return reply.send(renderCarSvg(req.params.key, subject));
    },
  );
};
export default media;
