-- Inspections (issue 20): a Jolda inspector's checklist of a car on sale, one per announcement (an edit replaces the
-- answers). The `inspector` role writes them; the announcement's `inspected` flag (the badge on cards) follows the
-- existence of an inspection and is set in the same transaction that writes one.

-- The role: a fresh database gets it from 0050's check (which runs after this file); a database that had 0050 before
-- this file existed gets its check widened here.
do $$
begin
  if to_regclass('user_roles') is not null then
    alter table user_roles drop constraint if exists user_roles_role_check;
    alter table user_roles add constraint user_roles_role_check check (role in ('editor', 'moderator', 'admin', 'inspector'));
  end if;
end $$;

create table inspections (
  announcement_id bigint primary key references announcements(id) on delete cascade,
  inspector_id    bigint references users(id) on delete set null,
  -- the name shown on the report, as it was at the inspection
  inspector_name  text not null,
  grade           text not null check (grade in ('excellent', 'good', 'fair', 'poor')),
  summary         text not null default '',
  mileage         integer not null check (mileage >= 0),
  inspected_at    timestamptz not null default now(),
  updated_at      timestamptz not null default now()
);

create table inspection_points (
  announcement_id bigint not null references inspections(announcement_id) on delete cascade,
  -- the checklist's order (libs/contracts INSPECTION_POINTS)
  position        smallint not null,
  code            text not null check (code ~ '^[a-z_]{2,40}$'),
  status          text not null check (status in ('ok', 'attention', 'defect')),
  note            text,
  microns         integer check (microns is null or microns between 20 and 3000),
  upload_id       text references uploads(id) on delete set null,
  primary key (announcement_id, code)
);

-- A badge without a report behind it is not shown any more.
update announcements a set inspected = false
where a.inspected and not exists (select 1 from inspections i where i.announcement_id = a.id);
