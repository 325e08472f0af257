import { z } from 'zod';
import { announcementCardSchema } from './announcements.js';
import { CONVERSATION_REPORT_REASONS, MESSAGE_ERROR, MESSAGE_PHOTOS_MAX, MESSAGE_TEXT_MAX } from './messages-values.js';

export * from './messages-values.js';

/**
 * Messages between a buyer and a seller (`/api/messages`, issue 23): one conversation per announcement and buyer,
 * text messages with read receipts, live delivery over server-sent events (`GET /api/messages/events`), block and
 * report. A conversation belongs to its two participants only: anyone else gets a 404, a visitor a 401.
 */

export const messageTextSchema = z
  .string({ error: MESSAGE_ERROR.textRequired })
  .trim()
  .min(1, MESSAGE_ERROR.textRequired)
  .max(MESSAGE_TEXT_MAX, MESSAGE_ERROR.textTooLong);

/**
 * A photo in a message: private to the conversation's two participants. Its files answer only with the bearer token
 * of one of them (`GET /api/messages/photos/:id/:size.webp`), so a page fetches them itself rather than by `<img src>`.
 */
export const messagePhotoSchema = z.object({
  id: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** `card` 480 px wide (the thread's thumbnail), `full` up to 2000 px (opened). */
  sizes: z.object({ card: z.string(), full: z.string() }),
});
export type MessagePhoto = z.infer<typeof messagePhotoSchema>;

/** An upload id of the photo pipeline (`POST /api/uploads/photos?for=message`). */
const messagePhotoIdSchema = z.string().regex(/^[A-Za-z0-9_-]{16,40}$/, MESSAGE_ERROR.photoUnknown);

/** A message's text and photos: either may be missing, not both. */
const messageBody = {
  text: z.string().trim().max(MESSAGE_TEXT_MAX, MESSAGE_ERROR.textTooLong).default(''),
  photos: z.array(messagePhotoIdSchema).max(MESSAGE_PHOTOS_MAX, MESSAGE_ERROR.photosTooMany).default([]),
};
const textOrPhotos = (b: { text: string; photos: string[] }) => b.text.length > 0 || b.photos.length > 0;

export const messageSchema = z.object({
  id: z.number().int(),
  conversationId: z.number().int(),
  /** Sent by the user asking. */
  mine: z.boolean(),
  /** Empty for a message of photos alone. */
  text: z.string(),
  /** In the order the sender attached them. */
  photos: z.array(messagePhotoSchema),
  createdAt: z.string(),
  /** When the recipient read it (a read receipt on one's own messages), else null. */
  readAt: z.string().nullable(),
});
export type Message = z.infer<typeof messageSchema>;

export const conversationRoleSchema = z.enum(['buyer', 'seller']);
export type ConversationRole = z.infer<typeof conversationRoleSchema>;

export const conversationSchema = z.object({
  id: z.number().int(),
  /** The asking user's side. */
  role: conversationRoleSchema,
  announcement: announcementCardSchema,
  /** The other participant: their user id and name (a dealer's name for a dealer), null when they gave none. */
  peer: z.object({ id: z.number().int(), name: z.string().nullable() }),
  lastMessage: messageSchema.nullable(),
  /** The asking user's unread messages here. */
  unread: z.number().int().nonnegative(),
  blockedByMe: z.boolean(),
  blockedByPeer: z.boolean(),
  /** The seller lets the buyer see the phone in this conversation. */
  phoneShared: z.boolean(),
  /** The announcement's phone, only when shared (for both participants); never otherwise. */
  phone: z.object({ phone: z.string(), display: z.string() }).nullable(),
  updatedAt: z.string(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const conversationListSchema = z.object({
  items: z.array(conversationSchema),
  /** Unread messages over every conversation (the header's count). */
  unread: z.number().int().nonnegative(),
});
export type ConversationList = z.infer<typeof conversationListSchema>;

export const conversationDetailSchema = z.object({
  conversation: conversationSchema,
  /** Oldest first: the latest page, or the page before `before`. */
  messages: z.array(messageSchema),
  /** Older messages exist (ask with `before` = the first id). */
  hasMore: z.boolean(),
});
export type ConversationDetail = z.infer<typeof conversationDetailSchema>;

export const conversationQuerySchema = z.object({ before: z.coerce.number().int().positive().optional() });

/** `POST /api/messages/conversations`: the first message about an announcement (or the next one, same conversation). */
export const startConversationSchema = z
  .object({ announcementId: z.number().int().positive(), ...messageBody })
  .refine(textOrPhotos, { path: ['text'], error: MESSAGE_ERROR.textRequired });
export type StartConversation = z.input<typeof startConversationSchema>;

export const sendMessageSchema = z.object(messageBody).refine(textOrPhotos, { path: ['text'], error: MESSAGE_ERROR.textRequired });
export type SendMessage = z.input<typeof sendMessageSchema>;

export const sentMessageSchema = z.object({ conversationId: z.number().int(), message: messageSchema });
export type SentMessage = z.infer<typeof sentMessageSchema>;

/** `POST …/read`: every message of the other participant up to this id is read. */
export const readReceiptSchema = z.object({ upTo: z.number().int().positive() });
export type ReadReceipt = z.input<typeof readReceiptSchema>;

export const phoneShareSchema = z.object({ shared: z.boolean() });
export type PhoneShare = z.input<typeof phoneShareSchema>;

export const conversationReportSchema = z.object({
  reason: z.enum(CONVERSATION_REPORT_REASONS, { error: MESSAGE_ERROR.reasonRequired }),
  comment: z.string().trim().max(1000, MESSAGE_ERROR.commentTooLong).optional(),
});
export type ConversationReport = z.input<typeof conversationReportSchema>;

export const unreadCountSchema = z.object({ unread: z.number().int().nonnegative() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/**
 * The live stream's events (`GET /api/messages/events`, `text/event-stream`): the SSE event name is `type`, the data
 * the rest; every event but `hello` and `resync` has the SSE `id` a reconnect sends back as `Last-Event-ID`. `unread`
 * is the user's unread total after the event. `resync`: events may have been missed (too many to replay, a lost
 * connection to the database's notifications): read the lists again.
 */
export const messageStreamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('hello'), unread: z.number().int().nonnegative() }),
  z.object({
    type: z.literal('message'),
    conversationId: z.number().int(),
    /** The announcement's title (the in-app notification names it). */
    title: z.string(),
    message: messageSchema,
    unread: z.number().int().nonnegative(),
  }),
  z.object({
    type: z.literal('read'),
    conversationId: z.number().int(),
    /** Who read: `peer` (receipts for one's own messages up to `upTo`) or `me` (in another tab or device). */
    by: z.enum(['me', 'peer']),
    upTo: z.number().int(),
    readAt: z.string(),
    unread: z.number().int().nonnegative(),
  }),
  z.object({ type: z.literal('conversation'), conversationId: z.number().int(), unread: z.number().int().nonnegative() }),
  z.object({ type: z.literal('resync') }),
]);
export type MessageStreamEvent = z.infer<typeof messageStreamEventSchema>;
