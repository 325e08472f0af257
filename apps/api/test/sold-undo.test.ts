import { SOLD_UNDO_HOURS, myAnnouncementsSchema } from '@jolda/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Factory } from './factories.js';
import { type TestDb, createTestApp, createTestDb, testTokens } from './helpers.js';

let t: TestDb;
let app: FastifyInstance;
let f: Factory;
const tokens = testTokens(() => t.db);
let base: { brandId: number; modelId: number; cityId: number };

beforeAll(async () => {
  t = await createTestDb();
  app = await createTestApp(t.db);
  f = new Factory(t.db);
  const city = await f.city();
  const brand = await f.brand();
  const model = await f.model(brand.id);
  base = { brandId: brand.id, modelId: model.id, cityId: city.id };
});
afterAll(async () => {
  await app.close();
  await t.close();
});

const as = (token: string) => ({ authorization: `Bearer ${token}` });
async function seller() {
  const u = await f.user();
  return { id: u.id, token: await tokens.signAccess(u.id) };
}
const markSold = (id: number, token: string) =>
  app.inject({ method: 'POST', url: `/api/announcements/${id}/status`, payload: { status: 'sold' }, headers: as(token) });
const undo = (id: number, token?: string) =>
  app.inject({ method: 'POST', url: `/api/announcements/${id}/sold/undo`, ...(token ? { headers: as(token) } : {}) });
const row = async (id: number) =>
  (await t.db.query<{ status: string; published_at: Date | string }>('select status, published_at from announcements where id = $1', [id]))[0]!;

describe('"Продано" can be undone for a while (issue 23 item 10)', () => {
  it('brings a published announcement back as it was, not raised; a second undo is refused', async () => {
    const me = await seller();
    const id = await f.announcement({ ...base, userId: me.id, publishedAt: new Date('2026-11-01T10:00:00Z') });
    const before = await row(id);
    expect((await markSold(id, me.token)).json().status).toBe('sold');

    const mine = myAnnouncementsSchema.parse((await app.inject({ url: '/api/my/announcements', headers: as(me.token) })).json());
    const listed = mine.items.find((i) => i.id === id)!;
    expect(listed.status).toBe('sold');
    const until = Date.parse(listed.soldUndoUntil ?? '');
    expect(until - Date.now()).toBeGreaterThan((SOLD_UNDO_HOURS - 1) * 3600_000);

    const back = await undo(id, me.token);
    expect(back.statusCode).toBe(200);
    expect(back.json().status).toBe('published');
    const after = await row(id);
    expect(after.status).toBe('published');
    expect(new Date(after.published_at).toISOString()).toBe(new Date(before.published_at).toISOString());

    const again = await undo(id, me.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('sold_undo_unavailable');
  });

  it('brings an archived one back to the archive', async () => {
    const me = await seller();
    const id = await f.announcement({ ...base, userId: me.id, status: 'archived' });
    await markSold(id, me.token);
    expect((await undo(id, me.token)).json().status).toBe('archived');
  });

  it(`is refused after ${SOLD_UNDO_HOURS} hours, and for an announcement not marked sold`, async () => {
    const me = await seller();
    const id = await f.announcement({ ...base, userId: me.id });
    await markSold(id, me.token);
    await t.db.query(`update announcements set sold_at = now() - interval '${SOLD_UNDO_HOURS + 1} hours' where id = $1`, [id]);
    expect((await undo(id, me.token)).statusCode).toBe(409);
    const mine = myAnnouncementsSchema.parse((await app.inject({ url: '/api/my/announcements', headers: as(me.token) })).json());
    expect(mine.items.find((i) => i.id === id)!.soldUndoUntil).toBeNull();

    const live = await f.announcement({ ...base, userId: me.id });
    expect((await undo(live, me.token)).statusCode).toBe(409);
  });

  it('belongs to the owner: 401 anonymous, 403 another user, 404 unknown', async () => {
    const me = await seller();
    const other = await seller();
    const id = await f.announcement({ ...base, userId: me.id });
    await markSold(id, me.token);
    expect((await undo(id)).statusCode).toBe(401);
    expect((await undo(id, other.token)).statusCode).toBe(403);
    expect((await undo(999_999_999, me.token)).statusCode).toBe(404);
    expect((await row(id)).status).toBe('sold');
  });
});
