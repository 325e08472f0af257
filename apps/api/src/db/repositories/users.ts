import type { Profile, UpdateProfile } from '@jolda/contracts';
import type { Queryable } from '../db.js';
import { iso, num, numOrNull } from './rows.js';

interface UserRow {
  id: number | string;
  phone: string;
  name: string | null;
  city_id: number | null;
  locale: 'ru' | 'kk';
  created_at: Date;
  deleted_at: Date | null;
}

export interface User extends Profile {
  deleted: boolean;
}

const toUser = (r: UserRow): User => ({
  id: num(r.id),
  phone: r.phone,
  name: r.name,
  cityId: numOrNull(r.city_id),
  locale: r.locale,
  createdAt: iso(r.created_at),
  deleted: r.deleted_at !== null,
});

export const toProfile = ({ deleted: _deleted, ...p }: User): Profile => p;

const COLS = 'id, phone, name, city_id, locale, created_at, deleted_at';

export async function findUserById(db: Queryable, id: number): Promise<User | null> {
  const rows = await db.query<UserRow>(`select ${COLS} from users where id = $1`, [id]);
  return rows[0] ? toUser(rows[0]) : null;
}

/**
 * The user of an access token and whether the token's session is live, in one read (every authenticated request
 * makes it: the session check rides on the user lookup the route needed anyway).
 */
export async function findUserInSession(
  db: Queryable,
  id: number,
  sessionId: string,
): Promise<{ user: User; sessionLive: boolean } | null> {
  const rows = await db.query<UserRow & { session_live: boolean }>(
    `select ${COLS}, exists (
       select 1 from auth_sessions s where s.id = $2 and s.user_id = users.id and s.revoked_at is null
     ) as session_live
     from users where id = $1`,
    [id, sessionId],
  );
  const r = rows[0];
  return r ? { user: toUser(r), sessionLive: r.session_live } : null;
}

/** The live account of a phone number, created on first sign-in. */
export async function findOrCreateUserByPhone(db: Queryable, phone: string, locale: 'ru' | 'kk'): Promise<User> {
  const found = await db.query<UserRow>(`select ${COLS} from users where phone = $1 and deleted_at is null`, [phone]);
  if (found[0]) return toUser(found[0]);
  const rows = await db.query<UserRow>(
    `insert into users (phone, locale) values ($1, $2)
     on conflict (phone) where deleted_at is null do update set updated_at = users.updated_at
     returning ${COLS}`,
    [phone, locale],
  );
  return toUser(rows[0]!);
}

export async function updateUser(db: Queryable, id: number, patch: UpdateProfile): Promise<User | null> {
  const sets: string[] = [];
  const params: unknown[] = [id];
  const set = (col: string, v: unknown) => {
    params.push(v);
    sets.push(`${col} = $${params.length}`);
  };
  if (patch.name !== undefined) set('name', patch.name);
  if (patch.cityId !== undefined) set('city_id', patch.cityId);
  if (patch.locale !== undefined) set('locale', patch.locale);
  sets.push('updated_at = now()');
  const rows = await db.query<UserRow>(
    `update users set ${sets.join(', ')} where id = $1 and deleted_at is null returning ${COLS}`,
    params,
  );
  return rows[0] ? toUser(rows[0]) : null;
}
