/**
 * Build identity files (spec section 7): every build writes `builds/latest.json` (`{ id, timestamp }`) and
 * `builds/meta/{id}.json` (`{ id, timestamp, routeRules }`). The client polls `builds/latest.json?{timestamp}`
 * periodically and when the tab regains focus; a different id means a newer build.
 */
import type { RouteDefinition } from './routes';

export const BUILD_ID_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;
export const BUILD_POLL_INTERVAL_MS = 60_000;

/** `builds/latest.json`. Checked by `latestBuildSchema` (build-schemas.ts, loaded when first needed). */
export interface LatestBuild {
  id: string;
  /** Epoch milliseconds, or an ISO 8601 date-time (what `apps/web/build.mjs` writes). */
  timestamp: number | string;
}

export interface BuildMeta extends LatestBuild {
  routeRules: RouteDefinition[];
}

/**
 * `builds/meta/{id}.json` checked against `buildMetaSchema`, or null when malformed. Async: the schemas (and zod) are
 * a chunk of their own in the browser, loaded once a manifest is actually read, not with every page.
 */
export async function parseBuildMeta(data: unknown): Promise<BuildMeta | null> {
  const { buildMetaSchema } = await import('./build-schemas');
  const parsed = buildMetaSchema.safeParse(data);
  return parsed.success ? (parsed.data as unknown as BuildMeta) : null;
}

export const LATEST_BUILD_PATH = '/builds/latest.json';

/** `/builds/latest.json?{now}`: the timestamp defeats every cache on the way. */
export function latestBuildUrl(now: number = Date.now()): string {
  return `${LATEST_BUILD_PATH}?${now}`;
}

export function buildMetaUrl(id: string): string {
  if (!BUILD_ID_PATTERN.test(id)) throw new Error(`Invalid build id: ${id}`);
  return `/builds/meta/${id}.json`;
}

export interface BuildWatcherLogger {
  warn(message: string, error?: unknown): void;
}

/** What the watcher listens on for focus (`window`); `visibilitychange` is read from `document`. */
export interface FocusTarget {
  addEventListener(type: string, listener: () => void): void;
  removeEventListener(type: string, listener: () => void): void;
}

export interface BuildWatcherOptions {
  currentId: string;
  /** Fetches and returns the parsed `builds/latest.json` (e.g. `fetch(latestBuildUrl()).then(r => r.json())`). */
  fetchLatest: () => Promise<unknown>;
  /** Called once, with the newer build; the watcher stops. */
  onNewBuild: (latest: LatestBuild) => void;
  intervalMs?: number;
  logger?: BuildWatcherLogger;
  timers?: {
    setInterval: (fn: () => void, ms: number) => unknown;
    clearInterval: (handle: never) => void;
  };
  /** Checks on `focus` events of this target (the window). */
  focusTarget?: FocusTarget;
  /** Checks on `visibilitychange` when `isVisible()` (the document). */
  visibilityTarget?: FocusTarget;
  isVisible?: () => boolean;
}

export interface BuildWatcher {
  start(): void;
  stop(): void;
  /** One check now; resolves true when a newer build was reported. Errors are only logged. */
  check(): Promise<boolean>;
}

export function createBuildWatcher({
  currentId,
  fetchLatest,
  onNewBuild,
  intervalMs = BUILD_POLL_INTERVAL_MS,
  logger = console,
  timers = globalThis as unknown as NonNullable<BuildWatcherOptions['timers']>,
  focusTarget,
  visibilityTarget,
  isVisible = () => true,
}: BuildWatcherOptions): BuildWatcher {
  let handle: unknown = null;
  let inFlight: Promise<boolean> | null = null;
  let done = false;

  const onFocus = () => void check();
  const onVisibility = () => {
    if (isVisible()) void check();
  };

  function stop() {
    if (handle !== null) timers.clearInterval(handle as never);
    handle = null;
    focusTarget?.removeEventListener('focus', onFocus);
    visibilityTarget?.removeEventListener('visibilitychange', onVisibility);
  }

  async function run(): Promise<boolean> {
    try {
      const data = await fetchLatest();
      const { latestBuildSchema } = await import('./build-schemas');
      const parsed = latestBuildSchema.safeParse(data);
      if (!parsed.success) {
        logger.warn('[build-watcher] invalid builds/latest.json', parsed.error);
        return false;
      }
      if (parsed.data.id === currentId || done) return false;
      done = true;
      stop();
      onNewBuild(parsed.data);
      return true;
    } catch (error) {
      logger.warn('[build-watcher] could not fetch builds/latest.json', error);
      return false;
    }
  }

  function check(): Promise<boolean> {
    if (done) return Promise.resolve(false);
    inFlight ??= run().finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  return {
    start() {
      if (done || handle !== null) return;
      handle = timers.setInterval(() => void check(), intervalMs);
      focusTarget?.addEventListener('focus', onFocus);
      visibilityTarget?.addEventListener('visibilitychange', onVisibility);
    },
    stop,
    check,
  };
}
