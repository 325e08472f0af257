import { describe, expect, it, vi } from 'vitest';
import { createReloadGuard, type ReloadGuardStorage } from './reload-guard';

function memoryStorage(): ReloadGuardStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

describe('createReloadGuard', () => {
  it('allows the first reload of a path and refuses a second within 10 s', () => {
    let now = 1_000_000;
    const storage = memoryStorage();
    const guard = createReloadGuard({ storage, now: () => now });
    expect(guard.shouldReload('/market')).toBe(true);
    expect(storage.data.get('jolda:reload:/market')).toBe('1000000');
    now += 9_999;
    expect(guard.shouldReload('/market')).toBe(false);
    now += 1; // exactly 10 s after the first
    expect(guard.shouldReload('/market')).toBe(true);
    now += 5_000;
    expect(guard.shouldReload('/market')).toBe(false);
  });

  it('guards each path separately', () => {
    const guard = createReloadGuard({ storage: memoryStorage(), now: () => 5 });
    expect(guard.shouldReload('/a')).toBe(true);
    expect(guard.shouldReload('/b')).toBe(true);
    expect(guard.shouldReload('/a')).toBe(false);
  });

  it('survives a page reload because the record is in storage', () => {
    const storage = memoryStorage();
    expect(createReloadGuard({ storage, now: () => 100 }).shouldReload('/x')).toBe(true);
    expect(createReloadGuard({ storage, now: () => 200 }).shouldReload('/x')).toBe(false);
  });

  it('honours a custom window and ignores corrupt or future records', () => {
    let now = 50_000;
    const storage = memoryStorage();
    const guard = createReloadGuard({ storage, now: () => now, windowMs: 1000 });
    storage.data.set('jolda:reload:/p', 'garbage');
    expect(guard.shouldReload('/p')).toBe(true);
    now += 1000;
    expect(guard.shouldReload('/p')).toBe(true);
    storage.data.set('jolda:reload:/p', String(now + 60_000)); // clock went back
    expect(guard.shouldReload('/p')).toBe(true);
  });

  it('refuses when storage is missing or throws, so it can never loop', () => {
    expect(createReloadGuard({ storage: null }).shouldReload('/')).toBe(false);
    const throwing: ReloadGuardStorage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('QuotaExceededError');
      },
    };
    expect(createReloadGuard({ storage: throwing }).shouldReload('/')).toBe(false);
  });

  it('reloadOnce calls reload only when allowed, with fake timers driving Date.now', () => {
    vi.useFakeTimers();
    try {
      vi.setSystemTime(new Date('2025-03-01T00:00:00Z'));
      const guard = createReloadGuard({ storage: memoryStorage() });
      const reload = vi.fn();
      expect(guard.reloadOnce('/cars', reload)).toBe(true);
      expect(guard.reloadOnce('/cars', reload)).toBe(false);
      vi.advanceTimersByTime(10_000);
      expect(guard.reloadOnce('/cars', reload)).toBe(true);
      expect(reload).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
