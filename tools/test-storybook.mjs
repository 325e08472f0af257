#!/usr/bin/env node
/**
 * Tests every story of the built Storybook (dist/apps/design-system) in Debian's Chromium:
 * - the story renders and its play function (interaction test) completes without error;
 * - axe-core finds no WCAG 2.1 A/AA violation in the rendered story;
 * each in the light and the dark theme. Exits 1 on any failure.
 *   STORYBOOK_DIR   the static build (default dist/apps/design-system)
 *   STORY_FILTER    only story ids containing this text
 *   STORYBOOK_WORKERS  pages at once (default 2)
 *   STORYBOOK_DEBUG    print each job, navigations, console lines and failures as they happen
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { createRequire } from 'node:module';

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
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

/**
 * Each worker loads the preview (iframe.html) once and injects axe once, then switches stories and themes through the
 * Storybook channel, as @storybook/test-runner does: a full page load and an axe injection per story cost ~10 s of a
 * shared 2-core machine each (the step took 984 s for 418 renders); a switch costs a few hundred milliseconds.
 * A story that errors or hangs gets a fresh page, so it never leaks into the next one.
 */
const JOB_TIMEOUT = 20_000;

async function openPreview(context) {
  const page = await context.newPage();
  page.on('pageerror', (e) => page.__errors?.push(String(e)));
  if (process.env.STORYBOOK_DEBUG) page.on('framenavigated', (f) => console.log('navigated', f.url()));
  if (process.env.STORYBOOK_DEBUG) page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 200)));
  await page.goto(`${base}/iframe.html`, { waitUntil: 'load' });
  await page.waitForFunction(() => Boolean(window.__STORYBOOK_ADDONS_CHANNEL__ && window.__STORYBOOK_PREVIEW__), null, {
    timeout: 60_000,
  });
  await page.evaluate(axeSource);
  page.__theme = undefined;
  return page;
}

/** Emits `events` on the preview's channel and waits until the story `id` rendered (its play function included). */
function render(page, id, events) {
  return page.evaluate(
    ({ id, events, timeout }) =>
      new Promise((resolve, reject) => {
        const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
        const failed = ['storyErrored', 'storyThrewException', 'playFunctionThrewException', 'storyMissing'];
        const done = (error) => {
          clearTimeout(timer);
          channel.off('storyRendered', onRendered);
          for (const name of failed) channel.off(name, handlers[name]);
          if (error) reject(new Error(error));
          else resolve();
        };
        const onRendered = (storyId) => {
          if (storyId && storyId !== id) return;
          const phase = window.__STORYBOOK_PREVIEW__?.currentRender?.phase;
          done(phase === 'completed' || phase === 'finished' ? undefined : `render ended in phase ${phase}`);
        };
        const handlers = Object.fromEntries(
          failed.map((name) => [
            name,
            (detail) => done(`${name}: ${(detail?.message ?? detail?.description ?? JSON.stringify(detail ?? '')).slice(0, 300)}`),
          ]),
        );
        const timer = setTimeout(() => done(`no render within ${timeout} ms`), timeout);
        channel.on('storyRendered', onRendered);
        for (const name of failed) channel.on(name, handlers[name]);
        for (const [name, payload] of events) channel.emit(name, payload);
      }),
    { id, events, timeout: JOB_TIMEOUT },
  );
}

async function runJob(page, { story, theme }) {
  page.__errors = [];
  const events = [];
  // The theme is a global: changing it re-renders the current story, so it goes first and the wait is for the new story.
  // a11y.manual: the addon's own axe run after each render (parameters.a11y.test) is skipped here; this runner's run
  // below is the check (one axe run per render, not two sharing one axe instance).
  if (page.__theme !== theme) events.push(['updateGlobals', { globals: { theme, a11y: { manual: true } } }]);
  events.push(['setCurrentStory', { storyId: story.id, viewMode: 'story' }]);
  // The same story again (the other theme) renders only once, on the globals change.
  if (page.__story === story.id) events.pop();
  await render(page, story.id, events);
  page.__theme = theme;
  page.__story = story.id;
  if (page.__errors.length) throw new Error(`page error: ${page.__errors.join('; ').slice(0, 300)}`);
  const violations = await page.evaluate(
    (tags) =>
      window.axe.run('#storybook-root', { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }).then((r) =>
        r.violations.map((v) => ({ id: v.id, help: v.help, count: v.nodes.length, target: v.nodes[0]?.target.join(' ') })),
      ),
    ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'],
  );
  if (violations.length) {
    const summary = violations.map((v) => `${v.id} (${v.count}): ${v.target} — ${v.help}`).join('\n      ');
    throw new Error(`axe violations:\n      ${summary}`);
  }
}

const workers = Number(process.env.STORYBOOK_WORKERS ?? 2);
const queue = [...jobs];
await Promise.all(
  Array.from({ length: workers }, async () => {
    const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, reducedMotion: 'reduce' });
    let page = await openPreview(context);
    for (let job = queue.shift(); job; job = queue.shift()) {
      try {
        if (process.env.STORYBOOK_DEBUG) console.log(`… ${job.story.id} [${job.theme}]`);
        await runJob(page, job);
        passed++;
      } catch (error) {
        failures.push({ id: job.story.id, theme: job.theme, error: error instanceof Error ? error.message : String(error) });
        if (process.env.STORYBOOK_DEBUG) console.log(failures.at(-1));
        await page.close();
        page = await openPreview(context);
      }
    }
    await context.close();
  }),
);
await browser.close();
server.close();

for (const f of failures) console.log(`FAIL ${f.id} [${f.theme}]\n      ${f.error}`);
console.log(`storybook: ${stories.length} stories × ${themes.length} themes`);
console.log(`storybook: ${passed} passed, ${failures.length} failed`);
process.exit(failures.length ? 1 : 0);
