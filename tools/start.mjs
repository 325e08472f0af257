#!/usr/bin/env node
/**
 * `npm start`: builds what is missing (Nx restores unchanged outputs from its cache), then runs the
 * API and the site's server, and stops both cleanly on Ctrl-C.
 *
 *   PORT          the site's port (3000)
 *   API_PORT      the API's internal port (PORT + 1)
 *   DATABASE_URL  a real PostgreSQL server instead of the embedded PGlite under ./data
 *   SKIP_BUILD=1  start from the existing dist/ without building
 *   SMS_PROVIDER  `demo` (default: no SMS is sent, and the login page shows the code, labelled as a demo, unless
 *                 SMS_DEMO_SHOW_CODE=0) or `mobizon` (real SMS; see README)
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
const port = Number(process.env.PORT ?? 3000);
const apiPort = Number(process.env.API_PORT ?? port + 1);
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };

if (process.env.SKIP_BUILD !== '1') {
  console.log('jolda: building (unchanged projects come from the Nx cache)…');
  const build = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/nx/dist/bin/nx.js'), 'run-many', '-t', 'build', '--projects=api,web', '--outputStyle=static'],
    { stdio: 'inherit', env },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}
for (const file of ['dist/apps/api/main.js', 'dist/apps/web/server/main.js']) {
  if (!fs.existsSync(file)) {
    console.error(`jolda: ${file} is missing; run without SKIP_BUILD`);
    process.exit(1);
  }
}

const children = [];
let stopping = false;

function run(name, file, extraEnv) {
  const child = spawn(process.execPath, ['--enable-source-maps', file], {
    stdio: 'inherit',
    env: { ...env, NODE_ENV: 'production', ...extraEnv },
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`jolda: ${name} stopped (${signal ?? code}); stopping the rest`);
      stop(code ?? 1);
    }
  });
  children.push(child);
  return child;
}

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  const deadline = setTimeout(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    process.exit(code);
  }, 10_000);
  Promise.all(children.map((c) => (c.exitCode !== null ? null : new Promise((r) => c.once('exit', r))))).then(() => {
    clearTimeout(deadline);
    process.exit(code);
  });
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

async function waitForHealth(url, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return false;
}

// The demo SMS provider sends nothing and, in production mode, never logs a code: so that this local site can be signed
// in to, its login page shows the code (labelled as a demo). An explicit SMS_DEMO_SHOW_CODE or a real provider wins.
const smsDemo = (process.env.SMS_PROVIDER ?? 'demo') === 'demo';
const smsEnv = smsDemo && process.env.SMS_DEMO_SHOW_CODE === undefined ? { SMS_DEMO_SHOW_CODE: '1' } : {};
if (smsDemo && (smsEnv.SMS_DEMO_SHOW_CODE ?? process.env.SMS_DEMO_SHOW_CODE) === '1') {
  console.log('jolda: SMS: demo provider, no SMS is sent; sign-in codes are shown on the login page (SMS_PROVIDER=mobizon for real SMS)');
}
run('api', 'dist/apps/api/main.js', { API_PORT: String(apiPort), API_HOST: '127.0.0.1', ...smsEnv });
// The first start creates, migrates and seeds the database: give it time.
if (!(await waitForHealth(`http://127.0.0.1:${apiPort}/api/health`, 600_000))) {
  console.error('jolda: the API did not become healthy');
  stop(1);
} else if (!stopping) {
  run('web', 'dist/apps/web/server/main.js', { PORT: String(port), API_INTERNAL_URL: `http://127.0.0.1:${apiPort}` });
  console.log(`jolda: open http://localhost:${port}`);
}
