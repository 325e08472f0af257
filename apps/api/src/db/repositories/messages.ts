import { type Conversation, type ConversationReportReason, type Message, type MessagePhoto, type MessageStreamEvent, messagePhotoPath } from '@jolda/contracts';
import type { Queryable } from '../db.js';
import { type CardRow, cardFrom, cardSelect, rowToCard } from './cards.js';
import { type Locale, iso, num } from './rows.js';

/**
 * Messages between buyer and seller (migration 0060). Every read and write names the asking user, and every query
 * that returns a conversation or its messages has the user as one of its two participants in its `where`: a
 * conversation is someone else's exactly when these functions find nothing.
 */

/** A conversation as one of its participants sees it (null for everyone else). */
export interface Participation {
  id: number;
  role: 'buyer' | 'seller';
  buyerId: number;
  sellerId: number;
  peerId: number;
  blockedByMe: boolean;
  blockedByPeer: boolean;
}

interface ParticipationRow {
  id: number | string;
  buyer_id: number | string;
  seller_id: number | string;
  blocked_by_buyer: boolean;
  blocked_by_seller: boolean;
}

function toParticipation(r: ParticipationRow, userId: number): Participation {
  const buyerId = num(r.buyer_id);
  const sellerId = num(r.seller_id);
  const role = buyerId === userId ? 'buyer' : 'seller';
  return {
    id: num(r.id),
    role,
    buyerId,
    sellerId,
    peerId: role === 'buyer' ? sellerId : buyerId,
    blockedByMe: role === 'buyer' ? r.blocked_by_buyer : r.blocked_by_seller,
    blockedByPeer: role === 'buyer' ? r.blocked_by_seller : r.blocked_by_buyer,
  };
}

/** The user's side of a conversation, or null when they are not one of its two participants. `lock`: `for update`. */
export async function participation(db: Queryable, conversationId: number, userId: number, lock = false): Promise<Participation | null> {
  const rows = await db.query<ParticipationRow>(
    `select id, buyer_id, seller_id, blocked_by_buyer, blocked_by_seller from conversations
     where id = $1 and (buyer_id = $2 or seller_id = $2)${lock ? ' for update' : ''}`,
    [conversationId, userId],
  );
  return rows[0] ? toParticipation(rows[0], userId) : null;
}

/** The seller of an announcement a buyer may write about (published only), or null. */
export async function announcementSeller(db: Queryable, announcementId: number): Promise<number | null> {
  const rows = await db.query<{ user_id: number | string }>(
    `select user_id from announcements where id = $1 and status = 'published'`,
    [announcementId],
  );
  return rows[0] ? num(rows[0].user_id) : null;
}

/** The conversation of a buyer about an announcement, made when there is none; locked for the message that follows. */
export async function openConversation(
  db: Queryable,
  announcementId: number,
  buyerId: number,
  sellerId: number,
): Promise<{ conversation: Participation; created: boolean }> {
  const made = await db.query<ParticipationRow>(
    `insert into conversations (announcement_id, buyer_id, seller_id) values ($1, $2, $3)
     on conflict (announcement_id, buyer_id) do nothing
     returning id, buyer_id, seller_id, blocked_by_buyer, blocked_by_seller`,
    [announcementId, buyerId, sellerId],
  );
  if (made[0]) return { conversation: toParticipation(made[0], buyerId), created: true };
  const rows = await db.query<ParticipationRow>(
    `select id, buyer_id, seller_id, blocked_by_buyer, blocked_by_seller from conversations
     where announcement_id = $1 and buyer_id = $2 for update`,
    [announcementId, buyerId],
  );
  return { conversation: toParticipation(rows[0]!, buyerId), created: false };
}

/**
 * The user's sends in the window of a limit (`message`: messages of the last minute; `conversation`: conversations
 * they started in the last day), counted after locking the user's row: simultaneous requests of one user queue there,
 * so each counts every one committed before it and exactly the limit get through. `retryAfter`: seconds until the
 * oldest of them leaves the window.
 */
export async function recentSends(db: Queryable, userId: number, kind: 'message' | 'conversation'): Promise<{ count: number; retryAfter: number }> {
  await db.query('select 1 from users where id = $1 for no key update', [userId]);
  const [sql, window] =
    kind === 'message'
      ? ['select count(*) as n, min(created_at) as oldest from messages where sender_id = $1 and created_at > now() - $2::interval', '1 minute']
      : ['select count(*) as n, min(created_at) as oldest from conversations where buyer_id = $1 and created_at > now() - $2::interval', '1 day'];
  const rows = await db.query<{ n: number | string; oldest: Date | string | null; left?: number }>(sql, [userId, window]);
  const oldest = rows[0]?.oldest ? new Date(iso(rows[0].oldest)).getTime() : Date.now();
  const windowMs = kind === 'message' ? 60_000 : 86_400_000;
  return { count: num(rows[0]?.n), retryAfter: Math.max(1, Math.ceil((oldest + windowMs - Date.now()) / 1000)) };
}

/** Drops stream events older than two days (a reconnect replays the last events, never days of them). */
export async function pruneMessageLogs(db: Queryable): Promise<void> {
  await db.query(`delete from message_events where created_at < now() - interval '2 days'`);
}

/** In how many other conversations the sender wrote this text (by its hash) in the last hour. */
export async function repeatedIn(db: Queryable, senderId: number, hash: string, conversationId: number): Promise<number> {
  const rows = await db.query<{ n: number | string }>(
    `select count(distinct conversation_id) as n from messages
     where sender_id = $1 and body_hash = $2 and created_at > now() - interval '1 hour' and conversation_id <> $3`,
    [senderId, hash, conversationId],
  );
  return num(rows[0]?.n);
}

interface MessageRow {
  id: number | string;
  conversation_id: number | string;
  sender_id: number | string;
  body: string;
  created_at: Date | string;
  read_at: Date | string | null;
}

const toMessage = (r: MessageRow, userId: number): Message => ({
  id: num(r.id),
  conversationId: num(r.conversation_id),
  mine: num(r.sender_id) === userId,
  text: r.body,
  // Filled by `withPhotos` where the message is answered.
  photos: [],
  createdAt: iso(r.created_at),
  readAt: r.read_at === null ? null : iso(r.read_at),
});

/**
 * Attaches photos to a new message, in the order given: each must be the sender's own message photo (a private
 * upload) not sent before. False when any is not (the caller rolls the message back); a photo two sends race for goes
 * with the first (`unique (upload_id)`), the other finds it taken.
 */
export async function attachPhotos(db: Queryable, messageId: number, senderId: number, ids: readonly string[]): Promise<boolean> {
  if (ids.length === 0) return true;
  if (new Set(ids).size !== ids.length) return false;
  const rows = await db.query<{ upload_id: string }>(
    `insert into message_photos (message_id, upload_id, position)
     select $1, u.id, array_position($3::text[], u.id) - 1 from uploads u
     where u.id = any($3::text[]) and u.private and u.user_id = $2
     on conflict (upload_id) do nothing
     returning upload_id`,
    [messageId, senderId, ids],
  );
  return rows.length === ids.length;
}

/** Fills the photos of these messages (in place), in their order. */
export async function withPhotos<T extends Message>(db: Queryable, messages: T[]): Promise<T[]> {
  if (messages.length === 0) return messages;
  const rows = await db.query<{ message_id: number | string; id: string; width: number; height: number }>(
    `select mp.message_id, u.id, u.width, u.height from message_photos mp join uploads u on u.id = mp.upload_id
     where mp.message_id = any($1::bigint[]) order by mp.message_id, mp.position`,
    [messages.map((m) => m.id)],
  );
  if (rows.length === 0) return messages;
  const byMessage = new Map<number, MessagePhoto[]>();
  for (const r of rows) {
    const list = byMessage.get(num(r.message_id)) ?? [];
    list.push({ id: r.id, width: num(r.width), height: num(r.height), sizes: { card: messagePhotoPath(r.id, 'card'), full: messagePhotoPath(r.id, 'full') } });
    byMessage.set(num(r.message_id), list);
  }
  for (const m of messages) m.photos = byMessage.get(m.id) ?? [];
  return messages;
}

/**
 * Whether the user may see a message photo: its uploader, or a participant of the conversation it was sent in. The
 * same false for a photo that does not exist, a public upload, and one of someone else's conversation.
 */
export async function messagePhotoVisible(db: Queryable, uploadId: string, userId: number): Promise<boolean> {
  const rows = await db.query(
    `select 1 from uploads u
     where u.id = $1 and u.private and (
       u.user_id = $2 or exists (
         select 1 from message_photos mp
         join messages m on m.id = mp.message_id
         join conversations cv on cv.id = m.conversation_id
         where mp.upload_id = u.id and (cv.buyer_id = $2 or cv.seller_id = $2)))`,
    [uploadId, userId],
  );
  return rows.length > 0;
}

/** One stream event row: who gets it and what it is about. */
export interface EventRef {
  id: number;
  userId: number;
}

async function addEvents(
  db: Queryable,
  kind: 'message' | 'read' | 'conversation',
  conversationId: number,
  actorId: number,
  userIds: readonly number[],
  messageId: number | null,
): Promise<EventRef[]> {
  const rows = await db.query<{ id: number | string; user_id: number | string }>(
    `insert into message_events (user_id, kind, actor_id, conversation_id, message_id)
     select u, $2, $3, $4, $5 from unnest($1::bigint[]) as u
     returning id, user_id`,
    [userIds, kind, actorId, conversationId, messageId],
  );
  return rows.map((r) => ({ id: num(r.id), userId: num(r.user_id) }));
}

/**
 * Appends a message with its photos (the conversation row locked by the caller), moves the conversation's last
 * message and the recipient's unread count, and logs a stream event for both participants (the sender's other tabs
 * show it too). Null when a photo is not the sender's to send (`attachPhotos`): the caller rolls back.
 */
export async function insertMessage(
  db: Queryable,
  c: Participation,
  senderId: number,
  text: string,
  hash: string,
  photos: readonly string[] = [],
): Promise<{ message: Message; events: EventRef[] } | null> {
  const rows = await db.query<MessageRow>(
    `insert into messages (conversation_id, sender_id, body, body_hash) values ($1, $2, $3, $4)
     returning id, conversation_id, sender_id, body, created_at, read_at`,
    [c.id, senderId, text, hash],
  );
  const row = rows[0]!;
  if (!(await attachPhotos(db, num(row.id), senderId, photos))) return null;
  const unreadCol = senderId === c.buyerId ? 'seller_unread' : 'buyer_unread';
  await db.query(
    `update conversations set last_message_id = $2, last_message_at = $3, ${unreadCol} = ${unreadCol} + 1 where id = $1`,
    [c.id, row.id, row.created_at],
  );
  const events = await addEvents(db, 'message', c.id, senderId, [c.buyerId, c.sellerId], num(row.id));
  const [message] = await withPhotos(db, [toMessage(row, senderId)]);
  return { message: message!, events };
}

/**
 * Marks the other participant's messages up to `upTo` read (receipts), recounts the reader's unread, and logs a
 * `read` event for both when anything changed.
 */
export async function markRead(db: Queryable, c: Participation, readerId: number, upTo: number): Promise<EventRef[]> {
  const rows = await db.query<{ id: number | string }>(
    `update messages set read_at = now()
     where conversation_id = $1 and sender_id <> $2 and read_at is null and id <= $3
     returning id`,
    [c.id, readerId, upTo],
  );
  if (rows.length === 0) return [];
  const unreadCol = readerId === c.buyerId ? 'buyer_unread' : 'seller_unread';
  await db.query(
    `update conversations set ${unreadCol} =
       (select count(*) from messages where conversation_id = $1 and sender_id <> $2 and read_at is null)
     where id = $1`,
    [c.id, readerId],
  );
  const last = Math.max(...rows.map((r) => num(r.id)));
  return addEvents(db, 'read', c.id, readerId, [c.buyerId, c.sellerId], last);
}

/** Blocks or unblocks the other participant in a conversation (the caller's side). */
export async function setBlocked(db: Queryable, c: Participation, userId: number, blocked: boolean): Promise<EventRef[]> {
  const col = c.role === 'buyer' ? 'blocked_by_buyer' : 'blocked_by_seller';
  await db.query(`update conversations set ${col} = $2 where id = $1`, [c.id, blocked]);
  return addEvents(db, 'conversation', c.id, userId, [c.buyerId, c.sellerId], null);
}

/** The seller shares (or hides) the announcement's phone in a conversation. */
export async function setPhoneShared(db: Queryable, c: Participation, shared: boolean): Promise<EventRef[]> {
  await db.query('update conversations set phone_shared = $2 where id = $1', [c.id, shared]);
  return addEvents(db, 'conversation', c.id, c.sellerId, [c.buyerId, c.sellerId], null);
}

/** A participant's report of a conversation; false when they reported it before. */
export async function reportConversation(
  db: Queryable,
  conversationId: number,
  reporterId: number,
  reason: ConversationReportReason,
  comment: string,
): Promise<boolean> {
  const rows = await db.query(
    `insert into conversation_reports (conversation_id, reporter_id, reason, comment) values ($1, $2, $3, $4)
     on conflict (conversation_id, reporter_id) do nothing returning 1`,
    [conversationId, reporterId, reason, comment],
  );
  return rows.length > 0;
}

type ConversationRow = CardRow & {
  conv_id: number | string;
  buyer_id: number | string;
  seller_id: number | string;
  phone_shared: boolean;
  blocked_by_buyer: boolean;
  blocked_by_seller: boolean;
  buyer_unread: number;
  seller_unread: number;
  last_message_at: Date | string;
  peer_name: string | null;
  phone: string | null;
  m_id: number | string | null;
  m_sender: number | string | null;
  m_body: string | null;
  m_created: Date | string | null;
  m_read: Date | string | null;
};

/** `+77011234567` → `+7 701 123 45 67` (as the phone reveal shows it). */
export type PhoneDisplay = (e164: string) => string;

const conversationSelect = (locale: Locale) => `
  select ${cardSelect(locale)},
    cv.id as conv_id, cv.buyer_id, cv.seller_id, cv.phone_shared, cv.blocked_by_buyer, cv.blocked_by_seller,
    cv.buyer_unread, cv.seller_unread, cv.last_message_at,
    case when cv.buyer_id = $1 then coalesce(sd.name, su.name) else bu.name end as peer_name,
    case when cv.phone_shared then coalesce(a.contact_phone, su.phone) end as phone,
    lm.id as m_id, lm.sender_id as m_sender, lm.body as m_body, lm.created_at as m_created, lm.read_at as m_read
  from conversations cv
  join announcements a on a.id = cv.announcement_id
  ${cardFrom}
  join users su on su.id = cv.seller_id
  left join dealers sd on sd.user_id = cv.seller_id
  join users bu on bu.id = cv.buyer_id
  left join messages lm on lm.id = cv.last_message_id`;

function toConversation(r: ConversationRow, userId: number, display: PhoneDisplay): Conversation {
  const p = toParticipation({ id: r.conv_id, buyer_id: r.buyer_id, seller_id: r.seller_id, blocked_by_buyer: r.blocked_by_buyer, blocked_by_seller: r.blocked_by_seller }, userId);
  return {
    id: p.id,
    role: p.role,
    announcement: rowToCard(r),
    peer: { id: p.peerId, name: r.peer_name?.trim() || null },
    lastMessage:
      r.m_id === null
        ? null
        : toMessage(
            { id: r.m_id, conversation_id: r.conv_id, sender_id: r.m_sender!, body: r.m_body!, created_at: r.m_created!, read_at: r.m_read },
            userId,
          ),
    unread: num(p.role === 'buyer' ? r.buyer_unread : r.seller_unread),
    blockedByMe: p.blockedByMe,
    blockedByPeer: p.blockedByPeer,
    phoneShared: r.phone_shared,
    phone: r.phone ? { phone: r.phone, display: display(r.phone) } : null,
    updatedAt: iso(r.last_message_at),
  };
}

/** The user's conversations (as buyer and as seller), the latest message first. */
export async function listConversations(db: Queryable, userId: number, locale: Locale, display: PhoneDisplay): Promise<Conversation[]> {
  const rows = await db.query<ConversationRow>(
    `${conversationSelect(locale)}
     where cv.id in (select id from conversations where buyer_id = $1 union all select id from conversations where seller_id = $1)
     order by cv.last_message_at desc, cv.id desc
     limit 200`,
    [userId],
  );
  return lastWithPhotos(db, rows.map((r) => toConversation(r, userId, display)));
}

/** The conversations' last messages with their photos (a message of photos alone previews as a photo). */
async function lastWithPhotos(db: Queryable, conversations: Conversation[]): Promise<Conversation[]> {
  await withPhotos(db, conversations.flatMap((c) => (c.lastMessage ? [c.lastMessage] : [])));
  return conversations;
}

/** One of the user's conversations, or null when it is not theirs. */
export async function getConversation(
  db: Queryable,
  conversationId: number,
  userId: number,
  locale: Locale,
  display: PhoneDisplay,
): Promise<Conversation | null> {
  const rows = await db.query<ConversationRow>(
    `${conversationSelect(locale)} where cv.id = $2 and (cv.buyer_id = $1 or cv.seller_id = $1)`,
    [userId, conversationId],
  );
  return rows[0] ? (await lastWithPhotos(db, [toConversation(rows[0], userId, display)]))[0]! : null;
}

/** A page of a conversation's messages, oldest first (the caller checked the user is a participant). */
export async function listMessages(
  db: Queryable,
  conversationId: number,
  userId: number,
  limit: number,
  before?: number,
): Promise<{ messages: Message[]; hasMore: boolean }> {
  const rows = await db.query<MessageRow>(
    `select id, conversation_id, sender_id, body, created_at, read_at from messages
     where conversation_id = $1 ${before ? 'and id < $3' : ''}
     order by id desc limit $2`,
    before ? [conversationId, limit + 1, before] : [conversationId, limit + 1],
  );
  const hasMore = rows.length > limit;
  return { messages: await withPhotos(db, rows.slice(0, limit).reverse().map((r) => toMessage(r, userId))), hasMore };
}

/** Unread messages of each of these users over all their conversations. */
export async function unreadTotals(db: Queryable, userIds: readonly number[]): Promise<Map<number, number>> {
  const rows = await db.query<{ user_id: number | string; n: number | string }>(
    `select u as user_id,
       coalesce((select sum(buyer_unread) from conversations where buyer_id = u), 0)
       + coalesce((select sum(seller_unread) from conversations where seller_id = u), 0) as n
     from unnest($1::bigint[]) as u`,
    [userIds],
  );
  return new Map(rows.map((r) => [num(r.user_id), num(r.n)]));
}

/** The user's latest stream event id (0 for none): where a new stream starts. */
export async function lastEventId(db: Queryable, userId: number): Promise<number> {
  const rows = await db.query<{ id: number | string | null }>('select max(id) as id from message_events where user_id = $1', [userId]);
  return num(rows[0]?.id);
}

interface EventRow {
  id: number | string;
  user_id: number | string;
  kind: 'message' | 'read' | 'conversation';
  actor_id: number | string;
  conversation_id: number | string;
  created_at: Date | string;
  m_id: number | string | null;
  m_sender: number | string | null;
  m_body: string | null;
  m_created: Date | string | null;
  m_read: Date | string | null;
  title: string;
}

const eventSelect = `
  select e.id, e.user_id, e.kind, e.actor_id, e.conversation_id, e.created_at,
    m.id as m_id, m.sender_id as m_sender, m.body as m_body, m.created_at as m_created, m.read_at as m_read,
    b.name || ' ' || mo.name as title
  from message_events e
  join conversations cv on cv.id = e.conversation_id
  join announcements a on a.id = cv.announcement_id
  join brands b on b.id = a.brand_id
  join models mo on mo.id = a.model_id
  left join messages m on m.id = e.message_id`;

/** A stream event for its recipient, with the recipient's unread total. */
export type StreamEvent = { id: number; userId: number; event: MessageStreamEvent };

function toStreamEvents(rows: EventRow[], unread: Map<number, number>): StreamEvent[] {
  return rows.map((r) => {
    const userId = num(r.user_id);
    const conversationId = num(r.conversation_id);
    const n = unread.get(userId) ?? 0;
    let event: MessageStreamEvent;
    if (r.kind === 'message' && r.m_id !== null) {
      const message = toMessage(
        { id: r.m_id, conversation_id: conversationId, sender_id: r.m_sender!, body: r.m_body!, created_at: r.m_created!, read_at: r.m_read },
        userId,
      );
      event = { type: 'message', conversationId, title: r.title, message, unread: n };
    } else if (r.kind === 'read' && r.m_id !== null) {
      event = {
        type: 'read',
        conversationId,
        by: num(r.actor_id) === userId ? 'me' : 'peer',
        upTo: num(r.m_id),
        readAt: iso(r.created_at),
        unread: n,
      };
    } else {
      event = { type: 'conversation', conversationId, unread: n };
    }
    return { id: num(r.id), userId, event };
  });
}

/** The photos of the events' messages. */
async function eventPhotos(db: Queryable, events: StreamEvent[]): Promise<StreamEvent[]> {
  await withPhotos(db, events.flatMap((e) => (e.event.type === 'message' ? [e.event.message] : [])));
  return events;
}

/** The events with these ids that go to these users (the live path: a notification named them). */
export async function eventsByIds(db: Queryable, ids: readonly number[], userIds: readonly number[]): Promise<StreamEvent[]> {
  const rows = await db.query<EventRow>(`${eventSelect} where e.id = any($1::bigint[]) and e.user_id = any($2::bigint[]) order by e.id`, [
    ids,
    userIds,
  ]);
  if (rows.length === 0) return [];
  return eventPhotos(db, toStreamEvents(rows, await unreadTotals(db, [...new Set(rows.map((r) => num(r.user_id)))])));
}

/** A user's events after `after` (a reconnect's `Last-Event-ID`), at most `limit`, in id order. */
export async function eventsAfter(db: Queryable, userId: number, after: number, limit: number): Promise<StreamEvent[]> {
  const rows = await db.query<EventRow>(`${eventSelect} where e.user_id = $1 and e.id > $2 order by e.id limit $3`, [userId, after, limit]);
  if (rows.length === 0) return [];
  return eventPhotos(db, toStreamEvents(rows, await unreadTotals(db, [userId])));
}
