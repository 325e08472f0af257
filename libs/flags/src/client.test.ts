import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InMemoryStorageProvider } from 'unleash-proxy-client';
import { createFlagsClient, type FlagsClient } from './client.js';
import { FLAG_OVERRIDES_KEY, applyOverrides, getOverrides, setOverride } from './overrides.js';
import { fakeFetch, toggle } from './test-fetch.js';

const URL_ = 'https://flags.test/api/frontend';
let clients: FlagsClient[] = [];

function make(f: ReturnType<typeof fakeFetch>, extra: Parameters<typeof createFlagsClient>[0] extends infer O ? Partial<O> : never = {}) {
  const client = createFlagsClient({
    url: URL_,
    clientKey: 'client-key-1',
    appName: 'jolda-web',
    context: { userId: '42', sessionId: 'visitor-1', properties: { locale: 'kk' } },
    fetch: f.fetch,
    storageProvider: new InMemoryStorageProvider(),
    overrides: false,
    ...extra,
  });
  clients.push(client);
  return client;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  clients.forEach((c) => c.stop());
  clients = [];
  vi.useRealTimers();
  localStorage.clear();
});

describe('polling', () => {
  it('GETs the URL with the context as query and the client key header, every 15 s', async () => {
    const f = fakeFetch({ toggles: () => [toggle('test', true)] });
    const client = make(f);
    await client.start();
    expect(f.polls()).toHaveLength(1);
    const first = f.polls()[0]!;
    const u = new URL(first.url);
    expect(u.origin + u.pathname).toBe(URL_);
    expect(u.searchParams.get('userId')).toBe('42');
    expect(u.searchParams.get('sessionId')).toBe('visitor-1');
    expect(u.searchParams.get('appName')).toBe('jolda-web');
    expect(u.searchParams.get('properties[locale]')).toBe('kk');
    expect(first.headers['authorization']).toBe('client-key-1');

    await vi.advanceTimersByTimeAsync(14_999);
    expect(f.polls()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(f.polls()).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(f.polls()).toHaveLength(3);
    client.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(f.polls()).toHaveLength(3);
  });

  it('emits ready once, update per answer, error on a failed poll', async () => {
    let status = 200;
    const f = fakeFetch({ toggles: () => [toggle('a', true)], status: () => status });
    const client = make(f);
    const ready = vi.fn();
    const update = vi.fn();
    const error = vi.fn();
    client.on('ready', ready);
    client.on('update', update);
    client.on('error', error);
    await client.start();
    expect(ready).toHaveBeenCalledTimes(1);
    expect(update).toHaveBeenCalledTimes(1);
    expect(client.isEnabled('a')).toBe(true);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(update).toHaveBeenCalledTimes(2);
    status = 500;
    await vi.advanceTimersByTimeAsync(15_000);
    expect(error).toHaveBeenCalledWith({ type: 'HttpError', code: 500 });
    expect(ready).toHaveBeenCalledTimes(1);
    expect(client.isEnabled('a')).toBe(true); // last known toggles kept
  });

  it('keeps a generated sessionId per visitor (same storage → same id)', async () => {
    const storage = new InMemoryStorageProvider();
    const f = fakeFetch();
    const a = make(f, { context: {}, storageProvider: storage });
    await a.start();
    a.stop();
    const b = make(f, { context: {}, storageProvider: storage });
    await b.start();
    const ids = f.polls().map((c) => new URL(c.url).searchParams.get('sessionId'));
    expect(ids[0]).toMatch(/^\d+$/);
    expect(ids[1]).toBe(ids[0]);
  });
});

describe('metrics', () => {
  it('POSTs a bucket of yes/no counts per toggle with appName and instanceId every 30 s', async () => {
    const f = fakeFetch({ toggles: () => [toggle('test', true), toggle('off', false)] });
    const client = make(f);
    await client.start();
    client.isEnabled('test');
    client.isEnabled('test');
    client.isEnabled('off');
    client.isEnabled('unknown');

    await vi.advanceTimersByTimeAsync(29_999);
    expect(f.metrics()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(f.metrics()).toHaveLength(1);
    const m = f.metrics()[0]!;
    expect(m.url).toBe(`${URL_}/client/metrics`);
    expect(m.headers['authorization']).toBe('client-key-1');
    expect(m.body).toEqual({
      appName: 'jolda-web',
      instanceId: expect.any(String),
      bucket: {
        start: expect.any(String),
        stop: expect.any(String),
        toggles: {
          test: { yes: 2, no: 0, variants: {} },
          off: { yes: 0, no: 1, variants: {} },
          unknown: { yes: 0, no: 1, variants: {} },
        },
      },
      impactMetrics: [],
    });

    // a fresh bucket each period; an empty bucket is not sent
    client.isEnabled('off');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(f.metrics()).toHaveLength(2);
    expect((f.metrics()[1]!.body as { bucket: { toggles: object } }).bucket.toggles).toEqual({ off: { yes: 0, no: 1, variants: {} } });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(f.metrics()).toHaveLength(2);
  });

  it('honours custom intervals', async () => {
    const f = fakeFetch({ toggles: () => [toggle('x', true)] });
    const client = make(f, { refreshInterval: 5, metricsInterval: 10 });
    await client.start();
    client.isEnabled('x');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(f.polls()).toHaveLength(3);
    expect(f.metrics()).toHaveLength(1);
  });
});

describe('local overrides', () => {
  it('store and read jolda:flag-overrides', () => {
    setOverride('test', true);
    setOverride('beta', false);
    expect(JSON.parse(localStorage.getItem(FLAG_OVERRIDES_KEY)!)).toEqual({ test: true, beta: false });
    setOverride('test', null);
    expect(getOverrides()).toEqual({ beta: false });
    setOverride('beta', null);
    expect(localStorage.getItem(FLAG_OVERRIDES_KEY)).toBeNull();
    localStorage.setItem(FLAG_OVERRIDES_KEY, '{"a":true,"b":"yes"}');
    expect(getOverrides()).toEqual({ a: true });
    localStorage.setItem(FLAG_OVERRIDES_KEY, 'not json');
    expect(getOverrides()).toEqual({});
  });

  it('applyOverrides is pure and only touches known toggles', () => {
    const server = [toggle('a', false), toggle('b', true)];
    expect(applyOverrides(server, { a: true, zzz: true }).map((t) => [t.name, t.enabled])).toEqual([
      ['a', true],
      ['b', true],
    ]);
    expect(server[0]!.enabled).toBe(false);
  });

  it('apply on top of server toggles once started, emit update on change, and metrics keep the server decision', async () => {
    const f = fakeFetch({ toggles: () => [toggle('test', false)] });
    const client = make(f, { overrides: true });
    setOverride('test', true);
    expect(client.isEnabled('test')).toBe(false); // not active before start (hydration-safe)
    await client.start();
    expect(client.isEnabled('test')).toBe(true);
    expect(client.getAllToggles().find((t) => t.name === 'test')?.enabled).toBe(true);
    expect(client.getServerToggles().find((t) => t.name === 'test')?.enabled).toBe(false);
    const update = vi.fn();
    client.on('update', update);
    setOverride('test', null);
    expect(update).toHaveBeenCalledTimes(1);
    expect(client.isEnabled('test')).toBe(false);
    await vi.advanceTimersByTimeAsync(30_000);
    const toggles = (f.metrics()[0]!.body as { bucket: { toggles: Record<string, { yes: number; no: number }> } }).bucket.toggles;
    expect(toggles['test']).toMatchObject({ yes: 0, no: 3 });
  });
});
