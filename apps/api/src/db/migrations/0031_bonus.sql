-- Bonus points (issue 20): an append-only ledger per user and the balance it adds up to. Earning is idempotent
-- (one row per user and key); a spend takes the account's row lock and never takes the balance below zero.

create table bonus_accounts (
  user_id     bigint primary key references users(id) on delete cascade,
  balance     integer not null default 0 check (balance >= 0),
  updated_at  timestamptz not null default now()
);

create table bonus_ledger (
  id              bigint generated always as identity primary key,
  user_id         bigint not null references users(id) on delete cascade,
  delta           integer not null check (delta <> 0),
  balance_after   integer not null check (balance_after >= 0),
  reason          text not null check (reason in ('phone_verified', 'profile_filled', 'first_publication', 'report_shared',
                                                  'autocheck_registries')),
  ref             text,
  -- a retried request carries the same key and is paid once
  idempotency_key text not null,
  created_at      timestamptz not null default now(),
  unique (user_id, idempotency_key)
);
create index bonus_ledger_user_idx on bonus_ledger (user_id, id desc);

-- Append-only: entries are never changed or removed (a user's account goes with the user, by cascade).
create function bonus_ledger_append_only() returns trigger language plpgsql as $$
begin
  if tg_op = 'UPDATE' then
    raise exception 'bonus_ledger is append-only';
  end if;
  if tg_op = 'DELETE' and exists (select 1 from users where id = old.user_id) then
    raise exception 'bonus_ledger is append-only';
  end if;
  return old;
end $$;
create trigger bonus_ledger_no_update before update on bonus_ledger for each row execute function bonus_ledger_append_only();
create trigger bonus_ledger_no_delete before delete on bonus_ledger for each row execute function bonus_ledger_append_only();

-- Registry parts of car checks a user paid for (once per car).
create table autocheck_unlocks (
  user_id     bigint not null references users(id) on delete cascade,
  subject     text not null,
  created_at  timestamptz not null default now(),
  primary key (user_id, subject)
);
