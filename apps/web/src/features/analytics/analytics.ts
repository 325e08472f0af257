/** The analytics adapter (spec sections 1, 3, 7 and 9): does nothing until a tag-manager container is configured. */

export const GTM_ID_PATTERN = /^GTM-[A-Z0-9]+$/;
export const MAX_QUEUE = 512;
export const ENGAGEMENT_TIMEOUT_MS = 10_000;
export const GTM_ORIGIN = 'https://www.googletagmanager.com';

export interface AnalyticsIdentity {
  userId: number | null;
  deviceId: string | null;
  userProperties: Record<string, string | number | boolean | null>;
  optOut: boolean;
}

export interface AnalyticsEvent {
  event: string;
  [key: string]: unknown;
}

export interface AnalyticsConfig {
  /** `GTM-XXXX`; anything else (or null) means nothing is loaded. */
  gtmId: string | null;
  /** The engagement service's script; loaded only with a container. */
  engagementUrl: string | null;
}

/** Loads a script; resolves when it loaded, rejects on error or after `timeoutMs`. */
export type ScriptLoader = (src: string, options: { timeoutMs?: number; nonce?: string }) => Promise<void>;

export interface AnalyticsLogger {
  warn(msg: string, meta?: object): void;
}

/** Only a well-formed container id is used. */
export function validGtmId(id: string | null | undefined): string | null {
  const v = id?.trim();
  return v && GTM_ID_PATTERN.test(v) ? v : null;
}

/** Appends an event, keeping at most `max` (the oldest are dropped). Pure. */
export function enqueue<T>(queue: readonly T[], item: T, max = MAX_QUEUE): T[] {
  const next = [...queue, item];
  return next.length > max ? next.slice(next.length - max) : next;
}

export interface Analytics {
  readonly identity: Readonly<AnalyticsIdentity>;
  /** Whether anything third-party is configured (and not opted out). */
  readonly active: boolean;
  /** Events waiting for the container (at most 512). */
  queued(): readonly AnalyticsEvent[];
  track(event: string, props?: Record<string, unknown>): void;
  setUserId(userId: number | null): void;
  setUserProperties(props: AnalyticsIdentity['userProperties']): void;
  /** Opting out drops the queue and stops everything; opting in again resumes. */
  setOptOut(optOut: boolean): void;
  /** Browser start: loads the container and the engagement script (no-op when not configured or opted out). */
  start(): Promise<void>;
}

interface DataLayerHost {
  dataLayer?: unknown[];
}

export function createAnalytics(options: {
  config: AnalyticsConfig;
  loadScript: ScriptLoader;
  deviceId?: string | null;
  optOut?: boolean;
  logger?: AnalyticsLogger;
  host?: DataLayerHost;
  nonce?: string;
}): Analytics {
  const gtmId = validGtmId(options.config.gtmId);
  const logger = options.logger ?? { warn: (m, meta) => console.warn(m, meta) };
  const identity: AnalyticsIdentity = { userId: null, deviceId: options.deviceId ?? null, userProperties: {}, optOut: options.optOut ?? false };
  let queue: AnalyticsEvent[] = [];
  let ready = false;
  let started = false;
  const host = (): DataLayerHost | null => options.host ?? (typeof window !== 'undefined' ? (window as unknown as DataLayerHost) : null);

  const push = (e: AnalyticsEvent) => {
    const h = host();
    if (!h) return;
    (h.dataLayer ??= []).push(e);
  };
  const flush = () => {
    if (!ready || identity.optOut) return;
    const pending = queue;
    queue = [];
    pending.forEach(push);
  };
  const deliver = (e: AnalyticsEvent) => {
    if (!gtmId || identity.optOut) return; // nothing configured: nothing kept, nothing sent
    queue = enqueue(queue, e);
    flush();
  };

  const analytics: Analytics = {
    get identity() {
      return identity;
    },
    get active() {
      return gtmId !== null && !identity.optOut;
    },
    queued: () => queue,
    track(event, props = {}) {
      deliver({ ...props, event, ...(identity.userId !== null ? { user_id: identity.userId } : {}) });
    },
    setUserId(userId) {
      if (identity.userId === userId) return;
      identity.userId = userId;
      deliver({ event: 'identify', user_id: userId, device_id: identity.deviceId });
    },
    setUserProperties(props) {
      identity.userProperties = { ...identity.userProperties, ...props };
      deliver({ event: 'user_properties', ...identity.userProperties });
    },
    setOptOut(optOut) {
      identity.optOut = optOut;
      if (optOut) queue = [];
      else if (gtmId && !started) void analytics.start();
    },
    async start() {
      if (!gtmId || identity.optOut || started) return;
      started = true;
      push({ 'gtm.start': Date.now(), event: 'gtm.js' });
      try {
        await options.loadScript(`${GTM_ORIGIN}/gtm.js?id=${encodeURIComponent(gtmId)}`, { nonce: options.nonce });
        ready = true;
        flush();
      } catch (err) {
        logger.warn('Tag manager failed to load', { error: String(err) });
      }
      if (options.config.engagementUrl && !identity.optOut) {
        try {
          await options.loadScript(options.config.engagementUrl, { timeoutMs: ENGAGEMENT_TIMEOUT_MS, nonce: options.nonce });
        } catch (err) {
          logger.warn('Engagement script failed to load', { error: String(err) });
        }
      }
    },
  };
  return analytics;
}

/** The browser's script loader: a `<script async>` in the head, with an optional timeout. */
export const loadScriptTag: ScriptLoader = (src, { timeoutMs, nonce }) =>
  new Promise<void>((resolve, reject) => {
    const el = document.createElement('script');
    el.async = true;
    el.src = src;
    if (nonce) el.nonce = nonce;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = (err?: Error) => {
      clearTimeout(timer);
      el.onload = el.onerror = null;
      if (err) reject(err);
      else resolve();
    };
    el.onload = () => done();
    el.onerror = () => done(new Error(`Failed to load ${src}`));
    if (timeoutMs) timer = setTimeout(() => done(new Error(`Timed out after ${timeoutMs} ms: ${src}`)), timeoutMs);
    document.head.appendChild(el);
  });
