-- Uploads need a signed-in user or a posting session (issue 17, defect 3). A visitor who is not signed in yet gets a
-- posting session (a signed token naming this row) and may upload a bounded number of photos under it; the count is
-- taken here, in one statement, so it holds under concurrent uploads and across API instances. Rows older than two
-- days (the token lives one) are deleted when new sessions start.
create table posting_sessions (
  id          text primary key,
  uploads     integer not null default 0 check (uploads >= 0),
  created_at  timestamptz not null default now()
);
create index posting_sessions_created_idx on posting_sessions (created_at);

-- A view counts once per visitor, announcement and day (Asia/Almaty) (issue 17, defect 8): the first insert of a key
-- counts, a repeated one conflicts. `visitor` is a keyed hash (a signed-in user, a device cookie, or — without a
-- cookie — address and browser), never the raw value. Days before yesterday are deleted as the counter writes.
create table announcement_view_visitors (
  announcement_id  bigint not null,
  day              date not null,
  visitor          text not null,
  primary key (announcement_id, day, visitor)
);
create index announcement_view_visitors_day_idx on announcement_view_visitors (day);
