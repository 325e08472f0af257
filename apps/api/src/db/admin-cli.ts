/**
 * Roles of people (editor, moderator, admin, inspector) on the configured database (PGlite at DATA_DIR, or DATABASE_URL):
 *   npm run admin -- grant editor +77011234567
 *   npm run admin -- revoke editor +77011234567
 *   npm run admin -- list
 * Granting to a phone nobody signed in with yet makes the account, so the role is there at the first sign-in. PGlite
 * has one process at a time: stop the API first.
 */
import { ROLES, type Role } from '@jolda/contracts';
import { loadConfig } from '../config.js';
import { migrate } from './migrate.js';
import { openDb } from './open.js';
import { grantRole, revokeRole } from './repositories/content.js';

const [command, role, rawPhone] = process.argv.slice(2);
const usage = 'usage: npm run admin -- grant|revoke editor|moderator|admin|inspector +77XXXXXXXXX | list';

/** `+7 701 123-45-67`, `87011234567`, `7011234567` → `+77011234567`. */
export function normalisePhone(input: string): string | null {
  const digits = input.replace(/\D/g, '');
  const national = digits.length === 11 && /^[78]/.test(digits) ? digits.slice(1) : digits;
  return /^7\d{9}$/.test(national) ? `+7${national}` : null;
}

if (command !== 'list' && (!['grant', 'revoke'].includes(command ?? '') || !ROLES.includes(role as Role) || !rawPhone)) {
  console.error(usage);
  process.exit(2);
}

const db = await openDb(loadConfig());
try {
  await migrate(db);
  if (command === 'list') {
    const rows = await db.query<{ phone: string; name: string | null; role: string }>(
      `select u.phone, u.name, r.role from user_roles r join users u on u.id = r.user_id order by r.role, u.phone`,
    );
    for (const r of rows) console.log(`${r.role}\t${r.phone}\t${r.name ?? ''}`);
    if (!rows.length) console.log('nobody has a role');
  } else {
    const phone = normalisePhone(rawPhone!);
    if (!phone) {
      console.error(`not a Kazakh mobile number: ${rawPhone}`);
      process.exit(2);
    }
    let [user] = await db.query<{ id: number }>(`select id from users where phone = $1 and deleted_at is null`, [phone]);
    if (!user && command === 'grant') [user] = await db.query<{ id: number }>(`insert into users (phone) values ($1) returning id`, [phone]);
    if (!user) {
      console.error(`no account with ${phone}`);
      process.exit(1);
    }
    if (command === 'grant') await grantRole(db, Number(user.id), role as Role);
    else await revokeRole(db, Number(user.id), role as Role);
    console.log(`${command === 'grant' ? 'granted' : 'revoked'}: ${role} ${phone}`);
  }
} finally {
  await db.close();
}
