import { describe, expect, it } from 'vitest';
import { canPreload, createPreloadLimiter, MANIFEST_PREFETCH_IDLE_MS, MAX_CONCURRENT_PRELOADS, ROUTE_LOADING_DELAY_MS } from './preload';

function deferred() {
  let resolve: () => void = () => undefined;
  let reject: (e: unknown) => void = () => undefined;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('constants', () => {
  it('match the spec', () => {
    expect([MAX_CONCURRENT_PRELOADS, MANIFEST_PREFETCH_IDLE_MS, ROUTE_LOADING_DELAY_MS]).toEqual([4, 1000, 100]);
  });
});

describe('canPreload', () => {
  it.each([
    [undefined, true],
    [{}, true],
    [{ effectiveType: '4g' }, true],
    [{ effectiveType: '3g' }, true],
    [{ effectiveType: '2g' }, false],
    [{ effectiveType: 'slow-2g' }, false],
    [{ effectiveType: '4g', saveData: true }, false],
  ])('%j → %s', (connection, expected) => {
    expect(canPreload(connection)).toBe(expected);
  });
});

describe('createPreloadLimiter', () => {
  it('runs at most 4 preloads at once and frees a slot when one settles', async () => {
    const limiter = createPreloadLimiter();
    const tasks = Array.from({ length: 6 }, deferred);
    let running = 0;
    let peak = 0;
    const start = (i: number) =>
      limiter.preload(`/r${i}`, () => {
        running++;
        peak = Math.max(peak, running);
        return (tasks[i] ?? deferred()).promise.finally(() => running--);
      });
    const results = [0, 1, 2, 3, 4].map(start);
    expect(results.map((r) => r.started)).toEqual([true, true, true, true, false]);
    expect(results[4]).toEqual({ started: false, reason: 'busy' });
    expect(limiter.active).toBe(4);
    tasks[0]?.resolve();
    await (results[0] as { promise: Promise<unknown> }).promise;
    expect(limiter.active).toBe(3);
    expect(start(5).started).toBe(true);
    expect(peak).toBe(4);
  });

  it('frees the slot of a rejected preload and swallows the error', async () => {
    const limiter = createPreloadLimiter({ max: 1 });
    const d = deferred();
    const r = limiter.preload('/a', () => d.promise);
    d.reject(new Error('chunk failed'));
    await expect((r as { promise: Promise<unknown> }).promise).resolves.toBeUndefined();
    expect(limiter.active).toBe(0);
    expect(limiter.preload('/b', () => Promise.resolve(1)).started).toBe(true);
  });

  it('returns the in-flight promise for the same key without using another slot', () => {
    const limiter = createPreloadLimiter({ max: 1 });
    const d = deferred();
    const a = limiter.preload('/a', () => d.promise);
    const again = limiter.preload('/a', () => Promise.resolve());
    expect(again).toEqual(a);
    expect(limiter.active).toBe(1);
  });

  it('preloads nothing on 2g or data-saver connections, and follows connection changes', () => {
    let connection: { effectiveType?: string; saveData?: boolean } = { effectiveType: '2g' };
    const limiter = createPreloadLimiter({ connection: () => connection });
    let called = 0;
    const task = () => {
      called++;
      return Promise.resolve();
    };
    expect(limiter.preload('/a', task)).toEqual({ started: false, reason: 'connection' });
    connection = { saveData: true, effectiveType: '4g' };
    expect(limiter.preload('/a', task)).toEqual({ started: false, reason: 'connection' });
    expect(called).toBe(0);
    connection = { effectiveType: '4g' };
    expect(limiter.preload('/a', task).started).toBe(true);
    expect(called).toBe(1);
    expect(createPreloadLimiter({ connection: { effectiveType: 'slow-2g' } }).preload('/x', task).started).toBe(false);
  });

  it('counts a synchronously throwing task as a settled preload', async () => {
    const limiter = createPreloadLimiter();
    const r = limiter.preload('/x', () => {
      throw new Error('sync');
    });
    await (r as { promise: Promise<unknown> }).promise;
    expect(limiter.active).toBe(0);
  });
});
