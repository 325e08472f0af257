-- Alerts (issue 23): a saved search notifies on new matches, a favourite on a price drop or when it is sold; in-app
-- notifications with read marks, web push for single events and a daily digest past ALERT_PUSHES_PER_DAY; and web push
-- for new messages, at most one per conversation and recipient a minute.

alter table saved_searches add column alert boolean not null default false;
alter table favourites add column alert boolean not null default false;
create index saved_searches_alert_idx on saved_searches (id) where alert;
create index favourites_alert_idx on favourites (announcement_id) where alert;

-- What the matcher has to look at: written by the triggers below in the transaction of the write itself (every write
-- path: posting, moderation, inline price edits, "sold"), only while someone has an alert that could care, and
-- consumed by the API's alert job (`apps/api/src/alerts/matcher.ts`), which claims rows with `for update skip locked`.
create table alert_queue (
  id              bigint generated always as identity primary key,
  announcement_id bigint not null,
  -- 'published': became (or was inserted) published; 'price': its price changed while published; 'sold'
  change          text not null check (change in ('published', 'price', 'sold')),
  old_price       bigint,
  new_price       bigint,
  queued_at       timestamptz not null default now()
);

-- One event per (user, announcement, kind), whatever runs the matcher and however often: the unique key decides.
create table alert_events (
  id              bigint generated always as identity primary key,
  user_id         bigint not null references users(id) on delete cascade,
  announcement_id bigint not null references announcements(id) on delete cascade,
  kind            text not null check (kind in ('new_match', 'price_drop', 'sold')),
  saved_search_id bigint references saved_searches(id) on delete set null,
  price           bigint,
  old_price       bigint,
  created_at      timestamptz not null default now(),
  read_at         timestamptz,
  -- 'push': sent at once; 'digest': waits for the next daily digest; 'none': the user has no browser subscribed
  delivery        text not null default 'none' check (delivery in ('push', 'digest', 'none')),
  pushed_at       timestamptz,
  unique (user_id, announcement_id, kind)
);
create index alert_events_user_idx on alert_events (user_id, id desc);
create index alert_events_unread_idx on alert_events (user_id) where read_at is null;
create index alert_events_digest_idx on alert_events (created_at) where delivery = 'digest' and pushed_at is null;

create function alert_queue_row() returns trigger language plpgsql as $$
begin
  if new.status = 'published' and (tg_op = 'INSERT' or old.status is distinct from 'published') then
    if exists (select 1 from saved_searches where alert) then
      insert into alert_queue (announcement_id, change, new_price) values (new.id, 'published', new.price);
    end if;
  elsif tg_op = 'UPDATE' and new.status = 'published' and old.status = 'published' and new.price <> old.price then
    if exists (select 1 from saved_searches where alert) or exists (select 1 from favourites where announcement_id = new.id and alert) then
      insert into alert_queue (announcement_id, change, old_price, new_price) values (new.id, 'price', old.price, new.price);
    end if;
  elsif tg_op = 'UPDATE' and new.status = 'sold' and old.status is distinct from 'sold' then
    if exists (select 1 from favourites where announcement_id = new.id and alert) then
      insert into alert_queue (announcement_id, change, new_price) values (new.id, 'sold', new.price);
    end if;
  end if;
  return null;
end $$;

create trigger announcements_alert_ins after insert on announcements
  for each row when (new.status = 'published') execute function alert_queue_row();
create trigger announcements_alert_upd after update of status, price on announcements
  for each row execute function alert_queue_row();

-- Pushes of the unsubscribe link carried by the outbox (development provider) as they would reach the browser.
alter table push_outbox add column unsubscribe_url text;

-- The last push about new messages per conversation and recipient (at most one a minute).
create table message_pushes (
  conversation_id bigint not null references conversations(id) on delete cascade,
  user_id         bigint not null references users(id) on delete cascade,
  pushed_at       timestamptz not null,
  primary key (conversation_id, user_id)
);
