import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  buildMetaUrl,
  createBuildWatcher,
  latestBuildUrl,
  parseBuildMeta,
  type FocusTarget,
} from './build-info';
import { buildInfoFiles, buildMetaSchema, createBuildMeta, latestBuildSchema } from './build-schemas';
import { ROUTES } from './routes';

function eventTarget(): FocusTarget & { fire(type: string): void; count(type: string): number } {
  const listeners = new Map<string, Set<() => void>>();
  return {
    addEventListener: (t, l) => void (listeners.get(t) ?? listeners.set(t, new Set()).get(t))?.add(l),
    removeEventListener: (t, l) => void listeners.get(t)?.delete(l),
    fire: (t) => listeners.get(t)?.forEach((l) => l()),
    count: (t) => listeners.get(t)?.size ?? 0,
  };
}

describe('build info files', () => {
  it('builds the latest and meta URLs', () => {
    expect(latestBuildUrl(1700000000000)).toBe('/builds/latest.json?1700000000000');
    expect(buildMetaUrl('2025-03-01.abc')).toBe('/builds/meta/2025-03-01.abc.json');
    expect(() => buildMetaUrl('../etc/passwd')).toThrow('Invalid build id');
  });

  it('accepts the ISO timestamp the site build writes, and rejects other strings', () => {
    expect(latestBuildSchema.parse({ id: 'a1', timestamp: '2026-11-22T08:21:07.169Z' }).id).toBe('a1');
    expect(latestBuildSchema.safeParse({ id: 'a1', timestamp: 'yesterday' }).success).toBe(false);
    expect(latestBuildSchema.safeParse({ id: 'a1', timestamp: -1 }).success).toBe(false);
  });

  it('parseBuildMeta reads a manifest the build wrote and refuses a malformed one', async () => {
    const [, meta] = buildInfoFiles('b2', 1700000000000);
    const parsed = await parseBuildMeta(JSON.parse(meta[1]));
    expect(parsed?.id).toBe('b2');
    expect(parsed?.routeRules).toHaveLength(ROUTES.length);
    expect(await parseBuildMeta({ id: 'b2', timestamp: 1, routeRules: [{ pattern: '/' }] })).toBeNull();
    expect(await parseBuildMeta({ id: '../x', timestamp: 1, routeRules: [] })).toBeNull();
  });

  it('writes builds/latest.json and builds/meta/{id}.json with the route rules', () => {
    const [latest, meta] = buildInfoFiles('b1', 1700000000000);
    expect(latest[0]).toBe('builds/latest.json');
    expect(JSON.parse(latest[1])).toEqual({ id: 'b1', timestamp: 1700000000000 });
    expect(meta[0]).toBe('builds/meta/b1.json');
    const parsed = buildMetaSchema.parse(JSON.parse(meta[1]));
    expect(parsed.routeRules).toHaveLength(ROUTES.length);
    expect(createBuildMeta('b1', 1).routeRules[0]).toEqual({
      pattern: '/',
      layout: 'default',
      auth: false,
      group: 'public',
      name: 'home',
    });
  });
});

describe('createBuildWatcher', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup(responses: (() => Promise<unknown>)[]) {
    const fetchLatest = vi.fn(() =>
      (responses.shift() ?? (() => Promise.resolve({ id: 'b1', timestamp: 1 })))(),
    );
    const onNewBuild = vi.fn();
    const logger = { warn: vi.fn() };
    const win = eventTarget();
    const doc = eventTarget();
    let visible = true;
    const watcher = createBuildWatcher({
      currentId: 'b1',
      fetchLatest,
      onNewBuild,
      intervalMs: 60_000,
      logger,
      timers: { setInterval: (fn, ms) => setInterval(fn, ms), clearInterval: (h) => clearInterval(h) },
      focusTarget: win,
      visibilityTarget: doc,
      isVisible: () => visible,
    });
    return { watcher, fetchLatest, onNewBuild, logger, win, doc, setVisible: (v: boolean) => (visible = v) };
  }

  it('polls periodically and reports a newer build once, then stops', async () => {
    const { watcher, fetchLatest, onNewBuild, win } = setup([
      () => Promise.resolve({ id: 'b1', timestamp: 1 }),
      () => Promise.resolve({ id: 'b2', timestamp: 2 }),
    ]);
    watcher.start();
    expect(fetchLatest).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchLatest).toHaveBeenCalledTimes(1);
    expect(onNewBuild).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(onNewBuild).toHaveBeenCalledWith({ id: 'b2', timestamp: 2 });
    await vi.advanceTimersByTimeAsync(600_000);
    win.fire('focus');
    expect(fetchLatest).toHaveBeenCalledTimes(2);
    expect(onNewBuild).toHaveBeenCalledTimes(1);
    expect(win.count('focus')).toBe(0);
  });

  it('checks on window focus and on becoming visible, not when hidden', async () => {
    const { watcher, fetchLatest, win, doc, setVisible } = setup([]);
    watcher.start();
    win.fire('focus');
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchLatest).toHaveBeenCalledTimes(1);
    setVisible(false);
    doc.fire('visibilitychange');
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchLatest).toHaveBeenCalledTimes(1);
    setVisible(true);
    doc.fire('visibilitychange');
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchLatest).toHaveBeenCalledTimes(2);
  });

  it('runs one request at a time', async () => {
    let resolve: (v: unknown) => void = () => undefined;
    const { watcher, fetchLatest, win } = setup([() => new Promise((r) => (resolve = r))]);
    watcher.start();
    win.fire('focus');
    win.fire('focus');
    const third = watcher.check();
    expect(fetchLatest).toHaveBeenCalledTimes(1);
    resolve({ id: 'b1', timestamp: 1 });
    await expect(third).resolves.toBe(false);
  });

  it('only logs fetch failures and invalid payloads, and keeps polling', async () => {
    const { watcher, fetchLatest, logger, onNewBuild } = setup([
      () => Promise.reject(new Error('offline')),
      () => Promise.resolve('<html>'),
      () => Promise.resolve({ id: 'b3', timestamp: 3 }),
    ]);
    watcher.start();
    await vi.advanceTimersByTimeAsync(180_000);
    expect(fetchLatest).toHaveBeenCalledTimes(3);
    expect(logger.warn).toHaveBeenCalledTimes(2);
    expect(logger.warn.mock.calls[0]?.[0]).toMatch(/could not fetch/);
    expect(logger.warn.mock.calls[1]?.[0]).toMatch(/invalid/);
    expect(onNewBuild).toHaveBeenCalledWith({ id: 'b3', timestamp: 3 });
  });

  it('stop() ends polling and listeners', async () => {
    const { watcher, fetchLatest, win, doc } = setup([]);
    watcher.start();
    watcher.stop();
    await vi.advanceTimersByTimeAsync(600_000);
    win.fire('focus');
    expect(fetchLatest).not.toHaveBeenCalled();
    expect(win.count('focus') + doc.count('visibilitychange')).toBe(0);
  });
});
