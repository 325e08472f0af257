/** Zod-free values of messages between buyer and seller (a client may use them without loading zod). */

/** Longest message, in characters. */
export const MESSAGE_TEXT_MAX = 2000;
/** Messages one user may send a minute (every conversation together). */
export const MESSAGES_PER_MINUTE = 20;
/** New conversations one user may start a day. */
export const CONVERSATIONS_PER_DAY = 30;
/** The same text may go into this many different conversations an hour; the next is refused as spam. */
export const MESSAGE_REPEAT_CONVERSATIONS = 3;
/** Photos one message may carry. */
export const MESSAGE_PHOTOS_MAX = 5;
/** Where a message photo's size answers (a participant's bearer token required). */
export const messagePhotoPath = (id: string, size: 'card' | 'page' | 'full'): string => `/api/messages/photos/${id}/${size}.webp`;

/** Messages a conversation page returns at once (older ones with `before`). */
export const MESSAGES_PAGE = 50;
/** Seconds between the live stream's keep-alive comments. */
export const MESSAGE_STREAM_HEARTBEAT_SECONDS = 25;

/** Per-field codes of the messages API (`fields.text`, `fields.announcementId`, …). */
export const MESSAGE_ERROR = {
  textRequired: 'text_required',
  textTooLong: 'text_too_long',
  /** A link in a message (the usual way of phishing buyers off the site). */
  link: 'message_link',
  /** The same text sent into too many conversations within an hour. */
  repeated: 'message_repeated',
  /** More than `MESSAGE_PHOTOS_MAX` photos in one message. */
  photosTooMany: 'message_photos_too_many',
  /** A photo that is not the sender's own unsent message photo (someone else's, an announcement's, sent before). */
  photoUnknown: 'message_photo_unknown',
  reasonRequired: 'reason_required',
  commentTooLong: 'comment_too_long',
} as const;

/** Codes of whole answers (`code`). */
export const MESSAGE_CODE = {
  conversationNotFound: 'conversation_not_found',
  announcementNotFound: 'announcement_not_found',
  ownAnnouncement: 'own_announcement',
  /** One of the two blocked the other in this conversation: nothing more is delivered. */
  blocked: 'conversation_blocked',
  /** Only the seller may share the phone. */
  sellerOnly: 'seller_only',
  /** `MESSAGES_PER_MINUTE` reached (429, `retryAfter`). */
  rateLimited: 'messages_rate_limited',
  /** `CONVERSATIONS_PER_DAY` reached (429, `retryAfter`). */
  conversationsLimited: 'conversations_rate_limited',
  alreadyReported: 'already_reported',
  /** A message photo the asking user may not see (or none such): the same answer for both. */
  photoNotFound: 'photo_not_found',
} as const;

export const CONVERSATION_REPORT_REASONS = ['spam', 'fraud', 'abuse', 'other'] as const;
export type ConversationReportReason = (typeof CONVERSATION_REPORT_REASONS)[number];

/** Top-level domains a message may not link to, with the schemes and messengers' short links. */
const LINK = /(?:https?:\/\/|\bwww\.|\b(?:t\.me|wa\.me|bit\.ly|clck\.ru)\/|\b[\p{L}\d-]+\.(?:kz|ru|com|net|org|info|biz|me|io|co|xyz|site|online|shop|store|top|link|app|su|uz|kg|рф|қаз)\b)/iu;

/** Whether a message contains a link (http(s), www., a domain with a common TLD, a messenger's short link). */
export function containsLink(text: string): boolean {
  return LINK.test(text);
}

/** The text as compared by the repeat check: lower case, every run of spaces and punctuation one space. */
export function normaliseMessageText(text: string): string {
  return text.toLowerCase().replace(/[\s\p{P}\p{S}]+/gu, ' ').trim();
}
