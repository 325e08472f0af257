import { randomUUID } from 'node:crypto';
import { authErrorSchema, profileSchema, signInResultSchema, tokenCheckErrorSchema, tokenPairSchema } from '@jolda/contracts';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Factory } from './factories.js';
import { MemorySms, type TestDb, createTestApp, createTestDb, testConfig, testTokens } from './helpers.js';

let t: TestDb;
let app: FastifyInstance;
let f: Factory;
let sms: MemorySms;
let cityId: number;
let phoneSeq = 0;
const tokens = testTokens(() => t.db);

/** A new phone number per test, so tests never share OTP state. */
const newPhone = () => `+7777${String(1_000_000 + ++phoneSeq * 4231).slice(-7)}`;

beforeAll(async () => {
  t = await createTestDb();
  sms = new MemorySms();
  app = await createTestApp(t.db, {}, sms);
  f = new Factory(t.db);
  cityId = (await f.city({ slug: 'astana' })).id;
});
afterAll(async () => {
  await app.close();
  await t.close();
});

const request = (phone: string, ip = '10.0.0.1') =>
  app.inject({ method: 'POST', url: '/auth/otp/request', payload: { phone }, remoteAddress: ip });
const verify = (phone: string, code: string) =>
  app.inject({ method: 'POST', url: '/auth/otp/verify', payload: { phone, code } });
/** Moves a phone's codes into the past (the database clock decides expiry and resend). */
const age = (phone: string, seconds: number) =>
  t.db.query(
    `update otp_codes set created_at = created_at - make_interval(secs => $2), expires_at = expires_at - make_interval(secs => $2)
     where phone = $1`,
    [phone, seconds],
  );

async function signIn(phone = newPhone()) {
  expect((await request(phone)).statusCode).toBe(200);
  const res = await verify(phone, sms.last(phone)!);
  expect(res.statusCode).toBe(200);
  return signInResultSchema.parse(res.json());
}
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('OTP sign-in', () => {
  it('sends a 6-digit code and signs in, creating the user once', async () => {
    const phone = newPhone();
    const res = await app.inject({ method: 'POST', url: '/auth/otp/request', payload: { phone: phone.replace('+7', '8 (') .replace(/(\d{3})(\d{3})(\d{2})(\d{2})$/, '$1) $2-$3-$4') } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ resendIn: 60, expiresIn: 300 });
    const code = sms.last(phone)!;
    expect(code).toMatch(/^\d{6}$/);
    const [stored] = await t.db.query<{ code_hash: string }>('select code_hash from otp_codes where phone = $1', [phone]);
    expect(stored!.code_hash).not.toContain(code);

    const first = signInResultSchema.parse((await verify(phone, code)).json());
    expect(first.user).toMatchObject({ phone, name: null, cityId: null, locale: 'ru' });
    expect(await tokens.service.verifyAccess(first.access_token)).toEqual({ ok: true, userId: first.user.id, sessionId: expect.any(String) });

    await age(phone, 120);
    expect((await request(phone)).statusCode).toBe(200);
    const again = signInResultSchema.parse((await verify(phone, sms.last(phone)!)).json());
    expect(again.user.id).toBe(first.user.id);
  });

  it('rejects an invalid phone with field errors', async () => {
    const res = await app.inject({ method: 'POST', url: '/auth/otp/request', payload: { phone: '+1 555 0100' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed', fields: { phone: ['phone_invalid'] } });
  });

  it('refuses a wrong code with the attempts left, then locks after 5', async () => {
    const phone = newPhone();
    await request(phone);
    const right = sms.last(phone)!;
    const wrong = right === '000000' ? '111111' : '000000';
    for (let left = 4; left >= 1; left--) {
      const res = await verify(phone, wrong);
      expect(res.statusCode).toBe(400);
      expect(authErrorSchema.parse(res.json())).toMatchObject({ code: 'otp_invalid', attemptsLeft: left });
    }
    const fifth = await verify(phone, wrong);
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().code).toBe('otp_too_many_attempts');
    const evenRight = await verify(phone, right);
    expect(evenRight.statusCode).toBe(429);
    expect(evenRight.json().code).toBe('otp_too_many_attempts');
  });

  it('refuses an expired code', async () => {
    const phone = newPhone();
    await request(phone);
    await age(phone, 301);
    const res = await verify(phone, sms.last(phone)!);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('otp_expired');
  });

  it('refuses a code used twice, or never requested', async () => {
    const phone = newPhone();
    await request(phone);
    const code = sms.last(phone)!;
    expect((await verify(phone, code)).statusCode).toBe(200);
    expect((await verify(phone, code)).json().code).toBe('otp_expired');
    expect((await verify(newPhone(), '123456')).json().code).toBe('otp_expired');
  });

  it('refuses a resend within 60 s with retryAfter', async () => {
    const phone = newPhone();
    await request(phone);
    await age(phone, 20);
    const res = await request(phone);
    expect(res.statusCode).toBe(429);
    const body = authErrorSchema.parse(res.json());
    expect(body.code).toBe('otp_too_soon');
    expect(body.retryAfter).toBeGreaterThanOrEqual(39);
    expect(body.retryAfter).toBeLessThanOrEqual(41);
    expect(res.headers['retry-after']).toBe(String(body.retryAfter));
  });

  it('limits codes per phone to 5 an hour', async () => {
    const phone = newPhone();
    for (let i = 0; i < 5; i++) {
      expect((await request(phone)).statusCode).toBe(200);
      await age(phone, 61);
    }
    const res = await request(phone);
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('otp_rate_limited');
  });

  it('limits codes per IP', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < 30; i++) expect((await request(newPhone(), ip)).statusCode).toBe(200);
    const res = await request(newPhone(), ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('otp_rate_limited');
    expect((await request(newPhone(), '10.9.9.10')).statusCode).toBe(200);
  });
});

describe('GET /auth/check-token/', () => {
  const check = (token?: string) =>
    app.inject({ url: '/auth/check-token/', headers: token === undefined ? {} : bearer(token) });

  it('accepts a valid token', async () => {
    const s = await signIn();
    const res = await check(s.access_token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ valid: true, userId: s.user.id });
  });

  it('answers code 8 for an expired token', async () => {
    const s = await signIn();
    const expired = await tokens.signAccess(s.user.id, { expiresAt: Math.floor(Date.now() / 1000) - 60 });
    const res = await check(expired);
    expect(res.statusCode).toBe(401);
    expect(tokenCheckErrorSchema.parse(res.json())).toMatchObject({ code: 8, error: 'token_expired' });
  });

  it('answers code 7 when the user is deleted or gone', async () => {
    const deleted = await f.user({ deleted: true });
    const res = await check(await tokens.signAccess(deleted.id));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 7 });
    expect((await check(await tokens.service.signAccess(99_999_999, randomUUID()))).json()).toMatchObject({ code: 7 });
  });

  it('answers code 8 for a token from before sessions (no sid), so the client refreshes it into one', async () => {
    const s = await signIn();
    const legacy = await new SignJWT({ typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(s.user.id))
      .setIssuer('jolda')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(testConfig().jwtSecret));
    expect((await check(legacy)).json()).toMatchObject({ code: 8, error: 'token_expired' });
    const profile = await app.inject({ url: '/auth/profile/v2/', headers: bearer(legacy) });
    expect(profile.statusCode).toBe(401);
    expect(profile.json().code).toBe('token_expired');
  });

  it('answers code 6 for garbage, a wrong signature, a missing token', async () => {
    const s = await signIn();
    const forged = await new SignJWT({ typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(s.user.id))
      .setIssuer('jolda')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    for (const token of ['garbage', forged, `${s.access_token}x`, undefined]) {
      const res = await check(token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 6, error: 'token_invalid' });
    }
  });
});

describe('refresh tokens', () => {
  const refresh = (token: string) =>
    app.inject({ method: 'POST', url: '/auth/refresh-token/', payload: { refresh_token: token } });
  /** Moves a spent refresh token's use beyond the grace window (see sessions.test.ts for the window itself). */
  const spentLongAgo = (token: string) =>
    t.db.query(
      `update refresh_tokens set used_at = used_at - interval '1 hour' where token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')`,
      [token],
    );

  it('rotates: a new pair each time, the old refresh token spent', async () => {
    const s = await signIn();
    const r1 = await refresh(s.refresh_token);
    expect(r1.statusCode).toBe(200);
    const p1 = tokenPairSchema.parse(r1.json());
    expect(p1.refresh_token).not.toBe(s.refresh_token);
    expect(await tokens.service.verifyAccess(p1.access_token)).toMatchObject({ ok: true, userId: s.user.id });
    const r2 = await refresh(p1.refresh_token);
    expect(r2.statusCode).toBe(200);
  });

  it('detects reuse after the grace window and revokes the whole family', async () => {
    const s = await signIn();
    const p1 = tokenPairSchema.parse((await refresh(s.refresh_token)).json());
    await spentLongAgo(s.refresh_token);
    const reuse = await refresh(s.refresh_token);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().code).toBe('refresh_reused');
    // The legitimate newest token of the family is dead too.
    const after = await refresh(p1.refresh_token);
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('refresh_revoked');
  });

  it('keeps other sign-ins of the same user alive', async () => {
    const phone = newPhone();
    const a = await signIn(phone);
    await age(phone, 120);
    const b = await signIn(phone);
    await refresh(a.refresh_token);
    await spentLongAgo(a.refresh_token);
    expect((await refresh(a.refresh_token)).json().code).toBe('refresh_reused'); // family a revoked
    expect((await refresh(b.refresh_token)).statusCode).toBe(200);
  });

  it('refuses unknown and malformed tokens', async () => {
    expect((await refresh('x'.repeat(43))).json().code).toBe('refresh_invalid');
    const res = await app.inject({ method: 'POST', url: '/auth/refresh-token/', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('refresh_token');
  });

  it('logout revokes the family', async () => {
    const s = await signIn();
    const res = await app.inject({ method: 'POST', url: '/auth/logout/', payload: { refresh_token: s.refresh_token } });
    expect(res.statusCode).toBe(204);
    expect((await refresh(s.refresh_token)).statusCode).toBe(401);
  });

  it('logout with only a bearer ends the bearer\'s session', async () => {
    const s = await signIn();
    const res = await app.inject({ method: 'POST', url: '/auth/logout/', headers: bearer(s.access_token) });
    expect(res.statusCode).toBe(204);
    expect((await refresh(s.refresh_token)).statusCode).toBe(401);
  });
});

describe('profile', () => {
  it('answers the signed-in user, 401 otherwise', async () => {
    const s = await signIn();
    const res = await app.inject({ url: '/auth/profile/v2/', headers: bearer(s.access_token) });
    expect(res.statusCode).toBe(200);
    expect(profileSchema.parse(res.json())).toEqual(s.user);
    expect((await app.inject('/auth/profile/v2/')).statusCode).toBe(401);
    const bad = await app.inject({ url: '/auth/profile/v2/', headers: bearer('nope') });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toMatchObject({ code: 'token_invalid' });
    expect((await app.inject({ url: '/auth/profile/v2', headers: bearer(s.access_token) })).statusCode).toBe(200);
  });

  it('updates name, city and locale', async () => {
    const s = await signIn();
    const res = await app.inject({
      method: 'PUT',
      url: '/auth/update-profile/v2/',
      headers: bearer(s.access_token),
      payload: { name: '  Айгерим ', cityId, locale: 'kk' },
    });
    expect(res.statusCode).toBe(200);
    expect(profileSchema.parse(res.json())).toMatchObject({ id: s.user.id, name: 'Айгерим', cityId, locale: 'kk' });
    const cleared = await app.inject({
      method: 'PUT',
      url: '/auth/update-profile/v2/',
      headers: bearer(s.access_token),
      payload: { cityId: null },
    });
    expect(cleared.json()).toMatchObject({ name: 'Айгерим', cityId: null });
  });

  it('answers 400 with field errors for invalid updates', async () => {
    const s = await signIn();
    const put = (payload: unknown) =>
      app.inject({ method: 'PUT', url: '/auth/update-profile/v2/', headers: bearer(s.access_token), payload: payload as object });
    const res = await put({ name: '', locale: 'en', cityId: -3 });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('validation_failed');
    expect(body.fields.name).toEqual(['name_required']);
    expect(Object.keys(body.fields).sort()).toEqual(['cityId', 'locale', 'name']);
    const tooLong = await put({ name: 'я'.repeat(81) });
    expect(tooLong.json().fields).toEqual({ name: ['name_too_long'] });
    const unknownCity = await put({ cityId: 424242 });
    expect(unknownCity.statusCode).toBe(400);
    expect(unknownCity.json().fields).toEqual({ cityId: ['city_not_found'] });
  });

  it('refuses updates without a token', async () => {
    const res = await app.inject({ method: 'PUT', url: '/auth/update-profile/v2/', payload: { name: 'X' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('test-only OTP peek', () => {
  it('answers the last code in test mode', async () => {
    const phone = newPhone();
    await request(phone);
    const res = await app.inject(`/auth/test/otp?phone=${encodeURIComponent(phone)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ phone, code: sms.last(phone) });
    expect((await app.inject(`/auth/test/otp?phone=${encodeURIComponent(newPhone())}`)).statusCode).toBe(404);
  });

  it('does not exist outside test mode', async () => {
    const prod = await createTestApp(t.db, { testMode: false });
    const phone = newPhone();
    await prod.inject({ method: 'POST', url: '/auth/otp/request', payload: { phone } });
    const res = await prod.inject(`/auth/test/otp?phone=${encodeURIComponent(phone)}`);
    await prod.close();
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
  });
});
