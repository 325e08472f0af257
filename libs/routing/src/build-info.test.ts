import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  buildMetaUrl,
  createBuildWatcher,
  latestBuildUrl,
  parseBuildMeta,
  parseLatestBuild,
  type FocusTarget,
} from './build-info';
import fc from 'fast-check';
import { buildInfoFiles, buildMetaSchema, createBuildMeta, latestBuildSchema } from './build-schemas';
import type { RouteRule } from './route-rules';

const RULES: RouteRule[] = [
  { pattern: '/', layout: 'default', auth: false },
  { pattern: '/cars/$', layout: 'default', auth: false, steps: ['deep-link'] },
  { pattern: '/profile', layout: 'default', auth: true },
];

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

  it('parseBuildMeta reads a manifest the build wrote and refuses a malformed one', () => {
    const [, meta] = buildInfoFiles('b2', 1700000000000, RULES);
    const parsed = parseBuildMeta(JSON.parse(meta[1]));
    expect(parsed?.id).toBe('b2');
    expect(parsed?.routeRules).toEqual(RULES);
    expect(parseBuildMeta({ id: 'b2', timestamp: 1, routeRules: [{ pattern: '/' }] })).toBeNull();
    expect(parseBuildMeta({ id: '../x', timestamp: 1, routeRules: [] })).toBeNull();
    expect(parseLatestBuild({ id: 'a1', timestamp: '2026-11-22T08:21:07.169Z' })).toEqual({ id: 'a1', timestamp: '2026-11-22T08:21:07.169Z' });
    expect(parseLatestBuild({ id: 'a1', timestamp: '2023-02-29T08:21:07Z' })).toBeNull();
  });

  // The browser reads the build files with the hand-written parsers (no zod on the page): they must say exactly what
  // the schemas say, on the files a build writes and on everything near them.
  it('parseLatestBuild and parseBuildMeta agree with latestBuildSchema and buildMetaSchema', () => {
    const pad = (n: number, width: number) => String(n).padStart(width, '0');
    // Date-times near the valid ones: every calendar day and impossible ones (29 February of years that are not leap
    // years, 31 April), hour 24, minute 60, with and without seconds and fractions, in UTC, without a zone or offset.
    const isoLike = fc
      .tuple(
        fc.oneof(fc.integer({ min: 0, max: 9999 }), fc.constantFrom(4, 800, 1600, 1900, 1908, 2000, 2004, 2023, 2024, 2100, 2400)),
        fc.oneof(fc.integer({ min: 0, max: 13 }), fc.constant(2)),
        fc.oneof(fc.integer({ min: 0, max: 32 }), fc.constantFrom(28, 29, 30, 31)),
        fc.integer({ min: 0, max: 24 }),
        fc.integer({ min: 0, max: 60 }),
        fc.option(fc.integer({ min: 0, max: 60 })),
        fc.option(fc.stringMatching(/^\d{1,4}$/)),
        fc.constantFrom('Z', 'Z', '', '+05:00', '-00:00', 'z'),
      )
      .map(
        ([y, mo, d, h, mi, sec, frac, zone]) =>
          `${pad(y, 4)}-${pad(mo, 2)}-${pad(d, 2)}T${pad(h, 2)}:${pad(mi, 2)}${sec === null ? '' : `:${pad(sec, 2)}`}${frac === null ? '' : `.${frac}`}${zone}`,
      );
    const timestamp = fc.oneof(
      fc.integer({ min: -5, max: 2 ** 53 + 5 }),
      fc.double(),
      fc.constantFrom(-0, 2 ** 53 - 1, 2 ** 53, Number.NaN, Infinity),
      fc.date({ min: new Date(0), max: new Date('2400-12-31'), noInvalidDate: true }).map((d) => d.toISOString()),
      fc.constantFrom('2024-02-29T00:00:00Z', '2100-02-29T00:00:00Z', '2000-02-29T23:59:59.5Z', '2026-04-31T10:00:00Z', '2026-11-22T24:00:00Z'),
      isoLike,
      fc.string(),
      fc.constant(null),
    );
    // Mostly valid parts, so that whole manifests pass and a single wrong part is what refuses them.
    const often = <T, U>(good: fc.Arbitrary<T>, bad: fc.Arbitrary<U>) => fc.oneof({ arbitrary: good, weight: 6 }, { arbitrary: bad, weight: 1 });
    const id = often(fc.stringMatching(/^[A-Za-z0-9._-]{1,64}$/), fc.oneof(fc.string({ maxLength: 70 }), fc.constant(''), fc.integer()));
    const ruleFields = {
      pattern: often(fc.string(), fc.integer()),
      layout: often(fc.string(), fc.boolean()),
      auth: often(fc.boolean(), fc.oneof(fc.string(), fc.constant(null))),
      group: fc.string(),
    };
    const rule = often(
      fc.record(ruleFields, { requiredKeys: ['pattern', 'layout', 'auth'] }),
      fc.oneof(
        fc.record(ruleFields, { requiredKeys: [] }),
        fc.constant(null),
        fc.array(fc.string(), { maxLength: 2 }),
        fc.constant(Object.assign([], { pattern: '/', layout: 'default', auth: false })),
      ),
    );
    const meta = often(
      fc.record(
        { id, timestamp: often(timestamp, fc.anything()), routeRules: often(fc.array(rule, { maxLength: 4 }), fc.anything()), extra: fc.anything() },
        { requiredKeys: ['id', 'timestamp'] },
      ),
      fc.oneof(fc.anything(), fc.array(fc.anything(), { maxLength: 3 })),
    );
    let accepted = 0;
    fc.assert(
      fc.property(meta, (data) => {
        const latest = latestBuildSchema.safeParse(data);
        expect(parseLatestBuild(data)).toEqual(latest.success ? latest.data : null);
        const full = buildMetaSchema.safeParse(data);
        expect(parseBuildMeta(data)).toEqual(full.success ? full.data : null);
        if (full.success) accepted++;
      }),
      { numRuns: 2000 },
    );
    expect(accepted).toBeGreaterThan(60); // the generators reach valid manifests, not only refusals
    for (const [, text] of buildInfoFiles('b3', 1700000000000, RULES)) {
      const data: unknown = JSON.parse(text);
      expect(parseLatestBuild(data)).toEqual(latestBuildSchema.parse(data));
    }
  });

  it('writes builds/latest.json and builds/meta/{id}.json with the route rules', () => {
    const [latest, meta] = buildInfoFiles('b1', 1700000000000, RULES);
    expect(latest[0]).toBe('builds/latest.json');
    expect(JSON.parse(latest[1])).toEqual({ id: 'b1', timestamp: 1700000000000 });
    expect(meta[0]).toBe('builds/meta/b1.json');
    const parsed = buildMetaSchema.parse(JSON.parse(meta[1]));
    expect(parsed.routeRules).toEqual(RULES);
    expect(createBuildMeta('b1', 1, RULES).routeRules[1]).toEqual({ pattern: '/cars/$', layout: 'default', auth: false, steps: ['deep-link'] });
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
