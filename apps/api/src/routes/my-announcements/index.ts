import {
  RAISE_RULE,
  announcementOwnerViewSchema,
  apiErrorSchema,
  editableAnnouncementSchema,
  idParamSchema,
  myAnnouncementsQuerySchema,
  myAnnouncementsSchema,
} from '@jolda/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findExtrasSubject, priceHistory } from '../../db/repositories/announcement-extras.js';
import { pageRating } from '../../db/repositories/buyer-cards.js';
import { countMine, findEditable, findForWrite, listMine } from '../../db/repositories/posting.js';
import { nextRaiseAt } from '../../db/repositories/raises.js';
import { HttpError, notFound } from '../../lib/errors.js';
import { requestLocale } from '../../lib/locale.js';
import { viewCounterFor } from '../../lib/view-counter.js';
import { requireUser, signedIn } from '../auth/guard.js';
import { uploadedPhoto } from '../uploads/images.js';

/** The signed-in seller's own announcements: every status, with their counters, and the edit form's data. */
const myAnnouncements: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/announcements',
    {
      onRequest: signedIn,
      schema: {
        tags: ['posting'],
        operationId: 'listMyAnnouncements',
        summary: "The user's announcements (optionally one status) with views, phone reveals and favourites",
        querystring: myAnnouncementsQuerySchema,
        response: { 200: myAnnouncementsSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const user = await requireUser(app, req);
      const [items, counts] = await Promise.all([
        listMine(app.db, user.id, req.query.status, requestLocale(req)),
        countMine(app.db, user.id),
      ]);
      reply.header('cache-control', 'private, no-store');
      // Views counted and not yet written (lib/view-counter.ts) count too.
      const views = viewCounterFor(app.db);
      return { items: items.map((item) => ({ ...item, views: item.views + views.notYetWritten(item.id) })), counts };
    },
  );

  app.get(
    '/announcements/:id/owner',
    {
      onRequest: signedIn,
      schema: {
        tags: ['posting'],
        operationId: 'getAnnouncementOwnerView',
        summary: "Whether I own this announcement and, if so, the car page's owner panel data (counters, raise, price history)",
        params: idParamSchema,
        response: { 200: announcementOwnerViewSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const user = await requireUser(app, req);
      const id = req.params.id;
      reply.header('cache-control', 'private, no-store');
      const [item] = await listMine(app.db, user.id, undefined, requestLocale(req), id);
      if (!item) {
        if (!(await findForWrite(app.db, id))) throw notFound('announcement_not_found', `Announcement ${id} not found`);
        return { own: false as const };
      }
      const subject = await findExtrasSubject(app.db, id);
      const [next, history, priceRating] = await Promise.all([
        nextRaiseAt(app.db, id, RAISE_RULE.cooldownHours),
        priceHistory(app.db, item),
        // Not yet published (a draft or in moderation): no market rating yet, like a car off the market.
        subject ? pageRating(app.db, subject) : null,
      ]);
      const views = viewCounterFor(app.db);
      return {
        own: true as const,
        item: { ...item, views: item.views + views.notYetWritten(item.id) },
        nextRaiseAt: next,
        priceHistory: history,
        priceRating,
      };
    },
  );

  app.get(
    '/announcements/:id',
    {
      onRequest: signedIn,
      schema: {
        tags: ['posting'],
        operationId: 'getEditableAnnouncement',
        summary: 'One of the user\'s announcements as the edit form needs it (403 for someone else\'s)',
        params: idParamSchema,
        response: { 200: editableAnnouncementSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const user = await requireUser(app, req);
      const found = await findEditable(app.db, req.params.id);
      if (!found) throw notFound('announcement_not_found', `Announcement ${req.params.id} not found`);
      if (found.ownerId !== user.id) throw new HttpError(403, 'forbidden', 'Only the owner may edit this announcement');
      reply.header('cache-control', 'private, no-store');
      return { ...found.value, photos: found.photos.map((p) => uploadedPhoto(p.uploadId, p.width, p.height)) };
    },
  );
};
export default myAnnouncements;
