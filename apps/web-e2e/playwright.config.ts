import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const port = Number(process.env.E2E_PORT ?? 3100);
/** E2E_BASE_URL points the suite at a server that is already running (a dev server, say) instead. */
const external = process.env.E2E_BASE_URL;
export const baseURL = external ?? `http://127.0.0.1:${port}`;

/**
 * E2E_SPLIT=1 runs the suite in two halves at once, each in one worker against its own server and database
 * (ports E2E_PORT and E2E_PORT + 10): inside a half, files run one after another on one database, as they do in a plain
 * run; the halves share nothing. The first half is this list (about half of the suite's time); every other spec, new
 * ones included, is the second. Without E2E_SPLIT, one server and one worker run everything: that is what `npm test`
 * does, because on the 2-core machine two halves drove the load to 16 and timed tests out (measured 2026-11-26).
 */
const FIRST_HALF = [
  'market.spec.ts',
  'foundation.spec.ts',
  'market-purchase.spec.ts',
  'assistant.spec.ts',
  'market-activity.spec.ts',
  'content.spec.ts',
  'editor.spec.ts',
  'franchise.spec.ts',
  'edge.spec.ts',
  'buyer.spec.ts',
  'settings.spec.ts',
  'flags.spec.ts',
  'sitemap.spec.ts',
];
const split = process.env.E2E_SPLIT === '1' && !external;
const halves: { name: string; port: number; dataDir: string; testMatch?: string[]; testIgnore?: string[] }[] = split
  ? [
      { name: 'desktop', port, dataDir: path.join(here, '.artifacts', 'data'), testMatch: FIRST_HALF },
      { name: 'desktop-2', port: port + 10, dataDir: path.join(here, '.artifacts', 'data-2'), testIgnore: FIRST_HALF },
    ]
  : [{ name: 'desktop', port, dataDir: path.join(here, '.artifacts', 'data') }];
const server = (half: (typeof halves)[number]) => {
  const dataDir = half.dataDir;
  return {
    command: `rm -rf "${dataDir}" && node tools/start.mjs`,
    cwd: root,
    url: `http://127.0.0.1:${half.port}/api/health`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      SKIP_BUILD: '1',
      PORT: String(half.port),
      API_PORT: String(half.port + 1),
      DATA_DIR: dataDir,
      SEED_ANNOUNCEMENTS: '800',
      JOLDA_TEST_MODE: '1',
      // The suite changes data and reads pages back at once, as several visitors: anonymous pages are rendered every time
      // here (the micro-cache, PAGE_CACHE_MS, is covered by apps/web/server/page-cache.test.ts).
      PAGE_CACHE_MS: '0',
      LOG_LEVEL: 'warn',
      // The suite plays a trusted proxy in front of the site (edge.spec.ts sends X-Forwarded-For; auth.spec.ts
      // X-Forwarded-Proto: https for Secure cookies), from loopback (127.0.0.0/8 and ::1).
      TRUST_PROXY: 'loopback',
    },
  };
};

export default defineConfig({
  testDir: path.join(here, 'src'),
  outputDir: path.join(here, '.artifacts', 'results'),
  fullyParallel: false,
  workers: halves.length,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'ru-RU',
    // No service worker unless a spec asks for one (`test.use({ serviceWorkers: 'allow' })`: the PWA and push tests).
    // Each test's fresh context otherwise installed the site's worker, which precaches all ~270 built assets: 15 % of
    // the suite's CPU time (foundation.spec: 325 → 278 CPU-seconds), for tests that never look at it.
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: halves.map((half) => ({
    name: half.name,
    testMatch: half.testMatch,
    testIgnore: half.testIgnore,
    // One worker per half: its files share one database and run in order.
    workers: 1,
    use: { viewport: { width: 1280, height: 900 }, baseURL: external ?? `http://127.0.0.1:${half.port}` },
  })),
  webServer: external ? undefined : halves.map(server),
});
