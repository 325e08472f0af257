import { apiErrorSchema } from '@jolda/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { renderCarSvg } from '../../lib/car-svg.js';
import { notFound } from '../../lib/errors.js';
import { marketIndexFor } from './market-index.js';

/** Generated pictures of new cars, mounted under `/media/market`: `{modelId}-{colourId}.svg`, the model in that paint. */
const marketMedia: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:key.svg',
    {
      config: { rateLimit: false },
      schema: {
        operationId: 'getMarketPhoto',
        tags: ['media'],
        summary: 'A generated picture of a new car in one of its colours (SVG), immutable',
        params: z.object({ key: z.string().regex(/^\d{1,9}-\d{1,9}$/) }),
        response: {
          200: { description: 'The SVG, sent as is', content: { 'image/svg+xml': { schema: z.string() } } },
          400: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (req, reply) => {
      const idx = marketIndexFor(app.db);
      await idx.current(app.db);
      const [modelId, colourId] = req.params.key.split('-').map(Number) as [number, number];
      const model = idx.models.get(modelId);
      const colour = idx.coloursById.get(colourId);
      if (!model || !colour || colour.model !== model) throw notFound('photo_not_found', 'No such car picture');
      reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
      // The same backdrop and framing for every colour of a model: only the paint changes.
      return reply.send(
        renderCarSvg(`market-${model.id}-0`, { color: colour.family, hex: colour.hex, body: model.body, brand: model.brand.name, model: model.name, year: 0 }),
      );
    },
  );
};
export default marketMedia;
