-- Posting: uploaded photos, drafts, what the seller entered beyond the search columns, and the checks' verdicts.

create table uploads (
  id              text primary key,
  -- null while uploaded anonymously (the form can be filled before signing in); set when attached.
  user_id         bigint references users(id) on delete cascade,
  announcement_id bigint references announcements(id) on delete set null,
  format          text not null,
  width           integer not null,
  height          integer not null,
  bytes           integer not null,
  -- sha256 of the decoded pixels at a fixed size: the same picture whatever its encoding or metadata.
  content_hash    text not null,
  -- 64-bit difference hash (16 hex digits): near-identical pictures differ in a few bits.
  phash           text not null,
  created_at      timestamptz not null default now()
);
create index uploads_content_hash_idx on uploads (content_hash);
create index uploads_phash_idx on uploads (phash);
create index uploads_announcement_idx on uploads (announcement_id) where announcement_id is not null;

alter table photos add column upload_id text references uploads(id) on delete set null;
create index photos_upload_idx on photos (upload_id) where upload_id is not null;

alter table announcements
  add column plate text check (plate is null or plate ~ '^[0-9]{3} [A-Z]{3} [0-9]{2}$'),
  add column contact_phone text check (contact_phone is null or contact_phone ~ '^\+77[0-9]{9}$'),
  add column reject_reason text,
  add column moderation_note text;

-- Duplicate check: another active announcement with the same VIN.
create index ann_active_vin_idx on announcements (vin) where vin is not null and status in ('published', 'moderation');

create table drafts (
  user_id     bigint primary key references users(id) on delete cascade,
  data        jsonb not null,
  updated_at  timestamptz not null default now()
);
