import type { Queryable } from '../db.js';
import { num } from './rows.js';

export interface OtpRow {
  id: number;
  codeHash: string;
  attempts: number;
  /** Seconds since the code was sent, by the database clock. */
  age: number;
  expired: boolean;
  consumed: boolean;
}

export async function latestOtp(db: Queryable, phone: string): Promise<OtpRow | null> {
  const rows = await db.query<{
    id: number;
    code_hash: string;
    attempts: number;
    age: number;
    expired: boolean;
    consumed: boolean;
  }>(
    `select id, code_hash, attempts,
       extract(epoch from (now() - created_at))::float8 as age,
       expires_at <= now() as expired, consumed_at is not null as consumed
     from otp_codes where phone = $1 order by created_at desc, id desc limit 1`,
    [phone],
  );
  const r = rows[0];
  return r
    ? { id: num(r.id), codeHash: r.code_hash, attempts: num(r.attempts), age: num(r.age), expired: r.expired, consumed: r.consumed }
    : null;
}

/** Codes sent in the last `seconds`, to one phone and from one IP. */
export async function countRecentOtps(
  db: Queryable,
  phone: string,
  ip: string,
  seconds: number,
): Promise<{ phone: number; ip: number }> {
  const rows = await db.query<{ by_phone: number; by_ip: number }>(
    `select
       count(*) filter (where phone = $1)::int as by_phone,
       count(*) filter (where ip = $2)::int as by_ip
     from otp_codes where created_at > now() - make_interval(secs => $3) and (phone = $1 or ip = $2)`,
    [phone, ip, seconds],
  );
  return { phone: num(rows[0]?.by_phone), ip: num(rows[0]?.by_ip) };
}

export async function insertOtp(db: Queryable, phone: string, codeHash: string, ip: string, ttl: number) {
  await db.query(
    `insert into otp_codes (phone, code_hash, ip, expires_at) values ($1, $2, $3, now() + make_interval(secs => $4))`,
    [phone, codeHash, ip, ttl],
  );
}

/** Counts a wrong attempt and returns the new number of attempts. */
export async function addOtpAttempt(db: Queryable, id: number): Promise<number> {
  const rows = await db.query<{ attempts: number }>(
    'update otp_codes set attempts = attempts + 1 where id = $1 returning attempts',
    [id],
  );
  return num(rows[0]?.attempts);
}

/** Marks a code used; false when another request consumed it first. */
export async function consumeOtp(db: Queryable, id: number): Promise<boolean> {
  const rows = await db.query(
    'update otp_codes set consumed_at = now() where id = $1 and consumed_at is null returning id',
    [id],
  );
  return rows.length > 0;
}

export async function insertRefreshToken(
  db: Queryable,
  t: { userId: number; familyId: string; tokenHash: string; ttl: number },
) {
  await db.query(
    `insert into refresh_tokens (user_id, family_id, token_hash, expires_at)
     values ($1, $2, $3, now() + make_interval(secs => $4))`,
    [t.userId, t.familyId, t.tokenHash, t.ttl],
  );
}

export interface RefreshRow {
  id: number;
  userId: number;
  familyId: string;
  used: boolean;
  revoked: boolean;
  expired: boolean;
}

export async function findRefreshToken(db: Queryable, tokenHash: string): Promise<RefreshRow | null> {
  const rows = await db.query<{
    id: number;
    user_id: number;
    family_id: string;
    used: boolean;
    revoked: boolean;
    expired: boolean;
  }>(
    `select id, user_id, family_id::text as family_id, used_at is not null as used,
       revoked_at is not null as revoked, expires_at <= now() as expired
     from refresh_tokens where token_hash = $1`,
    [tokenHash],
  );
  const r = rows[0];
  return r
    ? { id: num(r.id), userId: num(r.user_id), familyId: r.family_id, used: r.used, revoked: r.revoked, expired: r.expired }
    : null;
}

/** Spends a refresh token; false when it was already spent (a concurrent or replayed use). */
export async function markRefreshUsed(db: Queryable, id: number): Promise<boolean> {
  const rows = await db.query(
    'update refresh_tokens set used_at = now() where id = $1 and used_at is null and revoked_at is null returning id',
    [id],
  );
  return rows.length > 0;
}

export async function revokeFamily(db: Queryable, familyId: string): Promise<number> {
  const rows = await db.query(
    'update refresh_tokens set revoked_at = now() where family_id = $1 and revoked_at is null returning id',
    [familyId],
  );
  return rows.length;
}

export async function revokeUserTokens(db: Queryable, userId: number): Promise<number> {
  const rows = await db.query(
    'update refresh_tokens set revoked_at = now() where user_id = $1 and revoked_at is null returning id',
    [userId],
  );
  return rows.length;
}

/** Serialises OTP work per phone until the end of the transaction. */
export async function lockPhone(db: Queryable, phone: string): Promise<void> {
  await db.query('select pg_advisory_xact_lock(hashtext($1))', [phone]);
}
