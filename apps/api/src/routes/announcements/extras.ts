import {
  announcementExtrasSchema,
  apiErrorSchema,
  idParamSchema,
  phoneRevealSchema,
  rateLimitedSchema,
  reportInputSchema,
  reportResultSchema,
  type AnnouncementExtras,
} from '@jolda/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  countReveals,
  findExtrasSubject,
  insertReport,
  priceHistory,
  recentReports,
  recentReveals,
  recordReveal,
  revealedRecently,
  sellerPhone,
  similarCards,
} from '../../db/repositories/announcement-extras.js';
import { pageRating, withPriceRatings } from '../../db/repositories/buyer-cards.js';
import { ChangeCache } from '../../lib/change-cache.js';
import { HttpError, notFound } from '../../lib/errors.js';
import { requestLocale } from '../../lib/locale.js';
import { maybeSignedIn, optionalUserId } from '../auth/guard.js';
import { searchReadSideFor } from '../search/read-side.js';

/** A visitor (signed-in user, else IP) may have this many phone numbers counted per window… */
export const PHONE_REVEAL_LIMIT = 20;
export const PHONE_REVEAL_WINDOW_S = 60 * 60;
/** …and send this many reports per window. */
export const REPORT_LIMIT = 5;
export const REPORT_WINDOW_S = 60 * 60;

const tooMany = (code: string, message: string, retryAfter: number) =>
  new HttpError(429, code, message, { retryAfter }, { 'retry-after': String(retryAfter) });

/** `+77011234567` → `+7 701 123 45 67`. */
export function displayPhone(e164: string): string {
  const d = e164.replace(/\D/g, '');
  if (d.length !== 11) return e164;
  return `+${d[0]} ${d.slice(1, 4)} ${d.slice(4, 7)} ${d.slice(7, 9)} ${d.slice(9, 11)}`;
}

/**
 * What the announcement page shows beyond the announcement: price rating, price history, similar cars; the phone
 * number on request (counted, rate limited) and reports.
 */
const extras: FastifyPluginAsyncZod = async (app) => {
  // Market figures are answered with `max-age=60`: kept as long in memory, dropped when the announcement changes.
  const cache = new ChangeCache<string>(60_000);
  searchReadSideFor(app.db).onChange((ids) => cache.evict(ids));
  const subjectOr404 = async (id: number) => {
    const s = await findExtrasSubject(app.db, id);
    if (!s) throw notFound('announcement_not_found', `Announcement ${id} not found`);
    return s;
  };

  app.get(
    '/:id/extras',
    {
      schema: {
        tags: ['announcements'],
        operationId: 'getAnnouncementExtras',
        summary: 'Price rating against the market, price history and similar cars of an announcement',
        params: idParamSchema,
        response: { 200: announcementExtrasSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const locale = requestLocale(req);
      await searchReadSideFor(app.db).current(app.db);
      reply.header('cache-control', 'public, max-age=60').header('vary', 'accept-language');
      const cached = cache.get(req.params.id, locale);
      // Kept as JSON checked against the contract when it was made.
      if (cached) return reply.type('application/json; charset=utf-8').send(cached as never);
      const epoch = cache.epoch();
      const s = await subjectOr404(req.params.id);
      const [priceRating, history, similar] = await Promise.all([pageRating(app.db, s), priceHistory(app.db, s), similarCards(app.db, s, locale)]);
      const answer: AnnouncementExtras = {
        priceRating,
        priceHistory: history,
        similar: await withPriceRatings(app.db, similar),
      };
      cache.put(s.id, locale, JSON.stringify(announcementExtrasSchema.parse(answer)), epoch);
      return answer;
    },
  );

  app.post(
    '/:id/phone',
    {
      onRequest: maybeSignedIn,
      schema: {
        tags: ['announcements'],
        operationId: 'revealPhone',
        summary: "Reveal the seller's phone number (counted once per visitor and day; rate limited per user or IP)",
        params: idParamSchema,
        response: { 200: phoneRevealSchema, 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 429: rateLimitedSchema },
      },
    },
    async (req) => {
      const s = await subjectOr404(req.params.id);
      if (s.status !== 'published') {
        throw new HttpError(409, 'announcement_not_active', 'The announcement is no longer active');
      }
      const viewer = { userId: await optionalUserId(app, req), ip: req.ip };
      if (!(await revealedRecently(app.db, s.id, viewer))) {
        const used = await recentReveals(app.db, viewer, PHONE_REVEAL_WINDOW_S);
        if (used >= PHONE_REVEAL_LIMIT) {
          throw tooMany(
            'phone_reveal_limited',
            `Too many phone numbers revealed: at most ${PHONE_REVEAL_LIMIT} an hour`,
            PHONE_REVEAL_WINDOW_S,
          );
        }
        await recordReveal(app.db, s.id, viewer);
      }
      const phone = await sellerPhone(app.db, s.id);
      if (!phone) throw notFound('phone_not_found', 'The seller has no phone number');
      return { phone, display: displayPhone(phone), reveals: await countReveals(app.db, s.id) };
    },
  );

  app.post(
    '/:id/reports',
    {
      onRequest: maybeSignedIn,
      schema: {
        tags: ['announcements'],
        operationId: 'reportAnnouncement',
        summary: 'Report an announcement (fraud, sold, wrong price…); rate limited per user or IP',
        params: idParamSchema,
        body: reportInputSchema,
        response: { 201: reportResultSchema, 400: apiErrorSchema, 404: apiErrorSchema, 429: rateLimitedSchema },
      },
    },
    async (req, reply) => {
      const s = await subjectOr404(req.params.id);
      const viewer = { userId: await optionalUserId(app, req), ip: req.ip };
      if ((await recentReports(app.db, viewer, REPORT_WINDOW_S)) >= REPORT_LIMIT) {
        throw tooMany('report_limited', `Too many reports: at most ${REPORT_LIMIT} an hour`, REPORT_WINDOW_S);
      }
      const id = await insertReport(app.db, s.id, viewer, req.body.reason, req.body.comment);
      return reply.code(201).send({ id, received: true as const });
    },
  );
};
export default extras;
