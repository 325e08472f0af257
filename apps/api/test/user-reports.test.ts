import { signInResultSchema, userReportResultSchema } from '@jolda/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getUserReport } from '../src/db/repositories/user-reports.js';
import { MemorySms, type TestDb, createTestApp, createTestDb, edgeHeaders } from './helpers.js';
import { noisePng, uploadPhoto } from './posting-helpers.js';

/** `POST /api/user-reports` (issue 22): the web views' user report — stored as sent, checked field by field, limited. */
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

let visitor = 0;
/** Each call from its own address unless told (the limit is per visitor). */
const report = (payload: unknown, headers: Record<string, string> = edgeHeaders({ ip: `10.1.0.${++visitor}` })) =>
  app.inject({ method: 'POST', url: '/api/user-reports', payload: payload as object, headers });

async function signIn(phone: string) {
  await app.inject({ method: 'POST', url: '/auth/otp/request', payload: { phone } });
  return signInResultSchema.parse((await app.inject({ method: 'POST', url: '/auth/otp/verify', payload: { phone, code: sms.last(phone)! } })).json());
}

const base = { rating: 4, text: '  Калькулятор не пересчитал платёж после смены срока  ', screen: '/kk/web-view/online-dealer/detail/calculator?id=3', locale: 'kk' };

describe('POST /api/user-reports', () => {
  it('stores an anonymous report as sent (text trimmed)', async () => {
    const res = await report({ ...base, appVersion: '5.12.0', platform: 'android' });
    expect(res.statusCode).toBe(201);
    const { id } = userReportResultSchema.parse(res.json());
    expect(await getUserReport(t.db, id)).toEqual({
      id,
      userId: null,
      rating: 4,
      text: 'Калькулятор не пересчитал платёж после смены срока',
      screen: base.screen,
      locale: 'kk',
      screenshot: null,
      appVersion: '5.12.0',
      platform: 'android',
    });
  });

  it('records the signed-in user and their screenshot', async () => {
    const user = await signIn('+77015550202');
    const upload = await uploadPhoto(app, await noisePng(7), { token: user.access_token });
    expect(upload.statusCode).toBe(201);
    const screenshot = (upload.json() as { id: string }).id;
    const res = await report({ ...base, rating: 2, screenshot }, { ...edgeHeaders({ ip: '10.1.1.1' }), authorization: `Bearer ${user.access_token}` });
    expect(res.statusCode).toBe(201);
    expect(await getUserReport(t.db, (res.json() as { id: number }).id)).toMatchObject({ userId: user.user.id, rating: 2, screenshot });
  });

  it("refuses someone else's screenshot and an unknown one, per field", async () => {
    const owner = await signIn('+77015550203');
    const other = await signIn('+77015550204');
    const upload = await uploadPhoto(app, await noisePng(8), { token: owner.access_token });
    const screenshot = (upload.json() as { id: string }).id;
    const theirs = await report({ ...base, screenshot }, { ...edgeHeaders({ ip: '10.1.1.2' }), authorization: `Bearer ${other.access_token}` });
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json()).toMatchObject({ code: 'validation_failed', fields: { screenshot: ['screenshot_not_found'] } });
    const unknown = await report({ ...base, screenshot: 'abcdefghijklmnopqrstuv' });
    expect(unknown.json()).toMatchObject({ fields: { screenshot: ['screenshot_not_found'] } });
  });

  it('answers 400 with a message per field and stores nothing', async () => {
    const before = await t.db.query<{ n: string }>('select count(*)::text as n from user_reports');
    const res = await report({ rating: 6, text: '   ', screen: '/cars', locale: 'en', appVersion: 'latest', platform: 'symbian' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      fields: { rating: ['rating_range'], text: ['text_required'], screen: ['screen_invalid'], appVersion: ['version_invalid'] },
    });
    const long = await report({ ...base, text: 'я'.repeat(2001) });
    expect(long.json()).toMatchObject({ fields: { text: ['text_too_long'] } });
    const missing = await report({ screen: base.screen, locale: 'ru' });
    expect(missing.json()).toMatchObject({ fields: { rating: ['rating_required'], text: ['text_required'] } });
    const after = await t.db.query<{ n: string }>('select count(*)::text as n from user_reports');
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('lets one visitor send 10 an hour, all at once or not', async () => {
    const headers = edgeHeaders({ ip: '10.2.0.1' });
    const results = await Promise.all(Array.from({ length: 14 }, () => report(base, headers)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(10);
    expect(codes.filter((c) => c === 429)).toHaveLength(4);
    const refused = results.find((r) => r.statusCode === 429)!;
    expect(refused.json()).toMatchObject({ code: 'rate_limited' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another visitor is not held up.
    expect((await report(base, edgeHeaders({ ip: '10.2.0.2' }))).statusCode).toBe(201);
  });
});
