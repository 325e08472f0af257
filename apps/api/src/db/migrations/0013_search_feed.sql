-- The search change log records the transaction of each entry, so the API's change feed
-- (apps/api/src/routes/search/change-feed.ts) misses no commit whatever order transactions commit in: an entry that
-- was not yet visible when a later seq was read belongs to a transaction the reader saw in progress, and is read by
-- transaction id once that transaction ends (before: a transaction overtaken by more than 50 later commits was never
-- applied).
--
-- The trigger functions take the transaction id before the entry's seq (`perform pg_current_xact_id()`): a
-- transaction holds an id from before it takes a seq, so one without an id at a read can only take higher seqs.

alter table search_changes add column xid xid8 not null default pg_current_xact_id();
create index search_changes_xid_idx on search_changes (xid);

create or replace function search_log_rows() returns trigger language plpgsql as $$
begin
  perform pg_current_xact_id();
  if tg_op = 'DELETE' then
    insert into search_changes (announcement_id) select id from old_rows;
  else
    insert into search_changes (announcement_id) select id from new_rows;
  end if;
  return null;
end $$;

create or replace function search_log_row() returns trigger language plpgsql as $$
begin
  perform pg_current_xact_id();
  insert into search_changes (announcement_id) values (new.id);
  if new.id <> old.id then
    insert into search_changes (announcement_id) values (old.id);
  end if;
  return null;
end $$;

create or replace function search_log_catalogue() returns trigger language plpgsql as $$
begin
  perform pg_current_xact_id();
  insert into search_changes (announcement_id) values (0);
  return null;
end $$;

create or replace function search_log_photo_rows() returns trigger language plpgsql as $$
begin
  perform pg_current_xact_id();
  if tg_op = 'DELETE' then
    insert into search_changes (announcement_id) select distinct announcement_id from old_rows;
  else
    insert into search_changes (announcement_id) select distinct announcement_id from new_rows;
  end if;
  return null;
end $$;
