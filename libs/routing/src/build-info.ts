/**
 * Build identity files (spec section 7): every build writes `builds/latest.json` (`{ id, timestamp }`) and
 * `builds/meta/{id}.json` (`{ id, timestamp, routeRules }`). The client polls `builds/latest.json?{timestamp}`
 * periodically and when the tab regains focus; a different id means a newer build.
 */
import type { RouteRule } from './route-rules';

export const BUILD_ID_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;
export const BUILD_POLL_INTERVAL_MS = 60_000;

/** `builds/latest.json`. Checked by `parseLatestBuild` (the same rules as `latestBuildSchema` in build-schemas.ts). */
export interface LatestBuild {
  id: string;
  /** Epoch milliseconds, or an ISO 8601 date-time (what `apps/web/build.mjs` writes). */
  timestamp: number | string;
}

export interface BuildMeta extends LatestBuild {
  routeRules: RouteRule[];
}

// An ISO 8601 date-time in UTC with seconds, as `z.iso.datetime()` accepts it (a real calendar date, leap years included).
const ISO_DATE_TIME =
  /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|02-(?:0[1-9]|1\d|2[0-8])))T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?Z$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * `builds/latest.json` as `latestBuildSchema` (build-schemas.ts) reads it, or null when malformed. Written out rather
 * than parsed with zod so that the browser, which reads these files on every page, never loads zod for them;
 * build-info.test.ts holds both functions to the schemas on generated input.
 */
export function parseLatestBuild(data: unknown): LatestBuild | null {
  if (!isRecord(data)) return null;
  const { id, timestamp } = data;
  if (typeof id !== 'string' || !BUILD_ID_PATTERN.test(id)) return null;
  if (typeof timestamp === 'number') return Number.isSafeInteger(timestamp) && timestamp >= 0 ? { id, timestamp } : null;
  return typeof timestamp === 'string' && ISO_DATE_TIME.test(timestamp) ? { id, timestamp } : null;
}

/** `builds/meta/{id}.json` as `buildMetaSchema` reads it (route rules need `pattern`, `layout`, `auth`), or null. */
export function parseBuildMeta(data: unknown): BuildMeta | null {
  const latest = parseLatestBuild(data);
  if (!latest || !isRecord(data)) return null;
  const rules = data.routeRules;
  if (!Array.isArray(rules)) return null;
  const valid = rules.every(
    (rule) => isRecord(rule) && typeof rule.pattern === 'string' && typeof rule.layout === 'string' && typeof rule.auth === 'boolean',
  );
  return valid ? { ...latest, routeRules: rules.map((rule: RouteRule) => ({ ...rule })) } : null;
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
      const latest = parseLatestBuild(data);
      if (!latest) {
        logger.warn('[build-watcher] invalid builds/latest.json', data);
        return false;
      }
      if (latest.id === currentId || done) return false;
      done = true;
      stop();
      onNewBuild(latest);
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
