#!/usr/bin/env node
/**
 * Tests every story of the built Storybook (dist/apps/design-system) in Debian's Chromium:
 * - the story renders and its play function (interaction test) completes without error;
 * - axe-core finds no WCAG 2.1 A/AA violation in the rendered story;
 * each in the light and the dark theme. Exits 1 on any failure.
 *   STORYBOOK_DIR   the static build (default dist/apps/design-system)
 *   STORY_FILTER    only story ids containing this text
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import AxeBuilder from '@axe-core/playwright';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.resolve(root, process.env.STORYBOOK_DIR ?? 'dist/apps/design-system');
if (!fs.existsSync(path.join(dir, 'index.json'))) {
  console.error(`storybook: ${dir}/index.json not found — build it first (nx run design-system:build)`);
  process.exit(1);
}

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml', '.woff2': 'font/woff2', '.png': 'image/png' };
const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://x');
  const file = path.join(dir, path.normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, ''));
  if (!file.startsWith(dir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
    res.writeHead(404);
    res.end();
    return;
  }
  res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
  fs.createReadStream(file).pipe(res);
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const base = `http://127.0.0.1:${server.address().port}`;

const index = JSON.parse(fs.readFileSync(path.join(dir, 'index.json'), 'utf8'));
const filter = process.env.STORY_FILTER;
const stories = Object.values(index.entries).filter((e) => e.type === 'story' && (!filter || e.id.includes(filter)));
const themes = ['light', 'dark'];
const jobs = stories.flatMap((story) => themes.map((theme) => ({ story, theme })));

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const failures = [];
let passed = 0;

async function runJob(page, { story, theme }) {
  const errors = [];
  const onError = (e) => errors.push(String(e));
  page.on('pageerror', onError);
  try {
    await page.goto(`${base}/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story&globals=theme:${theme}`, {
      waitUntil: 'load',
    });
    // Wait until the story rendered and its play function finished (or failed).
    const phase = await page
      .waitForFunction(
        () => {
          const p = window.__STORYBOOK_PREVIEW__?.currentRender?.phase;
          return p === 'completed' || p === 'finished' || p === 'errored' || p === 'aborted' || document.body.classList.contains('sb-show-errordisplay')
            ? p ?? 'errordisplay'
            : false;
        },
        null,
        { timeout: 20_000 },
      )
      .then((h) => h.jsonValue());
    if (phase !== 'completed' && phase !== 'finished') {
      const message = await page.locator('#error-message, .sb-errordisplay').first().textContent().catch(() => '');
      throw new Error(`play/render ${phase}: ${message?.trim().slice(0, 300) || errors.join('; ')}`);
    }
    await page.waitForTimeout(50);
    const axe = await new AxeBuilder({ page })
      .include('#storybook-root')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    if (axe.violations.length) {
      const summary = axe.violations
        .map((v) => `${v.id} (${v.nodes.length}): ${v.nodes[0]?.target.join(' ')} — ${v.help}`)
        .join('\n      ');
      throw new Error(`axe violations:\n      ${summary}`);
    }
    passed++;
  } catch (error) {
    failures.push({ id: story.id, theme, error: error instanceof Error ? error.message : String(error) });
  } finally {
    page.off('pageerror', onError);
  }
}

const workers = Number(process.env.STORYBOOK_WORKERS ?? 3);
const queue = [...jobs];
await Promise.all(
  Array.from({ length: workers }, async () => {
    const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    for (let job = queue.shift(); job; job = queue.shift()) await runJob(page, job);
    await context.close();
  }),
);
await browser.close();
server.close();

for (const f of failures) console.log(`FAIL ${f.id} [${f.theme}]\n      ${f.error}`);
console.log(`storybook: ${stories.length} stories × ${themes.length} themes`);
console.log(`storybook: ${passed} passed, ${failures.length} failed`);
process.exit(failures.length ? 1 : 0);
