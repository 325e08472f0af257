-- Franchise leads from /franchise (admins read and export them), and the per-visitor counter that limits how many a
-- visitor may send an hour (in the database, so every API instance counts the same requests).
create table franchise_leads (
  id          bigint generated always as identity primary key,
  name        text not null check (length(name) between 2 and 80),
  phone       text not null check (phone ~ '^\+77[0-9]{9}$'),
  city_id     integer not null references cities(id),
  investment  text not null check (investment in ('under_5m', '5_10m', '10_20m', 'over_20m')),
  locale      text check (locale in ('ru', 'kk')),
  -- `d:<device>` or `ip:<address>` as the web server asserted it.
  visitor     text not null,
  created_at  timestamptz not null default now()
);
create index franchise_leads_phone_idx on franchise_leads (phone, created_at desc);
create index franchise_leads_created_idx on franchise_leads (created_at desc, id desc);

create table franchise_usage (
  visitor       text not null,
  window_start  timestamptz not null,
  count         integer not null,
  primary key (visitor, window_start)
);
create index franchise_usage_window_idx on franchise_usage (window_start);
