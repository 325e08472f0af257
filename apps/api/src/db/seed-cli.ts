/**
 * Resets the configured database (PGlite at DATA_DIR, or DATABASE_URL) and seeds it.
 * Usage: npm run seed -- [--announcements 100000] [--seed 42]
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { migrate } from './migrate.js';
import { openDb } from './open.js';
import { resetSchema } from './repositories/bulk.js';
import { seed } from './seed/index.js';

const { values } = parseArgs({
  options: {
    announcements: { type: 'string', short: 'n' },
    seed: { type: 'string' },
  },
  allowPositionals: false,
});

const config = loadConfig();
const count = values.announcements ? Number(values.announcements) : config.seedAnnouncements;
if (!Number.isInteger(count) || count < 0) throw new Error('--announcements must be a whole number');

const t0 = Date.now();
const db = await openDb(config);
console.log(`seed: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${config.dataDir}`}`);
await resetSchema(db);
await migrate(db);
let last = 0;
const stats = await seed(db, {
  announcements: count,
  ...(values.seed ? { seed: Number(values.seed) } : {}),
  onProgress: (done, total) => {
    if (done - last >= 10_000 || done === total) {
      last = done;
      console.log(`  ${done}/${total} announcements (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
    }
  },
});
await db.close();
console.log(`seed: done in ${((Date.now() - t0) / 1000).toFixed(1)} s`, stats);
