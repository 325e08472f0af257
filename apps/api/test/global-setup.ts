import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate } from '../src/db/migrate.js';
import { dumpPglite, openPglite } from '../src/db/pglite.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty PGlite database's files (see `createTestDb`); absent on PostgreSQL. */
    pgliteTemplate?: string;
  }
}

/**
 * Once per run on PGlite: an empty database with every migration, dumped to a file that each test file's database is
 * opened from (initdb and the migrations took ~3 s a file; a copy opens in well under one). PostgreSQL runs migrate a
 * fresh schema per file as before.
 */
export default async function setup(project: TestProject) {
  if (process.env['DATABASE_URL_TEST']) return;
  const db = await openPglite();
  await migrate(db);
  const dump = await dumpPglite(db);
  await db.close();
  const dir = mkdtempSync(join(tmpdir(), 'jolda-api-test-'));
  const file = join(dir, 'pglite-template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
