-- Saved searches: a signed-in user's search filters, each with when its results were last seen, so the profile can
-- show how many new matches arrived since (counted by the API's in-memory search index, not stored).
create table saved_searches (
  id           bigint generated always as identity primary key,
  user_id      bigint not null references users(id) on delete cascade,
  -- The filter as the search API reads it (`searchFilterQuerySchema` of libs/contracts), and its canonical text
  -- (keys and list values sorted) that makes the same filter saved twice one row.
  filter       jsonb not null,
  canonical    text not null,
  created_at   timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  unique (user_id, canonical)
);
create index saved_searches_user_idx on saved_searches (user_id, created_at desc);
