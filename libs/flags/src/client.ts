import { InMemoryStorageProvider, UnleashClient, type IConfig, type IMutableContext, type IStorageProvider, type IToggle, type IVariant } from 'unleash-proxy-client';
import { applyOverrides, getOverrides, subscribeOverrides, type FlagOverrides } from './overrides.js';

export type { IToggle, IVariant, IMutableContext };

/** Spec section 9: flags refresh every 15 s; metrics every 30 s. */
export const FLAG_REFRESH_INTERVAL_S = 15;
export const FLAG_METRICS_INTERVAL_S = 30;

export interface FlagsClientOptions {
  /** The Unleash frontend API (or Edge) URL; a relative URL is resolved against the page's origin. */
  url: string;
  /** Sent in the `Authorization` header (`headerName` to change). */
  clientKey: string;
  appName: string;
  /**
   * Unleash context, sent as the query of every poll. For per-visitor stickiness give a persistent `sessionId` (a
   * visitor id) and, when signed in, `userId`; without `sessionId` the SDK makes one and keeps it in `storageProvider`
   * (localStorage in the browser), which is also stable per visitor.
   */
  context?: IMutableContext;
  environment?: string;
  /** Seconds between polls. Default 15. */
  refreshInterval?: number;
  /** Seconds between metric posts. Default 30. */
  metricsInterval?: number;
  /** Seconds before the first metric post (then every `metricsInterval`). Default 0: the first post after `metricsInterval`. */
  metricsIntervalInitial?: number;
  disableMetrics?: boolean;
  fetch?: typeof fetch;
  storageProvider?: IStorageProvider;
  /** Toggles known up front (e.g. fetched by the SSR server and dehydrated), so the first paint matches. */
  bootstrap?: IToggle[];
  headerName?: string;
  /** Apply local overrides (`jolda:flag-overrides`). Default: in the browser only. Overrides take effect at `start()`. */
  overrides?: boolean;
  /** Where overrides are read (default `window.localStorage`). */
  overridesStorage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
}

/**
 * `UnleashClient` with local overrides on top of the server's toggles. Overrides become active at `start()` (which
 * runs in an effect, after hydration), so server render and hydration agree; an `update` event then re-renders the
 * hooks. Metrics still count the server's decision.
 */
export class FlagsClient extends UnleashClient {
  private overridesActive = false;
  private unsubscribeOverrides: (() => void) | undefined;

  /** The config it was made with (the React provider reads `bootstrap` to know it is ready on the first render). */
  readonly config: IConfig;

  constructor(
    config: IConfig,
    private readonly overridesEnabled: boolean,
    private readonly overridesStorage: FlagsClientOptions['overridesStorage'],
  ) {
    super(config);
    this.config = config;
  }

  /** Active local overrides (empty before `start()` or when overrides are off). */
  getOverrides(): FlagOverrides {
    return this.overridesActive ? getOverrides(this.overridesStorage) : {};
  }

  /** The toggles as the server sent them (no overrides). */
  getServerToggles(): IToggle[] {
    return super.getAllToggles();
  }

  override getAllToggles(): IToggle[] {
    return applyOverrides(super.getAllToggles(), this.getOverrides());
  }

  override isEnabled(toggleName: string): boolean {
    const server = super.isEnabled(toggleName);
    return this.getOverrides()[toggleName] ?? server;
  }

  override getVariant(toggleName: string): IVariant {
    const variant = super.getVariant(toggleName);
    const o = this.getOverrides()[toggleName];
    return o === undefined ? variant : { ...variant, feature_enabled: o };
  }

  override async start(): Promise<void> {
    if (this.overridesEnabled && !this.overridesActive) {
      this.overridesActive = true;
      this.unsubscribeOverrides = subscribeOverrides(() => this.emit('update'));
      if (Object.keys(this.getOverrides()).length > 0) this.emit('update');
    }
    await super.start();
  }

  override stop(): void {
    super.stop();
    this.unsubscribeOverrides?.();
    this.unsubscribeOverrides = undefined;
    this.overridesActive = false;
  }
}

function absoluteUrl(url: string): string {
  if (/^[a-z][a-z\d+.-]*:\/\//i.test(url)) return url;
  const origin = typeof location !== 'undefined' ? location.origin : 'http://localhost';
  return new URL(url, origin).toString();
}

/**
 * Creates (does not start) the flags client. It polls `GET <url>?<context as query>` with the client key in the
 * `Authorization` header every `refreshInterval` s, posts `{ bucket: { start, stop, toggles: { name: { yes, no,
 * variants } } }, appName, instanceId }` to `<url>/client/metrics` every `metricsInterval` s, and emits `ready`,
 * `update`, `error` (also `init`, `recovered`, `sent`, `impression`). `FlagsProvider` starts and stops it; outside
 * React call `start()`/`stop()` yourself. On the server never start it (no polling per request): pass `bootstrap`.
 */
export function createFlagsClient(options: FlagsClientOptions): FlagsClient {
  const {
    url,
    clientKey,
    appName,
    context,
    environment,
    refreshInterval = FLAG_REFRESH_INTERVAL_S,
    metricsInterval = FLAG_METRICS_INTERVAL_S,
    metricsIntervalInitial = 0,
    disableMetrics,
    fetch: fetchImpl,
    storageProvider,
    bootstrap,
    headerName,
    overrides = typeof window !== 'undefined',
    overridesStorage,
  } = options;
  const config: IConfig = {
    url: absoluteUrl(url),
    clientKey,
    appName,
    refreshInterval,
    metricsInterval,
    metricsIntervalInitial,
    storageProvider: storageProvider ?? (typeof window === 'undefined' ? new InMemoryStorageProvider() : undefined),
    ...(context ? { context } : {}),
    ...(environment ? { environment } : {}),
    ...(disableMetrics !== undefined ? { disableMetrics } : {}),
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
    ...(bootstrap ? { bootstrap } : {}),
    ...(headerName ? { headerName } : {}),
  };
  return new FlagsClient(config, overrides, overridesStorage);
}
