import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import axios from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiRequestError,
  configureHttp,
  createHttp,
  getHttp,
  isOwnApiUrl,
  parseRetryAfter,
  resetHttpForTests,
  retryDelay,
  shouldAttachToken,
  shouldRetry,
  type HttpOptions,
} from './http.js';
import { createMockAdapter, type MockHandler } from './testing/mock-adapter.js';

function setup(handler: MockHandler, opts: Partial<HttpOptions> = {}) {
  const adapter = createMockAdapter(handler);
  const logger = { error: vi.fn() };
  const http = createHttp({
    baseURL: 'http://api.test',
    getLocale: () => 'ru',
    getAccessToken: () => 'tok123',
    logger,
    retryDelayCapMs: 0,
    adapter,
    ...opts,
  });
  return { http, adapter, logger };
}

const header = (cfg: { headers: unknown }, name: string) => (cfg.headers as { get(n: string): unknown }).get(name);

describe('shouldAttachToken', () => {
  it.each([
    ['/api/announcements', true],
    ['/auth/profile/v2/', true],
    ['/api/newauto/list', false],
    ['/newauto', false],
    ['/api/cars?section=newauto', false],
    ['/api/newauto/get-sign-link', true],
    ['/get-sign-link?from=newauto', true],
    ['/api/new-auto/list', true],
  ])('%s → %s', (path, expected) => {
    expect(shouldAttachToken(path)).toBe(expected);
  });
});

describe('shouldRetry', () => {
  const statuses = [408, 409, 425, 429, 500, 502, 503, 504];
  it.each(['GET', 'HEAD', 'OPTIONS', 'get', 'head', 'options'])('retries %s on every retryable status, first failure only', (m) => {
    for (const s of statuses) {
      expect(shouldRetry(m, s, 0)).toBe(true);
      expect(shouldRetry(m, s, 1)).toBe(false);
    }
  });
  it.each(['POST', 'PUT', 'PATCH', 'DELETE', 'post', 'delete'])('never retries %s', (m) => {
    for (const s of statuses) expect(shouldRetry(m, s, 0)).toBe(false);
  });
  it.each([400, 401, 403, 404, 422, 501, 505, 200])('does not retry status %s', (s) => {
    expect(shouldRetry('GET', s, 0)).toBe(false);
  });
  it('does not retry when no answer arrived', () => {
    expect(shouldRetry('GET', null, 0)).toBe(false);
    expect(shouldRetry('GET', undefined, 0)).toBe(false);
  });
});

describe('Retry-After', () => {
  const now = Date.parse('2025-06-01T12:00:00Z');
  it('reads seconds and HTTP dates', () => {
    expect(parseRetryAfter('3', now)).toBe(3000);
    expect(parseRetryAfter('0.5', now)).toBe(500);
    expect(parseRetryAfter('Sun, 01 Jun 2025 12:00:01 GMT', now)).toBe(1000);
    expect(parseRetryAfter('Sun, 01 Jun 2025 11:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(undefined, now)).toBeUndefined();
  });
  it('caps the wait', () => {
    expect(retryDelay('120', 2000, 250, now)).toBe(2000);
    expect(retryDelay('1', 2000, 250, now)).toBe(1000);
    expect(retryDelay(undefined, 2000, 250, now)).toBe(250);
    expect(retryDelay(undefined, 100, 250, now)).toBe(100);
  });
});

describe('isOwnApiUrl', () => {
  it('accepts relative and same-origin URLs only', () => {
    expect(isOwnApiUrl('/api/x', 'http://api.test')).toBe(true);
    expect(isOwnApiUrl('api/x', 'http://api.test')).toBe(true);
    expect(isOwnApiUrl('http://api.test/api/x', 'http://api.test')).toBe(true);
    expect(isOwnApiUrl('https://evil.example/x', 'http://api.test')).toBe(false);
    expect(isOwnApiUrl('//evil.example/x', 'http://api.test')).toBe(false);
  });
});

describe('createHttp: request headers', () => {
  it('sends Accept-Language with the active locale and the bearer token', async () => {
    let locale: 'ru' | 'kk' = 'kk';
    const { http, adapter } = setup(() => ({ status: 200, data: { ok: 1 } }), { getLocale: () => locale });
    await expect(http.get('/api/health')).resolves.toEqual({ ok: 1 });
    locale = 'ru';
    await http.get('/api/health');
    expect(header(adapter.calls[0]!, 'Accept-Language')).toBe('kk');
    expect(header(adapter.calls[1]!, 'Accept-Language')).toBe('ru');
    expect(header(adapter.calls[0]!, 'Authorization')).toBe('Bearer tok123');
  });

  it('asks for uncompressed answers only when told to (the server calling the API)', async () => {
    const plain = setup(() => ({ status: 200 }));
    await plain.http.get('/api/health');
    expect(header(plain.adapter.calls[0]!, 'Accept-Encoding')).toBeUndefined();
    const internal = setup(() => ({ status: 200 }), { uncompressed: true });
    await internal.http.get('/api/health');
    expect(header(internal.adapter.calls[0]!, 'Accept-Encoding')).toBe('identity');
  });

  it('follows redirects unless told not to (the server calling its own API, over Node http)', async () => {
    const server = createServer((req, res) => {
      if (req.url === '/api/moved') res.writeHead(302, { location: '/api/health' }).end();
      else res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      // Node's own http adapter, as on the server (this file runs in a browser-like environment).
      const adapter = axios.getAdapter('http');
      const opts = { baseURL, adapter, getLocale: () => 'ru' as const, getAccessToken: () => undefined, logger: { error: vi.fn() }, retryDelayCapMs: 0 };
      await expect(createHttp(opts).get('/api/moved')).resolves.toEqual({ ok: true });
      await expect(createHttp({ ...opts, followRedirects: false }).get('/api/moved')).rejects.toMatchObject({ status: 302 });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('falls back to ru when the locale getter fails', async () => {
    const { http, adapter } = setup(() => ({ status: 200 }), {
      getLocale: () => {
        throw new Error('no locale');
      },
    });
    await http.get('/x');
    expect(header(adapter.calls[0]!, 'Accept-Language')).toBe('ru');
  });

  it('applies the path rule for the token', async () => {
    const { http, adapter } = setup(() => ({ status: 200 }));
    await http.get('/api/newauto/list');
    await http.post('/api/newauto/get-sign-link', { a: 1 });
    await http.get('https://elsewhere.example/api/x');
    expect(header(adapter.calls[0]!, 'Authorization')).toBeFalsy();
    expect(header(adapter.calls[1]!, 'Authorization')).toBe('Bearer tok123');
    expect(header(adapter.calls[2]!, 'Authorization')).toBeFalsy();
  });

  it('sends no Authorization when there is no token, and keeps an explicit one', async () => {
    const { http, adapter } = setup(() => ({ status: 200 }), { getAccessToken: () => undefined });
    await http.get('/api/x');
    await http.get('/api/x', { headers: { Authorization: 'Bearer explicit' } });
    expect(header(adapter.calls[0]!, 'Authorization')).toBeFalsy();
    expect(header(adapter.calls[1]!, 'Authorization')).toBe('Bearer explicit');
  });

  it('reads the token at call time', async () => {
    let token: string | undefined = 'old';
    const { http, adapter } = setup(() => ({ status: 200 }), { getAccessToken: () => token });
    await http.get('/a');
    token = 'new';
    await http.get('/a');
    expect(header(adapter.calls[0]!, 'Authorization')).toBe('Bearer old');
    expect(header(adapter.calls[1]!, 'Authorization')).toBe('Bearer new');
  });
});

describe('createHttp: retry', () => {
  it('retries a GET once on 503, then succeeds', async () => {
    let n = 0;
    const { http, adapter, logger } = setup(() => (n++ === 0 ? { status: 503, data: { code: 'service_unavailable', message: 'x' } } : { status: 200, data: 'ok' }));
    await expect(http.get('/api/x')).resolves.toBe('ok');
    expect(adapter.calls).toHaveLength(2);
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('retries only once', async () => {
    const { http, adapter, logger } = setup(() => ({ status: 502, data: { code: 'bad_gateway', message: 'down' } }));
    await expect(http.get('/api/x')).rejects.toBeInstanceOf(ApiRequestError);
    expect(adapter.calls).toHaveLength(2);
    expect(logger.error).toHaveBeenCalledTimes(1);
  });

  it.each(['post', 'put', 'delete'] as const)('never retries %s', async (m) => {
    const { http, adapter } = setup(() => ({ status: 503, data: { code: 'service_unavailable', message: 'x' } }));
    const call = m === 'delete' ? http.delete('/api/x') : http[m]('/api/x', {});
    await expect(call).rejects.toMatchObject({ status: 503 });
    expect(adapter.calls).toHaveLength(1);
  });

  it('never retries PATCH (through the instance)', async () => {
    const { http, adapter } = setup(() => ({ status: 503 }));
    await expect(http.instance.patch('/api/x', {})).rejects.toBeInstanceOf(ApiRequestError);
    expect(adapter.calls).toHaveLength(1);
  });

  it('does not retry a 404 or a network error', async () => {
    const a = setup(() => ({ status: 404, data: { code: 'not_found', message: 'nope' } }));
    await expect(a.http.get('/api/x')).rejects.toMatchObject({ status: 404, code: 'not_found' });
    expect(a.adapter.calls).toHaveLength(1);
    const b = setup(() => 'network-error');
    await expect(b.http.get('/api/x')).rejects.toMatchObject({ status: null, code: 'network_error' });
    expect(b.adapter.calls).toHaveLength(1);
  });

  it('waits per Retry-After, capped', async () => {
    vi.useFakeTimers();
    try {
      let n = 0;
      const { http, adapter } = setup(
        () => (n++ === 0 ? { status: 429, headers: { 'retry-after': '60' } } : { status: 200, data: 'late' }),
        { retryDelayCapMs: 2000 },
      );
      const p = http.get('/api/x');
      await vi.advanceTimersByTimeAsync(1999);
      expect(adapter.calls).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      await expect(p).resolves.toBe('late');
      expect(adapter.calls).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('waits a short Retry-After in full', async () => {
    vi.useFakeTimers();
    try {
      let n = 0;
      const { http, adapter } = setup(() => (n++ === 0 ? { status: 503, headers: { 'retry-after': '1' } } : { status: 200 }), {
        retryDelayCapMs: 2000,
      });
      const p = http.get('/api/x');
      await vi.advanceTimersByTimeAsync(999);
      expect(adapter.calls).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      await p;
      expect(adapter.calls).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('createHttp: errors', () => {
  it('rejects with a typed error parsed from the body and logs it with the request id', async () => {
    const { http, logger } = setup(() => ({
      status: 400,
      data: { code: 'validation_failed', message: 'Validation failed', fields: { price: ['too_small'] }, requestId: 'body-id' },
      headers: { 'x-request-id': 'req-42' },
    }));
    const err = await http.post('/api/announcements', {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiRequestError);
    expect(err).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Validation failed',
      fields: { price: ['too_small'] },
      requestId: 'req-42',
      method: 'POST',
      url: '/api/announcements',
    });
    // A refused field is the form's business (and the API's log): not an error line of the site.
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('logs server errors and rate limits with the request id, not the 4xx answers a page handles (a missing car)', async () => {
    const answers: Record<string, { status: number; data: object; headers?: Record<string, string> }> = {
      '/api/announcements/1': { status: 404, data: { code: 'not_found', message: 'Not found' } },
      '/api/me': { status: 401, data: { code: 'unauthorized', message: 'Sign in' } },
      '/api/broken': { status: 500, data: { code: 'internal_error', message: 'Internal' }, headers: { 'x-request-id': 'req-500' } },
      '/api/busy': { status: 429, data: { code: 'rate_limited', message: 'Too many' } },
    };
    const { http, logger } = setup((cfg) => answers[cfg.url ?? '']!, { retryRateLimited: false });
    for (const url of Object.keys(answers)) await http.get(url).catch(() => undefined);
    expect(logger.error.mock.calls.map(([msg, meta]) => [msg, (meta as { status: number }).status])).toEqual([
      ['API request failed', 500],
      ['API request failed', 429],
    ]);
    expect(logger.error).toHaveBeenCalledWith('API request failed', expect.objectContaining({ requestId: 'req-500', code: 'internal_error' }));
  });

  it('keeps numeric body codes (check-token) and the raw body', async () => {
    const { http } = setup(() => ({ status: 401, data: { code: 8, error: 'token_expired', message: 'Token expired' } }));
    const err = (await http.get('/auth/check-token/').catch((e: unknown) => e)) as ApiRequestError;
    expect(err.code).toBe('8');
    expect(err.body).toEqual({ code: 8, error: 'token_expired', message: 'Token expired' });
  });

  it('gives network errors the code network_error', async () => {
    const { http, logger } = setup(() => 'network-error');
    await expect(http.get('/api/x')).rejects.toMatchObject({ code: 'network_error', status: null });
    expect(logger.error).toHaveBeenCalledTimes(1);
  });
});

describe('lazyGet', () => {
  it('returns at once and resolves later', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const { http } = setup(async () => {
      await gate;
      return { status: 200, data: [1, 2] };
    });
    const lazy = http.lazyGet<number[]>('/api/x');
    let settled = false;
    void lazy.promise.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    release();
    await expect(lazy.promise).resolves.toEqual([1, 2]);
  });

  it('cancels without logging', async () => {
    const { http, logger } = setup(() => new Promise(() => undefined));
    const lazy = http.lazyGet('/api/x');
    lazy.cancel();
    await expect(lazy.promise).rejects.toMatchObject({ code: 'canceled' });
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('never throws synchronously, and an ignored failure is no unhandled rejection', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const { http } = setup(() => ({ status: 500 }));
      expect(() => http.lazyGet('/api/x')).not.toThrow();
      await new Promise((r) => setTimeout(r, 20));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});

describe('default browser instance', () => {
  afterEach(() => resetHttpForTests());
  it('throws before configureHttp, then returns the configured one', () => {
    expect(() => getHttp()).toThrow(/configureHttp/);
    const http = configureHttp({ baseURL: '', getLocale: () => 'ru', getAccessToken: () => undefined });
    expect(getHttp()).toBe(http);
  });
});
