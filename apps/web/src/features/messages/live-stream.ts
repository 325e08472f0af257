import type { QueryClient } from '@tanstack/react-query';
import type { ConversationDetail, MessageStreamEvent } from '@jolda/contracts';
import { type Http, isApiRequestError, messageQueries, messagesApi } from '@jolda/api-client';

/** The conversation on screen (the live stream does not notify about it, and marks it read). */
let viewing: number | null = null;
export const setViewingConversation = (id: number | null) => {
  viewing = id;
};
export const viewingConversation = () => viewing;

/** Waits before reconnecting: 1 s, 2 s, 4 s … up to 30 s, with jitter so many tabs do not come back at once. */
export function reconnectDelay(attempt: number, random = Math.random): number {
  const base = Math.min(30_000, 1000 * 2 ** Math.max(0, attempt));
  return Math.round(base * (0.75 + random() * 0.5));
}

/**
 * Applies one stream event to the query cache: the unread count at once, a new message appended to its open
 * conversation, receipts marked on one's own messages; the list (previews, order, counts) is read again.
 */
export function applyMessageEvent(queryClient: QueryClient, http: Http, e: MessageStreamEvent): void {
  if ('unread' in e) queryClient.setQueryData(messageQueries.unread(http).queryKey, { unread: e.unread });
  if (e.type === 'resync' || e.type === 'hello') {
    if (e.type === 'resync') void queryClient.invalidateQueries({ queryKey: messageQueries.all() });
    return;
  }
  const detailKey = messageQueries.detail(http, e.conversationId).queryKey;
  if (e.type === 'message') {
    queryClient.setQueryData<ConversationDetail>(detailKey, (d) =>
      d && !d.messages.some((m) => m.id === e.message.id) ? { ...d, messages: [...d.messages, e.message] } : d,
    );
  } else if (e.type === 'read' && e.by === 'peer') {
    queryClient.setQueryData<ConversationDetail>(detailKey, (d) =>
      d ? { ...d, messages: d.messages.map((m) => (m.mine && m.readAt === null && m.id <= e.upTo ? { ...m, readAt: e.readAt } : m)) } : d,
    );
  } else if (e.type === 'conversation') {
    void queryClient.invalidateQueries({ queryKey: detailKey });
  }
  void queryClient.invalidateQueries({ queryKey: [...messageQueries.all(), http.getLocale(), 'list'] });
}

export interface LiveStreamOptions {
  http: Http;
  queryClient: QueryClient;
  /** A message from the other side arrived (for the in-app notification). */
  onIncoming(e: Extract<MessageStreamEvent, { type: 'message' }>): void;
  signal: AbortSignal;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const t = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(t);
      resolve();
    });
  });

/**
 * Keeps the signed-in user's live stream open until `signal` aborts: reconnects with `Last-Event-ID` (the server
 * replays what was missed) and reads the lists again after every reconnect (a resync covers what a replay cannot:
 * events committed out of order while away). An expired token is refreshed by an ordinary call (the HTTP client's
 * refresh-on-401) before the next attempt; a sign-in that ended stops it.
 */
export async function runLiveStream({ http, queryClient, onIncoming, signal }: LiveStreamOptions): Promise<void> {
  let lastEventId: string | null = null;
  let attempt = 0;
  let connected = false;
  while (!signal.aborted) {
    try {
      await messagesApi.readMessageStream(
        http,
        {
          onEvent: (e, id) => {
            if (id) lastEventId = id;
            if (e.type === 'hello') {
              attempt = 0;
              // Back after a break: whatever happened meanwhile is read again.
              if (connected) void queryClient.invalidateQueries({ queryKey: messageQueries.all() });
              connected = true;
            }
            applyMessageEvent(queryClient, http, e);
            if (e.type === 'message' && !e.message.mine && viewing !== e.conversationId) onIncoming(e);
          },
        },
        { lastEventId, signal },
      );
    } catch (err) {
      if (signal.aborted) return;
      if (isApiRequestError(err) && err.status === 401) {
        if (err.code === 'session_revoked' || err.code === 'user_not_found') return;
        // An ordinary call refreshes the session through the client's interceptor; nothing to do if that fails too.
        const ok = await messagesApi.getUnread(http).then(
          () => true,
          () => false,
        );
        if (!ok) return;
      }
      await sleep(reconnectDelay(attempt++), signal);
      continue;
    }
    // The server ended the stream (its token's lifetime): reconnect at once with a fresh token.
    if (!signal.aborted) await messagesApi.getUnread(http).catch(() => undefined);
  }
}
