import type { FavouriteItem } from '@jolda/contracts';
import type { Queryable } from '../db.js';
import { type CardRow, cardFrom, cardSelect, rowToCard } from './cards.js';
import { type Locale, iso, num } from './rows.js';

/** Adds a favourite, remembering today's price; adding twice keeps the first. False when the announcement is not public. */
export async function addFavourite(db: Queryable, userId: number, announcementId: number): Promise<boolean> {
  const rows = await db.query(
    `insert into favourites (user_id, announcement_id, price_at_add)
     select $1, a.id, a.price from announcements a
     where a.id = $2 and a.status in ('published', 'sold', 'archived')
     on conflict (user_id, announcement_id) do nothing
     returning 1`,
    [userId, announcementId],
  );
  if (rows.length > 0) return true;
  const exists = await db.query('select 1 from favourites where user_id = $1 and announcement_id = $2', [
    userId,
    announcementId,
  ]);
  return exists.length > 0;
}

/** Removes one of the user's favourites; true when there was one. */
export async function removeFavourite(db: Queryable, userId: number, announcementId: number): Promise<boolean> {
  const rows = await db.query('delete from favourites where user_id = $1 and announcement_id = $2 returning 1', [
    userId,
    announcementId,
  ]);
  return rows.length > 0;
}

/** Adds many at once (ids of missing or hidden announcements are skipped); running it again changes nothing. */
export async function mergeFavourites(db: Queryable, userId: number, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.query(
    `insert into favourites (user_id, announcement_id, price_at_add)
     select $1, a.id, a.price from announcements a
     where a.id = any($2::bigint[]) and a.status in ('published', 'sold', 'archived')
     on conflict (user_id, announcement_id) do nothing`,
    [userId, [...new Set(ids)]],
  );
}

export async function favouriteIds(db: Queryable, userId: number): Promise<number[]> {
  const rows = await db.query<{ id: number | string }>(
    'select announcement_id as id from favourites where user_id = $1 order by created_at desc, announcement_id desc',
    [userId],
  );
  return rows.map((r) => num(r.id));
}

/** The user's favourites, newest first, with their cards (sold and archived ones included, marked by status). */
export async function listFavourites(db: Queryable, userId: number, locale: Locale): Promise<FavouriteItem[]> {
  const rows = await db.query<CardRow & { added_at: Date | string; price_at_add: number | string; alert: boolean }>(
    `select ${cardSelect(locale)}, f.created_at as added_at, f.price_at_add, f.alert
     from favourites f
     join announcements a on a.id = f.announcement_id
     ${cardFrom}
     where f.user_id = $1 and a.status in ('published', 'sold', 'archived')
     order by f.created_at desc, f.announcement_id desc`,
    [userId],
  );
  return rows.map((r) => {
    const announcement = rowToCard(r);
    const priceAtAdd = num(r.price_at_add);
    return { announcement, addedAt: iso(r.added_at), priceAtAdd, priceChange: announcement.price - priceAtAdd, alert: r.alert };
  });
}
