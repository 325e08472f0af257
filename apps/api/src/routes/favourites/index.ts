import {
  announcementIdParamSchema,
  apiErrorSchema,
  favouriteIdsSchema,
  favouritesListSchema,
  favouritesMergeSchema,
} from '@jolda/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { withPriceRatings } from '../../db/repositories/buyer-cards.js';
import {
  addFavourite,
  favouriteIds,
  listFavourites,
  mergeFavourites,
  removeFavourite,
} from '../../db/repositories/favourites.js';
import { notFound } from '../../lib/errors.js';
import { requestLocale } from '../../lib/locale.js';
import { requireUser, signedIn } from '../auth/guard.js';

/** The signed-in user's favourites: every call reads and writes only the bearer's own rows. */
const favourites: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_req, reply, payload) => {
    reply.header('cache-control', 'private, no-store');
    return payload;
  });

  app.get(
    '/',
    {
      onRequest: signedIn,
      schema: {
        tags: ['favourites'],
        operationId: 'listFavourites',
        summary: "The user's favourites with their cards, the price when added and the change since",
        response: { 200: favouritesListSchema, 401: apiErrorSchema },
      },
    },
    async (req) => {
      const user = await requireUser(app, req);
      const items = await listFavourites(app.db, user.id, requestLocale(req));
      const cards = await withPriceRatings(app.db, items.map((i) => i.announcement));
      return { items: items.map((item, i) => ({ ...item, announcement: cards[i]! })) };
    },
  );

  app.get(
    '/ids',
    {
      onRequest: signedIn,
      schema: {
        tags: ['favourites'],
        operationId: 'listFavouriteIds',
        summary: "Ids of the user's favourites (for the hearts on cards)",
        response: { 200: favouriteIdsSchema, 401: apiErrorSchema },
      },
    },
    async (req) => {
      const user = await requireUser(app, req);
      return { ids: await favouriteIds(app.db, user.id) };
    },
  );

  app.post(
    '/merge',
    {
      onRequest: signedIn,
      schema: {
        tags: ['favourites'],
        operationId: 'mergeFavourites',
        summary: 'Merge favourites kept in the browser before signing in (idempotent)',
        body: favouritesMergeSchema,
        response: { 200: favouriteIdsSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (req) => {
      const user = await requireUser(app, req);
      await mergeFavourites(app.db, user.id, req.body.ids);
      return { ids: await favouriteIds(app.db, user.id) };
    },
  );

  app.post(
    '/:announcementId',
    {
      onRequest: signedIn,
      schema: {
        tags: ['favourites'],
        operationId: 'addFavourite',
        summary: 'Add an announcement to favourites (idempotent)',
        params: announcementIdParamSchema,
        response: { 200: z.object({ id: z.number().int(), favourite: z.literal(true) }), 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req) => {
      const user = await requireUser(app, req);
      const id = req.params.announcementId;
      if (!(await addFavourite(app.db, user.id, id))) {
        throw notFound('announcement_not_found', `Announcement ${id} not found`);
      }
      return { id, favourite: true as const };
    },
  );

  app.delete(
    '/:announcementId',
    {
      onRequest: signedIn,
      schema: {
        tags: ['favourites'],
        operationId: 'removeFavourite',
        summary: "Remove one of the user's favourites",
        params: announcementIdParamSchema,
        response: { 204: z.null(), 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const user = await requireUser(app, req);
      const id = req.params.announcementId;
      if (!(await removeFavourite(app.db, user.id, id))) {
        throw notFound('favourite_not_found', `Announcement ${id} is not in your favourites`);
      }
      return reply.code(204).send(null);
    },
  );
};
export default favourites;
