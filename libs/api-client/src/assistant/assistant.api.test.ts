import { describe, expect, it, vi } from 'vitest';
import type { AssistantEvent } from '@jolda/contracts';
import { ApiRequestError } from '../errors.js';
import { createHttp } from '../http.js';
import { createMockAdapter, type MockHandler } from '../testing/mock-adapter.js';
import { readEventStream, streamChat } from './assistant.api.js';

function setup(handler: MockHandler) {
  const adapter = createMockAdapter(handler);
  const http = createHttp({ baseURL: 'http://api.test', getLocale: () => 'kk', getAccessToken: () => 'tok', logger: { error: vi.fn() }, adapter });
  return { http, adapter };
}

/** A stream that hands out the pieces one at a time, as a network would (split anywhere, even inside a character). */
function streamOf(pieces: string[]): ReadableStream<Uint8Array> {
  const bytes = pieces.map((p) => new TextEncoder().encode(p));
  return new ReadableStream({
    pull(controller) {
      const next = bytes.shift();
      if (next) controller.enqueue(next);
      else controller.close();
    },
  });
}

describe('readEventStream', () => {
  it('reads blocks split across pieces, multi-line data and a last block without its blank line', async () => {
    const blocks: Array<[string, string]> = [];
    const body = 'event: text\ndata: {"delta":"Сә"}\n\nevent: text\ndata: {"delta":"лем"}\n\nevent: done\ndata: {"provider":"local"}';
    const bytes = new TextEncoder().encode(body);
    // Split in the middle of a two-byte letter and of a block.
    const stream = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(bytes.slice(0, 27));
        c.enqueue(bytes.slice(27, 60));
        c.enqueue(bytes.slice(60));
        c.close();
      },
    });
    await readEventStream(stream, (type, data) => blocks.push([type, data]));
    expect(blocks).toEqual([
      ['text', '{"delta":"Сә"}'],
      ['text', '{"delta":"лем"}'],
      ['done', '{"provider":"local"}'],
    ]);
  });
});

describe('streamChat', () => {
  it('posts the message with the token and the language, and hands over each event as it comes', async () => {
    const { http, adapter } = setup(() => ({
      status: 200,
      data: streamOf(['event: text\ndata: {"delta":"Міне"}\n\n', 'event: suggestions\ndata: {"items":[]}\n\nevent: done\ndata: {"provider":"local"}\n\n']),
    }));
    const events: AssistantEvent[] = [];
    await streamChat(http, { text: 'Алматыда камри', locale: 'kk' }, (e) => events.push(e));
    expect(events).toEqual([{ type: 'text', delta: 'Міне' }, { type: 'suggestions', items: [] }, { type: 'done', provider: 'local' }]);
    const call = adapter.calls[0]!;
    expect(call.url).toBe('/api/assistant/chat');
    expect(call.headers.get('Authorization')).toBe('Bearer tok');
    expect(call.headers.get('Accept-Language')).toBe('kk');
    expect(JSON.parse(call.data as string)).toEqual({ text: 'Алматыда камри', locale: 'kk' });
  });

  it('rejects with the API error: per-field messages of a 400, the wait of a 429', async () => {
    const tooLong = setup(() => ({ status: 400, data: streamOf(['{"code":"validation_failed","message":"Validation failed","fields":{"text":["at most 500 characters"]}}']) }));
    const e1 = await streamChat(tooLong.http, { text: 'x', locale: 'ru' }, () => undefined).catch((e: unknown) => e);
    expect(e1).toBeInstanceOf(ApiRequestError);
    expect(e1).toMatchObject({ status: 400, code: 'validation_failed', fields: { text: ['at most 500 characters'] } });
    const limited = setup(() => ({ status: 429, headers: { 'retry-after': '42' }, data: streamOf(['{"code":"assistant_rate_limited","message":"At most 20 messages a minute"}']) }));
    const e2 = await streamChat(limited.http, { text: 'x', locale: 'ru' }, () => undefined).catch((e: unknown) => e);
    expect(e2).toMatchObject({ status: 429, code: 'assistant_rate_limited', body: { retryAfter: 42 } });
  });

  it('rejects an event that is not in the contract', async () => {
    const { http } = setup(() => ({ status: 200, data: streamOf(['event: cards\ndata: {"items":"nope"}\n\n']) }));
    await expect(streamChat(http, { text: 'x', locale: 'ru' }, () => undefined)).rejects.toMatchObject({ code: 'invalid_response' });
  });
});
