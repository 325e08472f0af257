import { apiErrorSchema } from '@jolda/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findPhotoSubject } from '../../db/repositories/announcements.js';
import { generatedPhotoSubject } from '../../db/repositories/inspections.js';
import { renderCarSvg } from '../../lib/car-svg.js';
import { renderInspectionSvg } from '../../lib/inspection-svg.js';
import { notFound } from '../../lib/errors.js';

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

  app.get(
    '/inspections/:id/:code.svg',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['media'],
        operationId: 'getInspectionPhoto',
        summary: "A generated photo of an inspection point (SVG) of the seed's inspections; 404 for a point without one",
        params: z.object({ id: z.coerce.number().int().positive(), code: z.string().regex(/^[a-z_]{2,40}$/) }),
        response: {
          200: { description: 'The SVG, sent as is', content: { 'image/svg+xml': { schema: z.string() } } },
          400: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (req, reply) => {
      const subject = await generatedPhotoSubject(app.db, req.params.id, req.params.code);
      if (!subject) throw notFound('photo_not_found', 'No such inspection photo');
      reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
      return reply.send(renderInspectionSvg(`${req.params.id}-${req.params.code}`, subject));
    },
  );
};
export default media;
