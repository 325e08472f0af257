import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app.js';
import { type Config, DEFAULT_OTP } from '../src/config.js';
import type { Db, Queryable } from '../src/db/db.js';
import { migrate } from '../src/db/migrate.js';
import { openPglite } from '../src/db/pglite.js';
import { openPostgres } from '../src/db/postgres.js';
import { createSession } from '../src/db/repositories/auth.js';
import type { SmsSender } from '../src/lib/sms.js';
import { TokenService } from '../src/lib/tokens.js';
import { edgeSignature } from '../src/lib/visitor.js';

export interface TestDb {
  db: Db;
  close(): Promise<void>;
  /** PostgreSQL only: another handle (its own pool) on the same schema, as a second API process would have. */
  another?: () => Promise<Db>;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or — when `DATABASE_URL_TEST` is set —
 * a new schema on that PostgreSQL server (dropped on close), so files never see each other's rows.
 */
export async function createTestDb(): Promise<TestDb> {
  const url = process.env['DATABASE_URL_TEST'];
  if (!url) {
    // The run's migrated template (test/global-setup.ts), else an empty database migrated here.
    const template = inject('pgliteTemplate');
    if (template) {
      const db = await openPglite(undefined, { loadDataDir: new Blob([readFileSync(template)]) });
      return { db, close: () => db.close() };
    }
    const db = await openPglite();
    await migrate(db);
    return { db, close: () => db.close() };
  }
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const db = await openPostgres(url, { searchPath: schema, max: 4 });
  await migrate(db);
  const others: Db[] = [];
  return {
    db,
    async another() {
      const other = await openPostgres(url, { searchPath: schema, max: 4 });
      others.push(other);
      return other;
    },
    async close() {
      for (const other of others) await other.close();
      await db.close();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop schema ${schema} cascade`);
      await c.end();
    },
  };
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    nodeEnv: 'test',
    port: 0,
    host: '127.0.0.1',
    databaseUrl: undefined,
    dataDir: '/nonexistent',
    jwtSecret: 'test-secret-test-secret-test-secret-0123456789',
    accessTokenTtl: 900,
    refreshTokenTtl: 30 * 24 * 3600,
    refreshGraceSeconds: 30,
    testMode: true,
    logLevel: 'silent',
    seedAnnouncements: 0,
    rateLimitMax: 100_000,
    rateLimitIpMax: 1_000_000,
    edgeSecret: 'test-edge-secret-test-edge-secret-0123456789',
    dbTimeoutMs: 2000,
    dbStatementTimeoutMs: 30_000,
    maxEventLoopDelayMs: 0,
    searchCardCache: 20_000,
    searchPollMs: 100,
    searchIndexWait: true,
    corsOrigin: undefined,
    version: 'test',
    assistant: { llm: null, chatPerMinute: 20 },
    sms: { provider: 'demo', demoShowCode: false },
    otp: { ...DEFAULT_OTP },
    ...overrides,
  };
}

/** An SMS sender that keeps every message, for assertions. */
export class MemorySms implements SmsSender {
  readonly sent: Array<{ phone: string; text: string; code: string }> = [];
  async send(phone: string, text: string, meta: { code: string }) {
    this.sent.push({ phone, text, code: meta.code });
  }
  last(phone: string) {
    return [...this.sent].reverse().find((m) => m.phone === phone)?.code;
  }
}

export async function createTestApp(
  db: Db,
  overrides: Partial<Config> = {},
  sms: SmsSender = new MemorySms(),
): Promise<FastifyInstance> {
  return buildApp({ db, config: testConfig(overrides), smsSender: sms });
}

/**
 * Access tokens for test users, as a sign-in gives them: each `signAccess` starts a session in the database (tokens
 * carry its id, checked on every request) and signs a token of it.
 */
export function testTokens(db: () => Queryable) {
  const service = new TokenService(testConfig().jwtSecret, 900);
  return {
    service,
    async signAccess(userId: number, opts: { expiresAt?: number } = {}): Promise<string> {
      return service.signAccess(userId, await createSession(db(), userId), opts);
    },
  };
}

/**
 * The headers the site's web server adds to a visitor's call (`apps/web/server/visitor.ts`): address, protocol and host,
 * signed with the edge secret of `testConfig`. The API believes forwarded headers only with this signature.
 */
export function edgeHeaders(visitor: { ip?: string; proto?: 'http' | 'https'; host?: string; device?: string } = {}): Record<string, string> {
  const { ip = '127.0.0.1', proto = 'http', host = 'localhost:3000', device = '' } = visitor;
  const ts = Math.floor(Date.now() / 1000);
  return {
    'x-forwarded-for': ip,
    'x-forwarded-proto': proto,
    'x-forwarded-host': host,
    ...(device ? { 'x-jolda-device': device } : {}),
    'x-jolda-edge': `v1.${ts}.${edgeSignature(testConfig().edgeSecret, ts, ip, proto, host, device)}`,
  };
}
