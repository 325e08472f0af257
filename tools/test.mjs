#!/usr/bin/env node
/**
 * `npm test`: every check, in the order a failure is cheapest to find.
 *   lint → typecheck → kk catalogue → unit tests → API suite on PGlite and on a real PostgreSQL 15
 *   → production build → Storybook stories (play functions + axe, light and dark) → browser suite (Playwright, one
 *   worker: two halves at once, E2E_SPLIT=1, overloaded 2 cores at load 16 and timed tests out; see the config).
 * Set TEST_ONLY=step1,step2 to run a subset.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false', FORCE_COLOR: '0' };
const nx = (...args) => [process.execPath, path.join(root, 'node_modules/nx/dist/bin/nx.js'), ...args, '--outputStyle=static'];

const steps = [
  ['lint', nx('run-many', '-t', 'lint', '--parallel=2')],
  ['typecheck', nx('run-many', '-t', 'typecheck', '--parallel=2')],
  ['i18n', [process.execPath, 'tools/check-kk-catalog.mjs']],
  ['unit', nx('run-many', '-t', 'test', '--exclude=api', '--parallel=1')],
  ['api-pglite', nx('run', 'api:test', '--skip-nx-cache')],
  [
    'api-postgres',
    [process.execPath, 'tools/with-postgres.mjs', '--', 'npx', 'vitest', 'run', '--config', 'apps/api/vitest.config.ts'],
  ],
  // The web views' development host page (never in the site's build) is built for the browser suite to drive them.
  ['build', nx('run-many', '-t', 'build', 'build-host', '--projects=api,web,web-view', '--parallel=1')],
  ['storybook', [process.execPath, 'tools/test-storybook.mjs']],
  ['e2e', ['npx', 'playwright', 'test', '-c', 'apps/web-e2e/playwright.config.ts']],
];

const only = process.env.TEST_ONLY?.split(',').filter(Boolean);
const results = [];
for (const [name, [cmd, ...args], stepEnv = {}] of steps) {
  if (only && !only.includes(name)) continue;
  const started = Date.now();
  console.log(`\n=== ${name}: ${[path.basename(cmd), ...args].join(' ')}`);
  const run = spawnSync(cmd, args, { stdio: 'inherit', env: { ...env, ...stepEnv } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = run.status === 0;
  results.push({ name, ok, seconds });
  console.log(`=== ${name}: ${ok ? 'ok' : `FAILED (exit ${run.status ?? run.signal})`} in ${seconds} s`);
  if (!ok) break;
}

console.log('\nSummary');
for (const r of results) console.log(`  ${r.ok ? 'ok  ' : 'FAIL'} ${r.name.padEnd(14)} ${r.seconds} s`);
const failed = results.filter((r) => !r.ok).length;
console.log(`steps: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
