import type { Queryable } from '../db.js';

/** Starts a posting session (and forgets those over two days old: their tokens expired after one). */
export async function createPostingSession(db: Queryable, id: string): Promise<void> {
  await db.query('insert into posting_sessions (id) values ($1)', [id]);
  await db.query("delete from posting_sessions where created_at < now() - interval '2 days'");
}

/**
 * Takes one upload of the session's `max`, in one statement (so N concurrent uploads take at most what is left).
 * False when none is left or the session is unknown.
 */
export async function takeUpload(db: Queryable, id: string, max: number): Promise<boolean> {
  const rows = await db.query('update posting_sessions set uploads = uploads + 1 where id = $1 and uploads < $2 returning id', [id, max]);
  return rows.length === 1;
}

/** Gives back an upload taken for a photo that was not stored (refused, or the server was busy). */
export async function returnUpload(db: Queryable, id: string): Promise<void> {
  await db.query('update posting_sessions set uploads = uploads - 1 where id = $1 and uploads > 0', [id]);
}
