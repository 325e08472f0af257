import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** The development host page's build (`nx run web-view:build-host`): never part of the site, served here by the test. */
export const HOST_DIR = path.join(root, 'dist/apps/web-view-host');

const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css' };

export interface HostEntry {
  direction: 'to-app' | 'from-app';
  type: string;
  valid: boolean;
  message: { v: number; type: string; payload: Record<string, unknown> };
}

/**
 * Opens a web-view screen inside the host page (a phone frame playing the app). The host's own files come from its
 * build through Playwright's routing, the screen from the site under test: the production server never has the host.
 */
export async function openInHost(
  page: Page,
  screen: string,
  opts: { locale?: 'ru' | 'kk'; theme?: 'light' | 'dark'; width?: 360 | 414; transport?: 'react-native' | 'ios' | 'android' | 'browser' } = {},
) {
  if (!fs.existsSync(path.join(HOST_DIR, '__host/index.html'))) throw new Error(`${HOST_DIR} is missing: run npx nx run web-view:build-host`);
  await page.route(
    (url) => url.pathname.startsWith('/web-view/__host/'),
    async (route) => {
      const rel = new URL(route.request().url()).pathname.slice('/web-view/'.length);
      const file = path.join(HOST_DIR, rel.endsWith('/') ? `${rel}index.html` : rel);
      if (!file.startsWith(HOST_DIR) || !fs.existsSync(file)) return route.fulfill({ status: 404, body: 'Not Found' });
      await route.fulfill({ status: 200, body: fs.readFileSync(file), contentType: TYPES[path.extname(file)] ?? 'application/octet-stream' });
    },
  );
  const q = new URLSearchParams({
    screen,
    locale: opts.locale ?? 'ru',
    theme: opts.theme ?? 'light',
    width: String(opts.width ?? 360),
    transport: opts.transport ?? 'react-native',
  });
  await page.goto(`/web-view/__host/?${q}`);
  const frame = page.frameLocator('#frame');
  // The web server rendered the screen: it is on view before its script has run, and only taps after hydration reach
  // the screen's handlers (before, a link is only a link).
  await expect(frame.locator('html[data-hydrated]')).toHaveCount(1);
  return frame;
}

/** Every message the host saw so far, both ways. */
export function hostEntries(page: Page): Promise<HostEntry[]> {
  return page.evaluate(() => (window as unknown as { joldaHost: { entries: HostEntry[] } }).joldaHost.entries.map((e) => ({ ...e })));
}

/** The messages the screen sent to the app, of a type (waits until at least `count` arrived). */
export async function sentToApp(page: Page, type: string, count = 1): Promise<HostEntry['message'][]> {
  await expect
    .poll(async () => (await hostEntries(page)).filter((e) => e.direction === 'to-app' && e.type === type).length, { message: `${type} sent to the app` })
    .toBeGreaterThanOrEqual(count);
  return (await hostEntries(page)).filter((e) => e.direction === 'to-app' && e.type === type).map((e) => e.message);
}

/** Sends an app message to the screen through the host (as its button would). */
export function sendFromApp(page: Page, type: string, payload: unknown): Promise<void> {
  return page.evaluate(
    ([t, p]) => (window as unknown as { joldaHost: { send(t: string, p: unknown): void } }).joldaHost.send(t as string, p),
    [type, payload] as const,
  );
}
