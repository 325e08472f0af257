import { SOLD_UNDO_HOURS, announcementWriteResultSchema, apiErrorSchema, idParamSchema } from '@jolda/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findForWrite, undoSold } from '../../db/repositories/posting.js';
import { HttpError, notFound } from '../../lib/errors.js';
import { requireUser, signedIn } from '../auth/guard.js';

/** "Продано" by mistake: the owner brings the announcement back as it was, within `SOLD_UNDO_HOURS` (issue 23 item 10). */
const sold: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/:id/sold/undo',
    {
      onRequest: signedIn,
      schema: {
        tags: ['announcements'],
        operationId: 'undoSold',
        summary: `Undo "sold" within ${SOLD_UNDO_HOURS} hours (owner only): back to its status before, published ones not raised`,
        params: idParamSchema,
        response: {
          200: announcementWriteResultSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (req) => {
      const user = await requireUser(app, req);
      const a = await findForWrite(app.db, req.params.id);
      if (!a) throw notFound('announcement_not_found', `Announcement ${req.params.id} not found`);
      if (a.userId !== user.id) throw new HttpError(403, 'forbidden', 'Only the owner may change this announcement');
      const status = await undoSold(app.db, a.id, SOLD_UNDO_HOURS);
      if (!status) {
        throw new HttpError(409, 'sold_undo_unavailable', `Only an announcement marked sold in the last ${SOLD_UNDO_HOURS} hours can be brought back`);
      }
      return { id: a.id, status, rejectReason: null, moderationNote: null, warnings: [] };
    },
  );
};
export default sold;
