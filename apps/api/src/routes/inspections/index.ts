import {
  INSPECTED_PAGE_SIZE,
  INSPECTION_ERROR,
  apiErrorSchema,
  idParamSchema,
  inspectedCarsSchema,
  inspectedSellerQuerySchema,
  inspectionSchema,
  inspectionWriteSchema,
  type InspectedCars,
  type Inspection,
} from '@jolda/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rolesOf } from '../../db/repositories/content.js';
import { cardsByIds } from '../../db/repositories/announcements.js';
import {
  announcementStatus,
  findInspection,
  generatedPhotoCodes,
  generatedPhotoId,
  saveInspection,
  sellerInspectedPage,
} from '../../db/repositories/inspections.js';
import { findSellerProfile } from '../../db/repositories/sellers.js';
import { requestLocale } from '../../lib/locale.js';
import { findUploads } from '../../db/repositories/uploads.js';
import { HttpError, notFound, validationFailed } from '../../lib/errors.js';
import { requireUser, signedIn } from '../auth/guard.js';

/** Inspections are shown for announcements the public can see. */
const VISIBLE = new Set(['published', 'sold', 'archived']);

/** The signed-in user when they are an inspector; a 403 `role_required` otherwise (401 before, from the guard). */
async function requireInspector(app: FastifyInstance, req: FastifyRequest) {
  const user = await requireUser(app, req);
  if (!(await rolesOf(app.db, user.id)).includes('inspector')) {
    throw new HttpError(403, INSPECTION_ERROR.roleRequired, 'Only Jolda inspectors may write inspections');
  }
  return user;
}

/** `GET/PUT /api/inspections/:id`: the inspection of announcement `id` (one per car on sale). */
const inspections: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sellers/:id',
    {
      schema: {
        tags: ['inspections'],
        operationId: 'listSellerInspectedCars',
        summary: "A seller's cars on sale that Jolda inspected, the latest inspection first, with grade and date (20 a page)",
        params: idParamSchema,
        querystring: inspectedSellerQuerySchema,
        response: { 200: inspectedCarsSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req, reply): Promise<InspectedCars> => {
      const locale = requestLocale(req);
      const [seller, found] = await Promise.all([
        findSellerProfile(app.db, req.params.id, locale),
        sellerInspectedPage(app.db, req.params.id, req.query.page, INSPECTED_PAGE_SIZE),
      ]);
      if (!seller) throw notFound('seller_not_found', `Seller ${req.params.id} not found`);
      const cards = await cardsByIds(app.db, found.rows.map((r) => r.id), locale);
      const inspection = new Map(found.rows.map((r) => [r.id, { grade: r.grade, inspectedAt: r.inspectedAt }]));
      reply.header('cache-control', 'public, max-age=60').header('vary', 'accept-language');
      return {
        items: cards.map((c) => ({ ...c, inspection: inspection.get(c.id)! })),
        total: found.total,
        page: req.query.page,
        pageSize: INSPECTED_PAGE_SIZE,
        pages: Math.ceil(found.total / INSPECTED_PAGE_SIZE),
      };
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['inspections'],
        operationId: 'getInspection',
        summary: "An announcement's inspection: the checklist answers in order, the grade and the inspector",
        params: idParamSchema,
        response: { 200: inspectionSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req): Promise<Inspection> => {
      const a = await announcementStatus(app.db, req.params.id);
      if (!a || !VISIBLE.has(a.status)) throw notFound(INSPECTION_ERROR.announcementNotFound, `Announcement ${req.params.id} not found`);
      const found = await findInspection(app.db, req.params.id);
      if (!found) throw notFound(INSPECTION_ERROR.notFound, `Announcement ${req.params.id} has not been inspected`);
      return found;
    },
  );

  app.put(
    '/:id',
    {
      onRequest: signedIn,
      schema: {
        tags: ['inspections'],
        operationId: 'saveInspection',
        summary: 'Writes the inspection of an announcement on sale (inspectors only; an edit replaces every answer)',
        params: idParamSchema,
        body: inspectionWriteSchema,
        response: { 200: inspectionSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req): Promise<Inspection> => {
      const user = await requireInspector(app, req);
      const id = req.params.id;
      const a = await announcementStatus(app.db, id);
      if (!a || !VISIBLE.has(a.status)) throw notFound(INSPECTION_ERROR.announcementNotFound, `Announcement ${id} not found`);
      const body = req.body;
      // Photos: the inspector's own uploads, or the generated photo a point already had (kept as it is).
      const generated = new Set(await generatedPhotoCodes(app.db, id));
      const kept = (p: (typeof body.points)[number]) => generated.has(p.code) && p.photoId === generatedPhotoId(p.code);
      const photoIds = body.points.filter((p) => p.photoId && !kept(p)).map((p) => p.photoId!);
      if (photoIds.length) {
        const mine = new Set((await findUploads(app.db, photoIds)).filter((u) => u.userId === user.id).map((u) => u.id));
        const fields: Record<string, string[]> = {};
        body.points.forEach((p, i) => {
          if (p.photoId && !kept(p) && !mine.has(p.photoId)) fields[`points.${i}.photoId`] = [INSPECTION_ERROR.photoNotFound];
        });
        if (Object.keys(fields).length) throw validationFailed(fields);
      }
      await app.db.transaction((tx) =>
        saveInspection(tx, { announcementId: id, inspectorId: user.id, inspectorName: user.name?.trim() || 'Jolda', body }),
      );
      return (await findInspection(app.db, id))!;
    },
  );
};
export default inspections;
