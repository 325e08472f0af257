-- Car checks (issue 20): registry answers per car, source and provider; shared reports; history look-ups by VIN
-- and plate over every announcement ever shown (the posting's VIN index covers active ones only).

create table autocheck_sources (
  -- `vin:XTA…` or `plate:123 ABC 02`
  subject     text not null,
  source      text not null check (source in ('registrations', 'restrictions', 'pledge', 'wanted', 'accidents', 'customs')),
  provider    text not null,
  status      text not null check (status in ('pending', 'ok', 'not_found', 'unavailable')),
  data        jsonb,
  started_at  timestamptz not null default now(),
  finished_at timestamptz,
  ms          integer,
  primary key (subject, source, provider)
);

create table autocheck_shares (
  -- 144 random bits, base64url: the link is the only key.
  token           text primary key,
  user_id         bigint references users(id) on delete set null,
  vin             text check (vin is null or vin ~ '^[A-HJ-NPR-Z0-9]{17}$'),
  plate           text check (plate is null or plate ~ '^[0-9]{3} [A-Z]{3} [0-9]{2}$'),
  announcement_id bigint references announcements(id) on delete set null,
  -- whether the sharer could read the registries (signed in): the link shows what they saw
  registries      boolean not null default false,
  created_at      timestamptz not null default now(),
  check (vin is not null or plate is not null or announcement_id is not null)
);
create index autocheck_shares_user_idx on autocheck_shares (user_id, created_at desc) where user_id is not null;

create index ann_vin_history_idx on announcements (vin) where vin is not null;
create index ann_plate_history_idx on announcements (plate) where plate is not null;
