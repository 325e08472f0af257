import {
  MESSAGES_PER_MINUTE,
  type MessageStreamEvent,
  conversationDetailSchema,
  conversationListSchema,
  conversationSchema,
  messageStreamEventSchema,
  sentMessageSchema,
} from '@jolda/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Factory } from './factories.js';
import { type TestDb, createTestApp, createTestDb, testTokens } from './helpers.js';

let t: TestDb;
let app: FastifyInstance;
let f: Factory;
const tokens = testTokens(() => t.db);
let base: { brandId: number; modelId: number; cityId: number };

/** A user with a token. */
async function person(name: string | null = null) {
  const u = await f.user({ name });
  return { id: u.id, phone: u.phone, token: await tokens.signAccess(u.id) };
}
type Person = Awaited<ReturnType<typeof person>>;

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who?: Person | null, payload?: unknown) =>
  app.inject({
    method,
    url,
    headers: who ? { authorization: `Bearer ${who.token}` } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

let seller: Person;
let buyer: Person;
let stranger: Person;
let annId: number;

beforeAll(async () => {
  t = await createTestDb();
  app = await createTestApp(t.db);
  f = new Factory(t.db);
  const city = await f.city();
  const brand = await f.brand({ name: 'Toyota' });
  const model = await f.model(brand.id, { name: 'Camry' });
  base = { brandId: brand.id, modelId: model.id, cityId: city.id };
  seller = await person('Айгүл');
  buyer = await person('Данияр');
  stranger = await person('Бөтен');
  annId = await f.announcement({ ...base, userId: seller.id, photos: 1 });
});
afterAll(async () => {
  // The test's fetch keeps its aborted streams' sockets alive; the server would wait for their keep-alive timeout.
  app.server.closeAllConnections();
  await app.close();
  await t.close();
});

async function start(who: Person, announcementId: number, text: string) {
  const res = await call('POST', '/api/messages/conversations', who, { announcementId, text });
  return res;
}

describe('messages: who may see and write what', () => {
  it('asks a visitor to sign in on every operation (401)', async () => {
    const urls: Array<[Parameters<typeof call>[0], string, unknown?]> = [
      ['GET', '/api/messages/conversations'],
      ['POST', '/api/messages/conversations', { announcementId: annId, text: 'Здравствуйте' }],
      ['GET', '/api/messages/conversations/1'],
      ['POST', '/api/messages/conversations/1/messages', { text: 'Здравствуйте' }],
      ['POST', '/api/messages/conversations/1/read', { upTo: 1 }],
      ['PUT', '/api/messages/conversations/1/block'],
      ['DELETE', '/api/messages/conversations/1/block'],
      ['PUT', '/api/messages/conversations/1/phone', { shared: true }],
      ['POST', '/api/messages/conversations/1/report', { reason: 'spam' }],
      ['GET', '/api/messages/unread'],
      ['GET', '/api/messages/events'],
    ];
    for (const [method, url, body] of urls) {
      const res = await call(method, url, null, body);
      expect([method, url, res.statusCode]).toEqual([method, url, 401]);
    }
  });

  it('starts one conversation per announcement and buyer; both participants see it, with the right side and unread count', async () => {
    const first = await start(buyer, annId, '  Здравствуйте! Машина ещё продаётся?  ');
    expect(first.statusCode).toBe(201);
    const sent = sentMessageSchema.parse(first.json());
    expect(sent.message).toMatchObject({ mine: true, text: 'Здравствуйте! Машина ещё продаётся?', readAt: null });
    const again = sentMessageSchema.parse((await start(buyer, annId, 'Можно посмотреть сегодня?')).json());
    expect(again.conversationId).toBe(sent.conversationId);

    const mine = conversationListSchema.parse((await call('GET', '/api/messages/conversations', buyer)).json());
    expect(mine.items).toHaveLength(1);
    expect(mine.items[0]).toMatchObject({
      id: sent.conversationId,
      role: 'buyer',
      peer: { id: seller.id, name: 'Айгүл' },
      unread: 0,
      phone: null,
      announcement: { id: annId, title: 'Toyota Camry' },
      lastMessage: { text: 'Можно посмотреть сегодня?', mine: true },
    });
    const theirs = conversationListSchema.parse((await call('GET', '/api/messages/conversations', seller)).json());
    expect(theirs.unread).toBe(2);
    expect(theirs.items[0]).toMatchObject({ role: 'seller', peer: { id: buyer.id, name: 'Данияр' }, unread: 2, lastMessage: { mine: false } });
    expect((await call('GET', '/api/messages/unread', seller)).json()).toEqual({ unread: 2 });

    const detail = conversationDetailSchema.parse((await call('GET', `/api/messages/conversations/${sent.conversationId}`, seller)).json());
    expect(detail.messages.map((m) => [m.text, m.mine])).toEqual([
      ['Здравствуйте! Машина ещё продаётся?', false],
      ['Можно посмотреть сегодня?', false],
    ]);
    expect(detail.hasMore).toBe(false);
  });

  it("answers 404 to everyone but the two participants, the same as for a conversation that does not exist", async () => {
    const { conversationId: id } = sentMessageSchema.parse((await start(buyer, annId, 'Торг уместен?')).json());
    const before = (await call('GET', `/api/messages/conversations/${id}`, buyer)).json() as { messages: unknown[] };
    for (const target of [id, 999_999]) {
      const answers = [
        await call('GET', `/api/messages/conversations/${target}`, stranger),
        await call('POST', `/api/messages/conversations/${target}/messages`, stranger, { text: 'Я тоже хочу' }),
        await call('POST', `/api/messages/conversations/${target}/read`, stranger, { upTo: 999_999 }),
        await call('PUT', `/api/messages/conversations/${target}/block`, stranger),
        await call('DELETE', `/api/messages/conversations/${target}/block`, stranger),
        await call('PUT', `/api/messages/conversations/${target}/phone`, stranger, { shared: true }),
        await call('POST', `/api/messages/conversations/${target}/report`, stranger, { reason: 'spam' }),
      ];
      for (const res of answers) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ code: 'conversation_not_found' });
      }
    }
    expect(conversationListSchema.parse((await call('GET', '/api/messages/conversations', stranger)).json()).items).toEqual([]);
    expect((await call('GET', '/api/messages/unread', stranger)).json()).toEqual({ unread: 0 });
    // Nothing the stranger did reached the conversation: no message, no receipt, no block.
    const after = conversationDetailSchema.parse((await call('GET', `/api/messages/conversations/${id}`, buyer)).json());
    expect(after.messages).toHaveLength(before.messages.length);
    expect(after.messages.every((m) => m.readAt === null)).toBe(true);
    expect(after.conversation).toMatchObject({ blockedByMe: false, blockedByPeer: false, phoneShared: false });
  });

  it('refuses one\'s own announcement and announcements that are not published', async () => {
    const own = await start(seller, annId, 'Сам себе');
    expect(own.statusCode).toBe(400);
    expect(own.json()).toMatchObject({ code: 'own_announcement', fields: { announcementId: ['own_announcement'] } });
    for (const status of ['draft', 'sold', 'archived']) {
      const id = await f.announcement({ ...base, userId: seller.id, status });
      const res = await start(buyer, id, 'Здравствуйте');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'announcement_not_found' });
    }
    expect((await start(buyer, 987_654, 'Здравствуйте')).statusCode).toBe(404);
  });

  it('shows the phone only when the seller shares it, and only the seller may', async () => {
    const { conversationId: id } = sentMessageSchema.parse((await start(buyer, annId, 'Позвонить можно?')).json());
    const byBuyer = await call('PUT', `/api/messages/conversations/${id}/phone`, buyer, { shared: true });
    expect(byBuyer.statusCode).toBe(403);
    expect(byBuyer.json()).toMatchObject({ code: 'seller_only' });
    const body = JSON.stringify((await call('GET', `/api/messages/conversations/${id}`, buyer)).json());
    expect(body).not.toContain(seller.phone);
    const shared = conversationSchema.parse((await call('PUT', `/api/messages/conversations/${id}/phone`, seller, { shared: true })).json());
    expect(shared.phone?.phone).toBe(seller.phone);
    const seen = conversationDetailSchema.parse((await call('GET', `/api/messages/conversations/${id}`, buyer)).json());
    expect(seen.conversation).toMatchObject({ phoneShared: true, phone: { phone: seller.phone } });
    await call('PUT', `/api/messages/conversations/${id}/phone`, seller, { shared: false });
    expect(JSON.stringify((await call('GET', `/api/messages/conversations/${id}`, buyer)).json())).not.toContain(seller.phone);
  });
});

describe('messages: read receipts, validation, block, report', () => {
  let convId: number;
  let reader: Person;
  let writer: Person;
  let ann: number;

  beforeAll(async () => {
    reader = await person('Продавец');
    writer = await person('Покупатель');
    ann = await f.announcement({ ...base, userId: reader.id });
    convId = sentMessageSchema.parse((await start(writer, ann, 'Первое')).json()).conversationId;
    await call('POST', `/api/messages/conversations/${convId}/messages`, writer, { text: 'Второе' });
  });

  it("marks the other side's messages read up to an id; the writer sees the receipts", async () => {
    const detail = conversationDetailSchema.parse((await call('GET', `/api/messages/conversations/${convId}`, reader)).json());
    const [m1, m2] = detail.messages;
    expect((await call('POST', `/api/messages/conversations/${convId}/read`, reader, { upTo: m1!.id })).statusCode).toBe(204);
    let seen = conversationDetailSchema.parse((await call('GET', `/api/messages/conversations/${convId}`, writer)).json());
    expect(seen.messages.map((m) => m.readAt !== null)).toEqual([true, false]);
    expect((await call('GET', '/api/messages/unread', reader)).json()).toEqual({ unread: 1 });
    // The writer "reading" their own messages marks nothing.
    await call('POST', `/api/messages/conversations/${convId}/read`, writer, { upTo: m2!.id });
    seen = conversationDetailSchema.parse((await call('GET', `/api/messages/conversations/${convId}`, writer)).json());
    expect(seen.messages.map((m) => m.readAt !== null)).toEqual([true, false]);
    await call('POST', `/api/messages/conversations/${convId}/read`, reader, { upTo: m2!.id });
    expect((await call('GET', '/api/messages/unread', reader)).json()).toEqual({ unread: 0 });
  });

  it('answers bad input with 400 and per-field codes, storing nothing', async () => {
    const count = async () =>
      conversationDetailSchema.parse((await call('GET', `/api/messages/conversations/${convId}`, writer)).json()).messages.length;
    const n = await count();
    const cases: Array<[unknown, string, string]> = [
      [{ text: '   ' }, 'text', 'text_required'],
      [{}, 'text', 'text_required'],
      [{ text: 'я'.repeat(2001) }, 'text', 'text_too_long'],
      [{ text: 'Смотрите тут: https://kolesa-bonus.example/win' }, 'text', 'message_link'],
      [{ text: 'пишите в t.me/somebody' }, 'text', 'message_link'],
      [{ text: 'сайт auto-deal.kz' }, 'text', 'message_link'],
    ];
    for (const [payload, field, code] of cases) {
      const res = await call('POST', `/api/messages/conversations/${convId}/messages`, writer, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed', fields: { [field]: [code] } });
    }
    expect(await count()).toBe(n);
    // Numbers with dots are not links.
    expect((await call('POST', `/api/messages/conversations/${convId}/messages`, writer, { text: 'Объём 2.5, расход 9.8 л' })).statusCode).toBe(201);
  });

  it('stops both sides writing once either blocks, until the blocker lifts it', async () => {
    const blocked = conversationSchema.parse((await call('PUT', `/api/messages/conversations/${convId}/block`, reader)).json());
    expect(blocked).toMatchObject({ blockedByMe: true, blockedByPeer: false });
    const peerView = conversationDetailSchema.parse((await call('GET', `/api/messages/conversations/${convId}`, writer)).json());
    expect(peerView.conversation).toMatchObject({ blockedByMe: false, blockedByPeer: true });
    for (const who of [writer, reader]) {
      const res = await call('POST', `/api/messages/conversations/${convId}/messages`, who, { text: 'Ещё одно' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'conversation_blocked' });
    }
    // Starting "again" from the announcement lands in the same blocked conversation.
    expect((await start(writer, ann, 'Снова я')).statusCode).toBe(403);
    // The blocked side cannot lift the other's block.
    await call('DELETE', `/api/messages/conversations/${convId}/block`, writer);
    expect((await call('POST', `/api/messages/conversations/${convId}/messages`, writer, { text: 'Ещё одно' })).statusCode).toBe(403);
    expect(conversationSchema.parse((await call('DELETE', `/api/messages/conversations/${convId}/block`, reader)).json()).blockedByMe).toBe(false);
    expect((await call('POST', `/api/messages/conversations/${convId}/messages`, writer, { text: 'Ещё одно' })).statusCode).toBe(201);
  });

  it('takes one report per participant, with a reason', async () => {
    const bad = await call('POST', `/api/messages/conversations/${convId}/report`, reader, { reason: 'nonsense' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ fields: { reason: ['reason_required'] } });
    expect((await call('POST', `/api/messages/conversations/${convId}/report`, reader, { reason: 'spam', comment: 'Пишет не по делу' })).statusCode).toBe(204);
    const twice = await call('POST', `/api/messages/conversations/${convId}/report`, reader, { reason: 'fraud' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'already_reported' });
    const rows = await t.db.query<{ reason: string }>('select reason from conversation_reports where conversation_id = $1', [convId]);
    expect(rows.map((r) => r.reason)).toEqual(['spam']);
  });
});

describe('messages: spam and limits', () => {
  it('refuses the same text in a fourth conversation within an hour', async () => {
    const spammer = await person();
    const results: number[] = [];
    for (let i = 0; i < 5; i++) {
      const owner = await person();
      const id = await f.announcement({ ...base, userId: owner.id });
      const res = await start(spammer, id, i % 2 ? 'Куплю ваше авто ДОРОГО!!!' : 'куплю ваше авто дорого');
      results.push(res.statusCode);
      if (res.statusCode === 400) expect(res.json()).toMatchObject({ fields: { text: ['message_repeated'] } });
    }
    expect(results).toEqual([201, 201, 201, 400, 400]);
    // A refused first message leaves no empty conversation behind.
    expect(conversationListSchema.parse((await call('GET', '/api/messages/conversations', spammer)).json()).items).toHaveLength(3);
  });

  it(`lets exactly ${MESSAGES_PER_MINUTE} of ${MESSAGES_PER_MINUTE + 6} simultaneous messages through, the rest 429 with Retry-After`, async () => {
    const fast = await person();
    const owner = await person();
    const id = await f.announcement({ ...base, userId: owner.id });
    const { conversationId } = sentMessageSchema.parse((await start(fast, id, 'Сообщение 0')).json());
    const answers = await Promise.all(
      Array.from({ length: MESSAGES_PER_MINUTE + 6 }, (_, i) =>
        call('POST', `/api/messages/conversations/${conversationId}/messages`, fast, { text: `Сообщение ${i + 1}` }),
      ),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(MESSAGES_PER_MINUTE - 1);
    const refused = answers.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(7);
    for (const r of refused) {
      expect(r.json()).toMatchObject({ code: 'messages_rate_limited' });
      expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
    }
    const stored = await t.db.query<{ n: number | string }>('select count(*) as n from messages where sender_id = $1', [fast.id]);
    expect(Number(stored[0]!.n)).toBe(MESSAGES_PER_MINUTE);
  });
});

/** Reads a live stream: events as they arrive, and a way to wait for the next one matching. */
async function openStream(base: string, who: Person, lastEventId?: string) {
  const ctrl = new AbortController();
  const res = await fetch(`${base}/api/messages/events`, {
    headers: { authorization: `Bearer ${who.token}`, ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
    signal: ctrl.signal,
  });
  const events: Array<{ id: string | null; event: MessageStreamEvent }> = [];
  const waiters: Array<() => void> = [];
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  void (async () => {
    let buf = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buf += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buf.indexOf('\n\n')) >= 0) {
          const block = buf.slice(0, end);
          buf = buf.slice(end + 2);
          let id: string | null = null;
          let type = '';
          let data = '';
          for (const line of block.split('\n')) {
            if (line.startsWith('id: ')) id = line.slice(4);
            else if (line.startsWith('event: ')) type = line.slice(7);
            else if (line.startsWith('data: ')) data = line.slice(6);
          }
          if (!type) continue;
          events.push({ id, event: messageStreamEventSchema.parse({ type, ...(JSON.parse(data) as object) }) });
          for (const w of waiters.splice(0)) w();
        }
      }
    } catch {
      // aborted
    }
  })();
  return {
    res,
    events,
    async next(match: (e: MessageStreamEvent) => boolean) {
      for (;;) {
        const found = events.find((e) => match(e.event));
        if (found) return found;
        await new Promise<void>((resolve) => waiters.push(resolve));
      }
    },
    close: () => ctrl.abort(),
  };
}

describe('messages: live stream', () => {
  let url: string;
  let a: Person;
  let b: Person;
  let other: Person;
  let ann: number;

  beforeAll(async () => {
    url = await app.listen({ port: 0, host: '127.0.0.1' });
    a = await person('Покупатель');
    b = await person('Продавец');
    other = await person('Посторонний');
    ann = await f.announcement({ ...base, userId: b.id });
  });

  it('delivers a message live to the seller and to the buyer\'s other tab, a receipt back, and nothing to anyone else', async () => {
    const sellerStream = await openStream(url, b);
    const buyerStream = await openStream(url, a);
    const otherStream = await openStream(url, other);
    expect(sellerStream.res.headers.get('content-type')).toContain('text/event-stream');
    const hello = await sellerStream.next((e) => e.type === 'hello');
    expect(hello.event).toEqual({ type: 'hello', unread: 0 });
    await otherStream.next((e) => e.type === 'hello');
    await buyerStream.next((e) => e.type === 'hello');

    const sent = sentMessageSchema.parse((await start(a, ann, 'Добрый день, торг возможен?')).json());
    const got = await sellerStream.next((e) => e.type === 'message');
    expect(got.event).toMatchObject({
      type: 'message',
      conversationId: sent.conversationId,
      title: 'Toyota Camry',
      unread: 1,
      message: { id: sent.message.id, mine: false, text: 'Добрый день, торг возможен?' },
    });
    expect(Number(got.id)).toBeGreaterThan(0);
    expect((await buyerStream.next((e) => e.type === 'message')).event).toMatchObject({ message: { mine: true } });

    await call('POST', `/api/messages/conversations/${sent.conversationId}/read`, b, { upTo: sent.message.id });
    expect((await buyerStream.next((e) => e.type === 'read')).event).toMatchObject({ by: 'peer', upTo: sent.message.id });
    expect((await sellerStream.next((e) => e.type === 'read')).event).toMatchObject({ by: 'me', unread: 0 });

    // A block stops delivery: the buyer's next message is refused, so the seller's stream gets nothing more.
    await call('PUT', `/api/messages/conversations/${sent.conversationId}/block`, b);
    await buyerStream.next((e) => e.type === 'conversation');
    const refused = await call('POST', `/api/messages/conversations/${sent.conversationId}/messages`, a, { text: 'Ответьте!' });
    expect(refused.statusCode).toBe(403);
    await call('DELETE', `/api/messages/conversations/${sent.conversationId}/block`, b);
    await call('POST', `/api/messages/conversations/${sent.conversationId}/messages`, a, { text: 'Спасибо, что разблокировали' });
    await sellerStream.next((e) => e.type === 'message' && e.message.text === 'Спасибо, что разблокировали');
    expect(sellerStream.events.filter((e) => e.event.type === 'message').map((e) => (e.event as { message: { text: string } }).message.text)).toEqual([
      'Добрый день, торг возможен?',
      'Спасибо, что разблокировали',
    ]);

    expect(otherStream.events.map((e) => e.event.type)).toEqual(['hello']);
    sellerStream.close();
    buyerStream.close();
    otherStream.close();
  });

  it('replays what was missed after Last-Event-ID', async () => {
    const first = await openStream(url, b);
    const hello = await first.next((e) => e.type === 'hello');
    first.close();
    const conv = sentMessageSchema.parse((await start(a, ann, 'Пока вас не было')).json()).conversationId;
    await call('POST', `/api/messages/conversations/${conv}/messages`, a, { text: 'И ещё одно' });
    const again = await openStream(url, b, hello.id!);
    await again.next((e) => e.type === 'message' && e.message.text === 'И ещё одно');
    const texts = again.events.flatMap((e) => (e.event.type === 'message' ? [e.event.message.text] : []));
    expect(texts).toEqual(['Пока вас не было', 'И ещё одно']);
    again.close();
  });

  it.runIf(Boolean(process.env['DATABASE_URL_TEST']))('delivers a message written through another API instance (PostgreSQL)', async () => {
    const other = await createTestApp(await t.another!());
    try {
      const stream = await openStream(url, b);
      await stream.next((e) => e.type === 'hello');
      const res = await other.inject({
        method: 'POST',
        url: '/api/messages/conversations',
        headers: { authorization: `Bearer ${a.token}` },
        payload: { announcementId: ann, text: 'Через другой экземпляр API' },
      });
      expect(res.statusCode).toBe(201);
      const got = await stream.next((e) => e.type === 'message' && e.message.text === 'Через другой экземпляр API');
      expect(got.event).toMatchObject({ type: 'message', message: { mine: false } });
      stream.close();
    } finally {
      await other.close();
    }
  });
});
