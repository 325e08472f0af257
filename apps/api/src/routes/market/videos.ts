import {
  MARKET_VIDEO_MORE,
  apiErrorSchema,
  marketVideoDetailSchema,
  marketVideoIdParamSchema,
  marketVideoListSchema,
  marketVideoQuerySchema,
} from '@jolda/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getMarketVideo, listMarketVideos } from '../../db/repositories/market-videos.js';
import { notFound } from '../../lib/errors.js';
import { requestLocale } from '../../lib/locale.js';

const CACHE = 'public, max-age=60';

/** Video reviews of the models on sale (issue 22: the web views' `video` and `detail/video/{id}` screens). */
const videos: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/videos',
    {
      schema: {
        operationId: 'listMarketVideos',
        tags: ['market'],
        summary: "Video reviews, newest first: all models', a brand's or a model's (demo videos have no recording)",
        querystring: marketVideoQuerySchema,
        response: { 200: marketVideoListSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const q = req.query;
      const list = await listMarketVideos(app.db, q, requestLocale(req));
      if (!list) throw notFound(q.model ? 'model_not_found' : 'brand_not_found', q.model ? `Model ${q.brand}/${q.model} not on the market` : `Brand ${q.brand} not on the market`);
      reply.header('cache-control', CACHE).header('vary', 'accept-language');
      return list;
    },
  );

  app.get(
    '/videos/:id',
    {
      schema: {
        operationId: 'getMarketVideo',
        tags: ['market'],
        summary: 'A video review: title, description, length, poster, where it plays (none for a demo), more of the model',
        params: marketVideoIdParamSchema,
        response: { 200: marketVideoDetailSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const video = await getMarketVideo(app.db, req.params.id, requestLocale(req), MARKET_VIDEO_MORE);
      if (!video) throw notFound('video_not_found', `Video ${req.params.id} not found`);
      reply.header('cache-control', CACHE).header('vary', 'accept-language');
      return video;
    },
  );
};
export default videos;
