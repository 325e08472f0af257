-- Messages between a buyer and a seller (issue 23): one conversation per announcement and buyer, its messages with
-- read receipts, a per-user event log the live stream replays after a reconnect, and reports. The per-user limits count
-- the user's own rows (messages of the last minute, conversations of the last day) under a lock of the user's row, so
-- every API instance counts the same requests.
create table conversations (
  id                bigint generated always as identity primary key,
  announcement_id   bigint not null references announcements(id) on delete cascade,
  buyer_id          bigint not null references users(id),
  seller_id         bigint not null references users(id),
  -- The seller lets the buyer see the announcement's phone in this conversation (off until they say so).
  phone_shared      boolean not null default false,
  blocked_by_buyer  boolean not null default false,
  blocked_by_seller boolean not null default false,
  buyer_unread      integer not null default 0 check (buyer_unread >= 0),
  seller_unread     integer not null default 0 check (seller_unread >= 0),
  last_message_id   bigint,
  last_message_at   timestamptz not null default now(),
  created_at        timestamptz not null default now(),
  unique (announcement_id, buyer_id),
  check (buyer_id <> seller_id)
);
create index conversations_buyer_idx on conversations (buyer_id, last_message_at desc, id desc);
create index conversations_buyer_started_idx on conversations (buyer_id, created_at desc);
create index conversations_seller_idx on conversations (seller_id, last_message_at desc, id desc);

create table messages (
  id               bigint generated always as identity primary key,
  conversation_id  bigint not null references conversations(id) on delete cascade,
  sender_id        bigint not null references users(id),
  body             text not null check (length(body) between 1 and 2000),
  -- md5 of the text as compared (lower case, spaces folded): the same text sent into many conversations is spam.
  body_hash        text not null,
  created_at       timestamptz not null default now(),
  -- When the other participant read it (read receipt).
  read_at          timestamptz
);
create index messages_conversation_idx on messages (conversation_id, id desc);
create index messages_sender_hash_idx on messages (sender_id, body_hash, created_at desc);
-- The per-user limit counts a user's messages of the last minute.
create index messages_sender_time_idx on messages (sender_id, created_at desc);

-- What each user's live stream delivers, one row per recipient: `id` is the stream's event id (Last-Event-ID).
create table message_events (
  id               bigint generated always as identity primary key,
  user_id          bigint not null references users(id) on delete cascade,
  kind             text not null check (kind in ('message', 'read', 'conversation')),
  -- Who caused it: the sender of a message, the reader of a receipt, who blocked or shared.
  actor_id         bigint not null references users(id) on delete cascade,
  conversation_id  bigint not null references conversations(id) on delete cascade,
  message_id       bigint references messages(id) on delete cascade,
  created_at       timestamptz not null default now()
);
create index message_events_user_idx on message_events (user_id, id);
create index message_events_created_idx on message_events (created_at);

create table conversation_reports (
  id               bigint generated always as identity primary key,
  conversation_id  bigint not null references conversations(id) on delete cascade,
  reporter_id      bigint not null references users(id),
  reason           text not null check (reason in ('spam', 'fraud', 'abuse', 'other')),
  comment          text not null default '' check (length(comment) <= 1000),
  created_at       timestamptz not null default now(),
  unique (conversation_id, reporter_id)
);
