import { signInResultSchema, tokenPairSchema } from '@jolda/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/db.js';
import { MemorySms, type TestDb, createTestApp, createTestDb } from './helpers.js';

/**
 * Sessions (issue 17 defects 1 and 5): a refresh token presented several times at once (a browser's page renders,
 * tabs, preloads) keeps the user signed in, also across two API instances on one database; a replay after the grace
 * window revokes the session; and ending a session (logout, reuse) ends its access tokens at once.
 */
let t: TestDb;
let second: Db;
let app: FastifyInstance;
/** Another API instance on the same database (its own pool on PostgreSQL), as a second process would be. */
let other: FastifyInstance;
const sms = new MemorySms();
let phoneSeq = 0;
const newPhone = () => `+7705${String(2_000_000 + ++phoneSeq * 7_331).slice(-7)}`;

beforeAll(async () => {
  t = await createTestDb();
  // PostgreSQL: its own pool on the same schema (closed by `t.close()`); PGlite has one client per process.
  second = t.another ? await t.another() : t.db;
  app = await createTestApp(t.db, {}, sms);
  other = await createTestApp(second, {}, sms);
});
afterAll(async () => {
  await app.close();
  await other.close();
  await t.close();
});

async function signIn(api = app) {
  const phone = newPhone();
  expect((await api.inject({ method: 'POST', url: '/auth/otp/request', payload: { phone } })).statusCode).toBe(200);
  const res = await api.inject({ method: 'POST', url: '/auth/otp/verify', payload: { phone, code: sms.last(phone)! } });
  expect(res.statusCode).toBe(200);
  return signInResultSchema.parse(res.json());
}
const refresh = (token: string, api = app) =>
  api.inject({ method: 'POST', url: '/auth/refresh-token/', payload: { refresh_token: token } });
const profile = (access: string, api = app) =>
  api.inject({ url: '/auth/profile/v2/', headers: { authorization: `Bearer ${access}` } });
const checkToken = (access: string) =>
  app.inject({ url: '/auth/check-token/', headers: { authorization: `Bearer ${access}` } });
/** Moves a refresh token's use into the past, beyond any grace window (the database clock decides). */
const spentLongAgo = (token: string) =>
  t.db.query(
    `update refresh_tokens set used_at = used_at - interval '1 hour' where token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')`,
    [token],
  );

describe('refresh at the same moment', () => {
  it('10 concurrent refreshes of one token all succeed with the same new refresh token, and the session lives on', async () => {
    const s = await signIn();
    const answers = await Promise.all(Array.from({ length: 10 }, () => refresh(s.refresh_token)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const pairs = answers.map((r) => tokenPairSchema.parse(r.json()));
    // One rotation: every answer carries the same successor, so whichever Set-Cookie the browser keeps is the live one.
    expect(new Set(pairs.map((p) => p.refresh_token)).size).toBe(1);
    expect(pairs[0]!.refresh_token).not.toBe(s.refresh_token);
    for (const p of pairs) expect((await profile(p.access_token)).statusCode).toBe(200);
    // Still signed in afterwards: the successor rotates normally.
    const next = await refresh(pairs[0]!.refresh_token);
    expect(next.statusCode).toBe(200);
    expect((await profile(tokenPairSchema.parse(next.json()).access_token)).statusCode).toBe(200);
  });

  it('holds across two API instances on one database', async () => {
    const s = await signIn();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => refresh(s.refresh_token, i % 2 ? other : app)),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((r) => tokenPairSchema.parse(r.json()).refresh_token)).size).toBe(1);
    const live = tokenPairSchema.parse(answers[3]!.json());
    expect((await profile(live.access_token, other)).statusCode).toBe(200);
    expect((await refresh(live.refresh_token, other)).statusCode).toBe(200);
  });

  it('a late duplicate within the grace window follows the chain to the live token', async () => {
    const s = await signIn();
    const p1 = tokenPairSchema.parse((await refresh(s.refresh_token)).json());
    const p2 = tokenPairSchema.parse((await refresh(p1.refresh_token)).json());
    const late = await refresh(s.refresh_token);
    expect(late.statusCode).toBe(200);
    expect(tokenPairSchema.parse(late.json()).refresh_token).toBe(p2.refresh_token);
    expect((await refresh(p2.refresh_token)).statusCode).toBe(200);
  });

  it('a replay after the grace window revokes the session, its refresh tokens and its access tokens', async () => {
    const s = await signIn();
    const p1 = tokenPairSchema.parse((await refresh(s.refresh_token)).json());
    expect((await profile(p1.access_token)).statusCode).toBe(200);
    await spentLongAgo(s.refresh_token);
    const replay = await refresh(s.refresh_token, other);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('refresh_reused');
    const after = await refresh(p1.refresh_token);
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('refresh_revoked');
    // The access tokens of the revoked session stop at once, on every instance.
    for (const api of [app, other]) {
      const res = await profile(p1.access_token, api);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('session_revoked');
    }
    expect((await checkToken(s.access_token)).json()).toMatchObject({ code: 6, error: 'session_revoked' });
  });
});

describe('logout ends the access token', () => {
  it('with the refresh token: the same access token no longer reads or updates the profile', async () => {
    const s = await signIn();
    const keep = await signIn(); // another sign-in (another device) is not touched
    expect((await profile(s.access_token)).statusCode).toBe(200);
    const out = await app.inject({ method: 'POST', url: '/auth/logout/', payload: { refresh_token: s.refresh_token } });
    expect(out.statusCode).toBe(204);
    for (const api of [app, other]) {
      expect((await profile(s.access_token, api)).statusCode).toBe(401);
      const put = await api.inject({
        method: 'PUT',
        url: '/auth/update-profile/v2/',
        headers: { authorization: `Bearer ${s.access_token}` },
        payload: { name: 'После выхода' },
      });
      expect(put.statusCode).toBe(401);
      expect(put.json().code).toBe('session_revoked');
    }
    expect((await app.inject({ url: '/api/favourites', headers: { authorization: `Bearer ${s.access_token}` } })).statusCode).toBe(401);
    expect((await checkToken(s.access_token)).json()).toMatchObject({ code: 6 });
    expect((await profile(keep.access_token)).statusCode).toBe(200);
  });

  it('with the bearer only: that session ends', async () => {
    const s = await signIn();
    const out = await app.inject({ method: 'POST', url: '/auth/logout/', headers: { authorization: `Bearer ${s.access_token}` } });
    expect(out.statusCode).toBe(204);
    expect((await profile(s.access_token, other)).statusCode).toBe(401);
    expect((await refresh(s.refresh_token)).json().code).toBe('refresh_revoked');
  });
});
