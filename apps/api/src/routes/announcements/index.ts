import {
  announcementDetailSchema,
  announcementViewSchema,
  apiErrorSchema,
  idParamSchema,
} from '@jolda/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type DetailWithOwner, findAnnouncement } from '../../db/repositories/announcements.js';
import { ChangeCache } from '../../lib/change-cache.js';
import { notFound } from '../../lib/errors.js';
import { requestLocale } from '../../lib/locale.js';
import { isBot, viewCounterFor, viewerKey } from '../../lib/view-counter.js';
import { maybeSignedIn, optionalUserId } from '../auth/guard.js';
import write from './write.js';
import sold from './sold.js';
import extras from './extras.js';
import search from '../search/index.js';
import { searchReadSideFor } from '../search/read-side.js';

/** How long an announcement page may be answered from memory (the seller's name and active count may lag by this). */
const DETAIL_TTL_MS = 60_000;

/** Statuses anyone may open; the others (draft, moderation, rejected) only their owner. */
const PUBLIC_STATUSES = new Set(['published', 'sold', 'archived']);

const announcements: FastifyPluginAsyncZod = async (app) => {
  // Published pages are kept for a minute and dropped when the change log names them (migration 0008 logs every
  // column the page shows; photos by 0007); the view count is always live.
  const pages = new ChangeCache<DetailWithOwner>(DETAIL_TTL_MS);
  searchReadSideFor(app.db).onChange((ids) => pages.evict(ids));
  const findPage = async (id: number, locale: 'ru' | 'kk'): Promise<{ found: DetailWithOwner | null; checked: boolean }> => {
    await searchReadSideFor(app.db).current(app.db);
    const cached = pages.get(id, locale);
    if (cached) return { found: { ...cached, detail: { ...cached.detail } }, checked: true };
    const epoch = pages.epoch();
    const found = await findAnnouncement(app.db, id, locale);
    if (found && found.detail.status === 'published') {
      // Checked against the contract once, when kept: answers from memory skip the per-request response check.
      pages.put(id, locale, { ownerId: found.ownerId, detail: announcementDetailSchema.parse(found.detail) }, epoch);
    }
    return { found, checked: false };
  };
  // Views are counted by `POST /:id/views` once the page is shown, never by a GET (a hover preload, a server render and
  // a bot all GET it); written a second at a time (lib/view-counter.ts), and once more when the API stops.
  const views = viewCounterFor(app.db);
  app.addHook('onClose', () => views.flush());
  await app.register(write);
  await app.register(sold);
  await app.register(extras);
  await app.register(search);

  app.get(
    '/:id',
    {
      onRequest: maybeSignedIn,
      schema: {
        tags: ['announcements'],
        operationId: 'getAnnouncement',
        summary: 'One announcement; sold and archived ones keep answering with their status',
        params: idParamSchema,
        response: { 200: announcementDetailSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const { found, checked } = await findPage(req.params.id, requestLocale(req));
      const viewer = found && !PUBLIC_STATUSES.has(found.detail.status) ? await optionalUserId(app, req) : null;
      if (!found || (!PUBLIC_STATUSES.has(found.detail.status) && viewer !== found.ownerId)) {
        throw notFound('announcement_not_found', `Announcement ${req.params.id} not found`);
      }
      const { detail } = found;
      if (detail.status === 'published') detail.views = await views.current(detail.id);
      reply.header('cache-control', 'private, no-cache').header('vary', 'accept-language, authorization');
      if (checked) return reply.type('application/json; charset=utf-8').send(JSON.stringify(detail) as never);
      return detail;
    },
  );

  app.post(
    '/:id/views',
    {
      onRequest: maybeSignedIn,
      schema: {
        tags: ['announcements'],
        operationId: 'countAnnouncementView',
        summary:
          'Count a view of the announcement page as shown: once per visitor and day (Almaty), never a bot nor the seller',
        params: idParamSchema,
        response: { 200: announcementViewSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req) => {
      const { found } = await findPage(req.params.id, requestLocale(req));
      const userId = await optionalUserId(app, req);
      if (!found || (!PUBLIC_STATUSES.has(found.detail.status) && userId !== found.ownerId)) {
        throw notFound('announcement_not_found', `Announcement ${req.params.id} not found`);
      }
      const userAgent = req.headers['user-agent'];
      if (found.detail.status !== 'published' || userId === found.ownerId || isBot(userAgent)) return { counted: false };
      const visitor = viewerKey(app.config.jwtSecret, { userId, device: req.visitorDevice, ip: req.ip, userAgent });
      return { counted: await views.count(found.detail.id, visitor) };
    },
  );
};
export default announcements;
