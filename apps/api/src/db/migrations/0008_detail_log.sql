-- The API also keeps announcement pages and their extras in memory for a minute (apps/api/src/lib/change-cache.ts),
-- dropped when the change log names the announcement: log the page's own text fields too.
drop trigger announcements_search_upd on announcements;
create trigger announcements_search_upd
  after update of user_id, brand_id, model_id, generation_id, year, price, mileage, engine_volume, fuel, transmission,
    body, drive, steering, color, condition, customs_cleared, exchange, credit, city_id, seller_type, status,
    photo_count, published_at, inspected, description, vin
  on announcements for each row execute function search_log_row();

-- The extras show the price history: log its rows' announcement too.
create trigger price_history_search_ins after insert on price_history
  referencing new table as new_rows for each statement execute function search_log_photo_rows();
create trigger price_history_search_del after delete on price_history
  referencing old table as old_rows for each statement execute function search_log_photo_rows();
