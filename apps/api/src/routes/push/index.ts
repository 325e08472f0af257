import {
  PUSH_ERROR,
  apiErrorSchema,
  pushConfigSchema,
  pushEndpointQuerySchema,
  pushOutboxSchema,
  pushSubscriptionInputSchema,
  pushSubscriptionSchema,
} from '@jolda/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deleteSubscription, listSubscriptions, outboxOf, upsertSubscription } from '../../db/repositories/push.js';
import { notFound } from '../../lib/errors.js';
import { requestLocale } from '../../lib/locale.js';
import { requireUser, signedIn } from '../auth/guard.js';

const noStore = { 'cache-control': 'private, no-store' };

/**
 * Web push (`/api/push`): the VAPID key, a signed-in user's browser subscriptions (each user adds and removes only
 * their own), and the development outbox of what would have been sent to them.
 */
const push: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/public-key',
    {
      schema: {
        tags: ['push'],
        operationId: 'getPushConfig',
        summary: 'The VAPID public key to subscribe with, and whether messages are only recorded (demo outbox)',
        response: { 200: pushConfigSchema },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      const { provider } = app.push.sender;
      return { provider: provider.name, demo: provider.demo, publicKey: app.push.publicKey };
    },
  );

  app.get(
    '/subscriptions',
    {
      onRequest: signedIn,
      schema: {
        tags: ['push'],
        operationId: 'listPushSubscriptions',
        summary: 'My browser subscriptions with their last delivery and failure',
        response: { 200: z.object({ items: z.array(pushSubscriptionSchema) }), 401: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const user = await requireUser(app, req);
      reply.headers(noStore);
      return { items: await listSubscriptions(app.db, user.id) };
    },
  );

  app.post(
    '/subscriptions',
    {
      onRequest: signedIn,
      schema: {
        tags: ['push'],
        operationId: 'addPushSubscription',
        summary: "Keeps this browser's subscription for me (again: the same row); messages in the request's language",
        body: pushSubscriptionInputSchema,
        response: { 201: pushSubscriptionSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const user = await requireUser(app, req);
      const row = await upsertSubscription(app.db, user.id, req.body, requestLocale(req));
      // What is due now goes out at once (each feature keeps its own record, so nothing is sent twice).
      for (const hook of app.push.onSubscribed) {
        await hook(user.id).catch((err: unknown) => req.log.error({ err }, 'push: sending on subscribe failed'));
      }
      return reply.code(201).headers(noStore).send(row);
    },
  );

  app.delete(
    '/subscriptions',
    {
      onRequest: signedIn,
      schema: {
        tags: ['push'],
        operationId: 'deletePushSubscription',
        summary: "Removes my subscription of this endpoint (someone else's answers 404)",
        querystring: pushEndpointQuerySchema,
        response: { 204: z.null(), 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const user = await requireUser(app, req);
      if (!(await deleteSubscription(app.db, user.id, req.query.endpoint))) {
        throw notFound(PUSH_ERROR.subscriptionNotFound, 'No such subscription of yours');
      }
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/outbox',
    {
      onRequest: signedIn,
      schema: {
        tags: ['push'],
        operationId: 'getPushOutbox',
        summary: 'The messages the development provider recorded for me instead of sending them (demo), newest first',
        response: { 200: pushOutboxSchema, 401: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const user = await requireUser(app, req);
      const { provider } = app.push.sender;
      reply.headers(noStore);
      return { provider: provider.name, demo: provider.demo, items: provider.name === 'outbox' ? await outboxOf(app.db, user.id) : [] };
    },
  );
};
export default push;
