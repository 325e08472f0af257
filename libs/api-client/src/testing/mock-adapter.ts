import { AxiosError, AxiosHeaders, CanceledError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';

export interface MockReply {
  status: number;
  data?: unknown;
  headers?: Record<string, string>;
}

export type MockHandler = (config: InternalAxiosRequestConfig) => MockReply | Promise<MockReply> | 'network-error';

/**
 * An axios adapter that answers from `handler` (no network), settling like axios does: statuses outside 2xx reject
 * with an `AxiosError` carrying the response. Records every request it sees in `calls`.
 */
export function createMockAdapter(handler: MockHandler): AxiosAdapter & { calls: InternalAxiosRequestConfig[] } {
  const calls: InternalAxiosRequestConfig[] = [];
  const adapter = (async (config: InternalAxiosRequestConfig) => {
    calls.push(config);
    const signal = config.signal as AbortSignal | undefined;
    const canceled = () => new CanceledError(undefined, config);
    if (signal?.aborted) throw canceled();
    const reply = await new Promise<Awaited<ReturnType<MockHandler>>>((resolve, reject) => {
      signal?.addEventListener?.('abort', () => reject(canceled()));
      Promise.resolve(handler(config)).then(resolve, reject);
    });
    if (reply === 'network-error') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
    const response: AxiosResponse = {
      data: reply.data,
      status: reply.status,
      statusText: String(reply.status),
      headers: new AxiosHeaders(reply.headers ?? {}),
      config,
      request: {},
    };
    const ok = config.validateStatus ? config.validateStatus(reply.status) : reply.status >= 200 && reply.status < 300;
    if (ok) return response;
    throw new AxiosError(
      `Request failed with status code ${reply.status}`,
      reply.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
      config,
      {},
      response,
    );
  }) as AxiosAdapter & { calls: InternalAxiosRequestConfig[] };
  adapter.calls = calls;
  return adapter;
}
