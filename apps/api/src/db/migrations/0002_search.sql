-- Search: a change log that keeps the API's in-memory search index (apps/api/src/routes/search/search-index.ts) exact,
-- and covering indexes for the SQL that still runs per search (cards of one page, by id).
--
-- Why an in-memory index: on 100,000 announcements a SQL search with its exact total was 10–300 ms on PGlite (the
-- count of a broad filter alone 120–180 ms: PGlite is one single-threaded WebAssembly backend, so 10 concurrent
-- requests queue behind each other). Each search now scans typed arrays of the published rows in the API process
-- (about 1–3 ms for any combination of filters, with the exact total and the facet counts in the same pass), and the
-- database only answers `select … where a.id = any($1)` for the 20 cards (primary key) plus
-- `select max(seq) from search_changes` (one index probe) to pick up changes. See docs/search-performance.md.
--
-- Every write that changes what search sees is logged here by triggers (statement-level for inserts and deletes, so a
-- bulk seed logs cheaply; row-level for updates of the searched columns only: a view counter update logs nothing).
-- The index applies the logged ids in order (re-reading each row), so it is exact after every write, on every
-- API instance.

create table search_changes (
  seq             bigint generated always as identity primary key,
  announcement_id bigint not null,
  changed_at      timestamptz not null default now()
);

create function search_log_rows() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    insert into search_changes (announcement_id) select id from old_rows;
  else
    insert into search_changes (announcement_id) select id from new_rows;
  end if;
  return null;
end $$;

create function search_log_row() returns trigger language plpgsql as $$
begin
  insert into search_changes (announcement_id) values (new.id);
  if new.id <> old.id then
    insert into search_changes (announcement_id) values (old.id);
  end if;
  return null;
end $$;

create trigger announcements_search_ins after insert on announcements
  referencing new table as new_rows for each statement execute function search_log_rows();
create trigger announcements_search_del after delete on announcements
  referencing old table as old_rows for each statement execute function search_log_rows();
create trigger announcements_search_upd
  after update of user_id, brand_id, model_id, generation_id, year, price, mileage, engine_volume, fuel, transmission,
    body, drive, steering, color, condition, customs_cleared, exchange, credit, city_id, seller_type, status,
    photo_count, published_at
  on announcements for each row execute function search_log_row();

-- The index loads every published announcement once per process (a sequential scan, ~1 s for 100,000 rows on PGlite)
-- and afterwards re-reads changed rows by primary key. The card query of a page joins by primary keys and takes the
-- first photo through photos (announcement_id, position), the unique index of 0001.
create index search_changes_time_idx on search_changes (changed_at);

-- The index also keeps the catalogue's slugs and names in memory (filters name brands, models, generations, cities and
-- regions by slug): a change there is logged with announcement_id 0, which makes the index re-read the catalogue.
create function search_log_catalogue() returns trigger language plpgsql as $$
begin
  insert into search_changes (announcement_id) values (0);
  return null;
end $$;

create trigger brands_search_log after insert or update or delete on brands
  for each statement execute function search_log_catalogue();
create trigger models_search_log after insert or update or delete on models
  for each statement execute function search_log_catalogue();
create trigger generations_search_log after insert or update or delete on generations
  for each statement execute function search_log_catalogue();
create trigger cities_search_log after insert or update or delete on cities
  for each statement execute function search_log_catalogue();
create trigger regions_search_log after insert or update or delete on regions
  for each statement execute function search_log_catalogue();
