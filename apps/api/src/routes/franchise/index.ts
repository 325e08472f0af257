import {
  FRANCHISE_ERROR,
  apiErrorSchema,
  franchiseLeadCreatedSchema,
  franchiseLeadInputSchema,
  franchiseLeadListQuerySchema,
  franchiseLeadListSchema,
  franchiseOfferSchema,
  rateLimitedSchema,
  type FranchiseLead,
  type FranchiseOffer,
} from '@jolda/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rolesOf } from '../../db/repositories/content.js';
import {
  citiesByAnnouncements,
  cityIdBySlug,
  countFranchiseLead,
  insertFranchiseLead,
  listFranchiseLeads,
  lockFranchisePhone,
  recentLeadOfPhone,
} from '../../db/repositories/franchise.js';
import { HttpError, validationFailed } from '../../lib/errors.js';
import { requestLocale } from '../../lib/locale.js';
import { requireUser, signedIn } from '../auth/guard.js';

/**
 * The offer, in numbers: an estimate for a city of 300–500 thousand people (a Jolda office doing pre-purchase
 * inspections and turnkey car selection). Our own terms, not any partner's results.
 */
const OFFER = {
  entryFee: 2_500_000,
  royaltyPercent: 6,
  royaltyFreeMonths: 3,
  investmentFrom: 6_000_000,
  investmentTo: 12_000_000,
  paybackMonthsFrom: 14,
  paybackMonthsTo: 22,
  trainingWeeks: 3,
  teamSize: 3,
  inspectionPrice: 25_000,
  inspectionsPerMonth: 120,
  selectionPrice: 150_000,
  checklistPoints: 150,
  responseMinutes: 15,
} as const;

const EXPORT_LIMIT = 100_000;

/** The visitor a lead is counted against: the device the web server vouched for, else the address. */
const visitorOf = (req: FastifyRequest) => (req.visitorDevice ? `d:${req.visitorDevice}` : `ip:${req.ip}`);

/**
 * Admins only: the signed-in user holds the `admin` role (`npm run admin -- grant admin +7…`; 403 `admin_only`
 * otherwise). The role is read from the database on every request, so a revoked admin loses the leads at once.
 */
async function requireAdmin(app: FastifyInstance, req: FastifyRequest) {
  const user = await requireUser(app, req);
  if (!(await rolesOf(app.db, user.id)).includes('admin')) {
    throw new HttpError(403, FRANCHISE_ERROR.adminOnly, 'Only the site’s admins see franchise leads');
  }
  return user;
}

/** A CSV cell: quoted, quotes doubled; a cell a spreadsheet would run as a formula starts with an apostrophe. */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function leadsCsv(items: FranchiseLead[]): string {
  const head = ['id', 'created_at', 'name', 'phone', 'city', 'city_slug', 'investment', 'locale'];
  const lines = items.map((l) => [l.id, l.createdAt, l.name, l.phone, l.city.name, l.city.slug, l.investment, l.locale ?? ''].map(csvCell).join(','));
  // A byte-order mark: Excel then reads the Cyrillic names as UTF-8.
  return `\ufeff${[head.join(','), ...lines].join('\r\n')}\r\n`;
}

/** `/api/franchise`: the offer, leads from the page, and the leads for admins (JSON and CSV). */
const franchise: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        operationId: 'getFranchiseOffer',
        tags: ['franchise'],
        summary: 'The franchise offer in numbers, and the cities with the most announcements',
        response: { 200: franchiseOfferSchema },
      },
    },
    async (req): Promise<FranchiseOffer> => ({ ...OFFER, cities: await citiesByAnnouncements(app.db, requestLocale(req), 8) }),
  );

  app.post(
    '/leads',
    {
      schema: {
        operationId: 'sendFranchiseLead',
        tags: ['franchise'],
        summary: 'Send a franchise lead (name, phone, city, investment, consent); a visitor may send a few an hour',
        body: franchiseLeadInputSchema,
        response: { 201: franchiseLeadCreatedSchema, 400: apiErrorSchema, 409: apiErrorSchema, 429: rateLimitedSchema },
      },
    },
    async (req, reply) => {
      const body = req.body;
      const cityId = await cityIdBySlug(app.db, body.city);
      if (cityId === null) throw validationFailed({ city: [FRANCHISE_ERROR.cityUnknown] });
      const limit = app.config.franchiseLeadsPerHour ?? 3;
      const visitor = visitorOf(req);
      const created = await app.db.transaction(async (tx) => {
        // The counter's row lock puts simultaneous leads of one visitor in a line: exactly `limit` an hour get through.
        const { count, retryAfter } = await countFranchiseLead(tx, visitor);
        if (count > limit) {
          throw new HttpError(429, FRANCHISE_ERROR.rateLimited, 'Too many leads from this visitor; try again later', { retryAfter }, { 'retry-after': String(retryAfter) });
        }
        await lockFranchisePhone(tx, body.phone);
        if (await recentLeadOfPhone(tx, body.phone)) {
          throw new HttpError(409, FRANCHISE_ERROR.leadExists, 'A lead from this phone was sent in the last 24 hours', { fields: { phone: [FRANCHISE_ERROR.leadExists] } });
        }
        return insertFranchiseLead(tx, {
          name: body.name,
          phone: body.phone,
          cityId,
          investment: body.investment,
          locale: body.locale ?? requestLocale(req),
          visitor,
        });
      });
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/leads',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'listFranchiseLeads',
        tags: ['franchise'],
        summary: 'Franchise leads, newest first (admins)',
        querystring: franchiseLeadListQuerySchema,
        response: { 200: franchiseLeadListSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (req) => {
      await requireAdmin(app, req);
      const { page, pageSize } = req.query;
      return listFranchiseLeads(app.db, requestLocale(req), pageSize, (page - 1) * pageSize);
    },
  );

  app.get(
    '/leads.csv',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'exportFranchiseLeads',
        tags: ['franchise'],
        summary: 'Every franchise lead as CSV (UTF-8 with BOM, newest first; admins)',
        produces: ['text/csv'],
        response: {
          200: z.string().describe('CSV: id, created_at, name, phone, city, city_slug, investment, locale'),
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (req, reply) => {
      await requireAdmin(app, req);
      const { items } = await listFranchiseLeads(app.db, requestLocale(req), EXPORT_LIMIT, 0);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="jolda-franchise-leads-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(leadsCsv(items));
    },
  );
};
export default franchise;
