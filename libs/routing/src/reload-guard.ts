/**
 * Reload-once guard (spec section 4): a new build or a failed chunk reloads the page once; a second reload of the same
 * path within `windowMs` (10 s) is refused, so a broken deploy can never put the page in a reload loop.
 */
export const RELOAD_GUARD_WINDOW_MS = 10_000;
export const RELOAD_GUARD_KEY_PREFIX = 'jolda:reload:';

/** The part of `Storage` (sessionStorage) the guard needs. */
export interface ReloadGuardStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export interface ReloadGuardOptions {
  storage: ReloadGuardStorage | null | undefined;
  now?: () => number;
  windowMs?: number;
  keyPrefix?: string;
}

export interface ReloadGuard {
  /** True (and the reload is recorded) when `path` was not reloaded within the window; false otherwise. */
  shouldReload(path: string): boolean;
  /** Calls `reload()` when `shouldReload(path)`; returns whether it did. */
  reloadOnce(path: string, reload: () => void): boolean;
}

/**
 * When the storage is missing or throws (Safari private mode, quota), the guard refuses: without a record it could
 * not stop a loop, and a missed reload only leaves the visitor on the current build.
 */
export function createReloadGuard({
  storage,
  now = Date.now,
  windowMs = RELOAD_GUARD_WINDOW_MS,
  keyPrefix = RELOAD_GUARD_KEY_PREFIX,
}: ReloadGuardOptions): ReloadGuard {
  function shouldReload(path: string): boolean {
    if (!storage) return false;
    const key = `${keyPrefix}${path}`;
    const t = now();
    try {
      const last = Number(storage.getItem(key));
      if (Number.isFinite(last) && last > 0 && t - last >= 0 && t - last < windowMs) return false;
      storage.setItem(key, String(t));
      return storage.getItem(key) === String(t);
    } catch {
      return false;
    }
  }
  return {
    shouldReload,
    reloadOnce(path, reload) {
      if (!shouldReload(path)) return false;
      reload();
      return true;
    },
  };
}
