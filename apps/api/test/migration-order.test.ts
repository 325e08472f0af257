import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/db.js';
import { migrate, migrationsDir } from '../src/db/migrate.js';
import { openPglite } from '../src/db/pglite.js';

/** The series that landed after the later-numbered 0040–0070 had run on databases: 0033 to 0039. */
const LATE = /^003[3-9]_/;
/**
 * Those databases had the migrations up to 0070 when the series landed; later ones (0075 alters 0036's push_outbox)
 * reach every database after 0033–0039, as they did in fact.
 */
const existedBefore = (f: string) => !LATE.test(f) && Number(f.slice(0, 4)) <= 70;
let early: string;
let db: Db;
let userId: number;

// Set up in a hook: migrating a whole database is setup, not the test (CPU-bound, slow on a busy machine).
beforeAll(async () => {
  early = mkdtempSync(path.join(tmpdir(), 'jolda-mig-'));
  // 0036 and later of the series landed after 0033–0035 (0038 alters 0033's table): a database never had them first.
  for (const f of readdirSync(migrationsDir())) if (existedBefore(f)) cpSync(path.join(migrationsDir(), f), path.join(early, f));
  db = await openPglite();
  await migrate(db, early);
  // The check 0050 created before 0033 existed: no inspector yet.
  await db.query(`alter table user_roles drop constraint user_roles_role_check`);
  await db.query(`alter table user_roles add constraint user_roles_role_check check (role in ('editor', 'moderator', 'admin'))`);
  const [u] = await db.query<{ id: number }>(`insert into users (phone) values ('+77000000999') returning id`);
  userId = Number(u!.id);
});
afterAll(async () => {
  await db?.close();
  rmSync(early, { recursive: true, force: true });
});

describe('migrations 0033–0039 on a database that had the later ones first', () => {
  it('widen the role check (0050 before 0033) so an inspector can be granted, and apply in any order', async () => {
    await expect(db.query(`insert into user_roles (user_id, role) values ($1, 'inspector')`, [userId])).rejects.toThrow();
    const applied = await migrate(db);
    const late = readdirSync(migrationsDir())
      .filter((f) => LATE.test(f) && f.endsWith('.sql'))
      .map((f) => f.replace(/\.sql$/, ''))
      .sort();
    expect(late.slice(0, 3)).toEqual(['0033_inspections', '0034_raises', '0035_autocheck_runs']);
    const later = readdirSync(migrationsDir())
      .filter((f) => f.endsWith('.sql') && Number(f.slice(0, 4)) > 70)
      .map((f) => f.replace(/\.sql$/, ''))
      .sort();
    expect(applied).toEqual([...late, ...later]);
    await db.query(`insert into user_roles (user_id, role) values ($1, 'inspector')`, [userId]);
    expect(await db.query(`select role from user_roles where user_id = $1`, [userId])).toEqual([{ role: 'inspector' }]);
  });
});
