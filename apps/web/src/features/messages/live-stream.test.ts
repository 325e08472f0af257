import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ConversationDetail } from '@jolda/contracts';
import { createHttp, messageQueries } from '@jolda/api-client';
import { applyMessageEvent, reconnectDelay } from './live-stream';

const http = createHttp({ baseURL: 'http://localhost', getLocale: () => 'ru', getAccessToken: () => undefined });
const message = (id: number, mine: boolean, readAt: string | null = null) => ({ id, conversationId: 7, mine, text: `m${id}`, photos: [], createdAt: '2026-11-26T09:00:00.000Z', readAt });

describe('live stream', () => {
  it('backs off from 1 s to at most 30 s, with jitter', () => {
    expect(reconnectDelay(0, () => 0.5)).toBe(1000);
    expect(reconnectDelay(3, () => 0.5)).toBe(8000);
    expect(reconnectDelay(20, () => 0.5)).toBe(30_000);
    expect(reconnectDelay(2, () => 0)).toBe(3000);
    expect(reconnectDelay(2, () => 0.999)).toBeLessThan(5000);
  });

  it('appends a new message to its open conversation once, marks receipts and sets the unread count', () => {
    const qc = new QueryClient();
    const key = messageQueries.detail(http, 7).queryKey;
    qc.setQueryData<ConversationDetail>(key, { conversation: {} as ConversationDetail['conversation'], messages: [message(1, true), message(2, true)], hasMore: false });
    const incoming = { type: 'message' as const, conversationId: 7, title: 'Toyota Camry', message: message(3, false), unread: 4 };
    applyMessageEvent(qc, http, incoming);
    applyMessageEvent(qc, http, incoming);
    expect(qc.getQueryData<ConversationDetail>(key)?.messages.map((m) => m.id)).toEqual([1, 2, 3]);
    expect(qc.getQueryData(messageQueries.unread(http).queryKey)).toEqual({ unread: 4 });
    applyMessageEvent(qc, http, { type: 'read', conversationId: 7, by: 'peer', upTo: 1, readAt: '2026-11-26T09:01:00.000Z', unread: 4 });
    expect(qc.getQueryData<ConversationDetail>(key)?.messages.map((m) => m.readAt !== null)).toEqual([true, false, false]);
    // My own reading elsewhere changes the count, not the receipts.
    applyMessageEvent(qc, http, { type: 'read', conversationId: 7, by: 'me', upTo: 3, readAt: '2026-11-26T09:02:00.000Z', unread: 0 });
    expect(qc.getQueryData<ConversationDetail>(key)?.messages.map((m) => m.readAt !== null)).toEqual([true, false, false]);
    expect(qc.getQueryData(messageQueries.unread(http).queryKey)).toEqual({ unread: 0 });
  });
});
