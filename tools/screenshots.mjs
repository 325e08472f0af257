#!/usr/bin/env node
/**
 * Screenshots of pages in Debian's Chromium, for looking at what a user sees:
 *   node tools/screenshots.mjs http://localhost:3000 / /kk /announcement/1 …
 * Each path is taken at 375 px (with a phone's user agent) and 1280 px wide, light and dark, into ./tmp/screenshots
 * (SHOTS_DIR).
 * Console errors and failed requests are printed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const [base, ...paths] = process.argv.slice(2);
if (!base || paths.length === 0) {
  console.error('usage: node tools/screenshots.mjs <origin> <path> [path…]');
  process.exit(2);
}
const out = process.env.SHOTS_DIR ?? 'tmp/screenshots';
fs.mkdirSync(out, { recursive: true });
const widths = (process.env.SHOTS_WIDTHS ?? '375,1280').split(',').map(Number);
const themes = (process.env.SHOTS_THEMES ?? 'light,dark').split(',');
const fullPage = process.env.SHOTS_FULL === '1';
const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
for (const theme of themes) {
  for (const width of widths) {
    const context = await browser.newContext({
      viewport: { width, height: width < 800 ? 812 : 900 },
      // A phone width is taken as a phone sends it (the server renders phone layouts from the user agent).
      ...(width < 800 ? { userAgent: PHONE_UA, isMobile: true, hasTouch: true } : {}),
      colorScheme: theme,
      deviceScaleFactor: 1,
    });
    await context.addCookies([{ name: 'theme', value: theme, url: base }]);
    const page = await context.newPage();
    page.on('console', (msg) => {
      if (msg.type() === 'error') console.log(`  console error [${page.url()}]: ${msg.text()}`);
    });
    page.on('requestfailed', (req) => console.log(`  request failed: ${req.url()} ${req.failure()?.errorText}`));
    for (const p of paths) {
      const response = await page.goto(base + p, { waitUntil: 'networkidle' });
      const name = `${p.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${width}-${theme}.png`;
      await page.screenshot({ path: path.join(out, name), fullPage });
      console.log(`${response?.status()} ${p} → ${path.join(out, name)}`);
    }
    await context.close();
  }
}
await browser.close();
