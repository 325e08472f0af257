-- Feature flags (served as an Unleash-frontend-compatible API), their client metrics, and NPS answers.

create table flags (
  name            text primary key check (name ~ '^[a-z0-9][a-z0-9_.-]{0,99}$'),
  description     text not null default '',
  enabled         boolean not null default false,
  -- Gradual rollout: the share of visitors (0–100, by stickiness hash) who get the flag when it is enabled.
  rollout         integer not null default 100 check (rollout between 0 and 100),
  stickiness      text not null default 'default' check (stickiness in ('default', 'userId', 'sessionId')),
  -- [{ "name": "...", "weight": 500, "payload": { "type": "string", "value": "..." } }]
  variants        jsonb not null default '[]'::jsonb,
  impression_data boolean not null default false,
  updated_at      timestamptz not null default now()
);

create table flag_metrics (
  id           bigserial primary key,
  app_name     text not null,
  instance_id  text not null,
  environment  text,
  toggle_name  text not null,
  yes          integer not null check (yes >= 0),
  no           integer not null check (no >= 0),
  variants     jsonb not null default '{}'::jsonb,
  bucket_start timestamptz not null,
  bucket_stop  timestamptz not null,
  received_at  timestamptz not null default now()
);
create index flag_metrics_toggle_idx on flag_metrics (toggle_name, bucket_start);

insert into flags (name, description, enabled, rollout, stickiness, variants, impression_data) values
  ('test', 'A/B experiment aa_test_29_2025: enabled = group "test", otherwise "control"', true, 50, 'default', '[]', true),
  ('new_search_ui', 'The new search filters panel', true, 100, 'default',
   '[{"name":"compact","weight":500},{"name":"expanded","weight":500}]', false),
  ('credit_calculator', 'Credit calculator on announcement pages', true, 100, 'default',
   '[{"name":"annuity","weight":1000,"payload":{"type":"json","value":"{\"maxTermMonths\":84}"}}]', false),
  ('ai_chat', 'The AI chat section', true, 100, 'default', '[]', false),
  ('garage_fines', 'Traffic fines in the garage', false, 100, 'default', '[]', false),
  ('autocheck_report_v2', 'The second version of the car-history report', true, 25, 'userId', '[]', false),
  ('market_premium', 'Premium brands in the online dealer market', true, 100, 'default', '[]', false);

create table nps_answers (
  id          bigserial primary key,
  visitor     uuid not null,
  user_id     bigint references users(id) on delete set null,
  score       smallint not null check (score between 0 and 10),
  comment     text check (comment is null or length(comment) <= 1000),
  locale      text check (locale is null or locale in ('ru', 'kk')),
  page        text,
  created_at  timestamptz not null default now()
);
create index nps_answers_created_idx on nps_answers (created_at);
