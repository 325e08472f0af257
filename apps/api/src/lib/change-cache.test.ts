import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChangeCache } from './change-cache.js';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ChangeCache', () => {
  it('answers a value until its time is up', async () => {
    // lru-cache reads the time from performance.now(), and reuses a reading for 1 ms (its ttlResolution).
    let now = 1_000_000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const c = new ChangeCache<string>(1000);
    c.put(1, 'ru', 'one', c.epoch());
    now += 999;
    expect(c.get(1, 'ru')).toBe('one');
    expect(c.get(1, 'kk')).toBeUndefined();
    now += 2;
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(c.get(1, 'ru')).toBeUndefined();
  });

  it('drops the answers of the announcements the change log names, in every variant, or all of them', () => {
    const c = new ChangeCache<string>(60_000);
    for (const id of [1, 2, 12, 21]) for (const v of ['ru', 'kk']) c.put(id, v, `${id}${v}`, c.epoch());
    c.evict([1, 2]);
    expect([1, 2].flatMap((id) => ['ru', 'kk'].map((v) => c.get(id, v)))).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(c.get(12, 'ru')).toBe('12ru');
    expect(c.get(21, 'kk')).toBe('21kk');
    c.evict(null);
    expect(c.get(12, 'ru')).toBeUndefined();
  });

  it('never keeps a value read while an eviction happened', () => {
    const c = new ChangeCache<string>(60_000);
    const epoch = c.epoch();
    c.evict([7]);
    c.put(7, 'ru', 'stale', epoch);
    expect(c.get(7, 'ru')).toBeUndefined();
    c.put(7, 'ru', 'fresh', c.epoch());
    expect(c.get(7, 'ru')).toBe('fresh');
  });

  it('keeps at most `max` answers, dropping the least recently used', () => {
    const c = new ChangeCache<string>(60_000, 3);
    for (const id of [1, 2, 3]) c.put(id, 'ru', String(id), c.epoch());
    expect(c.get(1, 'ru')).toBe('1');
    c.put(4, 'ru', '4', c.epoch());
    expect(c.get(2, 'ru')).toBeUndefined();
    expect([1, 3, 4].map((id) => c.get(id, 'ru'))).toEqual(['1', '3', '4']);
  });

  it('keeps nothing with a time of 0', () => {
    const c = new ChangeCache<string>(0);
    c.put(1, 'ru', 'one', c.epoch());
    expect(c.get(1, 'ru')).toBeUndefined();
  });
});
