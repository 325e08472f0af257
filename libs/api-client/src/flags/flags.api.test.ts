import { describe, expect, it, vi } from 'vitest';
import { AxiosHeaders } from 'axios';
import { createHttp } from '../http.js';
import { submitNpsAnswer } from '../nps/nps.api.js';
import { isApiRequestError } from '../errors.js';
import { createMockAdapter, type MockHandler } from '../testing/mock-adapter.js';
import { getFrontendToggles } from './flags.api.js';

function setup(handler: MockHandler) {
  const adapter = createMockAdapter(handler);
  const http = createHttp({
    baseURL: 'http://api.test',
    getLocale: () => 'ru',
    getAccessToken: () => 'user-token',
    logger: { error: vi.fn() },
    retryDelayCapMs: 0,
    adapter,
  });
  return { http, adapter };
}

describe('getFrontendToggles', () => {
  it('sends the client key (not the bearer token) and the context as query', async () => {
    const toggle = { name: 'ai_chat', enabled: true, variant: { name: 'disabled', enabled: false }, impressionData: false };
    const { http, adapter } = setup(() => ({ status: 200, data: { toggles: [toggle] } }));
    const list = await getFrontendToggles(http, 'default:development.key', { appName: 'jolda-web', sessionId: 's1', userId: '' });
    expect(list).toEqual([toggle]);
    const call = adapter.calls[0]!;
    expect(call.url).toBe('/api/frontend');
    expect(AxiosHeaders.from(call.headers).get('Authorization')).toBe('default:development.key');
    expect(call.params).toEqual({ appName: 'jolda-web', sessionId: 's1' });
  });

  it('rejects an answer of the wrong shape', async () => {
    const { http } = setup(() => ({ status: 200, data: { toggles: [{ name: 1 }] } }));
    await expect(getFrontendToggles(http, 'k')).rejects.toMatchObject({ code: 'invalid_response' });
  });
});

describe('submitNpsAnswer', () => {
  it('posts the answer and surfaces per-field errors', async () => {
    const { http, adapter } = setup((c) =>
      JSON.parse(String(c.data)).score > 10
        ? { status: 400, data: { code: 'validation_failed', message: 'Validation failed', fields: { score: ['score_range'] } } }
        : { status: 201, data: { id: 5, createdAt: '2025-01-01T00:00:00.000Z' } },
    );
    const uuid = '8c5f3f0e-8d7c-4d8e-9a53-1f7a0b7f1c11';
    await expect(submitNpsAnswer(http, { score: 8, uuid })).resolves.toEqual({ id: 5, createdAt: '2025-01-01T00:00:00.000Z' });
    expect(adapter.calls[0]!.method).toBe('post');
    const err = await submitNpsAnswer(http, { score: 11, uuid }).catch((e: unknown) => e);
    expect(isApiRequestError(err) && err.fields).toEqual({ score: ['score_range'] });
    expect(adapter.calls).toHaveLength(2); // POST is never retried
  });
});
