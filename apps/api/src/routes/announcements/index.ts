import {
  announcementDetailSchema,
  apiErrorSchema,
  idParamSchema,
  searchQuerySchema,
  searchResultSchema,
} from '@jolda/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  countAnnouncements,
  findAnnouncement,
  incrementViews,
  searchPage,
} from '../../db/repositories/announcements.js';
import { notFound } from '../../lib/errors.js';
import { requestLocale } from '../../lib/locale.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import { optionalUserId } from '../auth/guard.js';
import write from './write.js';
import extras from './extras.js';

/** Statuses anyone may open; the others (draft, moderation, rejected) only their owner. */
const PUBLIC_STATUSES = new Set(['published', 'sold', 'archived']);

/** Totals above this are cached for a short while: counting ~100k rows costs tens of ms, and "≈ 88 000" may lag. */
const CACHE_TOTALS_ABOVE = 1000;

const announcements: FastifyPluginAsyncZod = async (app) => {
  const totals = new TtlCache<number>(30_000);
  await app.register(write);
  await app.register(extras);
  app.get(
    '/',
    {
      schema: {
        tags: ['announcements'],
        summary: 'Search published announcements',
        querystring: searchQuerySchema,
        response: { 200: searchResultSchema, 400: apiErrorSchema },
      },
    },
    async (req) => {
      const f = req.query;
      const { sort: _s, page: _p, pageSize: _ps, ...filter } = f;
      const key = JSON.stringify(filter);
      const cached = totals.get(key);
      const [items, total] = await Promise.all([
        searchPage(app.db, f, requestLocale(req)),
        cached ?? countAnnouncements(app.db, filter),
      ]);
      if (cached === undefined && total > CACHE_TOTALS_ABOVE) totals.set(key, total);
      return { items, total, page: f.page, pageSize: f.pageSize, pages: Math.ceil(total / f.pageSize) };
    },
  );

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
