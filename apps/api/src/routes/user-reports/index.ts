import { USER_REPORT_ERROR, apiErrorSchema, rateLimitedSchema, userReportInputSchema, userReportResultSchema } from '@jolda/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findUploads } from '../../db/repositories/uploads.js';
import { countUserReport, insertUserReport } from '../../db/repositories/user-reports.js';
import { HttpError, validationFailed } from '../../lib/errors.js';
import { maybeSignedIn, optionalUserId } from '../auth/guard.js';

/**
 * `POST /api/user-reports`: a user report from the native app's web views (issue 22): a rating, what happened, the
 * screen, and optionally the id of a screenshot uploaded first. Anonymous or signed in; a visitor may send a few an hour.
 */
/** Reports a visitor may send an hour. */
export const USER_REPORTS_PER_HOUR = 10;

/** The visitor a report is counted against: the device the web server vouched for, else the address. */
const visitorOf = (req: FastifyRequest) => (req.visitorDevice ? `d:${req.visitorDevice}` : `ip:${req.ip}`);

const userReports: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    {
      onRequest: maybeSignedIn,
      schema: {
        tags: ['user-reports'],
        operationId: 'sendUserReport',
        summary: 'Store a user report from a web-view screen (rating 1–5, text, optional screenshot upload)',
        body: userReportInputSchema,
        response: { 201: userReportResultSchema, 400: apiErrorSchema, 429: rateLimitedSchema },
      },
    },
    async (req, reply) => {
      const userId = await optionalUserId(app, req);
      const b = req.body;
      if (b.screenshot !== undefined) {
        const [upload] = await findUploads(app.db, [b.screenshot]);
        // Someone else's photo is as good as none: a report attaches only its sender's (or an anonymous) upload.
        if (!upload || (upload.userId !== null && upload.userId !== userId)) {
          throw validationFailed({ screenshot: [USER_REPORT_ERROR.screenshotNotFound] }, 'The screenshot was not found');
        }
      }
      const saved = await app.db.transaction(async (tx) => {
        // The counter's row lock puts simultaneous reports of one visitor in a line: exactly the limit get through.
        const { count, retryAfter } = await countUserReport(tx, visitorOf(req));
        if (count > USER_REPORTS_PER_HOUR) {
          throw new HttpError(429, 'rate_limited', 'Too many reports from this visitor; try again later', { retryAfter }, { 'retry-after': String(retryAfter) });
        }
        return insertUserReport(tx, {
        userId,
        rating: b.rating,
        text: b.text,
        screen: b.screen,
        locale: b.locale,
        screenshot: b.screenshot ?? null,
        appVersion: b.appVersion ?? null,
        platform: b.platform ?? null,
        });
      });
      return reply.code(201).send(saved);
    },
  );
};
export default userReports;
