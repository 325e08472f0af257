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

export async function insertOtp(db: Queryable, phone: string, codeHash: string, ip: string, ttl: number): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `insert into otp_codes (phone, code_hash, ip, expires_at) values ($1, $2, $3, now() + make_interval(secs => $4))
     returning id`,
    [phone, codeHash, ip, ttl],
  );
  return num(rows[0]?.id);
}

/** Forgets a code the SMS provider did not take, so it neither blocks a resend nor counts against the limits. */
export async function deleteOtp(db: Queryable, id: number): Promise<void> {
  await db.query('delete from otp_codes where id = $1', [id]);
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

/** A new session (one sign-in) of a user; its id goes into every access token of the session (`sid`). */
export async function createSession(db: Queryable, userId: number): Promise<string> {
  const rows = await db.query<{ id: string }>(
    'insert into auth_sessions (id, user_id) values (gen_random_uuid(), $1) returning id::text as id',
    [userId],
  );
  return rows[0]!.id;
}

/** Whether the session exists, belongs to the user and is not revoked: one primary-key read per authenticated request. */
export async function sessionLive(db: Queryable, sessionId: string, userId: number): Promise<boolean> {
  const rows = await db.query(
    'select 1 from auth_sessions where id = $1 and user_id = $2 and revoked_at is null',
    [sessionId, userId],
  );
  return rows.length > 0;
}

/** Ends a session: its access tokens fail at their next request, its refresh tokens are refused. */
export async function revokeSession(db: Queryable, sessionId: string): Promise<void> {
  await db.query('update auth_sessions set revoked_at = now() where id = $1 and revoked_at is null', [sessionId]);
  await db.query('update refresh_tokens set revoked_at = now() where family_id = $1 and revoked_at is null', [sessionId]);
}

export async function insertRefreshToken(
  db: Queryable,
  t: { userId: number; sessionId: string; tokenHash: string; ttl: number },
): Promise<number> {
  const rows = await db.query<{ expires_in: number }>(
    `insert into refresh_tokens (user_id, family_id, token_hash, expires_at)
     values ($1, $2, $3, now() + make_interval(secs => $4))
     returning extract(epoch from (expires_at - now()))::int as expires_in`,
    [t.userId, t.sessionId, t.tokenHash, t.ttl],
  );
  return num(rows[0]?.expires_in);
}

export interface RefreshRow {
  id: number;
  userId: number;
  sessionId: string;
  used: boolean;
  /** Seconds since it was spent, by the database clock (null while unspent). */
  usedAgo: number | null;
  /** The token itself or its session revoked. */
  revoked: boolean;
  expired: boolean;
  /** Seconds it stays valid. */
  expiresIn: number;
}

/**
 * A refresh token by its hash, locked until the end of the transaction: requests presenting the same token queue
 * here (on every API instance), so exactly one rotates it and the others see it spent and take the grace path.
 */
export async function lockRefreshToken(db: Queryable, tokenHash: string): Promise<RefreshRow | null> {
  const rows = await db.query<{
    id: number;
    user_id: number;
    family_id: string;
    used_ago: number | null;
    revoked: boolean;
    expires_in: number;
  }>(
    `select id, user_id, family_id::text as family_id,
       extract(epoch from (now() - used_at))::float8 as used_ago,
       revoked_at is not null as revoked,
       extract(epoch from (expires_at - now()))::float8 as expires_in
     from refresh_tokens where token_hash = $1 for update`,
    [tokenHash],
  );
  const r = rows[0];
  if (!r) return null;
  // Read after the lock, so a revocation committed while this request waited is seen.
  const session = await db.query<{ revoked: boolean }>(
    'select revoked_at is not null as revoked from auth_sessions where id = $1',
    [r.family_id],
  );
  const expiresIn = num(r.expires_in);
  return {
    id: num(r.id),
    userId: num(r.user_id),
    sessionId: r.family_id,
    used: r.used_ago !== null,
    usedAgo: r.used_ago === null ? null : Math.max(0, num(r.used_ago)),
    revoked: r.revoked || session[0]?.revoked !== false,
    expired: expiresIn <= 0,
    expiresIn: Math.max(0, Math.floor(expiresIn)),
  };
}

/** The session of a refresh token (for logout), whatever its state. */
export async function sessionOfRefreshToken(db: Queryable, tokenHash: string): Promise<string | null> {
  const rows = await db.query<{ family_id: string }>(
    'select family_id::text as family_id from refresh_tokens where token_hash = $1',
    [tokenHash],
  );
  return rows[0]?.family_id ?? null;
}

/** Spends a refresh token (the caller holds its lock). */
export async function markRefreshUsed(db: Queryable, id: number): Promise<void> {
  await db.query('update refresh_tokens set used_at = now() where id = $1', [id]);
}

/** Serialises OTP work per phone until the end of the transaction. */
export async function lockPhone(db: Queryable, phone: string): Promise<void> {
  await db.query('select pg_advisory_xact_lock(hashtext($1))', [phone]);
}
