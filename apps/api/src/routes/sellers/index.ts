import { apiErrorSchema, idParamSchema, sellerSchema } from '@jolda/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findSellerProfile } from '../../db/repositories/sellers.js';
import { notFound } from '../../lib/errors.js';
import { requestLocale } from '../../lib/locale.js';

/** Public seller profiles, mounted under `/api/sellers`. */
const sellers: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id',
    {
      schema: {
        tags: ['announcements'],
        operationId: 'getSeller',
        summary: "A seller's public profile: name, private or dealer, member since, published announcements",
        params: idParamSchema,
        response: { 200: sellerSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const seller = await findSellerProfile(app.db, req.params.id, requestLocale(req));
      if (!seller) throw notFound('seller_not_found', `Seller ${req.params.id} not found`);
      reply.header('cache-control', 'public, max-age=60').header('vary', 'accept-language');
      return seller;
    },
  );
};
export default sellers;
