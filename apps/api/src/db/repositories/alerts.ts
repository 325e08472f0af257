import type { AlertKind, AlertNotification } from '@jolda/contracts';
import type { Queryable } from '../db.js';
import { iso, num } from './rows.js';

/** Turns one of the user's saved searches' alert on or off; false when the user has no such search. */
export async function setSavedSearchAlert(
  db: Queryable,
  userId: number,
  id: number,
  enabled: boolean,
): Promise<boolean> {
  const rows = await db.query(
    'update saved_searches set alert = $3 where id = $1 and user_id = $2 returning id',
    [id, userId, enabled],
  );
  return rows.length > 0;
}

/** Turns the alert of one of the user's favourites on or off; false when it is not their favourite. */
export async function setFavouriteAlert(
  db: Queryable,
  userId: number,
  announcementId: number,
  enabled: boolean,
): Promise<boolean> {
  const rows = await db.query(
    'update favourites set alert = $3 where announcement_id = $1 and user_id = $2 returning 1',
    [announcementId, userId, enabled],
  );
  return rows.length > 0;
}

/** Turns every alert of the user off (a digest's unsubscribe link). */
export async function disableAllAlerts(db: Queryable, userId: number): Promise<void> {
  await db.query('update saved_searches set alert = false where user_id = $1 and alert', [userId]);
  await db.query('update favourites set alert = false where user_id = $1 and alert', [userId]);
}

/** "Toyota Camry, 2018" of an announcement, or null. */
export async function carTitle(db: Queryable, announcementId: number): Promise<string | null> {
  const rows = await db.query<{ brand: string; model: string; year: number }>(
    `select b.name as brand, m.name as model, a.year from announcements a
     join brands b on b.id = a.brand_id join models m on m.id = a.model_id where a.id = $1`,
    [announcementId],
  );
  return rows[0] ? `${rows[0].brand} ${rows[0].model}, ${rows[0].year}` : null;
}

/** The user's notifications, newest first, with the unread count. */
export async function listNotifications(
  db: Queryable,
  userId: number,
  limit: number,
): Promise<{ items: AlertNotification[]; unread: number }> {
  const rows = await db.query<{
    id: number | string;
    kind: AlertKind;
    announcement_id: number | string;
    brand: string;
    model: string;
    year: number;
    price: number | string | null;
    old_price: number | string | null;
    saved_search_id: number | string | null;
    created_at: Date | string;
    read_at: Date | string | null;
  }>(
    `select e.id, e.kind, e.announcement_id, b.name as brand, m.name as model, a.year, e.price, e.old_price, e.saved_search_id,
       e.created_at, e.read_at
     from alert_events e
     join announcements a on a.id = e.announcement_id join brands b on b.id = a.brand_id join models m on m.id = a.model_id
     where e.user_id = $1 order by e.id desc limit $2`,
    [userId, limit],
  );
  return {
    items: rows.map((r) => ({
      id: num(r.id),
      kind: r.kind,
      announcementId: num(r.announcement_id),
      title: `${r.brand} ${r.model}, ${r.year}`,
      price: r.price === null ? null : num(r.price),
      oldPrice: r.old_price === null ? null : num(r.old_price),
      savedSearchId: r.saved_search_id === null ? null : num(r.saved_search_id),
      createdAt: iso(r.created_at),
      read: r.read_at !== null,
    })),
    unread: await unreadAlerts(db, userId),
  };
}

export async function unreadAlerts(db: Queryable, userId: number): Promise<number> {
  const rows = await db.query<{ n: number }>(
    'select count(*)::int as n from alert_events where user_id = $1 and read_at is null',
    [userId],
  );
  return num(rows[0]?.n);
}

/** Marks the user's notifications read (these ids, or all); others' ids are left alone. */
export async function markAlertsRead(
  db: Queryable,
  userId: number,
  ids: readonly number[] | undefined,
): Promise<void> {
  await db.query(
    `update alert_events set read_at = now() where user_id = $1 and read_at is null and ($2::bigint[] is null or id = any($2::bigint[]))`,
    [userId, ids ? [...ids] : null],
  );
}
