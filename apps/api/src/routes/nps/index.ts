import { apiErrorSchema, npsAnswerResultSchema, npsAnswerSchema } from '@jolda/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { insertNpsAnswer } from '../../db/repositories/nps.js';
import { maybeSignedIn, optionalUserId } from '../auth/guard.js';

/** `POST /api/nps`: stores a satisfaction answer (anonymous, or with the signed-in user's id). */
const nps: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    {
      onRequest: maybeSignedIn,
      schema: {
        tags: ['nps'],
        operationId: 'submitNpsAnswer',
        summary: 'Store an NPS answer (score 0–10, optional comment)',
        body: npsAnswerSchema,
        response: { 201: npsAnswerResultSchema, 400: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const userId = await optionalUserId(app, req);
      const saved = await insertNpsAnswer(app.db, req.body, userId);
      return reply.code(201).send(saved);
    },
  );
};
export default nps;
