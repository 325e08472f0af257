import type {
  Conversation,
  ConversationDetail,
  ConversationList,
  ConversationReport,
  MessageStreamEvent,
  SendMessage,
  SentMessage,
  StartConversation,
  UnreadCount,
} from '@jolda/contracts';
import { ApiRequestError, CLIENT_ERROR_CODES, readApiErrorBody, toApiRequestError } from '../errors.js';
import type { Http, RequestConfig } from '../http.js';
import { readEventStream } from '../assistant/assistant.api.js';
import { loadContractSchemas, parseResponse, parseWith } from '../parse.js';

const conv = (id: number) => `/api/messages/conversations/${encodeURIComponent(String(id))}`;

/** `GET /api/messages/conversations` — the signed-in user's conversations (as buyer and seller) and the unread total. */
export async function listConversations(http: Http, config?: RequestConfig): Promise<ConversationList> {
  return parseResponse('conversationListSchema', await http.get('/api/messages/conversations', config), 'GET /api/messages/conversations');
}

/** `GET /api/messages/conversations/:id` — one conversation with its latest messages (older with `before`). */
export async function getConversation(http: Http, id: number, before?: number, config?: RequestConfig): Promise<ConversationDetail> {
  const url = conv(id);
  return parseResponse('conversationDetailSchema', await http.get(url, { ...config, params: before ? { before } : {} }), `GET ${url}`);
}

/** `GET /api/messages/unread` — the header's count. */
export async function getUnread(http: Http, config?: RequestConfig): Promise<UnreadCount> {
  return parseResponse('unreadCountSchema', await http.get('/api/messages/unread', config), 'GET /api/messages/unread');
}

/** `POST /api/messages/conversations` — writes to an announcement's seller (the conversation is made on the first message). */
export async function startConversation(http: Http, body: StartConversation): Promise<SentMessage> {
  return parseResponse('sentMessageSchema', await http.post('/api/messages/conversations', body), 'POST /api/messages/conversations');
}

/** `POST /api/messages/conversations/:id/messages` — text, photos (upload ids), or both. */
export async function sendMessage(http: Http, id: number, body: SendMessage): Promise<SentMessage> {
  const url = `${conv(id)}/messages`;
  return parseResponse('sentMessageSchema', await http.post(url, body), `POST ${url}`);
}

/**
 * `GET /api/messages/photos/:id/:size.webp` (a message photo's `sizes.card` or `sizes.full`) as a Blob: the file
 * answers only to a participant's bearer token, which an `<img src>` cannot send.
 */
export async function getMessagePhoto(http: Http, path: string, config?: RequestConfig): Promise<Blob> {
  if (!/^\/api\/messages\/photos\/[A-Za-z0-9_-]+\/(card|page|full)\.webp$/.test(path)) {
    throw new Error(`not a message photo: ${path}`);
  }
  return (await http.get(path, { ...config, responseType: 'blob' })) as Blob;
}

/** `POST /api/messages/conversations/:id/read` — the other side's messages up to `upTo` are read. */
export async function markRead(http: Http, id: number, upTo: number): Promise<void> {
  await http.post(`${conv(id)}/read`, { upTo });
}

/** `PUT` / `DELETE /api/messages/conversations/:id/block`. */
export async function setBlocked(http: Http, id: number, blocked: boolean): Promise<Conversation> {
  const url = `${conv(id)}/block`;
  const data = blocked ? await http.put(url) : await http.delete(url);
  return parseResponse('conversationSchema', data, `${blocked ? 'PUT' : 'DELETE'} ${url}`);
}

/** `PUT /api/messages/conversations/:id/phone` — the seller shows or hides the phone. */
export async function sharePhone(http: Http, id: number, shared: boolean): Promise<Conversation> {
  const url = `${conv(id)}/phone`;
  return parseResponse('conversationSchema', await http.put(url, { shared }), `PUT ${url}`);
}

/** `POST /api/messages/conversations/:id/report`. */
export async function reportConversation(http: Http, id: number, body: ConversationReport): Promise<void> {
  await http.post(`${conv(id)}/report`, body);
}

export interface MessageStreamHandlers {
  /** Each event (checked against the contract) with its SSE id (null for `resync`). */
  onEvent(event: MessageStreamEvent, id: string | null): void;
}

/**
 * `GET /api/messages/events` — reads the live stream until it ends (resolves) or fails (rejects with
 * `ApiRequestError`: a 401 when the token expired, `canceled` when `signal` aborts). Reconnecting is the caller's:
 * pass the last id seen as `lastEventId`.
 */
export async function readMessageStream(
  http: Http,
  handlers: MessageStreamHandlers,
  opts: { lastEventId?: string | null; signal?: AbortSignal } = {},
): Promise<void> {
  const url = '/api/messages/events';
  const schemas = loadContractSchemas();
  let res;
  try {
    res = await http.instance.get<ReadableStream<Uint8Array>>(url, {
      ...(typeof http.instance.defaults.adapter === 'function' ? {} : { adapter: 'fetch' }),
      responseType: 'stream',
      headers: { Accept: 'text/event-stream', ...(opts.lastEventId ? { 'Last-Event-ID': opts.lastEventId } : {}) },
      // The stream stays open (a comment every 25 s): no overall timeout.
      timeout: 0,
      validateStatus: () => true,
      signal: opts.signal,
    });
  } catch (e) {
    throw toApiRequestError(e);
  }
  if (res.status !== 200) {
    const data: unknown = res.data;
    const text = typeof data === 'string' ? data : data instanceof ReadableStream ? await new Response(data).text().catch(() => '') : '';
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = null;
    }
    const err = readApiErrorBody(parsed);
    throw new ApiRequestError({
      status: res.status,
      code: err?.code ?? CLIENT_ERROR_CODES.unknown,
      message: err?.message ?? `GET ${url} answered ${res.status}`,
      method: 'GET',
      url,
    });
  }
  const { messageStreamEventSchema } = await schemas;
  try {
    await readEventStream(res.data, (type, data, id) => {
      handlers.onEvent(parseWith(messageStreamEventSchema, { type, ...(JSON.parse(data) as object) }, `GET ${url}`), id);
    });
  } catch (e) {
    if (e instanceof ApiRequestError) throw e;
    throw toApiRequestError(e);
  }
}
