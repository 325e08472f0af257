-- The assistant: a signed-in user's conversation (the browser keeps a visitor's), and the per-visitor request counter
-- that limits chat requests a minute (kept in the database so every API instance counts the same requests).
create table assistant_messages (
  id          bigint generated always as identity primary key,
  user_id     bigint not null references users(id) on delete cascade,
  role        text not null check (role in ('user', 'assistant')),
  text        text not null,
  -- The answer's search filters (the query object of GET /api/announcements) and the announcements it showed.
  filters     jsonb,
  card_ids    bigint[] not null default '{}',
  -- The conversation state after this message, to continue it on another device.
  context     jsonb,
  created_at  timestamptz not null default now()
);
create index assistant_messages_user_idx on assistant_messages (user_id, id desc);

create table assistant_usage (
  -- `u:<user id>` for a signed-in user, `ip:<address>` for a visitor.
  visitor       text not null,
  window_start  timestamptz not null,
  count         integer not null,
  primary key (visitor, window_start)
);
create index assistant_usage_window_idx on assistant_usage (window_start);
