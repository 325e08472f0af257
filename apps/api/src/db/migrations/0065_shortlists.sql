-- Shortlists (/myroll/{id}): a user's named lists of cars, shared read-only by an unguessable id.

create table shortlists (
  -- 144 random bits, base64url (24 characters): the link is the only key to the list.
  id          text primary key check (id ~ '^[A-Za-z0-9_-]{24}$'),
  user_id     bigint not null references users(id) on delete cascade,
  name        text not null check (char_length(name) between 1 and 60),
  created_at  timestamptz not null default now(),
  updated_at  timestamptz not null default now()
);
create index shortlists_user_idx on shortlists (user_id, created_at desc);

-- No foreign key to announcements: a deleted announcement stays in the list, shown as removed, with what was
-- known of it when added (brand, model, year, price).
create table shortlist_items (
  shortlist_id    text not null references shortlists(id) on delete cascade,
  announcement_id bigint not null,
  brand_id        integer not null references brands(id) on delete cascade,
  model_id        integer not null references models(id) on delete cascade,
  year            integer not null,
  price_at_add    bigint not null,
  created_at      timestamptz not null default now(),
  primary key (shortlist_id, announcement_id)
);
create index shortlist_items_list_idx on shortlist_items (shortlist_id, created_at);
