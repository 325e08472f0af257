import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = path.join(here, '.artifacts', 'data');
/** E2E_BASE_URL points the suite at a server that is already running (a dev server, say) instead. */
const external = process.env.E2E_BASE_URL;
export const baseURL = external ?? `http://127.0.0.1:${port}`;

/**
 * The suite runs against the production build (dist/), started by tools/start.mjs on a fresh,
 * seeded PGlite database, in Debian's Chromium (never a downloaded browser).
 */
export default defineConfig({
  testDir: path.join(here, 'src'),
  outputDir: path.join(here, '.artifacts', 'results'),
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'ru-RU',
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
  projects: [{ name: 'desktop', use: { viewport: { width: 1280, height: 900 } } }],
  webServer: external
    ? undefined
    : {
        command: `rm -rf "${dataDir}" && node tools/start.mjs`,
        cwd: root,
        url: `${baseURL}/api/health`,
        timeout: 300_000,
        reuseExistingServer: false,
        stdout: 'ignore',
        stderr: 'pipe',
        env: {
          SKIP_BUILD: '1',
          PORT: String(port),
          API_PORT: String(port + 1),
          DATA_DIR: dataDir,
          SEED_ANNOUNCEMENTS: '800',
          JOLDA_TEST_MODE: '1',
          LOG_LEVEL: 'warn',
          // The suite plays a trusted proxy in front of the site (edge.spec.ts sends X-Forwarded-For; auth.spec.ts
          // X-Forwarded-Proto: https for Secure cookies), from loopback (127.0.0.0/8 and ::1).
          TRUST_PROXY: 'loopback',
        },
      },
});
