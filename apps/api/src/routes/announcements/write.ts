import {
  type AnnouncementInput,
  POSTING_ERROR,
  announcementInputSchema,
  announcementWriteResultSchema,
  apiErrorSchema,
  idParamSchema,
  statusChangeSchema,
} from '@jolda/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Queryable } from '../../db/db.js';
import { deleteDraft } from '../../db/repositories/drafts.js';
import {
  type AnnouncementRow,
  type OwnedRow,
  deleteAnnouncement,
  findForWrite,
  insertAnnouncement,
  isDealer,
  markSold,
  recordPrice,
  replacePhotos,
  resolveRefs,
  setStatus,
  updateAnnouncement,
} from '../../db/repositories/posting.js';
import { type UploadRow, findUploads, uploadsOfAnnouncement } from '../../db/repositories/uploads.js';
import { HttpError, notFound, validationFailed } from '../../lib/errors.js';
import { requireUser, signedIn } from '../auth/guard.js';
import { photoUrl } from '../uploads/images.js';
import { checkPlausibility, verdict } from './checks.js';

const forbidden = () => new HttpError(403, 'forbidden', 'Only the owner may change this announcement');
const invalidTransition = (from: string, to: string) =>
  new HttpError(409, 'invalid_transition', `Cannot change status from ${from} to ${to}`);

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/** Statuses where the automatic checks decide the status again after an edit. */
const RECHECKED = new Set(['published', 'moderation', 'rejected']);

/** Loads an announcement for a write by `userId`: 404 when missing, 403 when someone else's. */
async function owned(db: Queryable, id: number, userId: number): Promise<OwnedRow> {
  const row = await findForWrite(db, id);
  if (!row) throw notFound('announcement_not_found', `Announcement ${id} not found`);
  if (row.userId !== userId) throw forbidden();
  return row;
}

/**
 * Everything about an input that needs the database: catalogue slugs, the photos (uploaded, not someone else's, not on
 * another announcement) and market plausibility. Throws 400 with per-field codes.
 */
async function prepare(app: FastifyInstance, input: AnnouncementInput, userId: number, id: number | null) {
  const fields: Record<string, string[]> = {};
  const refs = await resolveRefs(app.db, input);
  if (refs.brandId === null) fields['brand'] = [POSTING_ERROR.unknownBrand];
  else if (refs.modelId === null) fields['model'] = [POSTING_ERROR.unknownModel];
  else if (refs.generationMissing) fields['generation'] = [POSTING_ERROR.unknownGeneration];
  if (refs.cityId === null) fields['city'] = [POSTING_ERROR.unknownCity];

  const unique = [...new Set(input.photos)];
  if (unique.length !== input.photos.length) fields['photos'] = [POSTING_ERROR.photosDuplicate];
  const found = await findUploads(app.db, unique);
  const byId = new Map(found.map((u) => [u.id, u]));
  const usable = (u: UploadRow | undefined) =>
    u !== undefined && (u.userId === null || u.userId === userId) && (u.announcementId === null || u.announcementId === id);
  if (!input.photos.every((p) => usable(byId.get(p)))) fields['photos'] = [POSTING_ERROR.photoNotFound];

  let flags: string[] = [];
  if (refs.modelId !== null) {
    const p = await checkPlausibility(app.db, { ...input, modelId: refs.modelId }, id);
    Object.assign(fields, p.errors);
    flags = p.flags;
  }
  if (Object.keys(fields).length) throw validationFailed(fields);

  const row: AnnouncementRow = {
    userId,
    brandId: refs.brandId!,
    modelId: refs.modelId!,
    generationId: refs.generationId,
    cityId: refs.cityId!,
    sellerType: (await isDealer(app.db, userId)) ? 'dealer' : 'private',
    input,
  };
  const uploads = input.photos.map((p) => byId.get(p)!);
  const photos = uploads.map((u) => {
    const width = Math.min(u.width, 1200);
    return { uploadId: u.id, url: photoUrl(u.id, 'page'), width, height: Math.round((u.height * width) / u.width) };
  });
  return { row, uploads, photos, flags };
}

const write: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    {
      onRequest: signedIn,
      schema: {
        tags: ['announcements'],
        operationId: 'createAnnouncement',
        summary: 'Post an announcement: on moderation, then the automatic checks publish, hold or reject it',
        body: announcementInputSchema,
        response: { 201: announcementWriteResultSchema, ...errors },
      },
    },
    async (req, reply) => {
      const user = await requireUser(app, req);
      const { row, uploads, photos, flags } = await prepare(app, req.body, user.id, null);
      const result = await app.db.transaction(async (tx) => {
        const id = await insertAnnouncement(tx, row);
        await replacePhotos(tx, id, user.id, photos);
        await recordPrice(tx, id, req.body.price);
        const v = await verdict(tx, { id, vin: req.body.vin ?? null, uploads, flags });
        await setStatus(tx, id, v.status, { ...v, publish: v.status === 'published' });
        await deleteDraft(tx, user.id);
        return { id, ...v };
      });
      return reply.code(201).send(result);
    },
  );

  app.put(
    '/:id',
    {
      onRequest: signedIn,
      schema: {
        tags: ['announcements'],
        operationId: 'updateAnnouncement',
        summary: 'Edit an announcement (owner only); a price change is recorded in its history',
        params: idParamSchema,
        body: announcementInputSchema,
        response: { 200: announcementWriteResultSchema, ...errors },
      },
    },
    async (req) => {
      const user = await requireUser(app, req);
      const current = await owned(app.db, req.params.id, user.id);
      const { row, uploads, photos, flags } = await prepare(app, req.body, user.id, current.id);
      return app.db.transaction(async (tx) => {
        const id = current.id;
        await updateAnnouncement(tx, id, row);
        await replacePhotos(tx, id, user.id, photos);
        if (req.body.price !== current.price) await recordPrice(tx, id, req.body.price);
        if (!RECHECKED.has(current.status)) {
          return { id, status: current.status, rejectReason: null, moderationNote: null, warnings: [] };
        }
        const v = await verdict(tx, { id, vin: req.body.vin ?? null, uploads, flags });
        await setStatus(tx, id, v.status, { ...v, publish: v.status === 'published' && current.status !== 'published' });
        return { id, ...v };
      });
    },
  );

  app.post(
    '/:id/status',
    {
      onRequest: signedIn,
      schema: {
        tags: ['announcements'],
        operationId: 'changeAnnouncementStatus',
        summary: 'Mark sold, archive, or republish an archived, sold or rejected one (raising is `raiseAnnouncement`)',
        params: idParamSchema,
        body: statusChangeSchema,
        response: { 200: announcementWriteResultSchema, ...errors },
      },
    },
    async (req) => {
      const user = await requireUser(app, req);
      const a = await owned(app.db, req.params.id, user.id);
      const to = req.body.status;
      const done = (status: typeof a.status) => ({ id: a.id, status, rejectReason: null, moderationNote: null, warnings: [] });
      if (to === 'sold') {
        if (a.status !== 'published' && a.status !== 'archived') throw invalidTransition(a.status, to);
        await markSold(app.db, a.id, a.status); // undoable for a while: sold.ts
        return done('sold');
      }
      if (to === 'archived') {
        if (a.status === 'archived' || a.status === 'draft') throw invalidTransition(a.status, to);
        await setStatus(app.db, a.id, 'archived');
        return done('archived');
      }
      // published: republish an archived, sold or rejected one through the checks again. Raising a published one is
      // paid with points and has its own operation (POST /api/announcements/:id/raise, routes/raise).
      if (a.status === 'published' || a.status === 'moderation' || a.status === 'draft') throw invalidTransition(a.status, to);
      const uploads = await uploadsOfAnnouncement(app.db, a.id);
      const p = await checkPlausibility(app.db, a, a.id);
      const flags = [...p.flags, ...Object.keys(p.errors).map((f) => `${f}_implausible`)];
      const v = await verdict(app.db, { id: a.id, vin: a.vin, uploads, flags });
      await setStatus(app.db, a.id, v.status, { ...v, publish: v.status === 'published' });
      return { id: a.id, ...v };
    },
  );

  app.delete(
    '/:id',
    {
      onRequest: signedIn,
      schema: {
        tags: ['announcements'],
        operationId: 'deleteAnnouncement',
        summary: 'Delete an announcement (owner only)',
        params: idParamSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req: FastifyRequest<{ Params: { id: number } }>, reply) => {
      const user = await requireUser(app, req);
      const a = await owned(app.db, req.params.id, user.id);
      await app.db.transaction((tx) => deleteAnnouncement(tx, a.id));
      return reply.code(204).send(null);
    },
  );
};
export default write;
