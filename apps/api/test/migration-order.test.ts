import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate, migrationsDir } from '../src/db/migrate.js';
import { openPglite } from '../src/db/pglite.js';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('migrations 0033–0035 on a database that had the later ones first', () => {
  it('widen the role check (0050 before 0033) so an inspector can be granted, and apply in any order', async () => {
    const early = mkdtempSync(path.join(tmpdir(), 'jolda-mig-'));
    dirs.push(early);
    for (const f of readdirSync(migrationsDir())) if (!/^003[3-5]_/.test(f)) cpSync(path.join(migrationsDir(), f), path.join(early, f));
    const db = await openPglite();
    try {
      await migrate(db, early);
      // What 0050 created before 0033 existed: no inspector yet.
      await db.query(`alter table user_roles drop constraint user_roles_role_check`);
      await db.query(`alter table user_roles add constraint user_roles_role_check check (role in ('editor', 'moderator', 'admin'))`);
      const [u] = await db.query<{ id: number }>(`insert into users (phone) values ('+77000000999') returning id`);
      await expect(db.query(`insert into user_roles (user_id, role) values ($1, 'inspector')`, [u!.id])).rejects.toThrow();
      const applied = await migrate(db);
      expect(applied).toEqual(['0033_inspections', '0034_raises', '0035_autocheck_runs']);
      await db.query(`insert into user_roles (user_id, role) values ($1, 'inspector')`, [u!.id]);
      expect(await db.query(`select role from user_roles where user_id = $1`, [u!.id])).toEqual([{ role: 'inspector' }]);
    } finally {
      await db.close();
    }
  });
});
