import {
  announcementDetailSchema,
  apiErrorSchema,
  idParamSchema,
} from '@jolda/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findAnnouncement, incrementViews } from '../../db/repositories/announcements.js';
import { notFound } from '../../lib/errors.js';
import { requestLocale } from '../../lib/locale.js';
import { optionalUserId } from '../auth/guard.js';
import write from './write.js';
import extras from './extras.js';
import search from '../search/index.js';

/** Statuses anyone may open; the others (draft, moderation, rejected) only their owner. */
const PUBLIC_STATUSES = new Set(['published', 'sold', 'archived']);

const announcements: FastifyPluginAsyncZod = async (app) => {
  await app.register(write);
  await app.register(extras);
  await app.register(search);

  app.get(
    '/:id',
    {
      schema: {
        tags: ['announcements'],
        summary: 'One announcement; sold and archived ones keep answering with their status',
        params: idParamSchema,
        response: { 200: announcementDetailSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const found = await findAnnouncement(app.db, req.params.id, requestLocale(req));
      const viewer = found && !PUBLIC_STATUSES.has(found.detail.status) ? await optionalUserId(app, req) : null;
      if (!found || (!PUBLIC_STATUSES.has(found.detail.status) && viewer !== found.ownerId)) {
        throw notFound('announcement_not_found', `Announcement ${req.params.id} not found`);
      }
      const { detail } = found;
      if (detail.status === 'published') detail.views = await incrementViews(app.db, detail.id);
      reply.header('cache-control', 'private, no-cache').header('vary', 'accept-language, authorization');
      return detail;
    },
  );
};
export default announcements;
