-- The API keeps the cards of recently shown announcements in memory beside the search index
-- (apps/api/src/routes/search/card-cache.ts), so a search usually reads only the change log's head from the database.
-- A cached card must be evicted whenever anything it shows changes: the searched columns were logged already (0002);
-- this adds the card's other fields (the inspected badge) and its cover photo (any change to an announcement's photos).
-- (`search_log_photo_rows` logs the distinct `announcement_id` of any table's changed rows; 0008 reuses it.)

drop trigger announcements_search_upd on announcements;
create trigger announcements_search_upd
  after update of user_id, brand_id, model_id, generation_id, year, price, mileage, engine_volume, fuel, transmission,
    body, drive, steering, color, condition, customs_cleared, exchange, credit, city_id, seller_type, status,
    photo_count, published_at, inspected
  on announcements for each row execute function search_log_row();

create function search_log_photo_rows() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    insert into search_changes (announcement_id) select distinct announcement_id from old_rows;
  else
    insert into search_changes (announcement_id) select distinct announcement_id from new_rows;
  end if;
  return null;
end $$;

create trigger photos_search_ins after insert on photos
  referencing new table as new_rows for each statement execute function search_log_photo_rows();
create trigger photos_search_del after delete on photos
  referencing old table as old_rows for each statement execute function search_log_photo_rows();
create trigger photos_search_upd after update on photos
  referencing new table as new_rows for each statement execute function search_log_photo_rows();
