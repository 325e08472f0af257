import { PassThrough } from 'node:stream';
import {
  apiErrorSchema,
  assistantChatRequestSchema,
  assistantEventSchema,
  assistantHistorySchema,
  assistantInterpretRequestSchema,
  assistantInterpretResultSchema,
  type AnnouncementCard,
  type AssistantEvent,
} from '@jolda/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerChat } from '../../assistant/chat.js';
import { interpret } from '../../assistant/interpreter.js';
import { guideCardsByIds } from '../../assistant/tools.js';
import { lexiconFor } from '../../assistant/lexicon-cache.js';
import { searchCards } from '../../db/repositories/announcements-search.js';
import { appendExchange, clearMessages, countAssistantRequest, listMessages } from '../../db/repositories/assistant.js';
import { HttpError } from '../../lib/errors.js';
import { requestLocale } from '../../lib/locale.js';
import { maybeSignedIn, optionalUserId, requireUser, signedIn } from '../auth/guard.js';

/**
 * The assistant (`/api/assistant`): `interpret` reads a request into the search's query object and a plan; `chat`
 * answers it as a stream of server-sent events (text, cards, figures, suggestions); a signed-in user's conversation
 * is kept (`history`), a visitor's stays in the browser. A visitor may send `ASSISTANT_CHAT_PER_MINUTE` chat requests
 * a minute, counted in the database so every API instance counts the same.
 */
export interface AssistantOptions {
  /** The time the per-visitor limit counts by (tests fix it; the database's clock otherwise). */
  clock?: () => Date;
}

const assistant: FastifyPluginAsyncZod<AssistantOptions> = async (app, opts) => {
  app.post(
    '/interpret',
    {
      schema: {
        operationId: 'assistantInterpret',
        tags: ['assistant'],
        summary: 'Read a request in Russian or Kazakh into search filters, a tool plan and the conversation state',
        description:
          '`filters` is exactly the query object of `GET /api/announcements`, with only the keys the request implies. Send the answer\'s `context` with the next request so a follow-up ("а подешевле?", "ал Астанада ше?") refines it.',
        body: assistantInterpretRequestSchema,
        response: { 200: assistantInterpretResultSchema, 400: apiErrorSchema },
      },
    },
    async (req) => {
      const lexicon = await lexiconFor(app.db);
      const r = interpret(lexicon, req.body.text, req.body.context, new Date(), req.body.city);
      return { filters: r.filters, plan: r.plan, context: r.context, ...(r.unknown.length ? { unknown: r.unknown } : {}) };
    },
  );

  app.post(
    '/chat',
    {
      compress: false,
      onRequest: maybeSignedIn,
      schema: {
        operationId: 'assistantChat',
        tags: ['assistant'],
        summary: 'Answer a request as a stream of server-sent events',
        description:
          'The answer streams as `text/event-stream`: each event\'s name is its `type` and its data the JSON of `assistantEventSchema` (`meta`, `text`, `cards`, `stats`, `compare`, `credit`, `term`, `restart`, `suggestions`, then `done`, or `error`). Every car in `cards` is a published announcement. A signed-in user\'s question and answer are added to their history.',
        body: assistantChatRequestSchema,
        response: {
          200: z.string().describe('text/event-stream of assistant events'),
          400: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (req, reply) => {
      const userId = await optionalUserId(app, req);
      const visitor = userId ? `u:${userId}` : `ip:${req.ip}`;
      const { count, retryAfter } = await countAssistantRequest(app.db, visitor, opts.clock?.() ?? null);
      if (count > app.config.assistant.chatPerMinute) {
        throw new HttpError(
          429,
          'assistant_rate_limited',
          `At most ${app.config.assistant.chatPerMinute} messages a minute`,
          { retryAfter },
          { 'retry-after': String(retryAfter) },
        );
      }
      const lexicon = await lexiconFor(app.db);
      const stream = new PassThrough();
      const ctrl = new AbortController();
      req.raw.on('close', () => {
        if (!stream.writableFinished) ctrl.abort();
      });
      /** The guide's articles this answer links (kept with it in a signed-in user's history). */
      let guideIds: number[] = [];
      const send = (e: AssistantEvent) => {
        if (e.type === 'guides') guideIds = [...new Set([...guideIds, ...e.items.map((g) => g.id)])];
        if (e.type === 'restart') guideIds = [];
        if (stream.writableEnded) return;
        const { type, ...data } = assistantEventSchema.parse(e);
        stream.write(`event: ${type}\ndata: ${JSON.stringify(data)}\n\n`);
      };
      reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-transform')
        .header('x-accel-buffering', 'no');
      void (async () => {
        try {
          const r = await answerChat(
            { db: app.db, lexicon, locale: req.body.locale },
            req.body.text,
            req.body.context,
            send,
            { llm: app.config.assistant.llm, signal: ctrl.signal, log: req.log, defaultCity: req.body.city },
          );
          let messageId: number | undefined;
          if (userId) messageId = await appendExchange(app.db, userId, req.body.text, { ...r, guideIds });
          send({ type: 'done', provider: r.provider, ...(messageId ? { messageId } : {}) });
        } catch (err) {
          if (!ctrl.signal.aborted) {
            req.log.error({ err }, 'assistant chat failed');
            send({ type: 'error', code: 'internal_error', message: 'The answer could not be made' });
          }
        } finally {
          stream.end();
        }
      })();
      return reply.send(stream as never);
    },
  );

  app.get(
    '/history',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'assistantHistory',
        tags: ['assistant'],
        summary: "The signed-in user's conversation with the assistant (their own only), oldest first",
        response: { 200: assistantHistorySchema, 401: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const user = await requireUser(app, req);
      reply.header('cache-control', 'private, no-store');
      const messages = await listMessages(app.db, user.id);
      const ids = [...new Set(messages.flatMap((m) => m.cardIds))];
      const locale = requestLocale(req);
      const { cards } = await searchCards(app.db, ids, locale);
      const byId = new Map<number, AnnouncementCard>(cards.map((c) => [c.id, c]));
      // The linked articles as they are now, in the page's language (one unpublished since is left out).
      const guideIds = [...new Set(messages.flatMap((m) => m.guideIds))];
      const guides = new Map(
        (guideIds.length ? await guideCardsByIds(app.db, guideIds, locale) : []).map((g) => [g.id, g]),
      );
      return {
        items: messages.map((m) => ({
          id: m.id,
          role: m.role,
          text: m.text,
          filters: m.filters,
          cards: m.cardIds.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])),
          guides: m.guideIds.flatMap((id) => (guides.has(id) ? [guides.get(id)!] : [])),
          context: m.context,
          provider: m.provider,
          createdAt: m.createdAt,
        })),
      };
    },
  );

  app.delete(
    '/history',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'assistantHistoryClear',
        tags: ['assistant'],
        summary: "Delete the signed-in user's conversation with the assistant",
        response: { 204: z.null(), 401: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const user = await requireUser(app, req);
      await clearMessages(app.db, user.id);
      return reply.code(204).send(null);
    },
  );
};
export default assistant;
