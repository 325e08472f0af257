/**
 * The `scale` part of `npm run bench` (issue 17, the search read side; opt-in: `BENCH_SCALE=1 npm run bench`, or alone
 * `BENCH_PARTS=scale npm run bench`): 1,000,000 announcements, 10 connections of searches while 20 writes a second
 * (price edits, new announcements, status changes) go through the API, on
 *
 *   1. PGlite, one API process (the folder tmp/bench/pglite-<n> is seeded once and reused);
 *   2. PostgreSQL 15 (a throwaway cluster, seeded each run), one API process;
 *   3. the same PostgreSQL, two API processes behind the web server (`API_INTERNAL_URL` lists both).
 *
 * Each run reports the search latency (p50/p95/p99/max) and errors, how long each write took to be visible in a
 * search on every API process (polled every 20 ms), the resident memory of each API process, and the time from its
 * start to its first search answer (from SQL while the index loads) and to its index being ready.
 *
 *   BENCH_SCALE_ANNOUNCEMENTS  announcements (default 1000000)
 *   BENCH_SCALE_SECONDS        seconds of load per run (default 30)
 *   BENCH_SCALE_WRITES         writes a second (default 20)
 *   BENCH_SCALE_RUNS           which runs: pglite, postgres, two (default all three)
 *
 * Everything runs with the product's default rate limits: the searches come from many visitors and each seller and
 * watcher is a visitor of its own (`tools/bench-visitors.mjs`).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { API_ENV, VISITORS, WEB_ENV, forwardedVisitor, nextAddress, signedVisitor } from './bench-visitors.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const N = Number(process.env.BENCH_SCALE_ANNOUNCEMENTS ?? 1_000_000);
const SECONDS = Number(process.env.BENCH_SCALE_SECONDS ?? 30);
const WRITES = Number(process.env.BENCH_SCALE_WRITES ?? 20);
const CONNECTIONS = 10;
const RUNS = new Set((process.env.BENCH_SCALE_RUNS ?? 'pglite,postgres,two').split(',').map((s) => s.trim()));
/** The web servers' bases: a request through one carries a forwarded address, one straight to an API a signed one. */
const webBases = new Set();
/** Headers of a request to `base` from a visitor: the next one, or always the same `address` (a seller, a watcher). */
const visitor = (base, address) => (webBases.has(base) ? forwardedVisitor(address) : signedVisitor(address));

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const fmt = (n) => n.toLocaleString('en-US');
const pct = (xs, p) => {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};
/** Resident memory of a process, MB (Linux). */
const rssMb = (pid) => {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Math.round(Number(m[1]) / 1024) : NaN;
  } catch {
    return NaN;
  }
};
const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

/** Helpers of bench.mjs (passed in: importing it from here would wait on its own top-level await). */
let COMBOS, apiCommand, freePort, log, pctFrom, row, runNode, start, stop, waitFor, withPostgres;

export async function benchScale(helpers) {
  ({ COMBOS, apiCommand, freePort, log, pctFrom, row, runNode, start, stop, waitFor, withPostgres } = helpers);
  log(`scale: ${fmt(N)} announcements, ${CONNECTIONS} connections of searches, ${WRITES} writes a second, ${SECONDS} s per run; load average ${loadAverage()}`);
  log(`scale: default rate limits; the searches come from ${fmt(VISITORS)} visitors, each seller and watcher is a visitor of its own`);
  if (RUNS.has('pglite')) {
    const dataDir = resolve(ROOT, `tmp/bench/pglite-${N}`);
    if (!existsSync(dataDir)) {
      log(`scale: seeding ${fmt(N)} announcements into ${dataDir} (once)`);
      const t = Date.now();
      runNode(['--import', 'tsx', 'apps/api/src/db/seed-cli.ts', '--announcements', String(N)], { DATA_DIR: dataDir }, 60 * 60_000);
      row('scale', `seed ${fmt(N)} on PGlite (npm run seed)`, {}, `${Math.round((Date.now() - t) / 1000)} s`);
    }
    await scenario('PGlite, 1 API', { DATA_DIR: dataDir }, 1, false);
  }
  if (RUNS.has('postgres') || RUNS.has('two')) {
    await withPostgres(async (url) => {
      log(`scale: seeding ${fmt(N)} announcements into a throwaway PostgreSQL 15`);
      const t = Date.now();
      runNode(['--import', 'tsx', 'apps/api/src/db/seed-cli.ts', '--announcements', String(N)], { DATABASE_URL: url }, 60 * 60_000);
      row('scale', `seed ${fmt(N)} on PostgreSQL 15 (npm run seed)`, {}, `${Math.round((Date.now() - t) / 1000)} s`);
      if (RUNS.has('postgres')) await scenario('PostgreSQL 15, 1 API', { DATABASE_URL: url }, 1, false);
      if (RUNS.has('two')) await scenario('PostgreSQL 15, 2 APIs behind the web server', { DATABASE_URL: url }, 2, true);
    });
  }
}

/** Starts `count` API processes (and the web server in front when `web`), then measures under load. */
async function scenario(label, dbEnv, count, web) {
  const api = apiCommand();
  const apis = [];
  let webChild = null;
  try {
    for (let k = 0; k < count; k++) {
      const port = await freePort();
      const t0 = Date.now();
      const child = start(
        process.execPath,
        api.args,
        { ...dbEnv, ...API_ENV, API_PORT: String(port), API_HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'production', SEED_ANNOUNCEMENTS: '0', JOLDA_TEST_MODE: '1' },
        `api ${k + 1}`,
      );
      apis.push({ child, base: `http://127.0.0.1:${port}`, t0 });
    }
    // From start to the first search answer, and to the index being ready (the health answer says which): every
    // process watched at the same time (in turn, the second one's first answer waited for the first one's index).
    const readiness = [];
    await Promise.all(apis.map(async (a, k) => {
      await waitFor(`${a.base}/api/health`, a.child, 10 * 60_000);
      for (;;) {
        const res = await fetch(`${a.base}/api/announcements?pageSize=20`, { headers: visitor(a.base) }).catch(() => null);
        if (res?.ok) {
          await res.arrayBuffer();
          break;
        }
        await sleep(20);
      }
      const first = Date.now() - a.t0;
      let health;
      for (;;) {
        health = await (await fetch(`${a.base}/api/health`, { headers: visitor(a.base) })).json();
        if (health.search?.index === 'ready') break;
        if (a.child.exitCode !== null) throw new Error(`api ${k + 1} exited:\n${a.child.tail()}`);
        await sleep(100);
      }
      const ready = Date.now() - a.t0;
      readiness[k] = { first, ready, published: health.search.announcements, rss: rssMb(a.child.pid) };
      log(`scale: ${label}: API ${k + 1} first answer ${first} ms, index ready ${ready} ms`);
    }));
    for (const [k, r] of readiness.entries()) {
      row('scale', `${label}: API ${k + 1} start → first search answer / index ready`, {}, `${fmt(r.first)} ms / ${fmt(r.ready)} ms (${fmt(r.published)} published); RSS ${r.rss} MB when ready`);
    }
    let base = apis[0].base;
    if (web) {
      const server = join(ROOT, 'dist/apps/web/server/main.js');
      if (!existsSync(server)) throw new Error('dist/apps/web/server/main.js missing: build the site first (npm run build)');
      const port = await freePort();
      webChild = start(
        process.execPath,
        [server],
        { PORT: String(port), HOST: '127.0.0.1', API_INTERNAL_URL: apis.map((a) => a.base).join(','), ...WEB_ENV, NODE_ENV: 'production', LOG_LEVEL: 'warn' },
        'web',
      );
      base = `http://127.0.0.1:${port}`;
      webBases.add(base);
      await waitFor(`${base}/api/health`, webChild);
    }
    const m = await underLoad(base, apis);
    const what = `${label}: search under ${WRITES} writes/s`;
    row('scale', what, m.search, `max ${m.search.max} ms; ${m.search.errors} errors of ${fmt(m.search.n)}`);
    row(
      'scale',
      `${label}: write visible in search on every API`,
      { p50: m.visible.p50, p95: m.visible.p95, p99: m.visible.p99 },
      `max ${Math.round(m.visible.max)} ms over ${m.visible.n} writes, ${m.visible.failures} not visible within 10 s (${m.writes.done} done, ${m.writes.failed} failed: ${m.writes.kinds})`,
    );
    for (const [k, a] of apis.entries()) row('scale', `${label}: API ${k + 1} memory after the run`, {}, `RSS ${rssMb(a.child.pid)} MB`);
    log(`scale: ${label}: search p99 ${m.search.p99} ms, max ${m.search.max} ms; visible max ${Math.round(m.visible.max)} ms; load average ${loadAverage()}`);
  } finally {
    await stop(webChild);
    for (const a of apis) await stop(a.child);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The load: searches from autocannon, writes from signed-in sellers, and a watcher per write
// ---------------------------------------------------------------------------------------------------------------

const autocannon = (await import('autocannon')).default;

async function json(res, what) {
  const body = await res.text();
  if (!res.ok) throw new Error(`${what}: ${res.status} ${body.slice(0, 300)}`);
  return body ? JSON.parse(body) : null;
}

/** Signs a seller in by SMS code (read back through the API's test mode) and returns the bearer headers and id. */
async function signIn(base, phone) {
  // A seller is one visitor: the same address for every request of theirs.
  const address = nextAddress();
  await json(await fetch(`${base}/auth/otp/request`, { method: 'POST', headers: { 'content-type': 'application/json', ...visitor(base, address) }, body: JSON.stringify({ phone }) }), 'otp request');
  const { code } = await json(await fetch(`${base}/auth/test/otp?phone=${encodeURIComponent(phone)}`, { headers: visitor(base, address) }), 'otp code');
  const res = await fetch(`${base}/auth/otp/verify`, { method: 'POST', headers: { 'content-type': 'application/json', ...visitor(base, address) }, body: JSON.stringify({ phone, code }) });
  const body = await json(res, 'otp verify');
  const cookie = (res.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]).join('; ');
  const token = body.access_token;
  return { id: body.user.id, address, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(cookie ? { cookie } : {}) } };
}

/** A small PNG of random blocks (every seed a different picture: no duplicate-photo verdicts). */
async function png(seed) {
  const w = 64;
  const h = 48;
  const data = Buffer.alloc(w * h * 3);
  // mulberry32 in 32-bit integer arithmetic (a float LCG lost its low bits past 2^53 and drew near-identical pictures,
  // which the API then refused as duplicate photos).
  let s = (seed * 2654435761 + 7) >>> 0;
  const rnd = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) & 255;
  };
  const blocks = new Map();
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const key = `${x >> 3},${y >> 3}`;
      if (!blocks.has(key)) blocks.set(key, [rnd(), rnd(), rnd()]);
      data.set(blocks.get(key), (y * w + x) * 3);
    }
  }
  return sharp(data, { raw: { width: w, height: h, channels: 3 } }).png().toBuffer();
}

async function upload(base, seller, seed) {
  const form = new FormData();
  form.append('file', new Blob([await png(seed)], { type: 'image/png' }), 'photo.png');
  const res = await fetch(`${base}/api/uploads/photos`, { method: 'POST', headers: { ...seller.headers, ...visitor(base, seller.address) }, body: form });
  return (await json(res, 'upload')).id;
}

const input = (price, photos) => ({
  brand: 'toyota',
  model: 'camry',
  generation: 'xv70',
  year: 2019,
  body: 'sedan',
  engineVolume: 2.5,
  fuel: 'petrol',
  transmission: 'automatic',
  drive: 'fwd',
  color: 'white',
  steering: 'left',
  customsCleared: true,
  condition: 'used',
  mileage: 85_000,
  price,
  city: 'almaty',
  description: 'Один хозяин, обслуживание у дилера. Нагрузочный тест.',
  phone: '+77011234567',
  vin: null,
  plate: null,
  photos,
});

async function underLoad(base, apis) {
  // Sellers and photos first (not measured).
  const sellers = [];
  for (let k = 0; k < 4; k++) sellers.push(await signIn(apis[0].base, `+7701${String(9_000_000 + Math.floor(Math.random() * 999_999)).padStart(7, '0')}`));
  const newPosts = Math.ceil((WRITES * SECONDS) / 3) + 10;
  const photos = [];
  let seed = Date.now() % 1_000_000;
  for (let k = 0; k < newPosts + 40; k++) {
    const seller = sellers[k % sellers.length];
    photos.push({ seller, id: await upload(base, seller, seed++) });
  }
  // Prices the bench's cars alone have (a search by seller and exact price finds exactly one of them).
  let nextPrice = 13_000_000 + Math.floor(Math.random() * 1000) * 1000;
  const price = () => (nextPrice += 1000);
  /** Published cars of the bench: id, seller, price, photos. */
  const live = [];
  const post = async () => {
    const { seller, id: photo } = photos.pop();
    const p = price();
    const res = await fetch(`${base}/api/announcements`, { method: 'POST', headers: { ...seller.headers, ...visitor(base, seller.address), 'content-type': 'application/json' }, body: JSON.stringify(input(p, [photo])) });
    const out = await json(res, 'post');
    if (out.status !== 'published') throw new Error(`a new announcement was ${out.status}: ${JSON.stringify(out)}`);
    return { id: out.id, seller, price: p, photos: [photo] };
  };
  for (let k = 0; k < 30; k++) live.push(await post());

  // Visibility: a search by seller and exact price on every API process directly, every 20 ms, until it agrees.
  const visible = [];
  let watchFailures = 0;
  const watch = async (car, present) => {
    const t0 = performance.now();
    const pending = new Set(apis.map((a) => a.base));
    while (pending.size) {
      for (const b of [...pending]) {
        const res = await fetch(`${b}/api/announcements?seller=${car.seller.id}&priceFrom=${car.price}&priceTo=${car.price}&pageSize=50`, { headers: visitor(b) }).catch(() => null);
        if (!res?.ok) continue;
        const found = (await res.json()).items.some((i) => i.id === car.id);
        if (found === present) pending.delete(b);
      }
      if (!pending.size) break;
      if (performance.now() - t0 > 10_000) {
        watchFailures++;
        return;
      }
      await sleep(20);
    }
    visible.push(performance.now() - t0);
  };

  // 20 writes a second in turn: a price edit, a new announcement, a status change (sold).
  const writes = { done: 0, failed: 0, errors: [] };
  const watchers = [];
  const kinds = { price: 0, new: 0, sold: 0 };
  let turn = 0;
  const write = async () => {
    const kind = ['price', 'new', 'sold'][turn++ % 3];
    try {
      if (kind === 'price' && live.length) {
        // A car is edited or sold only once its previous change was seen everywhere (the watcher looks for its price).
        const car = live.splice(Math.floor(Math.random() * live.length), 1)[0];
        const p = price();
        const res = await fetch(`${base}/api/announcements/${car.id}`, { method: 'PUT', headers: { ...car.seller.headers, ...visitor(base, car.seller.address), 'content-type': 'application/json' }, body: JSON.stringify(input(p, car.photos)) });
        const out = await json(res, 'price edit');
        if (out.status !== 'published') throw new Error(`an edited announcement became ${out.status}`);
        car.price = p;
        watchers.push(watch(car, true).finally(() => live.push(car)));
      } else if (kind === 'new') {
        const car = await post();
        watchers.push(watch(car, true).finally(() => live.push(car)));
      } else if (live.length > 5) {
        const car = live.splice(Math.floor(Math.random() * live.length), 1)[0];
        const res = await fetch(`${base}/api/announcements/${car.id}/status`, { method: 'POST', headers: { ...car.seller.headers, ...visitor(base, car.seller.address), 'content-type': 'application/json' }, body: JSON.stringify({ status: 'sold' }) });
        await json(res, 'sold');
        watchers.push(watch(car, false));
      }
      kinds[kind]++;
      writes.done++;
    } catch (err) {
      writes.failed++;
      if (writes.errors.length < 3) writes.errors.push(String(err.message ?? err).slice(0, 200));
    }
  };

  const paths = COMBOS.map((q) => `/api/announcements${q ? `?${q}` : ''}`);
  // Warm: every combination a few times (not measured).
  for (let r = 0; r < 3; r++) for (const p of paths) await (await fetch(`${base}${p}`, { headers: visitor(base) })).arrayBuffer();
  let i = 0;
  const timer = setInterval(() => void write(), 1000 / WRITES);
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [{ setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length], headers: { ...req.headers, ...visitor(base) } }) }],
  });
  clearInterval(timer);
  await Promise.all(watchers);
  if (writes.errors.length) log(`scale: write errors: ${writes.errors.join(' | ')}`);
  const errors = result.errors + result.timeouts + (result.non2xx ?? 0);
  return {
    search: { rps: result.requests.average, p50: result.latency.p50, p95: pctFrom(result, 95), p99: result.latency.p99, max: result.latency.max, n: result.requests.total, errors },
    visible: { p50: pct(visible, 50), p95: pct(visible, 95), p99: pct(visible, 99), max: Math.max(0, ...visible), n: visible.length, failures: watchFailures },
    writes: { ...writes, kinds: `${kinds.price} price edits, ${kinds.new} new, ${kinds.sold} sold` },
  };
}
