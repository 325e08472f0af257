import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noisePng, zeroPng } from './posting-helpers.js';

/**
 * Issue 17, defect 3, against the real API process (so memory is real memory): a 231 KB PNG of 8900×8900 zeros cost
 * the API ~250 MB, 12 at once took it to 3.4 GB of RSS and it stayed there; uploads were accepted from anyone.
 *
 * Memory is the resident set of the API and the processes it started (the image worker): what the machine pays.
 * Each burst must grow it by less than 300 MB, and it must come back to its level afterwards; the test waits no
 * longer than that takes (the image worker ends 5 s after its last photo) and gives up after a minute.
 */

const ROOT = resolve(import.meta.dirname, '../../..');
const GROWTH_LIMIT_MB = 300;
/** "Its level": within this of the resident set before the burst. */
const LEVEL_MB = 32;

let dir: string;
let api: ChildProcess;
let base: string;
let schema: string | null = null;
let session: string;
let output = '';

const rssMb = async (pid: number): Promise<number> => {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(await readFile(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  } catch {
    return 0; // it just ended
  }
};
const children = async (pid: number): Promise<number[]> => {
  try {
    const text = await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8');
    return text.split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
};
async function tree(pid: number): Promise<number[]> {
  const kids = await Promise.all((await children(pid)).map(tree));
  return [pid, ...kids.flat()];
}
/** Resident memory of the API and its children, in MB. */
async function memory(): Promise<number> {
  const pids = await tree(api.pid!);
  return (await Promise.all(pids.map(rssMb))).reduce((a, b) => a + b, 0);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The largest memory seen while `work` runs (sampled every 50 ms). */
async function peakDuring<T>(work: Promise<T>): Promise<{ result: T; peak: number }> {
  let peak = await memory();
  let running = true;
  const sampler = (async () => {
    while (running) {
      peak = Math.max(peak, await memory());
      await sleep(50);
    }
  })();
  const result = await work;
  running = false;
  await sampler;
  return { result, peak: Math.max(peak, await memory()) };
}

/** Waits until the API has no child (the image worker ended after its last photo). */
async function workerGone(): Promise<void> {
  const until = Date.now() + 60_000;
  while ((await children(api.pid!)).length > 0) {
    if (Date.now() > until) throw new Error('the image worker never ended');
    await sleep(100);
  }
}

async function upload(png: Buffer): Promise<{ status: number; retryAfter: string | null; code?: string }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'photo.png');
  const res = await fetch(`${base}/api/uploads/photos`, { method: 'POST', body: form, headers: { 'x-posting-session': session } });
  const body = (await res.json()) as { code?: string };
  return { status: res.status, retryAfter: res.headers.get('retry-after'), code: body.code };
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'jolda-bombs-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    API_PORT: '0',
    DATA_DIR: join(dir, 'pglite'),
    SEED_ANNOUNCEMENTS: '0',
    LOG_LEVEL: 'info',
    JWT_SECRET: randomBytes(32).toString('hex'),
    // Load shedding off: on a busy machine it answered this test's first request 503, and it could shed the bombs
    // themselves; what is measured here is that the bounded decoding alone keeps memory down.
    MAX_EVENT_LOOP_DELAY_MS: '0',
  };
  // The engine of this run: a fresh schema on the test PostgreSQL, or PGlite.
  const url = process.env['DATABASE_URL_TEST'];
  if (url) {
    schema = `t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    env['DATABASE_URL'] = `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  } else {
    delete env['DATABASE_URL'];
  }
  api = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  base = await new Promise<string>((resolveBase, reject) => {
    const timer = setTimeout(() => reject(new Error(`the API did not start:\n${output}`)), 280_000);
    const read = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
      const m = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (m) {
        clearTimeout(timer);
        resolveBase(m[1]!);
      }
    };
    api.stdout!.on('data', read);
    api.stderr!.on('data', read);
    api.once('exit', (code) => reject(new Error(`the API exited (${code}):\n${output}`)));
  });
  const started = await fetch(`${base}/api/uploads/sessions`, { method: 'POST' });
  expect(started.status).toBe(201);
  session = ((await started.json()) as { token: string }).token;
  // One real photo first: the worker, sharp and the route are warm; then the level is measured with the worker gone.
  expect((await upload(await noisePng(7, 800, 600))).status).toBe(201);
  await workerGone();
}, 300_000);

afterAll(async () => {
  if (api && api.exitCode === null) {
    const exited = new Promise((r) => api.once('exit', r));
    api.kill('SIGTERM');
    await exited;
  }
  if (schema) {
    const c = new pg.Client({ connectionString: process.env['DATABASE_URL_TEST'] });
    await c.connect();
    await c.query(`drop schema ${schema} cascade`);
    await c.end();
  }
  await rm(dir, { recursive: true, force: true });
});

describe('image bombs against the real API process', () => {
  it('uploads need a signed-in user or a posting session', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await zeroPng(100, 100))], { type: 'image/png' }), 'photo.png');
    const res = await fetch(`${base}/api/uploads/photos`, { method: 'POST', body: form });
    expect(res.status).toBe(401);
  });

  it('12 bombs of 8900×8900 (the report) and then 12 of 7000×7000 (just under the limit) at once: each burst grows memory by less than 300 MB, and it comes back to its level', async () => {
    const [reported, underLimit] = await Promise.all([zeroPng(8900, 8900), zeroPng(7000, 7000)]);
    const level = await memory();

    // Refused from the header: nothing is decoded.
    const first = await peakDuring(Promise.all(Array.from({ length: 12 }, () => upload(reported))));
    expect(first.result.map((r) => `${r.status} ${r.code}`)).toEqual(Array(12).fill('413 too_many_pixels'));
    expect(first.peak - level, `peak ${first.peak.toFixed(0)} MB from ${level.toFixed(0)} MB`).toBeLessThan(GROWTH_LIMIT_MB);

    // Decoded, two at a time, eight waiting; the other two are told to come back.
    const second = await peakDuring(Promise.all(Array.from({ length: 12 }, () => upload(underLimit))));
    const statuses = second.result.map((r) => r.status).sort();
    expect(statuses).toEqual([...Array(10).fill(201), 503, 503]);
    expect(second.result.filter((r) => r.status === 503).map((r) => [r.code, r.retryAfter])).toEqual([
      ['uploads_busy', '3'],
      ['uploads_busy', '3'],
    ]);
    expect(second.peak - level, `peak ${second.peak.toFixed(0)} MB from ${level.toFixed(0)} MB`).toBeLessThan(GROWTH_LIMIT_MB);

    // Back to its level, within a minute (in practice: when the image worker ends, 5 s after its last photo).
    const burstEnded = Date.now();
    const until = burstEnded + 60_000;
    let now = await memory();
    while (now > level + LEVEL_MB && Date.now() < until) {
      await sleep(250);
      now = await memory();
    }
    console.log(
      `image bombs: level ${level.toFixed(0)} MB; 12 × 8900² peak +${(first.peak - level).toFixed(0)} MB; ` +
        `12 × 7000² peak +${(second.peak - level).toFixed(0)} MB; back to +${(now - level).toFixed(0)} MB ` +
        `${((Date.now() - burstEnded) / 1000).toFixed(1)} s after the burst`,
    );
    expect(now - level, `${now.toFixed(0)} MB a minute after, from ${level.toFixed(0)} MB`).toBeLessThanOrEqual(LEVEL_MB);
  }, 240_000);
});
