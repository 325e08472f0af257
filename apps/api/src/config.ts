import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { z } from 'zod';
import { type AirConfig, DEFAULT_AIR } from './lib/air/provider.js';
import type { SmsConfig } from './lib/sms.js';
import { isVapidPair, persistedVapidKeys } from './push/vapid.js';

const flag = z
  .enum(['1', '0', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  API_PORT: z.coerce.number().int().min(0).max(65535).default(3001),
  API_HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATA_DIR: z.string().min(1).default('./data/pglite'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL: z.coerce.number().int().positive().default(15 * 60),
  REFRESH_TOKEN_TTL: z.coerce.number().int().positive().default(30 * 24 * 3600),
  REFRESH_GRACE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
  JOLDA_TEST_MODE: flag,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_ANNOUNCEMENTS: z.coerce.number().int().min(0).max(1_000_000).default(2400),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
  RATE_LIMIT_IP_MAX: z.coerce.number().int().positive().default(6000),
  EDGE_SECRET: z.string().min(32, 'EDGE_SECRET must be at least 32 characters').optional(),
  DB_TIMEOUT_MS: z.coerce.number().int().positive().default(2000),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(1000),
  SEARCH_CARD_CACHE: z.coerce.number().int().min(0).max(1_000_000).default(20_000),
  SEARCH_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(100),
  SEARCH_INDEX_WAIT: flag,
  CORS_ORIGIN: z.string().optional(),
  /** The site's public origin (`https://jolda.kz`) for absolute URLs (sitemaps); the request's own host when unset. */
  PUBLIC_ORIGIN: z.url({ protocol: /^https?$/ }).optional().or(z.literal('').transform(() => undefined)),
  ASSISTANT_LLM_BASE_URL: z.string().url().optional().or(z.literal('').transform(() => undefined)),
  ASSISTANT_LLM_API_KEY: z.string().optional(),
  ASSISTANT_LLM_MODEL: z.string().optional(),
  ASSISTANT_LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(8000),
  ASSISTANT_CHAT_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(20),
  SMS_PROVIDER: z.enum(['demo', 'mobizon']).default('demo'),
  SMS_DEMO_SHOW_CODE: flag,
  MOBIZON_API_KEY: z.string().optional(),
  MOBIZON_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.mobizon.kz'),
  MOBIZON_FROM: z.string().max(11).optional(),
  APP_VERSION: z.string().default('0.1.0'),
  UPLOAD_DECODES: z.coerce.number().int().min(1).max(16).default(2),
  UPLOAD_QUEUE: z.coerce.number().int().min(0).max(1000).default(8),
  UPLOADS_PER_POSTING_SESSION: z.coerce.number().int().min(1).max(10_000).default(60),
  AIR_PROVIDER: z.enum(['demo', 'openaq']).default('demo'),
  AIR_FEED_URL: z.url({ protocol: /^https?$/ }).optional().or(z.literal('').transform(() => undefined)),
  AIR_FEED_API_KEY: z.string().optional(),
  AIR_REFRESH_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(60),
  FRANCHISE_LEADS_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(3),
  AUTOCHECK_PROVIDER: z.enum(['demo', 'none']).default('demo'),
  GARAGE_FINES_PROVIDER: z.enum(['demo', 'none']).default('demo'),
  AUTOCHECK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  AUTOCHECK_WAIT_MS: z.coerce.number().int().min(0).max(10_000).default(100),
  AUTOCHECK_DEMO_DELAY: z
    .string()
    .regex(/^((registrations|restrictions|pledge|wanted|accidents|customs)=\d{1,6})?(,(registrations|restrictions|pledge|wanted|accidents|customs)=\d{1,6})*$/, 'source=ms,source=ms')
    .default(''),
  PUSH_PROVIDER: z.enum(['outbox', 'webpush']).default('outbox'),
  VAPID_PUBLIC_KEY: z.string().regex(/^[A-Za-z0-9_-]{80,100}$/, 'base64url P-256 public key').optional().or(z.literal('').transform(() => undefined)),
  VAPID_PRIVATE_KEY: z.string().regex(/^[A-Za-z0-9_-]{40,50}$/, 'base64url P-256 private key').optional().or(z.literal('').transform(() => undefined)),
  VAPID_SUBJECT: z.string().regex(/^(mailto:|https:\/\/)\S+$/, 'mailto: or https: contact').optional().or(z.literal('').transform(() => undefined)),
  GARAGE_REMINDER_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(60),
  ALERTS_SECRET: z.string().min(32, 'ALERTS_SECRET must be at least 32 characters').optional(),
  ALERTS_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(1000),
});

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** Absolute path of the PGlite data folder (used when `databaseUrl` is unset). */
  dataDir: string;
  jwtSecret: string;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  /** A spent refresh token presented again within this many seconds answers the same successor (concurrent refreshes). */
  refreshGraceSeconds: number;
  testMode: boolean;
  logLevel: string;
  seedAnnouncements: number;
  /**
   * Requests per minute per visitor, all routes: per device (the `jolda_vid` cookie, as the web server asserts it) or,
   * without one, per address.
   */
  rateLimitMax: number;
  /** Requests per minute per address whatever the devices behind it (carrier NAT puts many phones on one address). */
  rateLimitIpMax: number;
  /**
   * Shared with the web server, which signs the visitor's address, protocol and device with it (`lib/visitor.ts`).
   * From `EDGE_SECRET`, or generated once next to the data folder, where a web server on the same machine finds it.
   */
  edgeSecret: string;
  /** The longest wait for a database connection and for the health probe; a database slower than this is down (503). */
  dbTimeoutMs: number;
  /** The longest one statement may run while serving requests. */
  dbStatementTimeoutMs: number;
  /** An event loop delay above this sheds load with 503 (`@fastify/under-pressure`); 0 = off. */
  maxEventLoopDelayMs: number;
  /** Search cards kept in memory per language (0 = none; see routes/search/card-cache.ts). */
  searchCardCache: number;
  /** How often the search read side reads the change log for other processes' writes (ms; see routes/search/read-side.ts). */
  searchPollMs: number;
  /** Searches wait for the index to load instead of being answered from SQL meanwhile (tests). */
  searchIndexWait: boolean;
  corsOrigin: string[] | undefined;
  /** The site's public origin for absolute URLs (sitemaps, robots.txt); the request's host when unset. */
  publicOrigin?: string;
  version: string;
  assistant: {
    /** An OpenAI-compatible endpoint, or null: the local interpreter answers alone. */
    llm: { baseUrl: string; apiKey: string | undefined; model: string; timeoutMs: number } | null;
    /** Chat requests a visitor (a signed-in user, or an address) may send a minute. */
    chatPerMinute: number;
  };
  /** Photo uploads (routes/uploads); defaults when absent. */
  uploads?: Partial<UploadLimits>;
  /** The SMS provider (`SMS_PROVIDER`) and its settings. */
  sms: SmsConfig;
  /** The air-quality provider and its job (`AIR_*`); the demo series every hour when absent. */
  air?: AirConfig;
  /** Franchise leads a visitor may send an hour (default 3). */
  franchiseLeadsPerHour?: number;
  /** The car checks' registries (routes/autocheck); `DEFAULT_AUTOCHECK` when absent. */
  autocheck?: AutocheckConfig;
  /** The garage's fines adapter (`GARAGE_FINES_PROVIDER`): `demo` generated and labelled, `none` not connected. */
  garage?: { finesProvider: 'demo' | 'none' };
  /** Web push (`PUSH_PROVIDER`, `VAPID_*`); the outbox with keys generated for the process when absent. */
  push?: PushConfig;
  /**
   * The HMAC key of alert pushes' one-click unsubscribe links (`ALERTS_SECRET`, or generated once next to the data
   * folder); the JWT secret (under its own prefix) when absent (tests).
   */
  alertsSecret?: string;
  /** How often the alert job looks at its queue (ms; `ALERTS_POLL_MS`). */
  alertsPollMs?: number;
  /** How often the garage's reminder job looks for due dates (minutes). */
  garageReminderMinutes?: number;
  otp: {
    ttl: number;
    resendAfter: number;
    maxAttempts: number;
    perPhonePerHour: number;
    perIpPerHour: number;
  };
}

export interface UploadLimits {
  /** Photos decoded at once per process (each holds up to ~24 MB of pixels while it is made). */
  decodes: number;
  /** Uploads that may wait for a decode; beyond that an upload is answered 503 with Retry-After. */
  queue: number;
  /** Photos a posting session (a visitor not signed in) may upload. */
  perPostingSession: number;
}

export interface AutocheckConfig {
  /** `demo`: generated sample data, labelled; `none`: no registry connected (every source unavailable). */
  provider: 'demo' | 'none';
  /** A registry source that has not answered by then is unavailable (ms). */
  timeoutMs: number;
  /** How long a report waits for the sources it just asked before showing the rest as pending (ms). */
  waitMs: number;
  /** The demo provider's extra delay per source (ms), to see a slow source pending. */
  demoDelays: Partial<Record<'registrations' | 'restrictions' | 'pledge' | 'wanted' | 'accidents' | 'customs', number>>;
}

export const DEFAULT_AUTOCHECK: AutocheckConfig = { provider: 'demo', timeoutMs: 5000, waitMs: 100, demoDelays: {} };

export interface PushConfig {
  /** `outbox`: nothing is sent, messages are recorded and shown as a demo; `webpush`: sent through the push services. */
  provider: 'outbox' | 'webpush';
  /** The VAPID pair and contact; `webpush` needs them from the environment, `outbox` keeps a generated pair. */
  vapid: { publicKey: string; privateKey: string; subject: string };
}

export const DEFAULT_UPLOADS: UploadLimits = { decodes: 2, queue: 8, perPostingSession: 60 };

export const DEFAULT_OTP = {
  ttl: 300,
  resendAfter: 60,
  maxAttempts: 5,
  perPhonePerHour: 5,
  perIpPerHour: 30,
} as const;

/** Reads the configuration from the environment. Throws a readable error on a bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.SMS_PROVIDER === 'mobizon' && !e.MOBIZON_API_KEY) throw new Error('Invalid environment:\n  MOBIZON_API_KEY: required with SMS_PROVIDER=mobizon');
  if (e.AIR_PROVIDER === 'openaq' && !e.AIR_FEED_URL) throw new Error('Invalid environment:\n  AIR_FEED_URL: required with AIR_PROVIDER=openaq');
  if (e.SMS_PROVIDER !== 'demo' && e.SMS_DEMO_SHOW_CODE) {
    throw new Error('Invalid environment:\n  SMS_DEMO_SHOW_CODE: only with SMS_PROVIDER=demo (a real provider never shows codes)');
  }
  if (e.PUSH_PROVIDER === 'webpush' && !(e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY && e.VAPID_SUBJECT)) {
    throw new Error('Invalid environment:\n  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT: required with PUSH_PROVIDER=webpush');
  }
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new Error('Invalid environment:\n  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: give both or neither');
  }
  const dataDir = resolve(cwd, e.DATA_DIR);
  const vapidPair =
    e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
      ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
      : persistedVapidKeys(resolve(dirname(dataDir), 'vapid-keys.json'));
  if (!isVapidPair(vapidPair)) throw new Error('Invalid environment:\n  VAPID_PUBLIC_KEY: not the public key of VAPID_PRIVATE_KEY');
  return {
    nodeEnv: e.NODE_ENV,
    port: e.API_PORT,
    host: e.API_HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    jwtSecret: e.JWT_SECRET ?? persistedSecret(resolve(dirname(dataDir), 'jwt-secret')),
    accessTokenTtl: e.ACCESS_TOKEN_TTL,
    refreshTokenTtl: e.REFRESH_TOKEN_TTL,
    refreshGraceSeconds: e.REFRESH_GRACE_SECONDS,
    testMode: e.JOLDA_TEST_MODE,
    logLevel: e.LOG_LEVEL,
    seedAnnouncements: e.SEED_ANNOUNCEMENTS,
    rateLimitMax: e.RATE_LIMIT_MAX,
    rateLimitIpMax: e.RATE_LIMIT_IP_MAX,
    edgeSecret: e.EDGE_SECRET ?? persistedSecret(resolve(dirname(dataDir), 'edge-secret')),
    dbTimeoutMs: e.DB_TIMEOUT_MS,
    dbStatementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
    maxEventLoopDelayMs: e.MAX_EVENT_LOOP_DELAY_MS,
    searchCardCache: e.SEARCH_CARD_CACHE,
    searchPollMs: e.SEARCH_POLL_MS,
    searchIndexWait: e.SEARCH_INDEX_WAIT,
    corsOrigin: e.CORS_ORIGIN ? e.CORS_ORIGIN.split(',').map((s) => s.trim()) : undefined,
    ...(e.PUBLIC_ORIGIN ? { publicOrigin: e.PUBLIC_ORIGIN.replace(/\/+$/, '') } : {}),
    version: e.APP_VERSION,
    assistant: {
      llm:
        e.ASSISTANT_LLM_BASE_URL && e.ASSISTANT_LLM_MODEL
          ? { baseUrl: e.ASSISTANT_LLM_BASE_URL, apiKey: e.ASSISTANT_LLM_API_KEY || undefined, model: e.ASSISTANT_LLM_MODEL, timeoutMs: e.ASSISTANT_LLM_TIMEOUT_MS }
          : null,
      chatPerMinute: e.ASSISTANT_CHAT_PER_MINUTE,
    },
    uploads: { decodes: e.UPLOAD_DECODES, queue: e.UPLOAD_QUEUE, perPostingSession: e.UPLOADS_PER_POSTING_SESSION },
    sms: {
      provider: e.SMS_PROVIDER,
      demoShowCode: e.SMS_DEMO_SHOW_CODE,
      ...(e.SMS_PROVIDER === 'mobizon' && e.MOBIZON_API_KEY
        ? { mobizon: { apiKey: e.MOBIZON_API_KEY, apiUrl: e.MOBIZON_API_URL, ...(e.MOBIZON_FROM ? { from: e.MOBIZON_FROM } : {}) } }
        : {}),
    },
    otp: { ...DEFAULT_OTP },
    franchiseLeadsPerHour: e.FRANCHISE_LEADS_PER_HOUR,
    air: {
      ...DEFAULT_AIR,
      provider: e.AIR_PROVIDER,
      feedUrl: e.AIR_FEED_URL,
      feedApiKey: e.AIR_FEED_API_KEY || undefined,
      refreshMinutes: e.AIR_REFRESH_MINUTES,
    },
    garage: { finesProvider: e.GARAGE_FINES_PROVIDER },
    push: { provider: e.PUSH_PROVIDER, vapid: { ...vapidPair, subject: e.VAPID_SUBJECT ?? 'mailto:support@jolda.kz' } },
    garageReminderMinutes: e.GARAGE_REMINDER_MINUTES,
    alertsSecret: e.ALERTS_SECRET ?? persistedSecret(resolve(dirname(dataDir), 'alerts-secret')),
    alertsPollMs: e.ALERTS_POLL_MS,
    autocheck: {
      provider: e.AUTOCHECK_PROVIDER,
      timeoutMs: e.AUTOCHECK_TIMEOUT_MS,
      waitMs: e.AUTOCHECK_WAIT_MS,
      demoDelays: Object.fromEntries(
        e.AUTOCHECK_DEMO_DELAY.split(',')
          .filter(Boolean)
          .map((pair) => {
            const [k, v] = pair.split('=');
            return [k!, Number(v)];
          }),
      ),
    },
  };
}

/**
 * A random secret generated once and kept next to the data folder (never committed: `data/` is ignored). Written to a
 * temporary file and linked into place, so two processes starting together (the API and the web server) end up with
 * the same complete secret.
 */
export function persistedSecret(file: string): string {
  const read = () => (existsSync(file) ? readFileSync(file, 'utf8').trim() : '');
  const existing = read();
  if (existing.length >= 32) return existing;
  mkdirSync(dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(tmp, `${randomBytes(48).toString('base64url')}\n`, { mode: 0o600 });
  try {
    if (existing) renameSync(tmp, file); // a short or empty file left by an older version: replace it
    else linkSync(tmp, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    rmSync(tmp, { force: true });
  }
  return read();
}
