-- The garage's reminders sent by web push (issue 20): one row per car, kind, due date and lead time, claimed before
-- the message goes out, so a reminder is sent at most once whichever API instance runs the job and however often.

create table garage_reminder_pushes (
  car_id     bigint not null references garage_cars(id) on delete cascade,
  kind       text not null check (kind in ('insurance', 'inspection', 'tax')),
  due_date   date not null,
  -- the reminder of this many days before the date (GARAGE_PUSH_LEAD_DAYS)
  lead_days  smallint not null check (lead_days between 0 and 366),
  user_id    bigint not null references users(id) on delete cascade,
  claimed_at timestamptz not null default now(),
  -- browsers it reached (null until sent)
  delivered  integer,
  primary key (car_id, kind, due_date, lead_days)
);
create index garage_reminder_pushes_user_idx on garage_reminder_pushes (user_id, claimed_at desc);
