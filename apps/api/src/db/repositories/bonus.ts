import type { Db, Queryable } from '../db.js';

export interface LedgerRow {
  id: number;
  delta: number;
  balanceAfter: number;
  reason: string;
  ref: string | null;
  createdAt: Date;
}

const toRow = (r: Record<string, unknown>): LedgerRow => ({
  id: Number(r['id']),
  delta: Number(r['delta']),
  balanceAfter: Number(r['balance_after']),
  reason: String(r['reason']),
  ref: (r['ref'] as string | null) ?? null,
  createdAt: new Date(r['created_at'] as string),
});

export async function balanceOf(db: Queryable, userId: number): Promise<number> {
  const [r] = await db.query<{ balance: number }>('select balance from bonus_accounts where user_id = $1', [userId]);
  return r ? Number(r.balance) : 0;
}

export async function ledgerOf(db: Queryable, userId: number, limit = 100): Promise<LedgerRow[]> {
  const rows = await db.query('select id, delta, balance_after, reason, ref, created_at from bonus_ledger where user_id = $1 order by id desc limit $2', [
    userId,
    limit,
  ]);
  return rows.map(toRow);
}

export async function entryByKey(db: Queryable, userId: number, key: string): Promise<LedgerRow | null> {
  const [r] = await db.query(
    'select id, delta, balance_after, reason, ref, created_at from bonus_ledger where user_id = $1 and idempotency_key = $2',
    [userId, key],
  );
  return r ? toRow(r) : null;
}

export type PostResult =
  | { ok: true; entry: LedgerRow; duplicate: boolean; balance: number }
  | { ok: false; reason: 'insufficient'; balance: number };

/**
 * Posts one entry to a user's ledger: `delta` > 0 earns, < 0 spends. In one transaction that holds the account's
 * row lock: an entry with the same key already there is answered as it was (a retry pays or charges once); a spend
 * larger than the balance is refused; otherwise the balance moves and the entry is appended. Concurrent posts of one
 * user queue on the lock, so N simultaneous spends of a balance that covers K succeed exactly K times.
 */
export async function postEntry(
  db: Db,
  e: { userId: number; delta: number; reason: string; ref: string | null; key: string },
  /** Runs in the same transaction after a new entry (e.g. recording what was bought). */
  then?: (tx: Queryable) => Promise<void>,
): Promise<PostResult> {
  return db.transaction(async (tx) => {
    await tx.query('insert into bonus_accounts (user_id) values ($1) on conflict (user_id) do nothing', [e.userId]);
    const [acc] = await tx.query<{ balance: number }>('select balance from bonus_accounts where user_id = $1 for update', [e.userId]);
    const balance = Number(acc!.balance);
    const existing = await entryByKey(tx, e.userId, e.key);
    if (existing) return { ok: true, entry: existing, duplicate: true, balance };
    const after = balance + e.delta;
    if (after < 0) return { ok: false, reason: 'insufficient', balance };
    await tx.query('update bonus_accounts set balance = $2, updated_at = now() where user_id = $1', [e.userId, after]);
    const [row] = await tx.query(
      `insert into bonus_ledger (user_id, delta, balance_after, reason, ref, idempotency_key)
       values ($1, $2, $3, $4, $5, $6) returning id, delta, balance_after, reason, ref, created_at`,
      [e.userId, e.delta, after, e.reason, e.ref, e.key],
    );
    if (then) await then(tx);
    return { ok: true, entry: toRow(row!), duplicate: false, balance: after };
  });
}

/** What the claimable actions need: a phone-verified user, a filled profile, a published announcement. */
export async function claimFacts(db: Queryable, userId: number): Promise<{ profileFilled: boolean; published: boolean }> {
  const [r] = await db.query<{ profile: boolean; published: boolean }>(
    `select (u.name is not null and length(trim(u.name)) > 0 and u.city_id is not null) as profile,
       exists (select 1 from announcements a where a.user_id = u.id and a.published_at is not null
               and a.status in ('published', 'sold', 'archived')) as published
     from users u where u.id = $1`,
    [userId],
  );
  return { profileFilled: Boolean(r?.profile), published: Boolean(r?.published) };
}

export async function hasUnlock(db: Queryable, userId: number, subject: string): Promise<boolean> {
  const rows = await db.query('select 1 from autocheck_unlocks where user_id = $1 and subject = $2', [userId, subject]);
  return rows.length > 0;
}

export async function addUnlock(db: Queryable, userId: number, subject: string): Promise<void> {
  await db.query('insert into autocheck_unlocks (user_id, subject) values ($1, $2) on conflict do nothing', [userId, subject]);
}
