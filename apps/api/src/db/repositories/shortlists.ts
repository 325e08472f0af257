import { randomBytes } from 'node:crypto';
import type { Shortlist, ShortlistItem, ShortlistSummary } from '@jolda/contracts';
import type { Db, Queryable } from '../db.js';
import { cardsByIds } from './buyer-cards.js';
import { type Locale, iso, num } from './rows.js';

/** Shortlists (`/myroll/{id}`): SQL of the lists and their cars. Ownership is checked by the callers' `ownerOf`. */

/** A new list id: 18 random bytes, 24 base64url characters (144 bits: the link cannot be guessed). */
export const newShortlistId = () => randomBytes(18).toString('base64url');

interface SummaryRow {
  id: string;
  name: string;
  ids: Array<number | string> | null;
  created_at: Date | string;
  updated_at: Date | string;
}

const summarySelect = `
  s.id, s.name, s.created_at, s.updated_at,
  array(select i.announcement_id from shortlist_items i where i.shortlist_id = s.id
        order by i.created_at desc, i.announcement_id desc) as ids`;

const toSummary = (r: SummaryRow): ShortlistSummary => ({
  id: r.id,
  name: r.name,
  announcementIds: (r.ids ?? []).map(num),
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
});

/** The owner of a list, or null when there is no such list. */
export async function shortlistOwner(db: Queryable, id: string): Promise<number | null> {
  const rows = await db.query<{ user_id: number | string }>('select user_id from shortlists where id = $1', [id]);
  return rows[0] ? num(rows[0].user_id) : null;
}

export async function shortlistSummary(db: Queryable, id: string): Promise<ShortlistSummary | null> {
  const rows = await db.query<SummaryRow>(`select ${summarySelect} from shortlists s where s.id = $1`, [id]);
  return rows[0] ? toSummary(rows[0]) : null;
}

/** The user's lists, newest first. */
export async function listShortlists(db: Queryable, userId: number): Promise<ShortlistSummary[]> {
  const rows = await db.query<SummaryRow>(
    `select ${summarySelect} from shortlists s where s.user_id = $1 order by s.created_at desc, s.id`,
    [userId],
  );
  return rows.map(toSummary);
}

/**
 * Adds a public announcement (on sale, sold or archived) to a list, remembering its brand, model, year and price;
 * adding it again changes nothing. The list's row is locked, so simultaneous additions cannot pass `limit` together.
 */
async function addItem(tx: Queryable, listId: string, announcementId: number, limit: number): Promise<'ok' | 'not_found' | 'full'> {
  await tx.query('select id from shortlists where id = $1 for update', [listId]);
  const already = await tx.query('select 1 from shortlist_items where shortlist_id = $1 and announcement_id = $2', [listId, announcementId]);
  if (already.length > 0) return 'ok';
  const [count] = await tx.query<{ n: number }>('select count(*)::int as n from shortlist_items where shortlist_id = $1', [listId]);
  if (num(count?.n) >= limit) return 'full';
  const inserted = await tx.query(
    `insert into shortlist_items (shortlist_id, announcement_id, brand_id, model_id, year, price_at_add)
     select $1, a.id, a.brand_id, a.model_id, a.year, a.price from announcements a
     where a.id = $2 and a.status in ('published', 'sold', 'archived')
     returning 1`,
    [listId, announcementId],
  );
  if (inserted.length === 0) return 'not_found';
  await tx.query('update shortlists set updated_at = now() where id = $1', [listId]);
  return 'ok';
}

/**
 * Makes a list (with its first car, if given). The user's row is locked for the count and the insert, so two at
 * once cannot pass `limits.lists` together. `'not_found'` rolls the new list back.
 */
export async function createShortlist(
  db: Db,
  userId: number,
  name: string,
  announcementId: number | undefined,
  limits: { lists: number; items: number },
): Promise<ShortlistSummary | 'limit' | 'not_found'> {
  class Rollback extends Error {}
  try {
    return await db.transaction(async (tx) => {
      await tx.query('select id from users where id = $1 for update', [userId]);
      const [count] = await tx.query<{ n: number }>('select count(*)::int as n from shortlists where user_id = $1', [userId]);
      if (num(count?.n) >= limits.lists) return 'limit' as const;
      const id = newShortlistId();
      await tx.query('insert into shortlists (id, user_id, name) values ($1, $2, $3)', [id, userId, name]);
      if (announcementId !== undefined && (await addItem(tx, id, announcementId, limits.items)) !== 'ok') throw new Rollback();
      const made = await shortlistSummary(tx, id);
      if (!made) throw new Error(`shortlist ${id} vanished inside its own transaction`);
      return made;
    });
  } catch (e) {
    if (e instanceof Rollback) return 'not_found';
    throw e;
  }
}

export async function renameShortlist(db: Queryable, id: string, name: string): Promise<void> {
  await db.query('update shortlists set name = $2, updated_at = now() where id = $1', [id, name]);
}

export async function deleteShortlist(db: Queryable, id: string): Promise<void> {
  await db.query('delete from shortlists where id = $1', [id]);
}

export function addToShortlist(db: Db, id: string, announcementId: number, limit: number) {
  return db.transaction((tx) => addItem(tx, id, announcementId, limit));
}

/** Removes a car from a list; false when it was not in it. */
export async function removeFromShortlist(db: Queryable, id: string, announcementId: number): Promise<boolean> {
  const rows = await db.query('delete from shortlist_items where shortlist_id = $1 and announcement_id = $2 returning 1', [id, announcementId]);
  if (rows.length === 0) return false;
  await db.query('update shortlists set updated_at = now() where id = $1', [id]);
  return true;
}

/**
 * The list as anyone with its link sees it: each car as it is now (current card and price while public; sold and
 * removed marked), in the order added, with the brand and model names of the reader's language where they differ.
 */
export async function readShortlist(
  db: Queryable,
  id: string,
  locale: Locale,
  readerId: number | null,
): Promise<Shortlist | null> {
  const [list] = await db.query<{ id: string; name: string; user_id: number | string; created_at: Date | string; updated_at: Date | string }>(
    'select id, name, user_id, created_at, updated_at from shortlists where id = $1',
    [id],
  );
  if (!list) return null;
  const rows = await db.query<{
    announcement_id: number | string;
    brand_name: string;
    model_name: string;
    year: number;
    price_at_add: number | string;
    created_at: Date | string;
  }>(
    `select i.announcement_id, b.name as brand_name, m.name as model_name, i.year, i.price_at_add, i.created_at
     from shortlist_items i join brands b on b.id = i.brand_id join models m on m.id = i.model_id
     where i.shortlist_id = $1 order by i.created_at, i.announcement_id`,
    [id],
  );
  const cards = new Map((await cardsByIds(db, rows.map((r) => num(r.announcement_id)), locale)).map((c) => [c.id, c]));
  const items: ShortlistItem[] = rows.map((r) => {
    const car = cards.get(num(r.announcement_id)) ?? null;
    return {
      announcementId: num(r.announcement_id),
      state: car?.status === 'published' ? 'on_sale' : car?.status === 'sold' ? 'sold' : 'removed',
      title: car?.title ?? `${r.brand_name} ${r.model_name}`,
      year: car?.year ?? num(r.year),
      priceAtAdd: num(r.price_at_add),
      addedAt: iso(r.created_at),
      car,
    };
  });
  return {
    id: list.id,
    name: list.name,
    mine: readerId !== null && readerId === num(list.user_id),
    createdAt: iso(list.created_at),
    updatedAt: iso(list.updated_at),
    items,
  };
}
