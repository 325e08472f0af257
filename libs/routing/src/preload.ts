/**
 * Route preloading limits (spec section 9): at most 4 route-preload promises at once; none on 2g or data-saver
 * connections. Extra preloads are dropped, not queued: preloading is opportunistic and a queued one would likely be
 * stale by the time it ran (navigation still loads the route on demand).
 */
export const MAX_CONCURRENT_PRELOADS = 4;
/** The build manifest is prefetched about 1 s after the page goes idle. */
export const MANIFEST_PREFETCH_IDLE_MS = 1000;
/** A route change waits about 100 ms before showing the loading bar. */
export const ROUTE_LOADING_DELAY_MS = 100;

/** The part of `navigator.connection` (Network Information API) that matters. */
export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

export const SLOW_EFFECTIVE_TYPES: readonly string[] = ['slow-2g', '2g'];

/** False on data-saver or 2g connections; true when the connection is unknown. */
export function canPreload(connection: ConnectionInfo | null | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !SLOW_EFFECTIVE_TYPES.includes(String(connection.effectiveType ?? '').toLowerCase());
}

export interface PreloadLimiterOptions {
  max?: number;
  /** The connection, or a getter read at every preload (the connection can change). */
  connection?: ConnectionInfo | null | (() => ConnectionInfo | null | undefined);
}

export type PreloadSkipReason = 'connection' | 'busy';

export interface PreloadLimiter {
  /**
   * Starts `task` unless skipped. A key already in flight returns the same promise. Skipped preloads return
   * `{ started: false, reason }`; the task's rejection is swallowed (a failed preload is not an error).
   */
  preload<T>(
    key: string,
    task: () => Promise<T>,
  ): { started: true; promise: Promise<T | undefined> } | { started: false; reason: PreloadSkipReason };
  readonly active: number;
}

export function createPreloadLimiter({ max = MAX_CONCURRENT_PRELOADS, connection }: PreloadLimiterOptions = {}): PreloadLimiter {
  const inFlight = new Map<string, Promise<unknown>>();
  const readConnection = () => (typeof connection === 'function' ? connection() : connection);
  return {
    preload<T>(key: string, task: () => Promise<T>) {
      const existing = inFlight.get(key);
      if (existing) return { started: true as const, promise: existing as Promise<T | undefined> };
      if (!canPreload(readConnection())) return { started: false as const, reason: 'connection' as const };
      if (inFlight.size >= max) return { started: false as const, reason: 'busy' as const };
      let promise: Promise<T | undefined>;
      try {
        promise = Promise.resolve(task()).catch(() => undefined);
      } catch {
        promise = Promise.resolve(undefined);
      }
      const tracked = promise.finally(() => {
        if (inFlight.get(key) === tracked) inFlight.delete(key);
      });
      inFlight.set(key, tracked);
      return { started: true as const, promise: tracked };
    },
    get active() {
      return inFlight.size;
    },
  };
}
