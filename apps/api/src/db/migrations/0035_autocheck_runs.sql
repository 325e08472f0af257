-- Saved car checks (issue 20): every report a signed-in user runs is kept in their profile, one row per car they
-- checked (by VIN, plate or announcement), with the verdict it showed the last time and whether the registries were
-- open, so it can be reopened from the list.

create table autocheck_runs (
  user_id         bigint not null references users(id) on delete cascade,
  -- `vin:XTA…`, `plate:123 ABC 02` or `announcement:123`
  subject         text not null,
  kind            text not null check (kind in ('vin', 'plate', 'announcement')),
  vin             text check (vin is null or vin ~ '^[A-HJ-NPR-Z0-9]{17}$'),
  plate           text check (plate is null or plate ~ '^[0-9]{3} [A-Z]{3} [0-9]{2}$'),
  announcement_id bigint references announcements(id) on delete cascade,
  -- as the report shows it (an announcement's VIN masked) and the car it named
  label           text not null,
  car             text,
  verdict         text not null check (verdict in ('green', 'amber', 'red')),
  registries      boolean not null default false,
  runs            integer not null default 1 check (runs > 0),
  first_run_at    timestamptz not null default now(),
  last_run_at     timestamptz not null default now(),
  primary key (user_id, subject)
);
create index autocheck_runs_user_idx on autocheck_runs (user_id, last_run_at desc);
