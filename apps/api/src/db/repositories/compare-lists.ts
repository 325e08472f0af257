import type { Queryable } from '../db.js';
import { num } from './rows.js';

export async function getCompareIds(db: Queryable, userId: number): Promise<number[]> {
  const rows = await db.query<{ ids: Array<number | string> }>('select ids from compare_lists where user_id = $1', [
    userId,
  ]);
  return (rows[0]?.ids ?? []).map(num);
}

export async function putCompareIds(db: Queryable, userId: number, ids: readonly number[]): Promise<void> {
  await db.query(
    `insert into compare_lists (user_id, ids, updated_at) values ($1, $2::bigint[], now())
     on conflict (user_id) do update set ids = excluded.ids, updated_at = now()`,
    [userId, ids],
  );
}

/** Which of `ids` anyone may open (published, sold, archived). */
export async function publicIds(db: Queryable, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.query<{ id: number | string }>(
    `select id from announcements where id = any($1::bigint[]) and status in ('published', 'sold', 'archived')`,
    [ids],
  );
  return new Set(rows.map((r) => num(r.id)));
}
