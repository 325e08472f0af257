import { createECDH, randomBytes } from 'node:crypto';
import { pushConfigSchema, pushOutboxSchema, pushSubscriptionSchema } from '@jolda/contracts';
import type { FastifyInstance } from 'fastify';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { listSubscriptions } from '../src/db/repositories/push.js';
import { PushSender, type WebPushLib, deliveryOf, outboxProvider, webPushProvider } from '../src/push/sender.js';
import { generateVapidKeys, isVapidPair, type VapidPair } from '../src/push/vapid.js';
import { Factory } from './factories.js';
import { type TestDb, createTestDb, testConfig, testTokens } from './helpers.js';

let t: TestDb;
let app: FastifyInstance;
let f: Factory;
const tokens = testTokens(() => t.db);

beforeAll(async () => {
  t = await createTestDb();
  f = new Factory(t.db);
  app = await buildApp({ db: t.db, config: testConfig() });
});
afterAll(async () => {
  await app.close();
  await t.close();
});

const as = (token: string, lang = 'ru') => ({ authorization: `Bearer ${token}`, 'accept-language': lang });
const newUser = async () => {
  const u = await f.user({});
  return { id: u.id, token: await tokens.signAccess(u.id) };
};
/** A browser's subscription as `PushSubscription.toJSON()` gives it: a real P-256 key and a 16-byte secret. */
const browserSubscription = (host = 'fcm.googleapis.com') => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `https://${host}/fcm/send/${randomBytes(12).toString('base64url')}`,
    expirationTime: null,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
};
const subscribe = (token: string, body: unknown, lang = 'ru') =>
  app.inject({ method: 'POST', url: '/api/push/subscriptions', payload: body as object, headers: as(token, lang) });
const unsubscribe = (token: string, endpoint: string) =>
  app.inject({ method: 'DELETE', url: `/api/push/subscriptions?endpoint=${encodeURIComponent(endpoint)}`, headers: as(token) });

describe('the VAPID key', () => {
  it('is public, a P-256 point, and says the development outbox is a demo', async () => {
    const r = await app.inject({ url: '/api/push/public-key' });
    expect(r.statusCode).toBe(200);
    const c = pushConfigSchema.parse(r.json());
    expect(c).toMatchObject({ provider: 'outbox', demo: true });
    const raw = Buffer.from(c.publicKey, 'base64url');
    expect(raw).toHaveLength(65);
    expect(raw[0]).toBe(4);
  });

  it('generated pairs belong together; a mismatched pair is refused', () => {
    const a = generateVapidKeys();
    const b = generateVapidKeys();
    expect(isVapidPair(a)).toBe(true);
    expect(isVapidPair({ publicKey: a.publicKey, privateKey: b.privateKey })).toBe(false);
  });

  it('every generated pair is valid, also when the private scalar starts with a zero byte (one in 256)', () => {
    let leadingZero: VapidPair | undefined;
    for (let i = 0; i < 50_000 && !leadingZero; i++) {
      const p = generateVapidKeys();
      expect(isVapidPair(p)).toBe(true);
      if (Buffer.from(p.privateKey, 'base64url')[0] === 0) leadingZero = p;
    }
    expect(leadingZero && Buffer.from(leadingZero.privateKey, 'base64url')).toHaveLength(32);
  });
});

describe('subscriptions', () => {
  it('need a sign-in', async () => {
    const s = browserSubscription();
    expect((await app.inject({ method: 'POST', url: '/api/push/subscriptions', payload: s })).statusCode).toBe(401);
    expect((await app.inject({ method: 'DELETE', url: `/api/push/subscriptions?endpoint=${encodeURIComponent(s.endpoint)}` })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/push/outbox' })).statusCode).toBe(401);
  });

  it('refuse endpoints that are not a push service on the internet, and broken keys, per field', async () => {
    const u = await newUser();
    const s = browserSubscription();
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/x',
      'https://localhost/push',
      'https://127.0.0.1/push',
      'https://[::1]/push',
      'https://intranet/push',
      'https://user:pw@push.example.com/x',
      'https://metadata.google.internal/x',
      `https://push.example.com/${'x'.repeat(2100)}`,
    ]) {
      const r = await subscribe(u.token, { ...s, endpoint });
      expect(r.statusCode, endpoint.slice(0, 40)).toBe(400);
      expect(r.json().fields).toEqual({ endpoint: ['endpoint_invalid'] });
    }
    const badKey = await subscribe(u.token, { ...s, keys: { p256dh: 'not a key', auth: s.keys.auth } });
    expect(badKey.json().fields).toEqual({ 'keys.p256dh': ['keys_invalid'] });
    const noKeys = await subscribe(u.token, { endpoint: s.endpoint });
    expect(noKeys.statusCode).toBe(400);
    expect(await listSubscriptions(t.db, u.id)).toEqual([]);
  });

  it('are kept once per endpoint, in the language of the request; a second account on that browser takes it over', async () => {
    const u = await newUser();
    const s = browserSubscription();
    const first = await subscribe(u.token, s);
    expect(first.statusCode).toBe(201);
    const row = pushSubscriptionSchema.parse(first.json());
    expect(row).toMatchObject({ endpoint: s.endpoint, locale: 'ru', lastSuccessAt: null });
    // The same browser again (a reload re-sends it): the same row, now in Kazakh.
    const again = await subscribe(u.token, s, 'kk');
    expect(again.json()).toMatchObject({ id: row.id, locale: 'kk' });
    const simultaneous = await Promise.all(Array.from({ length: 5 }, () => subscribe(u.token, s)));
    expect(simultaneous.map((r) => r.statusCode)).toEqual(Array(5).fill(201));
    expect((await listSubscriptions(t.db, u.id)).map((x) => x.id)).toEqual([row.id]);
    // Another account signs in on that browser and subscribes: the endpoint is theirs now.
    const other = await newUser();
    expect((await subscribe(other.token, s)).statusCode).toBe(201);
    expect(await listSubscriptions(t.db, u.id)).toEqual([]);
    expect((await listSubscriptions(t.db, other.id)).map((x) => x.endpoint)).toEqual([s.endpoint]);
    const mine = await app.inject({ url: '/api/push/subscriptions', headers: as(other.token) });
    expect(mine.json().items.map((x: { endpoint: string }) => x.endpoint)).toEqual([s.endpoint]);
  });

  it('are removed by their owner only (someone else’s answers 404 and stays)', async () => {
    const owner = await newUser();
    const stranger = await newUser();
    const s = browserSubscription();
    await subscribe(owner.token, s);
    const theirs = await unsubscribe(stranger.token, s.endpoint);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().code).toBe('push_subscription_not_found');
    expect(await listSubscriptions(t.db, owner.id)).toHaveLength(1);
    expect((await unsubscribe(owner.token, s.endpoint)).statusCode).toBe(204);
    expect(await listSubscriptions(t.db, owner.id)).toEqual([]);
    expect((await unsubscribe(owner.token, s.endpoint)).statusCode).toBe(404);
    expect((await unsubscribe(owner.token, 'http://x')).statusCode).toBe(400);
  });
});

describe('the sender', () => {
  const message = { title: 'Проверка', body: 'Текст', url: '/garage', tag: 'test' };

  it('outbox: records each browser’s message in its language, and the user reads them back as a demo', async () => {
    const u = await newUser();
    await subscribe(u.token, browserSubscription(), 'ru');
    await subscribe(u.token, browserSubscription('updates.push.services.mozilla.com'), 'kk');
    const sender = new PushSender(t.db, outboxProvider(t.db));
    const r = await sender.sendToUser(u.id, (locale) => ({ ...message, title: locale === 'kk' ? 'Тексеру' : 'Проверка' }));
    expect(r).toEqual({ delivered: 2, failed: 0, removed: 0 });
    const outbox = pushOutboxSchema.parse((await app.inject({ url: '/api/push/outbox', headers: as(u.token) })).json());
    expect(outbox).toMatchObject({ provider: 'outbox', demo: true });
    expect(outbox.items.map((i) => i.title).sort()).toEqual(['Проверка', 'Тексеру']);
    expect((await listSubscriptions(t.db, u.id)).every((s) => s.lastSuccessAt !== null)).toBe(true);
    // Someone else's outbox is not mine.
    const other = await newUser();
    expect((await app.inject({ url: '/api/push/outbox', headers: as(other.token) })).json().items).toEqual([]);
    // Nobody subscribed: nothing is sent.
    expect(await sender.sendToUser(other.id, () => message)).toEqual({ delivered: 0, failed: 0, removed: 0 });
  });

  it('webpush: 201 is a delivery, 404/410 remove the subscription, other failures are counted and kept', async () => {
    const u = await newUser();
    const subs = [browserSubscription('a.push.example.com'), browserSubscription('b.push.example.com'), browserSubscription('c.push.example.com'), browserSubscription('d.push.example.com')];
    for (const s of subs) await subscribe(u.token, s);
    const answers: Record<string, number> = { 'a.push.example.com': 201, 'b.push.example.com': 410, 'c.push.example.com': 404, 'd.push.example.com': 500 };
    const calls: Array<{ endpoint: string; payload: string; ttl: number }> = [];
    const lib: WebPushLib = {
      async sendNotification(sub, payload, options) {
        calls.push({ endpoint: sub.endpoint, payload, ttl: options.TTL });
        const status = answers[new URL(sub.endpoint).hostname]!;
        if (status >= 300) throw Object.assign(new Error('push service refused'), { statusCode: status });
        return { statusCode: status };
      },
    };
    const sender = new PushSender(t.db, webPushProvider({ ...generateVapidKeys(), subject: 'mailto:test@jolda.kz' }, lib));
    const r = await sender.sendToUser(u.id, () => message);
    expect(r).toEqual({ delivered: 1, failed: 1, removed: 2 });
    expect(calls).toHaveLength(4);
    expect(JSON.parse(calls[0]!.payload)).toEqual(message);
    const left = await listSubscriptions(t.db, u.id);
    expect(left.map((s) => new URL(s.endpoint).hostname).sort()).toEqual(['a.push.example.com', 'd.push.example.com']);
    expect(left.find((s) => s.endpoint.includes('a.push'))).toMatchObject({ lastFailureAt: null });
    expect(left.find((s) => s.endpoint.includes('a.push'))!.lastSuccessAt).not.toBeNull();
    expect(left.find((s) => s.endpoint.includes('d.push'))!.lastFailureAt).not.toBeNull();
    expect([deliveryOf(undefined), deliveryOf(429), deliveryOf(204)]).toEqual(['failed', 'failed', 'ok']);
  });

  it('web-push signs with our VAPID pair and encrypts for the browser’s key (the request it would send)', () => {
    const keys = generateVapidKeys();
    const s = browserSubscription();
    const req = webpush.generateRequestDetails(s, JSON.stringify(message), {
      vapidDetails: { subject: 'mailto:test@jolda.kz', publicKey: keys.publicKey, privateKey: keys.privateKey },
      TTL: 60,
    });
    expect(req.endpoint).toBe(s.endpoint);
    expect(req.method).toBe('POST');
    expect(req.headers['Content-Encoding']).toBe('aes128gcm');
    expect(String(req.headers['Authorization'])).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${keys.publicKey}$`));
    // The body is ciphertext: the message's words are not in it.
    expect(Buffer.from(req.body as Buffer).toString('utf8')).not.toContain('Проверка');
  });
});
