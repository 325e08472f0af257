import {
  COMPARE_MAX,
  apiErrorSchema,
  compareAnnouncementsSchema,
  compareIdsSchema,
  compareMergeSchema,
  compareQuerySchema,
} from '@jolda/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getCompareIds, publicIds, putCompareIds } from '../../db/repositories/compare-lists.js';
import { findAnnouncement } from '../../db/repositories/announcements.js';
import { requestLocale } from '../../lib/locale.js';
import { requireUser, signedIn } from '../auth/guard.js';

/** The compare list: public details of up to 4 announcements, and the signed-in user's own saved list. */
const compare: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/announcements',
    {
      schema: {
        tags: ['compare'],
        operationId: 'getCompareAnnouncements',
        summary: 'Details of up to 4 announcements for the compare table (views are not counted)',
        querystring: compareQuerySchema,
        response: { 200: compareAnnouncementsSchema, 400: apiErrorSchema },
      },
    },
    async (req) => {
      const locale = requestLocale(req);
      const ids = [...new Set(req.query.ids)];
      const found = await Promise.all(ids.map((id) => findAnnouncement(app.db, id, locale)));
      const items = found.flatMap((f) =>
        f && ['published', 'sold', 'archived'].includes(f.detail.status) ? [f.detail] : [],
      );
      return { items };
    },
  );

  app.get(
    '/',
    {
      onRequest: signedIn,
      schema: {
        tags: ['compare'],
        operationId: 'getCompareList',
        summary: "The user's compare list",
        response: { 200: compareIdsSchema, 401: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const user = await requireUser(app, req);
      reply.header('cache-control', 'private, no-store');
      return { ids: await getCompareIds(app.db, user.id) };
    },
  );

  app.put(
    '/',
    {
      onRequest: signedIn,
      schema: {
        tags: ['compare'],
        operationId: 'putCompareList',
        summary: `Replace the user's compare list (at most ${COMPARE_MAX}, in display order)`,
        body: compareIdsSchema,
        response: { 200: compareIdsSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (req) => {
      const user = await requireUser(app, req);
      const visible = await publicIds(app.db, req.body.ids);
      const ids = req.body.ids.filter((id) => visible.has(id));
      await putCompareIds(app.db, user.id, ids);
      return { ids };
    },
  );

  app.post(
    '/merge',
    {
      onRequest: signedIn,
      schema: {
        tags: ['compare'],
        operationId: 'mergeCompareList',
        summary: "Merge the browser's compare list after the account's own (idempotent; capped at 4)",
        body: compareMergeSchema,
        response: { 200: compareIdsSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (req) => {
      const user = await requireUser(app, req);
      const current = await getCompareIds(app.db, user.id);
      const candidates = [...new Set([...current, ...req.body.ids])];
      const visible = await publicIds(app.db, candidates);
      const ids = candidates.filter((id) => visible.has(id)).slice(0, COMPARE_MAX);
      await putCompareIds(app.db, user.id, ids);
      return { ids };
    },
  );
};
export default compare;
