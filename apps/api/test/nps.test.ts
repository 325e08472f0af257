import { randomUUID } from 'node:crypto';
import { npsAnswerResultSchema, signInResultSchema } from '@jolda/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listNpsAnswers } from '../src/db/repositories/nps.js';
import { MemorySms, type TestDb, createTestApp, createTestDb } from './helpers.js';

let t: TestDb;
let app: FastifyInstance;
let sms: MemorySms;

beforeAll(async () => {
  t = await createTestDb();
  sms = new MemorySms();
  app = await createTestApp(t.db, {}, sms);
});
afterAll(async () => {
  await app.close();
  await t.close();
});

const answer = (payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/nps', payload: payload as object, headers });

describe('POST /api/nps', () => {
  it('stores an anonymous answer', async () => {
    const uuid = randomUUID();
    const res = await answer({ score: 9, comment: '  Удобный поиск  ', uuid, locale: 'ru', page: '/cars' });
    expect(res.statusCode).toBe(201);
    const saved = npsAnswerResultSchema.parse(res.json());
    expect(saved.id).toBeGreaterThan(0);
    expect(await listNpsAnswers(t.db, uuid)).toEqual([
      { id: saved.id, userId: null, score: 9, comment: 'Удобный поиск', locale: 'ru', page: '/cars' },
    ]);
  });

  it('records the signed-in user', async () => {
    const phone = '+77015550101';
    await app.inject({ method: 'POST', url: '/auth/otp/request', payload: { phone } });
    const signIn = signInResultSchema.parse(
      (await app.inject({ method: 'POST', url: '/auth/otp/verify', payload: { phone, code: sms.last(phone)! } })).json(),
    );
    const uuid = randomUUID();
    const res = await answer({ score: 0, uuid }, { authorization: `Bearer ${signIn.access_token}` });
    expect(res.statusCode).toBe(201);
    expect((await listNpsAnswers(t.db, uuid))[0]).toMatchObject({ userId: signIn.user.id, score: 0, comment: null });
  });

  it('answers 400 with a message per field and stores nothing', async () => {
    const uuid = randomUUID();
    const res = await answer({ score: 11, comment: 'x'.repeat(1001), uuid: 'not-a-uuid', page: 'cars' });
    expect(res.statusCode).toBe(400);
    const body = res.json() as { code: string; fields: Record<string, string[]> };
    expect(body.code).toBe('validation_failed');
    expect(body.fields).toMatchObject({ score: ['score_range'], comment: ['comment_too_long'], uuid: ['uuid_invalid'], page: ['page_invalid'] });
    const fraction = await answer({ score: 7.5, uuid });
    expect(fraction.json().fields).toMatchObject({ score: ['score_range'] });
    const missing = await answer({ uuid });
    expect(missing.json().fields).toMatchObject({ score: ['score_required'] });
    expect(await listNpsAnswers(t.db, uuid)).toEqual([]);
  });
});
