import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AssistantEvent } from '@jolda/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seed } from '../src/db/seed/index.js';
import { parseEvents } from './assistant-helpers.js';
import { type TestDb, createTestApp, createTestDb } from './helpers.js';

/**
 * The language-model provider against a fake OpenAI-compatible server (`/v1/chat/completions`, streaming): the tool-call
 * loop, streaming through the API as it arrives, and the fallback to the local provider on an error, a timeout and a
 * broken stream.
 */

type Handler = (body: Record<string, unknown>, res: http.ServerResponse, n: number) => void;
let handler: Handler;
const requests: Array<{ body: Record<string, unknown>; auth: string | undefined }> = [];
let fake: http.Server;
let t: TestDb;
let app: FastifyInstance;

const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
  `data: ${JSON.stringify({ id: 'chatcmpl-1', object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
const start = (res: http.ServerResponse) => res.writeHead(200, { 'content-type': 'text/event-stream' });

beforeAll(async () => {
  fake = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (d) => (raw += d));
    req.on('end', () => {
      const body = JSON.parse(raw) as Record<string, unknown>;
      requests.push({ body, auth: req.headers.authorization });
      handler(body, res, requests.length);
    });
  });
  await new Promise<void>((r) => fake.listen(0, '127.0.0.1', r));
  t = await createTestDb();
  await seed(t.db, { announcements: 400, now: new Date('2026-06-01T12:00:00Z') });
  const { port } = fake.address() as AddressInfo;
  app = await createTestApp(t.db, {
    assistant: { llm: { baseUrl: `http://127.0.0.1:${port}/v1`, apiKey: 'test-key', model: 'fake-model', timeoutMs: 1500 }, chatPerMinute: 1000 },
  });
}, 120_000);
afterAll(async () => {
  await app?.close();
  await t?.close();
  fake.closeAllConnections();
  await new Promise((r) => fake.close(r));
});
beforeEach(() => {
  requests.length = 0;
});

const chat = async (text: string, locale: 'ru' | 'kk' = 'ru') => {
  const res = await app.inject({ method: 'POST', url: '/api/assistant/chat', payload: { text, locale } });
  expect(res.statusCode).toBe(200);
  return parseEvents(res.body);
};
const texts = (events: AssistantEvent[]) => events.flatMap((e) => (e.type === 'text' ? [e.delta] : []));

/** Round one asks for a search; round two answers in three pieces. */
const searchThenAnswer: Handler = (body, res, n) => {
  start(res);
  if (n % 2 === 1) {
    res.write(chunk({ role: 'assistant', content: null, tool_calls: [{ index: 0, id: 'call_1', type: 'function', function: { name: 'search_announcements', arguments: '' } }] }));
    res.write(chunk({ tool_calls: [{ index: 0, function: { arguments: '{"brand":["toy' } }] }));
    res.write(chunk({ tool_calls: [{ index: 0, function: { arguments: 'ota"],"model":"camry"}' } }] }));
    res.write(chunk({}, 'tool_calls'));
  } else {
    for (const piece of ['Вот ', 'несколько ', 'Toyota Camry.']) res.write(chunk({ content: piece }));
    res.write(chunk({}, 'stop'));
  }
  res.end('data: [DONE]\n\n');
};

describe('language-model provider', () => {
  it('runs the tool-call loop: the model asks for a search, gets real cards back, then answers in streamed text', async () => {
    handler = searchThenAnswer;
    const events = await chat('посоветуй камри');
    expect(requests).toHaveLength(2);
    const [first, second] = requests;
    expect(first!.auth).toBe('Bearer test-key');
    expect(first!.body).toMatchObject({ model: 'fake-model', stream: true, tool_choice: 'auto' });
    const tools = (first!.body['tools'] as Array<{ function: { name: string } }>).map((x) => x.function.name);
    expect(tools).toEqual(['search_announcements', 'price_statistics', 'compare_models', 'credit_payment', 'explain_term', 'find_guides']);
    // The second round carries the call and its result: the search's total and the cards the user sees.
    const msgs = second!.body['messages'] as Array<{ role: string; tool_call_id?: string; content: string; tool_calls?: unknown[] }>;
    expect(msgs.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'tool']);
    expect(msgs[2]!.tool_calls).toHaveLength(1);
    expect(msgs[3]!.tool_call_id).toBe('call_1');
    const result = JSON.parse(msgs[3]!.content) as { total: number; cards: Array<{ id: number; title: string }> };

    const cards = events.find((e) => e.type === 'cards') as Extract<AssistantEvent, { type: 'cards' }>;
    expect(cards.total).toBe(result.total);
    expect(cards.items.map((c) => c.id)).toEqual(result.cards.map((c) => c.id));
    expect(cards.items.length).toBeGreaterThan(0);
    const published = await t.db.query<{ id: number }>(
      `select a.id::int as id from announcements a join models m on m.id = a.model_id where a.status = 'published' and m.slug = 'camry' and a.id = any($1::bigint[])`,
      [cards.items.map((c) => c.id)],
    );
    expect(published).toHaveLength(cards.items.length);
    expect(texts(events)).toEqual(['Вот ', 'несколько ', 'Toyota Camry.']);
    // The search the model made becomes the answer's "show as search" filters.
    expect(events.filter((e) => e.type === 'meta').at(-1)).toMatchObject({ filters: { brand: ['toyota'], model: 'camry' } });
    expect(events.at(-1)).toEqual({ type: 'done', provider: 'llm' });
  });

  it('streams the model\'s text through the API as it arrives', async () => {
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    handler = (_body, res) => {
      start(res);
      res.write(chunk({ content: 'Первая часть. ' }));
      // The rest waits until the test has read the first part from the API's stream.
      void released.then(() => {
        res.write(chunk({ content: 'Вторая часть.' }));
        res.write(chunk({}, 'stop'));
        res.end('data: [DONE]\n\n');
      });
    };
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const res = await fetch(`${address}/api/assistant/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'привет', locale: 'ru' }),
    });
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(res.headers.get('content-encoding')).toBeNull();
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let seen = '';
    while (!seen.includes('Первая часть.')) {
      const { value, done } = await reader.read();
      if (done) break;
      seen += decoder.decode(value, { stream: true });
    }
    // The first piece came through while the model had not sent the second: nothing buffered the stream.
    expect(seen).toContain('Первая часть.');
    expect(seen).not.toContain('Вторая часть.');
    release();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      seen += decoder.decode(value, { stream: true });
    }
    expect(texts(parseEvents(seen))).toEqual(['Первая часть. ', 'Вторая часть.']);
  });

  it('falls back to the local provider when the model answers an error', async () => {
    handler = (_body, res) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end('{"error":{"message":"overloaded"}}');
    };
    const events = await chat('Алматыда камри', 'kk');
    expect(requests).toHaveLength(1);
    expect(events.map((e) => e.type)).toContain('restart');
    const after = events.slice(events.findIndex((e) => e.type === 'restart') + 1);
    expect(after[0]).toMatchObject({ type: 'meta', filters: { brand: ['toyota'], model: 'camry', city: 'almaty' } });
    expect(texts(after).join('')).toMatch(/таптым|хабарландыру жоқ/);
    expect(events.at(-1)).toEqual({ type: 'done', provider: 'local' });
  });

  it('falls back when the model sends nothing within the timeout', async () => {
    const held: http.ServerResponse[] = [];
    handler = (_body, res) => void held.push(res);
    const events = await chat('камри до 12 млн');
    expect(events.at(-1)).toEqual({ type: 'done', provider: 'local' });
    expect(events.find((e) => e.type === 'cards')).toBeDefined();
    for (const res of held) res.destroy();
  });

  it('falls back when the stream breaks mid-answer, telling the client to drop the text shown', async () => {
    handler = (_body, res) => {
      start(res);
      res.write(chunk({ content: 'Начинаю отвечать' }));
      setImmediate(() => res.destroy());
    };
    const events = await chat('прадо 150');
    const restart = events.findIndex((e) => e.type === 'restart');
    expect(texts(events.slice(0, restart))).toEqual(['Начинаю отвечать']);
    expect(restart).toBeGreaterThan(0);
    expect(texts(events.slice(restart)).join('')).toContain('Нашёл');
    expect(events.at(-1)).toEqual({ type: 'done', provider: 'local' });
  });

  it('answers a tool call with invalid arguments with an error for the model, not a crash', async () => {
    handler = (_body, res, n) => {
      start(res);
      if (n === 1) {
        res.write(chunk({ tool_calls: [{ index: 0, id: 'c1', type: 'function', function: { name: 'search_announcements', arguments: '{"priceTo":-5,"brand":"x"}' } }] }));
        res.write(chunk({}, 'tool_calls'));
      } else {
        res.write(chunk({ content: 'Не удалось.' }));
        res.write(chunk({}, 'stop'));
      }
      res.end('data: [DONE]\n\n');
    };
    const events = await chat('что-нибудь');
    const tool = (requests[1]!.body['messages'] as Array<{ role: string; content: string }>).find((m) => m.role === 'tool')!;
    expect(JSON.parse(tool.content)).toEqual({ error: 'invalid filters' });
    expect(events.some((e) => e.type === 'cards')).toBe(false);
    expect(events.at(-1)).toEqual({ type: 'done', provider: 'llm' });
  });
  it('finds the guide\'s articles when the model asks for them, and shows them to the user', async () => {
    handler = (body, res, n) => {
      start(res);
      if (n % 2 === 1) {
        res.write(chunk({ role: 'assistant', content: null, tool_calls: [{ index: 0, id: 'call_g', type: 'function', function: { name: 'find_guides', arguments: '{"query":"растаможка авто"}' } }] }));
        res.write(chunk({}, 'tool_calls'));
      } else {
        res.write(chunk({ content: 'Вот статья о растаможке.' }));
        res.write(chunk({}, 'stop'));
      }
      res.end('data: [DONE]\n\n');
    };
    const events = await chat('как растаможить машину из Кореи');
    const result = JSON.parse((requests.at(-1)!.body['messages'] as Array<{ role: string; content: string }>).at(-1)!.content) as Array<{ title: string; url: string }>;
    expect(result[0]!.title).toMatch(/^Растаможка автомобиля/);
    expect(result[0]!.url).toMatch(/^\/guide\/[a-z0-9-]+\/[a-z0-9-]+$/);
    const guides = events.find((e) => e.type === 'guides') as Extract<AssistantEvent, { type: 'guides' }>;
    expect(guides.items.map((g) => g.title)).toEqual(result.map((r) => r.title));
    expect(events.at(-1)).toMatchObject({ type: 'done', provider: 'llm' });
  });
});
