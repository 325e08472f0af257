-- "Поднять" paid with points (issue 20, issue 23 item 10): a raise gives a published announcement the publication
-- time "now" (the search's default order) and is charged to the owner's bonus ledger; one raise per announcement a
-- day. Each raise is recorded with the ledger entry that paid it.

alter table bonus_ledger drop constraint if exists bonus_ledger_reason_check;
alter table bonus_ledger add constraint bonus_ledger_reason_check
  check (reason in ('phone_verified', 'profile_filled', 'first_publication', 'report_shared', 'autocheck_registries', 'raise'));

create table announcement_raises (
  id              bigint generated always as identity primary key,
  announcement_id bigint not null references announcements(id) on delete cascade,
  user_id         bigint not null references users(id) on delete cascade,
  ledger_id       bigint references bonus_ledger(id) on delete set null,
  raised_at       timestamptz not null default now()
);
create index announcement_raises_ann_idx on announcement_raises (announcement_id, raised_at desc);
create index announcement_raises_user_idx on announcement_raises (user_id, raised_at desc);
