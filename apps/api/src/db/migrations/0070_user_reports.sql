-- Feedback from the native app's web views (issue 22, `userReport`): a rating, what happened, the screen, and an
-- optional screenshot (an uploaded photo). Anonymous or with the signed-in user.
create table user_reports (
  id             bigint generated always as identity primary key,
  user_id        bigint references users(id) on delete set null,
  rating         smallint not null check (rating between 1 and 5),
  body           text not null check (length(body) between 1 and 2000),
  screen         text not null check (length(screen) <= 500),
  locale         text not null check (locale in ('ru', 'kk')),
  screenshot_id  text references uploads(id) on delete set null,
  app_version    text,
  platform       text check (platform in ('ios', 'android', 'web')),
  created_at     timestamptz not null default now()
);
create index user_reports_created_idx on user_reports (created_at desc, id desc);

-- How many reports a visitor sent in an hour (in the database, so every API instance counts the same requests).
create table user_report_usage (
  visitor       text not null,
  window_start  timestamptz not null,
  count         integer not null,
  primary key (visitor, window_start)
);
create index user_report_usage_window_idx on user_report_usage (window_start);
