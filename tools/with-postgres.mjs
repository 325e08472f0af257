#!/usr/bin/env node
// Runs a command against a throwaway PostgreSQL 15 cluster:
//   node tools/with-postgres.mjs -- npx vitest run --config apps/api/vitest.config.ts
// The command gets DATABASE_URL_TEST (and PG* variables); the cluster is stopped and deleted afterwards, even on failure.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const sep = process.argv.indexOf('--');
const command = sep === -1 ? process.argv.slice(2) : process.argv.slice(sep + 1);
if (command.length === 0) {
  console.error('usage: node tools/with-postgres.mjs -- <command> [args…]');
  process.exit(2);
}
if (!existsSync(join(BIN, 'initdb'))) {
  console.error(`with-postgres: no PostgreSQL binaries in ${BIN} (set PG_BIN)`);
  process.exit(2);
}

const isRoot = process.getuid?.() === 0;
/** Runs a PostgreSQL tool, as the postgres user when we are root (initdb refuses root). */
function pg(tool, args, opts = {}) {
  const [cmd, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', join(BIN, tool), ...args]] : [join(BIN, tool), args];
  const r = spawnSync(cmd, argv, { encoding: 'utf8', ...opts });
  if (r.status !== 0) throw new Error(`${tool} failed (${r.status}): ${r.stderr || r.stdout}`);
  return r.stdout;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

const dir = mkdtempSync(join(tmpdir(), 'jolda-pg-'));
const data = join(dir, 'data');
let started = false;

function cleanup() {
  if (started) {
    try {
      pg('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'], { stdio: 'pipe' });
    } catch (err) {
      console.error(`with-postgres: stop failed: ${err.message}`);
    }
    started = false;
  }
  rmSync(dir, { recursive: true, force: true });
}

let exitCode = 1;
try {
  if (isRoot) {
    const pw = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const gr = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    chownSync(dir, Number(pw.stdout.trim()), Number(gr.stdout.trim()));
  }
  chmodSync(dir, 0o700);
  pg('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync'], { stdio: 'pipe' });
  const port = await freePort();
  const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  pg('pg_ctl', ['-D', data, '-o', opts, '-l', join(dir, 'server.log'), '-w', 'start'], { stdio: 'pipe' });
  started = true;
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const version = pg('psql', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-Atc', 'show server_version'], { stdio: 'pipe' }).trim();
  console.log(`with-postgres: PostgreSQL ${version} on port ${port} (${dir})`);

  const child = spawn(command[0], command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL_TEST: url, PGHOST: '127.0.0.1', PGPORT: String(port), PGUSER: 'postgres' },
  });
  const forward = (sig) => child.kill(sig);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  exitCode = await new Promise((resolve) => {
    child.on('error', (err) => {
      console.error(`with-postgres: ${err.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
} catch (err) {
  console.error(`with-postgres: ${err.message}`);
  exitCode = 1;
} finally {
  cleanup();
}
process.exit(exitCode);
