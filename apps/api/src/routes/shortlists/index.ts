import {
  SHORTLIST_ID,
  SHORTLIST_LIMITS,
  apiErrorSchema,
  shortlistCreateSchema,
  shortlistIdParamSchema,
  shortlistItemParamSchema,
  shortlistRenameSchema,
  shortlistSchema,
  shortlistSummariesSchema,
  shortlistSummarySchema,
} from '@jolda/contracts';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addToShortlist,
  createShortlist,
  deleteShortlist,
  listShortlists,
  readShortlist,
  removeFromShortlist,
  renameShortlist,
  shortlistOwner,
  shortlistSummary,
} from '../../db/repositories/shortlists.js';
import { HttpError, notFound } from '../../lib/errors.js';
import { requestLocale } from '../../lib/locale.js';
import { maybeSignedIn, optionalUserId, requireUser, signedIn } from '../auth/guard.js';

const listNotFound = (id: string) => notFound('shortlist_not_found', `Shortlist ${id} not found`);
const announcementNotFound = (id: number) => notFound('announcement_not_found', `Announcement ${id} not found`);
const listFull = () =>
  new HttpError(409, 'shortlist_full', `A shortlist holds at most ${SHORTLIST_LIMITS.items} cars`, { limit: SHORTLIST_LIMITS.items });

/** The list for a write by `userId`: 404 when there is none, 403 when it is someone else's (the link is read-only). */
async function ownList(app: FastifyInstance, id: string, userId: number): Promise<string> {
  const owner = SHORTLIST_ID.test(id) ? await shortlistOwner(app.db, id) : null;
  if (owner === null) throw listNotFound(id);
  if (owner !== userId) throw new HttpError(403, 'forbidden', 'Only the owner may change this shortlist');
  return id;
}

/** The list's summary after a write (404 if it was deleted meanwhile). */
async function summaryOf(app: FastifyInstance, id: string) {
  const summary = await shortlistSummary(app.db, id);
  if (!summary) throw listNotFound(id);
  return summary;
}

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/**
 * Shortlists (`/myroll/{id}`): the owner makes, renames and deletes lists and puts cars in them; anyone with a list's
 * link reads it (`GET /:id`), with each car's current price and state, in the reader's language.
 */
const shortlists: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_req, reply, payload) => {
    reply.header('cache-control', 'private, no-store');
    return payload;
  });

  app.get(
    '/',
    {
      onRequest: signedIn,
      schema: {
        tags: ['shortlists'],
        operationId: 'listShortlists',
        summary: "The user's shortlists, newest first, with the ids of their cars",
        response: { 200: shortlistSummariesSchema, 401: apiErrorSchema },
      },
    },
    async (req) => {
      const user = await requireUser(app, req);
      return { items: await listShortlists(app.db, user.id) };
    },
  );

  app.post(
    '/',
    {
      onRequest: signedIn,
      schema: {
        tags: ['shortlists'],
        operationId: 'createShortlist',
        summary: 'Make a shortlist (with its first car when given); 409 `shortlists_limit` beyond the limit',
        body: shortlistCreateSchema,
        response: { 201: shortlistSummarySchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const user = await requireUser(app, req);
      const made = await createShortlist(app.db, user.id, req.body.name, req.body.announcementId, SHORTLIST_LIMITS);
      if (made === 'limit') {
        throw new HttpError(409, 'shortlists_limit', `At most ${SHORTLIST_LIMITS.lists} shortlists`, { limit: SHORTLIST_LIMITS.lists });
      }
      if (made === 'not_found') throw announcementNotFound(req.body.announcementId ?? 0);
      return reply.code(201).send(made);
    },
  );

  app.get(
    '/:id',
    {
      onRequest: maybeSignedIn,
      schema: {
        tags: ['shortlists'],
        operationId: 'getShortlist',
        summary: 'A shortlist by its link (read-only for anyone): each car with its current price and state',
        params: shortlistIdParamSchema,
        response: { 200: shortlistSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req) => {
      const { id } = req.params;
      const list = SHORTLIST_ID.test(id)
        ? await readShortlist(app.db, id, requestLocale(req), await optionalUserId(app, req))
        : null;
      if (!list) throw listNotFound(id);
      return list;
    },
  );

  app.put(
    '/:id',
    {
      onRequest: signedIn,
      schema: {
        tags: ['shortlists'],
        operationId: 'renameShortlist',
        summary: 'Rename a shortlist (owner only)',
        params: shortlistIdParamSchema,
        body: shortlistRenameSchema,
        response: { 200: shortlistSummarySchema, ...errors },
      },
    },
    async (req) => {
      const user = await requireUser(app, req);
      const id = await ownList(app, req.params.id, user.id);
      await renameShortlist(app.db, id, req.body.name);
      return await summaryOf(app, id);
    },
  );

  app.delete(
    '/:id',
    {
      onRequest: signedIn,
      schema: {
        tags: ['shortlists'],
        operationId: 'deleteShortlist',
        summary: 'Delete a shortlist (owner only); its link then answers 404',
        params: shortlistIdParamSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      const user = await requireUser(app, req);
      await deleteShortlist(app.db, await ownList(app, req.params.id, user.id));
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/:id/items/:announcementId',
    {
      onRequest: signedIn,
      schema: {
        tags: ['shortlists'],
        operationId: 'addToShortlist',
        summary: 'Put a car in a shortlist (owner only, idempotent); 409 `shortlist_full` beyond the limit',
        params: shortlistItemParamSchema,
        response: { 200: shortlistSummarySchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (req) => {
      const user = await requireUser(app, req);
      const id = await ownList(app, req.params.id, user.id);
      const result = await addToShortlist(app.db, id, req.params.announcementId, SHORTLIST_LIMITS.items);
      if (result === 'not_found') throw announcementNotFound(req.params.announcementId);
      if (result === 'full') throw listFull();
      return await summaryOf(app, id);
    },
  );

  app.delete(
    '/:id/items/:announcementId',
    {
      onRequest: signedIn,
      schema: {
        tags: ['shortlists'],
        operationId: 'removeFromShortlist',
        summary: 'Take a car out of a shortlist (owner only)',
        params: shortlistItemParamSchema,
        response: { 200: shortlistSummarySchema, ...errors },
      },
    },
    async (req) => {
      const user = await requireUser(app, req);
      const id = await ownList(app, req.params.id, user.id);
      if (!(await removeFromShortlist(app.db, id, req.params.announcementId))) {
        throw notFound('shortlist_item_not_found', `Announcement ${req.params.announcementId} is not in this shortlist`);
      }
      return await summaryOf(app, id);
    },
  );
};
export default shortlists;
