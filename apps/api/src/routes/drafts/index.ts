import { apiErrorSchema, draftResultSchema, draftSchema } from '@jolda/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleteDraft, findDraft, saveDraft } from '../../db/repositories/drafts.js';
import { requireUser, signedIn } from '../auth/guard.js';

/** The posting form's state of the signed-in user, saved as they type (one draft per user). */
const drafts: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/current',
    {
      onRequest: signedIn,
      schema: {
        tags: ['drafts'],
        operationId: 'getDraft',
        summary: 'The current draft of the posting form, or null',
        response: { 200: draftResultSchema, 401: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const user = await requireUser(app, req);
      const found = await findDraft(app.db, user.id);
      reply.header('cache-control', 'private, no-store');
      if (!found) return { draft: null, updatedAt: null };
      const parsed = draftSchema.safeParse(found.data);
      return parsed.success ? { draft: parsed.data, updatedAt: found.updatedAt } : { draft: null, updatedAt: null };
    },
  );

  app.put(
    '/current',
    {
      onRequest: signedIn,
      schema: {
        tags: ['drafts'],
        operationId: 'saveDraft',
        summary: 'Replace the current draft (the whole form state)',
        body: draftSchema,
        response: { 200: draftResultSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (req) => {
      const user = await requireUser(app, req);
      const updatedAt = await saveDraft(app.db, user.id, req.body);
      return { draft: req.body, updatedAt };
    },
  );

  app.delete(
    '/current',
    {
      onRequest: signedIn,
      schema: {
        tags: ['drafts'],
        operationId: 'deleteDraft',
        summary: 'Forget the current draft',
        response: { 200: draftResultSchema, 401: apiErrorSchema },
      },
    },
    async (req) => {
      const user = await requireUser(app, req);
      await deleteDraft(app.db, user.id);
      return { draft: null, updatedAt: null };
    },
  );
};
export default drafts;
