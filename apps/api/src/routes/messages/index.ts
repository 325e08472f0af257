import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import {
  CONVERSATIONS_PER_DAY,
  MESSAGES_PAGE,
  MESSAGES_PER_MINUTE,
  MESSAGE_CODE,
  MESSAGE_ERROR,
  MESSAGE_REPEAT_CONVERSATIONS,
  MESSAGE_STREAM_HEARTBEAT_SECONDS,
  type MessageStreamEvent,
  apiErrorSchema,
  containsLink,
  conversationDetailSchema,
  conversationListSchema,
  conversationQuerySchema,
  conversationReportSchema,
  conversationSchema,
  idParamSchema,
  normaliseMessageText,
  phoneShareSchema,
  rateLimitedSchema,
  readReceiptSchema,
  sendMessageSchema,
  sentMessageSchema,
  startConversationSchema,
  unreadCountSchema,
} from '@jolda/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Queryable } from '../../db/db.js';
import {
  type Participation,
  announcementSeller,
    eventsAfter,
  getConversation,
  insertMessage,
  lastEventId,
  listConversations,
  listMessages,
  markRead,
  messagePhotoVisible,
  openConversation,
  participation,
  recentSends,
  repeatedIn,
  reportConversation,
  setBlocked,
  setPhoneShared,
  unreadTotals,
} from '../../db/repositories/messages.js';
import { HttpError, notFound, validationFailed } from '../../lib/errors.js';
import { requestLocale } from '../../lib/locale.js';
import { displayPhone } from '../announcements/extras.js';
import { requireUser, signedIn } from '../auth/guard.js';
import { privateUploadsRoot } from '../uploads/images.js';
import { MessageHub } from './hub.js';

/** Events a reconnect replays at most; more and the stream says `resync` (read the lists again). */
const REPLAY_MAX = 500;

const conversationNotFound = () => notFound(MESSAGE_CODE.conversationNotFound, 'No such conversation');
const blocked = () => new HttpError(403, MESSAGE_CODE.blocked, 'This conversation is blocked: nothing more can be sent');
const limited = (code: string, message: string, retryAfter: number) =>
  new HttpError(429, code, message, { retryAfter }, { 'retry-after': String(retryAfter) });

/**
 * Messages between buyer and seller (`/api/messages`, issue 23). A conversation belongs to its two participants:
 * everyone else gets the same 404 as for a conversation that does not exist, a visitor a 401. Sending checks, in
 * order: a link in the text (400 `message_link`), a block by either side (403), the per-user limit of
 * `MESSAGES_PER_MINUTE` over the last minute (429, counted in the database under a lock of the user's row, so
 * simultaneous requests get exactly the limit through on every instance), and the same text in more than `MESSAGE_REPEAT_CONVERSATIONS` other
 * conversations within an hour (400 `message_repeated`). Every write logs stream events and notifies them
 * (`hub.ts`); `GET /events` delivers them live.
 */
const messages: FastifyPluginAsyncZod = async (app) => {
  const hub = new MessageHub(app.db, app.log);
  const privateRoot = privateUploadsRoot(app.config.dataDir);
  app.addHook('preClose', async () => hub.endAll());
  app.addHook('onClose', async () => hub.close());

  /** Checks and sends one message into a conversation locked by the caller's transaction. */
  async function send(tx: Queryable, c: Participation, senderId: number, text: string, photos: readonly string[]) {
    if (c.blockedByMe || c.blockedByPeer) throw blocked();
    const usage = await recentSends(tx, senderId, 'message');
    if (usage.count >= MESSAGES_PER_MINUTE) {
      throw limited(MESSAGE_CODE.rateLimited, `At most ${MESSAGES_PER_MINUTE} messages a minute`, usage.retryAfter);
    }
    const hash = createHash('md5').update(normaliseMessageText(text)).digest('hex');
    // Photos alone have no text to repeat (each photo goes with one message only).
    if (text && (await repeatedIn(tx, senderId, hash, c.id)) >= MESSAGE_REPEAT_CONVERSATIONS) {
      throw validationFailed({ text: [MESSAGE_ERROR.repeated] }, 'The same text went to too many conversations');
    }
    const inserted = await insertMessage(tx, c, senderId, text, hash, photos);
    if (!inserted) {
      throw validationFailed({ photos: [MESSAGE_ERROR.photoUnknown] }, "A photo is not the sender's own unsent message photo");
    }
    const { message, events } = inserted;
    await hub.notify(tx, events);
    return { conversationId: c.id, message, push: { conversationId: c.id, senderId, recipientId: c.peerId, text, photos: photos.length } };
  }

  const refuseLinks = (text: string) => {
    if (containsLink(text)) throw validationFailed({ text: [MESSAGE_ERROR.link] }, 'Links cannot be sent in messages');
  };

  app.get(
    '/conversations',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'listConversations',
        tags: ['messages'],
        summary: "The signed-in user's conversations as buyer and as seller, the latest message first",
        response: { 200: conversationListSchema, 401: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const user = await requireUser(app, req);
      reply.header('cache-control', 'private, no-store');
      const items = await listConversations(app.db, user.id, requestLocale(req), displayPhone);
      const unread = (await unreadTotals(app.db, [user.id])).get(user.id) ?? 0;
      return { items, unread };
    },
  );

  app.post(
    '/conversations',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'startConversation',
        tags: ['messages'],
        summary: "Write to an announcement's seller (the buyer's conversation about it, made on the first message)",
        body: startConversationSchema,
        response: { 201: sentMessageSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 429: rateLimitedSchema },
      },
    },
    async (req, reply) => {
      const user = await requireUser(app, req);
      const { announcementId, text, photos } = req.body;
      refuseLinks(text);
      const sellerId = await announcementSeller(app.db, announcementId);
      if (sellerId === null) throw notFound(MESSAGE_CODE.announcementNotFound, 'No such published announcement');
      if (sellerId === user.id) {
        throw new HttpError(400, MESSAGE_CODE.ownAnnouncement, 'This is your own announcement', {
          fields: { announcementId: [MESSAGE_CODE.ownAnnouncement] },
        });
      }
      await hub.ready();
      const sent = await app.db.transaction(async (tx) => {
        const { conversation, created } = await openConversation(tx, announcementId, user.id, sellerId);
        if (created) {
          // The new conversation counts itself.
          const usage = await recentSends(tx, user.id, 'conversation');
          if (usage.count > CONVERSATIONS_PER_DAY) {
            throw limited(MESSAGE_CODE.conversationsLimited, `At most ${CONVERSATIONS_PER_DAY} new conversations a day`, usage.retryAfter);
          }
        }
        return send(tx, conversation, user.id, text, photos);
      });
      app.alerts.messageSent(sent.push);
      return reply.code(201).send({ conversationId: sent.conversationId, message: sent.message });
    },
  );

  app.get(
    '/conversations/:id',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'getConversation',
        tags: ['messages'],
        summary: 'One of the signed-in user\'s conversations with its latest messages (older ones with `before`)',
        params: idParamSchema,
        querystring: conversationQuerySchema,
        response: { 200: conversationDetailSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const user = await requireUser(app, req);
      reply.header('cache-control', 'private, no-store');
      const conversation = await getConversation(app.db, req.params.id, user.id, requestLocale(req), displayPhone);
      if (!conversation) throw conversationNotFound();
      const page = await listMessages(app.db, conversation.id, user.id, MESSAGES_PAGE, req.query.before);
      return { conversation, ...page };
    },
  );

  app.post(
    '/conversations/:id/messages',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'sendMessage',
        tags: ['messages'],
        summary: 'Send a message in one of the signed-in user\'s conversations',
        params: idParamSchema,
        body: sendMessageSchema,
        response: { 201: sentMessageSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 429: rateLimitedSchema },
      },
    },
    async (req, reply) => {
      const user = await requireUser(app, req);
      refuseLinks(req.body.text);
      await hub.ready();
      const sent = await app.db.transaction(async (tx) => {
        const c = await participation(tx, req.params.id, user.id, true);
        if (!c) throw conversationNotFound();
        return send(tx, c, user.id, req.body.text, req.body.photos);
      });
      app.alerts.messageSent(sent.push);
      return reply.code(201).send({ conversationId: sent.conversationId, message: sent.message });
    },
  );

  app.post(
    '/conversations/:id/read',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'markConversationRead',
        tags: ['messages'],
        summary: "Mark the other participant's messages up to `upTo` read (their read receipts)",
        params: idParamSchema,
        body: readReceiptSchema,
        response: { 204: z.null(), 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const user = await requireUser(app, req);
      await hub.ready();
      await app.db.transaction(async (tx) => {
        const c = await participation(tx, req.params.id, user.id, true);
        if (!c) throw conversationNotFound();
        await hub.notify(tx, await markRead(tx, c, user.id, req.body.upTo));
      });
      return reply.code(204).send(null);
    },
  );

  for (const [method, blockedNow] of [['PUT', true], ['DELETE', false]] as const) {
    app.route({
      method,
      url: '/conversations/:id/block',
      onRequest: signedIn,
      schema: {
        operationId: blockedNow ? 'blockConversation' : 'unblockConversation',
        tags: ['messages'],
        summary: blockedNow
          ? 'Block the other participant: neither side can send in this conversation until unblocked'
          : 'Lift one\'s own block of a conversation',
        params: idParamSchema,
        response: { 200: conversationSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
      handler: async (req) => {
        const user = await requireUser(app, req);
        const { id } = req.params as { id: number };
        await hub.ready();
        await app.db.transaction(async (tx) => {
          const c = await participation(tx, id, user.id, true);
          if (!c) throw conversationNotFound();
          if (c.blockedByMe !== blockedNow) await hub.notify(tx, await setBlocked(tx, c, user.id, blockedNow));
        });
        return (await getConversation(app.db, id, user.id, requestLocale(req), displayPhone))!;
      },
    });
  }

  app.put(
    '/conversations/:id/phone',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'shareConversationPhone',
        tags: ['messages'],
        summary: "The seller shows (or hides) the announcement's phone to the buyer in this conversation",
        params: idParamSchema,
        body: phoneShareSchema,
        response: { 200: conversationSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req) => {
      const user = await requireUser(app, req);
      await hub.ready();
      await app.db.transaction(async (tx) => {
        const c = await participation(tx, req.params.id, user.id, true);
        if (!c) throw conversationNotFound();
        if (c.role !== 'seller') throw new HttpError(403, MESSAGE_CODE.sellerOnly, 'Only the seller shares the phone');
        await hub.notify(tx, await setPhoneShared(tx, c, req.body.shared));
      });
      return (await getConversation(app.db, req.params.id, user.id, requestLocale(req), displayPhone))!;
    },
  );

  app.post(
    '/conversations/:id/report',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'reportConversation',
        tags: ['messages'],
        summary: 'Report a conversation to the moderators (spam, fraud, abuse), once per participant',
        params: idParamSchema,
        body: conversationReportSchema,
        response: { 204: z.null(), 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const user = await requireUser(app, req);
      const c = await participation(app.db, req.params.id, user.id);
      if (!c) throw conversationNotFound();
      if (!(await reportConversation(app.db, c.id, user.id, req.body.reason, req.body.comment ?? ''))) {
        throw new HttpError(409, MESSAGE_CODE.alreadyReported, 'You reported this conversation already');
      }
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/photos/:id/:size.webp',
    {
      onRequest: signedIn,
      config: { rateLimit: false },
      schema: {
        operationId: 'getMessagePhoto',
        tags: ['messages'],
        summary: 'A photo of a message in one size (card 480, page 1200, full 2000 px wide): for its two participants only',
        description:
          'Answers the uploader (before and after sending) and the two participants of the conversation it was sent in; everyone else gets the same 404 as for a photo that does not exist, a visitor a 401.',
        params: z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{16,40}$/), size: z.enum(['card', 'page', 'full']) }),
        response: {
          200: { description: 'The WebP file', content: { 'image/webp': { schema: z.any().meta({ contentMediaType: 'image/webp' }) } } },
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (req, reply) => {
      const user = await requireUser(app, req);
      const missing = () => notFound(MESSAGE_CODE.photoNotFound, 'Photo not found');
      if (!(await messagePhotoVisible(app.db, req.params.id, user.id))) throw missing();
      let data: Buffer;
      try {
        data = await readFile(join(privateRoot, req.params.id, `${req.params.size}.webp`));
      } catch {
        throw missing();
      }
      // The browser's own cache only (never a shared one): the file never changes, its readers do not either.
      return reply.type('image/webp').header('cache-control', 'private, max-age=31536000, immutable').send(data);
    },
  );

  app.get(
    '/unread',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'unreadMessages',
        tags: ['messages'],
        summary: "The signed-in user's unread messages over every conversation",
        response: { 200: unreadCountSchema, 401: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const user = await requireUser(app, req);
      reply.header('cache-control', 'private, no-store');
      return { unread: (await unreadTotals(app.db, [user.id])).get(user.id) ?? 0 };
    },
  );

  app.get(
    '/events',
    {
      compress: false,
      onRequest: signedIn,
      schema: {
        operationId: 'messageEvents',
        tags: ['messages'],
        summary: "The signed-in user's live stream of message events (server-sent events)",
        description:
          '`text/event-stream`: each event\'s name is its `type`, its data the JSON of `messageStreamEventSchema` without `type`, its `id` the event id. First `hello` (the unread total; its id is the latest event), then, with a `Last-Event-ID` header, every event after it (or `resync` when too many), then live events. A comment every 25 s keeps the connection open; the stream ends when the access token would expire: reconnect with a fresh token and `Last-Event-ID`.',
        headers: z.looseObject({ 'last-event-id': z.string().regex(/^\d{1,15}$/).optional() }),
        response: { 200: z.string().describe('text/event-stream of message events'), 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const user = await requireUser(app, req);
      await hub.ready();
      const stream = new PassThrough();
      const write = (id: number | null, e: MessageStreamEvent) => {
        if (stream.writableEnded) return;
        const { type, ...data } = e;
        stream.write(`${id !== null ? `id: ${id}\n` : ''}event: ${type}\ndata: ${JSON.stringify(data)}\n\n`);
      };
      let queue: Array<[number | null, MessageStreamEvent]> | null = [];
      let heartbeat: NodeJS.Timeout | null = null;
      let lifetime: NodeJS.Timeout | null = null;
      const conn = {
        userId: user.id,
        send: (id: number | null, e: MessageStreamEvent) => (queue ? queue.push([id, e]) : write(id, e)),
        // Shutting down: the connection goes too (a client reconnects to another instance at once).
        end: () => {
          stream.end();
          reply.raw.destroy();
        },
      };
      const remove = hub.add(conn);
      const cleanup = () => {
        remove();
        if (heartbeat) clearInterval(heartbeat);
        if (lifetime) clearTimeout(lifetime);
        if (!stream.writableEnded) stream.end();
      };
      reply.raw.on('close', cleanup);
      stream.on('close', cleanup);
      reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-transform')
        .header('x-accel-buffering', 'no');
      stream.write('retry: 2000\n\n');
      try {
        const lastId = req.headers['last-event-id'];
        const [head, unread, replay] = await Promise.all([
          lastEventId(app.db, user.id),
          unreadTotals(app.db, [user.id]),
          lastId !== undefined ? eventsAfter(app.db, user.id, Number(lastId), REPLAY_MAX + 1) : Promise.resolve([]),
        ]);
        const pending = queue;
        queue = null;
        write(head, { type: 'hello', unread: unread.get(user.id) ?? 0 });
        if (replay.length > REPLAY_MAX) write(null, { type: 'resync' });
        else for (const e of replay) hub.deliver(conn, e);
        for (const [id, e] of pending) write(id, e);
      } catch (err) {
        req.log.error({ err }, 'messages: stream start failed');
        write(null, { type: 'resync' });
        stream.end();
      }
      heartbeat = setInterval(() => {
        if (!stream.writableEnded) stream.write(': ping\n\n');
      }, MESSAGE_STREAM_HEARTBEAT_SECONDS * 1000);
      heartbeat.unref();
      // The stream outlives no access token: a revoked sign-in stops receiving within the token's lifetime.
      lifetime = setTimeout(() => stream.end(), app.config.accessTokenTtl * 1000);
      lifetime.unref();
      return reply.send(stream as never);
    },
  );
};
export default messages;
