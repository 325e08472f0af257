import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { otpRequestResultSchema } from '@jolda/contracts';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { type Config, loadConfig } from '../src/config.js';
import { type TestDb, createTestDb, testConfig } from './helpers.js';

/**
 * SMS behind a provider (issue 17 defect 10): codes never reach the log in production, the demo provider shows them on
 * the login page only when told to, and tests read them through the provider (test mode's recorder), not the log.
 */
let t: TestDb;
let seq = 0;
const newPhone = () => `+7747${String(3_000_000 + ++seq * 5_113).slice(-7)}`;

beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => {
  await t.close();
});

/** An app built the way `main.ts` builds it (the provider from the configuration), logging into `lines` at info. */
async function appWithLog(overrides: Partial<Config>): Promise<{ app: FastifyInstance; lines: string[] }> {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const logger = pino({ level: 'info' }, sink);
  const app = await buildApp({ db: t.db, config: testConfig({ logLevel: 'info', ...overrides }), logger });
  return { app, lines };
}

async function requestCode(app: FastifyInstance) {
  const phone = newPhone();
  const res = await app.inject({ method: 'POST', url: '/auth/otp/request', payload: { phone } });
  expect(res.statusCode).toBe(200);
  // Read through the provider (test mode's recorder), never from the log.
  const peek = await app.inject(`/auth/test/otp?phone=${encodeURIComponent(phone)}`);
  expect(peek.statusCode).toBe(200);
  return { phone, code: (peek.json() as { code: string }).code, answer: otpRequestResultSchema.parse(res.json()) };
}

describe('the demo provider', () => {
  it('never writes a code to the log in production', async () => {
    const { app, lines } = await appWithLog({ nodeEnv: 'production' });
    try {
      const sent = [];
      for (let i = 0; i < 3; i++) sent.push(await requestCode(app));
      const log = lines.join('');
      expect(log).toContain('"statusCode":200'); // the log was written: requests are in it
      for (const { code, answer } of sent) {
        expect(log).not.toContain(code);
        expect(answer.demoCode).toBeUndefined();
      }
    } finally {
      await app.close();
    }
  });

  it('logs the code in development', async () => {
    const { app, lines } = await appWithLog({ nodeEnv: 'development' });
    try {
      const { code } = await requestCode(app);
      expect(lines.join('')).toContain(code);
    } finally {
      await app.close();
    }
  });

  it('hands the code to the login page only with SMS_DEMO_SHOW_CODE, and still not to the log', async () => {
    const { app, lines } = await appWithLog({ nodeEnv: 'production', sms: { provider: 'demo', demoShowCode: true } });
    try {
      const { code, answer } = await requestCode(app);
      expect(answer.demoCode).toBe(code);
      expect(lines.join('')).not.toContain(code);
    } finally {
      await app.close();
    }
  });
});

describe('the Mobizon provider', () => {
  let gateway: http.Server;
  let url: string;
  const received: Array<{ path: string; query: URLSearchParams; form: URLSearchParams }> = [];
  let answer: { status: number; body: unknown } = { status: 200, body: { code: 0, data: { messageId: '42' }, message: '' } };

  beforeAll(async () => {
    gateway = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        const u = new URL(req.url!, 'http://x');
        received.push({ path: u.pathname, query: u.searchParams, form: new URLSearchParams(body) });
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((r) => gateway.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => gateway.close(() => r())));

  const mobizon = (): Partial<Config> => ({
    nodeEnv: 'production',
    sms: { provider: 'mobizon', demoShowCode: false, mobizon: { apiKey: 'kz-test-key', apiUrl: url, from: 'Jolda' } },
  });

  it('sends the code as Mobizon expects, and nothing of it to the log', async () => {
    const { app, lines } = await appWithLog(mobizon());
    try {
      const { phone, code, answer: res } = await requestCode(app);
      const call = received.at(-1)!;
      expect(call.path).toBe('/service/message/sendsmsmessage');
      expect(Object.fromEntries(call.query)).toEqual({ output: 'json', api: 'v1', apiKey: 'kz-test-key' });
      expect(call.form.get('recipient')).toBe(phone.slice(1));
      expect(call.form.get('from')).toBe('Jolda');
      expect(call.form.get('text')).toContain(code);
      expect(res.demoCode).toBeUndefined();
      expect(lines.join('')).not.toContain(code);
    } finally {
      await app.close();
    }
  });

  it('a refused message answers 503 and frees the phone for a resend at once', async () => {
    const { app } = await appWithLog(mobizon());
    try {
      answer = { status: 200, body: { code: 1, data: [], message: 'Недостаточно средств' } };
      const phone = newPhone();
      const res = await app.inject({ method: 'POST', url: '/auth/otp/request', payload: { phone } });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'sms_unavailable', retryAfter: 60 });
      answer = { status: 200, body: { code: 100, data: { messageId: '43' }, message: '' } };
      expect((await app.inject({ method: 'POST', url: '/auth/otp/request', payload: { phone } })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('configuration', () => {
  const env = { JWT_SECRET: 'x'.repeat(40) };
  it('is the demo provider by default, codes hidden', () => {
    expect(loadConfig(env).sms).toEqual({ provider: 'demo', demoShowCode: false });
    expect(loadConfig({ ...env, SMS_DEMO_SHOW_CODE: '1' }).sms).toEqual({ provider: 'demo', demoShowCode: true });
  });
  it('needs a key for Mobizon and never shows codes with it', () => {
    expect(() => loadConfig({ ...env, SMS_PROVIDER: 'mobizon' })).toThrow(/MOBIZON_API_KEY/);
    expect(() => loadConfig({ ...env, SMS_PROVIDER: 'mobizon', MOBIZON_API_KEY: 'k', SMS_DEMO_SHOW_CODE: '1' })).toThrow(/SMS_DEMO_SHOW_CODE/);
    expect(loadConfig({ ...env, SMS_PROVIDER: 'mobizon', MOBIZON_API_KEY: 'k' }).sms).toEqual({
      provider: 'mobizon',
      demoShowCode: false,
      mobizon: { apiKey: 'k', apiUrl: 'https://api.mobizon.kz' },
    });
  });
});
