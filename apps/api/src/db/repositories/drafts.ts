import type { Queryable } from '../db.js';
import { iso } from './rows.js';

export async function findDraft(db: Queryable, userId: number): Promise<{ data: unknown; updatedAt: string } | null> {
  const rows = await db.query<{ data: unknown; updated_at: Date | string }>(
    'select data, updated_at from drafts where user_id = $1',
    [userId],
  );
  const r = rows[0];
  if (!r) return null;
  return { data: typeof r.data === 'string' ? JSON.parse(r.data) : r.data, updatedAt: iso(r.updated_at) };
}

export async function saveDraft(db: Queryable, userId: number, data: unknown): Promise<string> {
  const rows = await db.query<{ updated_at: Date | string }>(
    `insert into drafts (user_id, data, updated_at) values ($1, $2::jsonb, now())
     on conflict (user_id) do update set data = excluded.data, updated_at = now()
     returning updated_at`,
    [userId, JSON.stringify(data)],
  );
  return iso(rows[0]!.updated_at);
}

export async function deleteDraft(db: Queryable, userId: number): Promise<void> {
  await db.query('delete from drafts where user_id = $1', [userId]);
}
