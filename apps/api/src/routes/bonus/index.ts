import {
  BONUS_CLAIMABLE,
  BONUS_EARN,
  BONUS_ERROR,
  apiErrorSchema,
  bonusAccountSchema,
  bonusBalanceSchema,
  bonusClaimResultSchema,
  bonusClaimSchema,
  bonusRules,
  bonusRulesSchema,
  type BonusAccount,
} from '@jolda/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { balanceOf, claimFacts, entryByKey, ledgerOf, postEntry } from '../../db/repositories/bonus.js';
import { HttpError } from '../../lib/errors.js';
import { requireUser, signedIn } from '../auth/guard.js';

/** Bonus points: the rules, a user's balance and history, and claims for verified actions. */
const bonus: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/rules',
    {
      schema: {
        tags: ['bonus'],
        operationId: 'getBonusRules',
        summary: 'What earns points and what they buy (one source: the contracts)',
        response: { 200: bonusRulesSchema },
      },
    },
    async () => bonusRules(),
  );

  app.get(
    '/balance',
    {
      onRequest: signedIn,
      schema: {
        tags: ['bonus'],
        operationId: 'getBonusBalance',
        summary: "The signed-in user's balance",
        response: { 200: bonusBalanceSchema, 401: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const user = await requireUser(app, req);
      reply.header('cache-control', 'private, no-store');
      return { balance: await balanceOf(app.db, user.id) };
    },
  );

  app.get(
    '/',
    {
      onRequest: signedIn,
      schema: {
        tags: ['bonus'],
        operationId: 'getBonusAccount',
        summary: 'Balance, the history with reasons (newest first), and which actions can be claimed',
        response: { 200: bonusAccountSchema, 401: apiErrorSchema },
      },
    },
    async (req, reply): Promise<BonusAccount> => {
      const user = await requireUser(app, req);
      const [balance, entries, facts] = await Promise.all([balanceOf(app.db, user.id), ledgerOf(app.db, user.id), claimFacts(app.db, user.id)]);
      const paid = new Set(entries.filter((e) => e.delta > 0).map((e) => e.reason));
      const done = { phone_verified: true, profile_filled: facts.profileFilled, first_publication: facts.published };
      reply.header('cache-control', 'private, no-store');
      return {
        balance,
        entries: entries.map((e) => ({ ...e, createdAt: e.createdAt.toISOString() })),
        claims: BONUS_CLAIMABLE.map((action) => ({
          action,
          status: paid.has(action) ? ('claimed' as const) : done[action] ? ('available' as const) : ('not_yet' as const),
        })),
      };
    },
  );

  app.post(
    '/claims',
    {
      onRequest: signedIn,
      schema: {
        tags: ['bonus'],
        operationId: 'claimBonus',
        summary: 'Points for a verified action, once: a repeated claim answers 0 earned (idempotent by the action)',
        body: bonusClaimSchema,
        response: { 200: bonusClaimResultSchema, 400: apiErrorSchema, 401: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (req) => {
      const user = await requireUser(app, req);
      const action = req.body.action;
      if (await entryByKey(app.db, user.id, action)) return { earned: 0, balance: await balanceOf(app.db, user.id) };
      const facts = await claimFacts(app.db, user.id);
      const eligible = action === 'phone_verified' || (action === 'profile_filled' ? facts.profileFilled : facts.published);
      if (!eligible) throw new HttpError(409, BONUS_ERROR.notEligible, 'This action is not done yet');
      const r = await postEntry(app.db, { userId: user.id, delta: BONUS_EARN[action], reason: action, ref: null, key: action });
      if (!r.ok) throw new Error('an earning cannot be refused');
      return { earned: r.duplicate ? 0 : BONUS_EARN[action], balance: r.balance };
    },
  );
};
export default bonus;
