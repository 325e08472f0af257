import {
  RAISE_ERROR,
  RAISE_RULE,
  apiErrorSchema,
  idParamSchema,
  raiseResultSchema,
  raiseStateSchema,
  raiseRefusedSchema,
  type RaiseResult,
  type RaiseState,
} from '@jolda/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { balanceOf, postEntry } from '../../db/repositories/bonus.js';
import { applyRaise, myRaises, nextRaiseAt, raiseTarget } from '../../db/repositories/raises.js';
import { HttpError, notFound } from '../../lib/errors.js';
import { requireUser, signedIn } from '../auth/guard.js';

const tooSoon = (next: string) =>
  new HttpError(409, RAISE_ERROR.tooSoon, `This announcement can be raised again at ${next}`, { nextRaiseAt: next });
const notPublished = () => new HttpError(409, RAISE_ERROR.notPublished, 'Only a published announcement can be raised');
const plusHours = (at: string, h: number) => new Date(new Date(at).getTime() + h * 3_600_000).toISOString();

/**
 * "Поднять": `POST /api/announcements/:id/raise` charges `RAISE_RULE.points` and gives the announcement the
 * publication time now (first in the default "newest" order), once per `cooldownHours`; `GET /api/my/raises` is what
 * the dialog shows. The charge and the raise are one transaction under the bonus account's row lock, so N
 * simultaneous raises against a balance that pays for K succeed exactly K times; a retried request (same
 * announcement, same publication time) is answered as the first one and charged once.
 */
const raise: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/my/raises',
    {
      onRequest: signedIn,
      schema: {
        tags: ['bonus'],
        operationId: 'getMyRaises',
        summary: 'The raise price and cooldown, my balance, and when each of my raised announcements can go up again',
        response: { 200: raiseStateSchema, 401: apiErrorSchema },
      },
    },
    async (req, reply): Promise<RaiseState> => {
      const user = await requireUser(app, req);
      reply.header('cache-control', 'private, no-store');
      const [balance, announcements] = await Promise.all([balanceOf(app.db, user.id), myRaises(app.db, user.id, RAISE_RULE.cooldownHours)]);
      return { price: RAISE_RULE.points, cooldownHours: RAISE_RULE.cooldownHours, balance, announcements };
    },
  );

  app.post(
    '/announcements/:id/raise',
    {
      onRequest: signedIn,
      schema: {
        tags: ['bonus'],
        operationId: 'raiseAnnouncement',
        summary: 'Raises my published announcement to the top of the default search order, paid with points (once a day)',
        params: idParamSchema,
        response: {
          200: raiseResultSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: raiseRefusedSchema,
        },
      },
    },
    async (req): Promise<RaiseResult> => {
      const user = await requireUser(app, req);
      const id = req.params.id;
      const a = await raiseTarget(app.db, id);
      if (!a) throw notFound('announcement_not_found', `Announcement ${id} not found`);
      if (a.userId !== user.id) throw new HttpError(403, 'forbidden', 'Not your announcement');
      if (a.status !== 'published') throw notPublished();
      const next = await nextRaiseAt(app.db, id, RAISE_RULE.cooldownHours);
      // A retry of a raise already paid carries the same key (the publication time it saw) and is answered below.
      const key = `raise:${id}:${a.publishedAt ?? 0}`;
      if (next) {
        const paid = await app.db.query('select 1 from bonus_ledger where user_id = $1 and idempotency_key = $2', [user.id, key]);
        if (!paid.length) throw tooSoon(next);
      }
      const raised = { at: '' };
      const r = await postEntry(app.db, { userId: user.id, delta: -RAISE_RULE.points, reason: 'raise', ref: `announcement:${id}`, key }, async (tx) => {
        // Under the account's lock: the authoritative cooldown check, then the raise (a throw rolls the charge back).
        const again = await nextRaiseAt(tx, id, RAISE_RULE.cooldownHours);
        if (again) throw tooSoon(again);
        const at = await applyRaise(tx, { id, userId: user.id, ledgerKey: key });
        if (!at) throw notPublished();
        raised.at = at;
      });
      if (!r.ok) {
        throw new HttpError(409, RAISE_ERROR.insufficientPoints, `Raising costs ${RAISE_RULE.points} points; the balance is ${r.balance}`, {
          balance: r.balance,
          price: RAISE_RULE.points,
        });
      }
      if (r.duplicate) {
        const [last] = await app.db.query<{ raised_at: unknown }>('select max(raised_at) as raised_at from announcement_raises where announcement_id = $1', [id]);
        const at = new Date(String(last?.raised_at ?? new Date().toISOString())).toISOString();
        return { id, raisedAt: at, nextRaiseAt: plusHours(at, RAISE_RULE.cooldownHours), charged: 0, balance: r.balance };
      }
      return { id, raisedAt: raised.at, nextRaiseAt: plusHours(raised.at, RAISE_RULE.cooldownHours), charged: RAISE_RULE.points, balance: r.balance };
    },
  );
};
export default raise;
