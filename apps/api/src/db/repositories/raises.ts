import type { Queryable } from '../db.js';
import { iso, num } from './rows.js';

/** What a raise needs to know of an announcement: its owner, status and publication time (ms since the epoch). */
export async function raiseTarget(db: Queryable, id: number): Promise<{ userId: number; status: string; publishedAt: number | null } | null> {
  const [r] = await db.query<{ user_id: unknown; status: string; published_us: unknown }>(
    `select user_id, status, (extract(epoch from published_at) * 1000000)::bigint as published_us from announcements where id = $1`,
    [id],
  );
  if (!r) return null;
  return { userId: num(r.user_id), status: r.status, publishedAt: r.published_us === null ? null : num(r.published_us) };
}

/** When announcement `id` may be raised again (null: now), by the database's clock. */
export async function nextRaiseAt(db: Queryable, id: number, cooldownHours: number): Promise<string | null> {
  const [r] = await db.query<{ next: unknown }>(
    `select max(raised_at) + make_interval(hours => $2) as next from announcement_raises where announcement_id = $1
     having max(raised_at) + make_interval(hours => $2) > now()`,
    [id, cooldownHours],
  );
  return r ? iso(r.next) : null;
}

/**
 * The raise itself, in the transaction that charged for it: the announcement (still published) gets the publication
 * time now, and the raise is recorded with its ledger entry. Returns the new publication time, or null when the
 * announcement is no longer published.
 */
export async function applyRaise(tx: Queryable, r: { id: number; userId: number; ledgerKey: string }): Promise<string | null> {
  const [a] = await tx.query<{ published_at: unknown }>(
    `update announcements set published_at = now(), updated_at = now() where id = $1 and status = 'published' returning published_at`,
    [r.id],
  );
  if (!a) return null;
  await tx.query(
    `insert into announcement_raises (announcement_id, user_id, ledger_id, raised_at)
     values ($1, $2, (select id from bonus_ledger where user_id = $2 and idempotency_key = $3), now())`,
    [r.id, r.userId, r.ledgerKey],
  );
  return iso(a.published_at);
}

/** My announcements raised within the last `cooldownHours` (or ever, for the last time): the last raise and the next one. */
export async function myRaises(db: Queryable, userId: number, cooldownHours: number): Promise<Array<{ id: number; lastRaisedAt: string; nextRaiseAt: string | null }>> {
  const rows = await db.query<{ id: unknown; last: unknown; next: unknown; blocked: boolean }>(
    `select r.announcement_id as id, max(r.raised_at) as last, max(r.raised_at) + make_interval(hours => $2) as next,
       max(r.raised_at) + make_interval(hours => $2) > now() as blocked
     from announcement_raises r join announcements a on a.id = r.announcement_id and a.user_id = $1
     group by r.announcement_id order by r.announcement_id`,
    [userId, cooldownHours],
  );
  return rows.map((r) => ({ id: num(r.id), lastRaisedAt: iso(r.last), nextRaiseAt: r.blocked ? iso(r.next) : null }));
}
