import net from 'node:net';
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import { migrate } from '../src/db/migrate.js';
import { openServingDb } from '../src/db/open.js';
import { openPglite } from '../src/db/pglite.js';
import { openPostgres } from '../src/db/postgres.js';
import { edgeSignature } from '../src/lib/visitor.js';
import { createTestDb, testConfig, type TestDb } from './helpers.js';

/** The defaults `npm start` runs with (rate limits, timeouts), for one test database. */
function defaultConfig(overrides: Partial<Config> = {}): Config {
  const defaults = loadConfig({ JWT_SECRET: 'x'.repeat(40), EDGE_SECRET: 'e'.repeat(40), LOG_LEVEL: 'silent' });
  return testConfig({
    rateLimitMax: defaults.rateLimitMax,
    rateLimitIpMax: defaults.rateLimitIpMax,
    dbTimeoutMs: defaults.dbTimeoutMs,
    dbStatementTimeoutMs: defaults.dbStatementTimeoutMs,
    edgeSecret: defaults.edgeSecret,
    ...overrides,
  });
}

/** The headers the web server adds for a visitor (see apps/web/server/visitor.ts). */
function signed(secret: string, ip: string, device = '', proto = 'https', host = 'jolda.kz'): Record<string, string> {
  const ts = Math.floor(Date.now() / 1000);
  return {
    'x-forwarded-for': ip,
    'x-forwarded-proto': proto,
    'x-forwarded-host': host,
    ...(device ? { 'x-jolda-device': device } : {}),
    'x-jolda-edge': `v1.${ts}.${edgeSignature(secret, ts, ip, proto, host, device)}`,
  };
}

async function burst(app: FastifyInstance, n: number, headers: () => Record<string, string>) {
  const codes: Record<number, number> = {};
  for (let i = 0; i < n; i += 50) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(50, n - i) }, () =>
        app.inject({ method: 'GET', url: '/api/catalog/regions', headers: headers(), remoteAddress: '127.0.0.1' }),
      ),
    );
    for (const r of batch) codes[r.statusCode] = (codes[r.statusCode] ?? 0) + 1;
  }
  return codes;
}

/** One migrated database for the file (PGlite takes a while to start on a busy machine). */
let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
}, 180_000);
afterAll(async () => {
  await t?.close();
});

describe('visitor identity and rate limits (default limits)', () => {
  let app: FastifyInstance;
  const secret = 'e'.repeat(40);
  beforeAll(async () => {
    app = await buildApp({ db: t.db, config: defaultConfig() });
  });
  afterAll(async () => {
    await app.close();
  });

  it('ignores an unsigned or forged X-Forwarded-For: every such request is the socket address', async () => {
    let n = 0;
    const spoofed = await burst(app, 600, () => ({ 'x-forwarded-for': `10.0.${n >> 8}.${n++ & 255}` }));
    expect(spoofed[200]).toBe(600);
    const forged = await app.inject({
      url: '/api/catalog/regions',
      headers: signed('not-the-secret-not-the-secret-not-the-secret', '192.0.2.50'),
      remoteAddress: '127.0.0.1',
    });
    expect(forged.statusCode).toBe(429);
    expect(forged.headers['retry-after']).toBeDefined();
    expect(forged.headers['strict-transport-security']).toBeUndefined(); // the forged https is not believed either
  });

  it('gives each visitor the web server vouches for a bucket of their own', async () => {
    const a = await burst(app, 601, () => signed(secret, '203.0.113.7'));
    expect(a).toEqual({ 200: 600, 429: 1 });
    const b = await app.inject({ url: '/api/catalog/regions', headers: signed(secret, '198.51.100.9'), remoteAddress: '127.0.0.1' });
    expect(b.statusCode).toBe(200);
    expect(b.headers['strict-transport-security']).toMatch(/max-age=/); // signed https: HSTS
    const plain = await app.inject({ url: '/api/catalog/regions', headers: signed(secret, '198.51.100.10', '', 'http'), remoteAddress: '127.0.0.1' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });

  it('keys devices behind one address (carrier NAT) apart', async () => {
    const ip = '100.64.0.1';
    const d1 = randomUUID();
    const first = await burst(app, 601, () => signed(secret, ip, d1));
    expect(first).toEqual({ 200: 600, 429: 1 });
    const neighbours = await Promise.all(
      Array.from({ length: 20 }, () =>
        app.inject({ url: '/api/catalog/regions', headers: signed(secret, ip, randomUUID()), remoteAddress: '127.0.0.1' }),
      ),
    );
    expect(neighbours.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
  });

  it('still caps one address, whatever devices it claims', async () => {
    const capped = await buildApp({ db: t.db, config: defaultConfig({ rateLimitIpMax: 30 }) });
    try {
      const codes = await burst(capped, 31, () => signed(secret, '192.0.2.99', randomUUID()));
      expect(codes).toEqual({ 200: 30, 429: 1 });
    } finally {
      await capped.close();
    }
  });
});

describe('migrations', () => {
  it('apply each migration once when two instances migrate one fresh database at the same moment', async () => {
    const url = process.env['DATABASE_URL_TEST'];
    if (!url) {
      const db = await openPglite();
      const [a, b] = await Promise.all([migrate(db), migrate(db)]);
      // One client: the two runs' transactions interleave, so either may apply any migration, but each exactly once.
      expect(new Set([...a, ...b]).size).toBe(a.length + b.length);
      const rows = await db.query<{ version: string }>('select version from schema_migrations order by version');
      expect(rows.map((r) => r.version)).toEqual([...a, ...b].sort());
      await db.close();
      return;
    }
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    const one = await openPostgres(url, { searchPath: schema, max: 2 });
    const two = await openPostgres(url, { searchPath: schema, max: 2 });
    try {
      const [a, b] = await Promise.all([migrate(one), migrate(two)]);
      expect(a.length + b.length).toBeGreaterThan(0);
      expect(new Set([...a, ...b]).size).toBe(a.length + b.length); // none applied twice
      const rows = await admin.query(`select version from ${schema}.schema_migrations`);
      expect(rows.rows.length).toBe(a.length + b.length);
    } finally {
      await one.close();
      await two.close();
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    }
  }, 180_000);
});

describe('load shedding', () => {
  it('answers 503 with Retry-After while the event loop keeps lagging, then serves again', async () => {
    const app = await buildApp({ db: t.db, config: testConfig({ maxEventLoopDelayMs: 20 }) });
    // A process that keeps lagging: a handler hogging the loop for 100 ms every few milliseconds.
    const hog = setInterval(() => {
      const until = Date.now() + 100;
      while (Date.now() < until) {
        // busy
      }
    }, 5);
    try {
      let shed: Awaited<ReturnType<FastifyInstance['inject']>> | null = null;
      for (let i = 0; i < 60 && !shed; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        const r = await app.inject({ url: '/api/catalog/regions' });
        if (r.statusCode === 503) shed = r;
      }
      expect(shed?.json()).toMatchObject({ code: 'service_unavailable' });
      expect(shed?.headers['retry-after']).toBe('5');
      // Health is shed too, and says so with a 503 (its response schema once made this a 500 serialization error).
      let health: Awaited<ReturnType<FastifyInstance['inject']>> | null = null;
      for (let i = 0; i < 60 && !health; i++) {
        const r = await app.inject({ url: '/api/health' });
        if (r.statusCode !== 200) health = r;
        else await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(health?.statusCode).toBe(503);
      expect(health?.json()).toMatchObject({ code: 'service_unavailable' });
      clearInterval(hog);
      let ok = false;
      for (let i = 0; i < 50 && !ok; i++) {
        ok = (await app.inject({ url: '/api/catalog/regions' })).statusCode === 200;
        if (!ok) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(ok).toBe(true);
    } finally {
      clearInterval(hog);
      await app.close();
    }
  }, 60_000);
});

/**
 * A TCP relay between the API and PostgreSQL that can freeze (the connections stay open, nothing passes: what a
 * SIGSTOPped server or a dead network looks like) or stop (connections refused), and come back.
 */
class Relay {
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  private readonly held: Array<() => void> = [];
  private frozen = false;
  port = 0;
  constructor(private readonly target: { host: string; port: number }) {}
  async start(port = 0): Promise<void> {
    this.server = net.createServer((client) => {
      const upstream = net.connect(this.target.port, this.target.host);
      const relay = (from: net.Socket, to: net.Socket) =>
        from.on('data', (chunk) => {
          if (this.frozen) this.held.push(() => to.write(chunk));
          else to.write(chunk);
        });
      relay(client, upstream);
      relay(upstream, client);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('error', () => undefined);
        s.on('close', () => {
          this.sockets.delete(s);
          client.destroy();
          upstream.destroy();
        });
      }
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.port = (this.server.address() as net.AddressInfo).port;
  }
  /** Frozen: bytes are held, in order, and delivered when it thaws. */
  freeze(on: boolean): void {
    this.frozen = on;
    if (!on) for (const deliver of this.held.splice(0)) deliver();
  }
  async stop(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    this.held.length = 0;
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = null;
  }
}

describe.skipIf(!process.env['DATABASE_URL_TEST'])('a frozen or stopped PostgreSQL', () => {
  it('answers 503 with Retry-After within ~2 s on health and data routes, and recovers by itself', async () => {
    const url = new URL(process.env['DATABASE_URL_TEST']!);
    // The file's migrated schema; the API reaches it through the relay.
    const schema = (await t.db.query<{ s: string }>('select current_schema() as s'))[0]!.s;
    const relay = new Relay({ host: url.hostname, port: Number(url.port || 5432) });
    await relay.start();
    const viaRelay = new URL(url);
    viaRelay.hostname = '127.0.0.1';
    viaRelay.port = String(relay.port);
    const config = defaultConfig({ databaseUrl: viaRelay.href });
    const db = await openServingDb(config, null, { searchPath: schema, max: 4 });
    const app = await buildApp({ db, config });
    const timed = async (path: string) => {
      const t0 = Date.now();
      const r = await app.inject({ url: path });
      return { status: r.statusCode, ms: Date.now() - t0, retryAfter: r.headers['retry-after'], code: r.json().code as string };
    };
    const until = async (path: string, status: number) => {
      for (let i = 0; i < 100; i++) {
        if ((await app.inject({ url: path })).statusCode === status) return true;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return false;
    };
    try {
      expect(await until('/api/health', 200)).toBe(true);
      expect((await timed('/api/announcements?brand=toyota')).status).toBe(200);

      relay.freeze(true);
      const [health, search] = await Promise.all([timed('/api/health'), timed('/api/announcements?brand=kia')]);
      for (const r of [health, search]) {
        expect(r.status).toBe(503);
        expect(r.retryAfter).toBeDefined();
        expect(r.ms).toBeLessThan(3500);
      }
      expect(search.code).toBe('service_unavailable');
      relay.freeze(false);
      expect(await until('/api/health', 200)).toBe(true);
      expect((await timed('/api/announcements?brand=kia')).status).toBe(200);

      const port = relay.port;
      await relay.stop();
      const down = await timed('/api/announcements?brand=lada');
      expect(down).toMatchObject({ status: 503, code: 'service_unavailable' });
      expect(down.ms).toBeLessThan(3500);
      expect((await timed('/api/health')).status).toBe(503);
      await relay.start(port);
      expect(await until('/api/health', 200)).toBe(true);
      expect((await timed('/api/announcements?brand=lada')).status).toBe(200);
    } finally {
      await app.close();
      await db.close();
      await relay.stop();
    }
  }, 60_000);
});
