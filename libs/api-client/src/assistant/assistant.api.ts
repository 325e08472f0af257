import type {
  AssistantChatRequest,
  AssistantEvent,
  AssistantHistory,
  AssistantInterpretRequest,
  AssistantInterpretResult,
} from '@jolda/contracts';
import { ApiRequestError, CLIENT_ERROR_CODES, readApiErrorBody, toApiRequestError } from '../errors.js';
import type { Http, RequestConfig } from '../http.js';
import { loadContractSchemas, parseResponse, parseWith } from '../parse.js';

/** `POST /api/assistant/interpret` — a request read into the search's query object, a plan and the next context. */
export async function interpretRequest(http: Http, body: AssistantInterpretRequest): Promise<AssistantInterpretResult> {
  return parseResponse('assistantInterpretResultSchema', await http.post('/api/assistant/interpret', body), 'POST /api/assistant/interpret');
}

/** `GET /api/assistant/history` — the signed-in user's conversation, oldest first. */
export async function getHistory(http: Http, config?: RequestConfig): Promise<AssistantHistory> {
  return parseResponse('assistantHistorySchema', await http.get('/api/assistant/history', config), 'GET /api/assistant/history');
}

/** `DELETE /api/assistant/history`. */
export async function clearHistory(http: Http): Promise<void> {
  await http.delete('/api/assistant/history');
}

/**
 * Reads server-sent events from a stream of bytes: calls `onBlock` with each `event:`/`data:` block (and its `id:`,
 * if any) as it arrives.
 * Exported for tests.
 */
export async function readEventStream(
  stream: ReadableStream<Uint8Array>,
  onBlock: (type: string, data: string, id: string | null) => void,
): Promise<void> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const emit = (block: string) => {
    let type = 'message';
    let id: string | null = null;
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) type = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
      else if (line.startsWith('id:')) id = line.slice(3).trim();
    }
    if (data.length) onBlock(type, data.join('\n'), id);
  };
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true }).replace(/\r\n/g, '\n');
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      emit(buffer.slice(0, end));
      buffer = buffer.slice(end + 2);
    }
  }
  buffer += decoder.decode();
  if (buffer.trim()) emit(buffer);
}

/**
 * `POST /api/assistant/chat` — the answer as it streams: `onEvent` gets each event (checked against the contract) in
 * order. Resolves when the stream ends; rejects with `ApiRequestError` (a 400 with per-field messages, a 429 with
 * `retry-after`, a network failure, `canceled` when `signal` aborts).
 */
export async function streamChat(
  http: Http,
  body: AssistantChatRequest,
  onEvent: (event: AssistantEvent) => void,
  signal?: AbortSignal,
): Promise<void> {
  const url = '/api/assistant/chat';
  const schemas = loadContractSchemas();
  let res;
  try {
    // Through the one axios instance (token, language), as a stream: the fetch adapter hands the body over as it arrives.
    res = await http.instance.post<ReadableStream<Uint8Array>>(url, body, {
      ...(typeof http.instance.defaults.adapter === 'function' ? {} : { adapter: 'fetch' }),
      responseType: 'stream',
      headers: { Accept: 'text/event-stream' },
      // An answer may take longer than an ordinary call; the server gives up on a silent model by itself.
      timeout: 120_000,
      validateStatus: () => true,
      signal,
    });
  } catch (e) {
    throw toApiRequestError(e);
  }
  if (res.status !== 200) {
    // The error body (`{ code, message, fields }`), read whole.
    const data: unknown = res.data;
    const text = typeof data === 'string' ? data : data instanceof ReadableStream ? await new Response(data).text().catch(() => '') : '';
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = null;
    }
    const err = readApiErrorBody(parsed);
    const retryAfter = res.headers['retry-after'];
    throw new ApiRequestError({
      status: res.status,
      code: err?.code ?? CLIENT_ERROR_CODES.unknown,
      message: err?.message ?? `POST ${url} answered ${res.status}`,
      fields: err?.fields,
      requestId: err?.requestId,
      method: 'POST',
      url,
      body: { ...(parsed && typeof parsed === 'object' ? parsed : {}), ...(retryAfter ? { retryAfter: Number(retryAfter) } : {}) },
    });
  }
  const { assistantEventSchema } = await schemas;
  try {
    await readEventStream(res.data, (type, data) => {
      onEvent(parseWith(assistantEventSchema, { type, ...(JSON.parse(data) as object) }, `POST ${url}`));
    });
  } catch (e) {
    if (e instanceof ApiRequestError) throw e;
    throw toApiRequestError(e);
  }
}
