import { INSPECTION_ERROR, apiErrorSchema, idParamSchema, inspectionSchema, inspectionWriteSchema, type Inspection } from '@jolda/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rolesOf } from '../../db/repositories/content.js';
import { announcementStatus, findInspection, saveInspection } from '../../db/repositories/inspections.js';
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
      // Photos: the inspector's own uploads only.
      const photoIds = body.points.map((p) => p.photoId).filter((p): p is string => Boolean(p));
      if (photoIds.length) {
        const mine = new Set((await findUploads(app.db, photoIds)).filter((u) => u.userId === user.id).map((u) => u.id));
        const fields: Record<string, string[]> = {};
        body.points.forEach((p, i) => {
          if (p.photoId && !mine.has(p.photoId)) fields[`points.${i}.photoId`] = [INSPECTION_ERROR.photoNotFound];
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
