#!/usr/bin/env node
/**
 * Messages between buyer and seller, measured on one real API process (`dist/apps/api/main.js`, PGlite, defaults but
 * test mode for the sign-in codes):
 *
 *   1. memory: the API's resident set (VmRSS) before and after opening N live streams (`GET /api/messages/events`,
 *      default 500) and holding them;
 *   2. delivery: while those streams stay open, B buyers each write M messages to one seller; the time from the send
 *      request leaving to the seller's stream delivering the event, p50/p95/max (every message must arrive).
 *
 * Usage: `node tools/messages-bench.mjs [--streams 500] [--buyers 10] [--messages 15] [--port 3262] [--out file.json]`
 * after `nx run api:build` (`BENCH_PARTS=messages npm run bench` runs it as a part of the bench). Streams and senders come from different visitors (signed as the site's web server signs them),
 * so the per-visitor request limit (600 a minute by default) is not raised for the bench.
 */
import { spawn } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name, def) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : def;
};
const STREAMS = arg('streams', 500);
const BUYERS = arg('buyers', 10);
const MESSAGES = arg('messages', 15);
const PORT = arg('port', 3262);
const base = `http://127.0.0.1:${PORT}`;
const outIndex = process.argv.indexOf('--out');
const OUT = outIndex > 0 ? process.argv[outIndex + 1] : null;
const secret = 'bench-edge-secret-bench-edge-secret-0123456789';
const dataDir = mkdtempSync(path.join(tmpdir(), 'jolda-messages-bench-'));

let nextIp = 1;
/** The headers of the site's web server for a visitor of its own address (the API keys its limits by them). */
function visitor() {
  const n = nextIp++;
  const ip = `10.77.${Math.floor(n / 250)}.${1 + (n % 250)}`;
  const ts = Math.floor(Date.now() / 1000);
  const sig = createHmac('sha256', secret).update(`v1\n${ts}\n${ip}\nhttp\nlocalhost:${PORT}\n`).digest('base64url');
  return { 'x-forwarded-for': ip, 'x-forwarded-proto': 'http', 'x-forwarded-host': `localhost:${PORT}`, 'x-jolda-edge': `v1.${ts}.${sig}` };
}

async function json(method, url, { token, body, headers = {} } = {}) {
  const res = await fetch(base + url, {
    method,
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

let phoneN = 0;
async function signIn() {
  const phone = `+7705${String(1_000_000 + Math.floor(Math.random() * 8_000_000) + phoneN++).slice(-7)}`;
  const headers = visitor();
  await json('POST', '/auth/otp/request', { body: { phone }, headers });
  const { code } = await json('GET', `/auth/test/otp?phone=${encodeURIComponent(phone)}`, { headers });
  const s = await json('POST', '/auth/otp/verify', { body: { phone, code }, headers });
  return { token: s.access_token, headers };
}

async function publish(seller) {
  const raw = Buffer.alloc(160 * 120 * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = Math.floor(Math.random() * 256);
  const png = await sharp(raw, { raw: { width: 160, height: 120, channels: 3 } }).png().toBuffer();
  const form = new FormData();
  form.append('file', new Blob([png], { type: 'image/png' }), 'car.png');
  const up = await fetch(`${base}/api/uploads/photos`, { method: 'POST', headers: { ...seller.headers, authorization: `Bearer ${seller.token}` }, body: form });
  if (up.status !== 201) throw new Error(`upload ${up.status} ${await up.text()}`);
  const photo = (await up.json()).id;
  const market = await json('GET', '/api/announcements?brand=toyota&model=camry&yearFrom=2018&yearTo=2020&pageSize=50');
  const prices = market.items.map((i) => i.price).sort((a, b) => a - b);
  const price = prices.length ? Math.round(prices[Math.floor(prices.length / 2)] / 1000) * 1000 : 13_000_000;
  const posted = await json('POST', '/api/announcements', {
    token: seller.token,
    headers: seller.headers,
    body: {
      brand: 'toyota', model: 'camry', year: 2019, body: 'sedan', engineVolume: 2.5, fuel: 'petrol', transmission: 'automatic',
      drive: 'fwd', color: 'white', steering: 'left', customsCleared: true, condition: 'used', mileage: 85_000, price,
      city: 'almaty', description: 'Бенчмарк сообщений.', phone: '+77011234567', photos: [photo],
    },
  });
  if (posted.status !== 'published') throw new Error(`not published: ${posted.status}`);
  return posted.id;
}

/** Opens a live stream; `onEvent(type, data)` for each event. Resolves once `hello` came. */
async function openStream(who, onEvent = null) {
  const ctrl = new AbortController();
  const res = await fetch(`${base}/api/messages/events`, { headers: { ...visitor(), authorization: `Bearer ${who.token}` }, signal: ctrl.signal });
  if (res.status !== 200) throw new Error(`stream ${res.status} ${await res.text()}`);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let hello;
  const ready = new Promise((r) => (hello = r));
  void (async () => {
    let buf = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buf += decoder.decode(value, { stream: true });
        let end;
        while ((end = buf.indexOf('\n\n')) >= 0) {
          const block = buf.slice(0, end);
          buf = buf.slice(end + 2);
          const type = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (!type) continue;
          if (type === 'hello') hello();
          onEvent?.(type, JSON.parse(data));
        }
      }
    } catch {
      // closed
    }
  })();
  await ready;
  return () => ctrl.abort();
}

const rss = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
const pct = (xs, p) => xs[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)];
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const api = spawn(process.execPath, ['dist/apps/api/main.js'], {
  cwd: root,
  env: {
    ...process.env,
    API_PORT: String(PORT),
    DATA_DIR: path.join(dataDir, 'pglite'),
    SEED_ANNOUNCEMENTS: '400',
    JOLDA_TEST_MODE: '1',
    EDGE_SECRET: secret,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
try {
  for (let i = 0; ; i++) {
    if (i > 600) throw new Error('the API did not start in 5 minutes');
    const ok = await fetch(`${base}/api/health`).then((r) => r.ok, () => false);
    if (ok) break;
    await sleep(500);
  }
  const seller = await signIn();
  const idle = await signIn();
  const buyers = [];
  for (let i = 0; i < BUYERS; i++) buyers.push(await signIn());
  const announcement = await publish(seller);

  // Warm the paths once (first queries, JIT), then measure the process at rest.
  const closeWarm = await openStream(seller);
  closeWarm();
  await sleep(2000);
  global.gc?.();
  const before = rss(api.pid);

  const closers = [];
  for (let i = 0; i < STREAMS - 1; i++) closers.push(await openStream(idle));
  const arrived = new Map();
  closers.push(
    await openStream(seller, (type, data) => {
      if (type === 'message') arrived.set(data.message.text, performance.now());
    }),
  );
  await sleep(5000);
  const held = rss(api.pid);

  const sent = new Map();
  const conversations = [];
  for (const [b, buyer] of buyers.entries()) {
    const text = `Здравствуйте! Бенчмарк ${b}-0`;
    sent.set(text, performance.now());
    conversations.push((await json('POST', '/api/messages/conversations', { token: buyer.token, headers: buyer.headers, body: { announcementId: announcement, text } })).conversationId);
  }
  for (let m = 1; m < MESSAGES; m++) {
    await Promise.all(
      buyers.map(async (buyer, b) => {
        const text = `Вопрос ${m} от покупателя ${b}: торг возможен?`;
        sent.set(text, performance.now());
        await json('POST', `/api/messages/conversations/${conversations[b]}/messages`, { token: buyer.token, headers: buyer.headers, body: { text } });
      }),
    );
    await sleep(200);
  }
  for (let i = 0; i < 50 && arrived.size < sent.size; i++) await sleep(100);
  const after = rss(api.pid);
  const missing = [...sent.keys()].filter((t) => !arrived.has(t));
  const times = [...sent].filter(([t]) => arrived.has(t)).map(([t, at]) => arrived.get(t) - at).sort((a, b) => a - b);
  for (const close of closers) close();

  const r1 = (x) => Math.round(x * 10) / 10;
  const result = {
    streams: STREAMS,
    rssMb: { atRest: r1(before), holding: r1(held), afterDelivery: r1(after) },
    perStreamKb: r1(((held - before) * 1024) / STREAMS),
    delivery: {
      messages: sent.size,
      delivered: times.length,
      missing: missing.length,
      p50Ms: r1(pct(times, 50)),
      p95Ms: r1(pct(times, 95)),
      maxMs: r1(times.at(-1)),
    },
  };
  console.log(JSON.stringify(result, null, 2));
  if (OUT) writeFileSync(OUT, JSON.stringify(result));
  if (missing.length) process.exitCode = 1;
} finally {
  api.kill('SIGTERM');
  await new Promise((r) => api.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
