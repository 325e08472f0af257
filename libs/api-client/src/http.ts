import axios, {
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosError,
  type AxiosInstance,
  type AxiosRequestConfig,
  type InternalAxiosRequestConfig,
} from 'axios';
import { DEFAULT_LOCALE, type Locale } from '@jolda/contracts';
import { ApiRequestError, CLIENT_ERROR_CODES, readRequestId, toApiRequestError } from './errors.js';

export interface HttpLogger {
  error(msg: string, meta?: object): void;
}

export interface HttpOptions {
  /** SSR: the internal API address (`API_INTERNAL_URL`); browser: the public origin (`''` = same origin). */
  baseURL: string;
  /** Active locale, sent as `Accept-Language` on every call. */
  getLocale: () => Locale;
  /** The `access_token` cookie's value (browser: `document.cookie`; SSR: the request's cookie store). */
  getAccessToken: () => string | undefined;
  /** Where failed calls are logged (5xx, 429, network errors and timeouts; not the 4xx the caller handles). Default: `console.error`. */
  logger?: HttpLogger;
  /** Upper bound of the wait before the one retry, also for `Retry-After`. Default 2000 ms. */
  retryDelayCapMs?: number;
  /** Wait before the retry when the answer has no `Retry-After`. Default 250 ms (never above the cap). */
  retryDelayMs?: number;
  /** Request timeout. Default 15000 ms. */
  timeoutMs?: number;
  /** Retry a 429 once after its `Retry-After` (default true). The server render answers the visitor with a 429 page instead. */
  retryRateLimited?: boolean;
  /** Custom axios adapter (tests use a mock; no network). */
  adapter?: AxiosAdapter;
  /**
   * Ask for uncompressed answers (`Accept-Encoding: identity`). For the server's calls to the API on the same
   * machine or network: compressing and inflating every answer costs both processes CPU and saves no time.
   */
  uncompressed?: boolean;
  /**
   * Follow redirects (default true). The server's calls to its own API never meet one: without it axios uses Node's
   * `http` directly instead of wrapping every request in `follow-redirects` (~0.2 ms of each SSR page's three calls).
   */
  followRedirects?: boolean;
}

/** Per-call options: axios config minus what the Http owns. */
export type RequestConfig = Omit<AxiosRequestConfig, 'url' | 'method' | 'data' | 'baseURL' | 'adapter'>;

/**
 * A lazy GET: it starts at once and never throws synchronously, so a loader can hand `promise` to the page (or to
 * React Query) without awaiting it — the page renders immediately and fills in when the answer arrives.
 * `promise` rejects with `ApiRequestError` (already marked handled, so an ignored lazy call causes no
 * unhandled-rejection noise); `cancel()` aborts it (the promise then rejects with code `canceled`).
 */
export interface LazyRequest<T> {
  promise: Promise<T>;
  cancel(): void;
}

export interface Http {
  /** The underlying axios instance (interceptors installed). Prefer the typed methods. */
  readonly instance: AxiosInstance;
  /** The locale calls are made in; query factories put it in their keys. */
  getLocale(): Locale;
  /** Each method resolves with the response body and rejects with `ApiRequestError`. */
  get<T = unknown>(url: string, config?: RequestConfig): Promise<T>;
  post<T = unknown>(url: string, body?: unknown, config?: RequestConfig): Promise<T>;
  put<T = unknown>(url: string, body?: unknown, config?: RequestConfig): Promise<T>;
  delete<T = unknown>(url: string, config?: RequestConfig): Promise<T>;
  lazyGet<T = unknown>(url: string, config?: RequestConfig): LazyRequest<T>;
}

// ---------------------------------------------------------------------------------------------------------------
// Pure rules (exported for tests and for anyone who needs the same decision)

/**
 * Whether the bearer token goes on a call to `path`: always, except to paths containing `newauto` — unless the
 * path also contains `get-sign-link`. (Spec section 7, "General helper".)
 */
export function shouldAttachToken(path: string): boolean {
  return !path.includes('newauto') || path.includes('get-sign-link');
}

export const RETRY_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
export const MAX_RETRIES = 1;

/**
 * Whether a failed call is retried: only GET/HEAD/OPTIONS, only on 408, 409, 425, 429, 500, 502, 503, 504, and only
 * once (`attempt` = retries already made, 0 after the first failure). Never POST, PUT, PATCH, DELETE.
 */
export function shouldRetry(method: string | undefined, status: number | null | undefined, attempt: number): boolean {
  if (attempt >= MAX_RETRIES) return false;
  if (status == null || !RETRY_STATUSES.has(status)) return false;
  return RETRY_METHODS.has((method ?? 'GET').toUpperCase());
}

/**
 * Milliseconds to wait per a `Retry-After` header (delta-seconds or an HTTP date), or `undefined` when absent or
 * unreadable. Never negative; not capped (see `retryDelay`).
 */
export function parseRetryAfter(value: string | null | undefined, now: number = Date.now()): number | undefined {
  if (value == null) return undefined;
  const v = value.trim();
  if (v === '') return undefined;
  if (/^\d+(\.\d+)?$/.test(v)) return Math.round(Number(v) * 1000);
  const at = Date.parse(v);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, at - now);
}

/** The wait before the retry: `Retry-After` when given, else `fallbackMs`; always within `[0, capMs]`. */
export function retryDelay(retryAfter: string | null | undefined, capMs: number, fallbackMs: number, now?: number): number {
  const wanted = parseRetryAfter(retryAfter, now) ?? fallbackMs;
  return Math.max(0, Math.min(wanted, capMs));
}

/** Whether `url` goes to the Http's own API (relative, or same origin as `baseURL`) — tokens never leave it. */
export function isOwnApiUrl(url: string, baseURL: string): boolean {
  if (!/^[a-z][a-z\d+.-]*:|^\/\//i.test(url)) return true; // relative
  try {
    const target = new URL(url);
    const base = baseURL ? new URL(baseURL) : typeof location !== 'undefined' ? new URL(location.href) : null;
    return base !== null && target.origin === base.origin;
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------------------------------------------------------

interface RetryState {
  /** Retries made so far for this call. */
  __joldaRetries?: number;
}

const consoleLogger: HttpLogger = {
  error: (msg, meta) => console.error(msg, meta),
};

const sleep = (ms: number, signal?: AbortSignal | null) =>
  new Promise<void>((resolve) => {
    if (ms <= 0) return resolve();
    const t = setTimeout(resolve, ms);
    signal?.addEventListener?.('abort', () => {
      clearTimeout(t);
      resolve();
    });
  });

export function createHttp(options: HttpOptions): Http {
  const {
    baseURL,
    getLocale,
    getAccessToken,
    logger = consoleLogger,
    retryDelayCapMs = 2000,
    retryDelayMs = 250,
    timeoutMs = 15_000,
    adapter,
    uncompressed = false,
    followRedirects = true,
    retryRateLimited = true,
  } = options;

  const instance = axios.create({
    baseURL,
    timeout: timeoutMs,
    headers: { Accept: 'application/json', ...(uncompressed ? { 'Accept-Encoding': 'identity' } : {}) },
    ...(followRedirects ? {} : { maxRedirects: 0 }),
    ...(adapter ? { adapter } : {}),
  });

  const locale = (): Locale => {
    try {
      return getLocale() ?? DEFAULT_LOCALE;
    } catch {
      return DEFAULT_LOCALE;
    }
  };

  instance.interceptors.request.use((config: InternalAxiosRequestConfig) => {
    const headers = AxiosHeaders.from(config.headers);
    headers.set('Accept-Language', locale());
    const url = config.url ?? '';
    // An explicit Authorization header (e.g. check-token with a given token) wins.
    if (!headers.has('Authorization') && shouldAttachToken(url) && isOwnApiUrl(url, config.baseURL ?? baseURL)) {
      const token = getAccessToken();
      if (token) headers.set('Authorization', `Bearer ${token}`);
    }
    config.headers = headers;
    return config;
  });

  instance.interceptors.response.use(undefined, async (err: AxiosError) => {
    const config = err.config as (InternalAxiosRequestConfig & RetryState) | undefined;
    const status = err.response?.status ?? null;
    const attempt = config?.__joldaRetries ?? 0;
    if (config && !axios.isCancel(err) && (retryRateLimited || status !== 429) && shouldRetry(config.method, status, attempt)) {
      config.__joldaRetries = attempt + 1;
      const wait = retryDelay(
        readRetryAfter(err.response?.headers),
        retryDelayCapMs,
        Math.min(retryDelayMs, retryDelayCapMs),
      );
      await sleep(wait, config.signal as AbortSignal | undefined);
      return instance.request(config);
    }
    // Final failure (the retried request's own failure passes here too, with retries = 1): log once, then reject.
    const apiError = toApiRequestError(err);
    // A 4xx other than 429 is an answer the caller handles (a missing car is the page's 404, a refused field is shown
    // next to it) and the API logs it with its request id: logged here, every such page wrote an error line.
    const answered = apiError.status !== null && apiError.status >= 400 && apiError.status < 500 && apiError.status !== 429;
    if (!apiError.isCanceled && !answered) {
      logger.error('API request failed', {
        method: apiError.method,
        url: apiError.url,
        status: apiError.status,
        code: apiError.code,
        requestId: apiError.requestId ?? readRequestId(err.response?.headers),
        retried: attempt > 0,
      });
    }
    throw apiError;
  });

  const unwrap = <T>(p: Promise<{ data: T }>): Promise<T> =>
    p.then(
      (r) => r.data,
      (e: unknown) => {
        throw toApiRequestError(e);
      },
    );

  const http: Http = {
    instance,
    getLocale: locale,
    get: (url, config) => unwrap(instance.get(url, config)),
    post: (url, body, config) => unwrap(instance.post(url, body, config)),
    put: (url, body, config) => unwrap(instance.put(url, body, config)),
    delete: (url, config) => unwrap(instance.delete(url, config)),
    lazyGet<T>(url: string, config?: RequestConfig): LazyRequest<T> {
      const controller = new AbortController();
      const outer = config?.signal as AbortSignal | undefined;
      if (outer) {
        if (outer.aborted) controller.abort();
        else outer.addEventListener('abort', () => controller.abort(), { once: true });
      }
      let promise: Promise<T>;
      try {
        promise = unwrap<T>(instance.get<T>(url, { ...config, signal: controller.signal }));
      } catch (e) {
        promise = Promise.reject(toApiRequestError(e));
      }
      promise.catch(() => undefined); // handled here; callers still see the rejection on `promise`
      return { promise, cancel: () => controller.abort() };
    },
  };
  return http;
}

function readRetryAfter(headers: unknown): string | undefined {
  if (!headers || typeof headers !== 'object') return undefined;
  const h = headers as { get?: (n: string) => unknown } & Record<string, unknown>;
  const v = typeof h.get === 'function' ? h.get('retry-after') : (h['retry-after'] ?? h['Retry-After']);
  return v == null ? undefined : String(v);
}

// ---------------------------------------------------------------------------------------------------------------
// The browser's default instance. The SSR server must NOT use it: it creates one Http per request.

let browserHttp: Http | undefined;

/** Configures (or replaces) the browser's default Http. Call once at client startup. */
export function configureHttp(opts: HttpOptions): Http {
  browserHttp = createHttp(opts);
  return browserHttp;
}

/** The default Http configured by `configureHttp`; throws if it was not configured. */
export function getHttp(): Http {
  if (!browserHttp) {
    throw new Error('@jolda/api-client: getHttp() called before configureHttp() (on the server, create one Http per request)');
  }
  return browserHttp;
}

/** Test helper: forget the default instance. */
export function resetHttpForTests(): void {
  browserHttp = undefined;
}

let parsedCookies: { raw: string; values: Map<string, string> } | undefined;

/**
 * Reads a cookie from `document.cookie` (browser only; `undefined` on the server). The parse is kept until the cookie
 * string changes: hooks read the session cookie on every render of every card.
 */
export function readBrowserCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const raw = document.cookie;
  if (parsedCookies?.raw !== raw) {
    const values = new Map<string, string>();
    for (const part of raw.split(';')) {
      const i = part.indexOf('=');
      if (i < 0) continue;
      const key = part.slice(0, i).trim();
      if (values.has(key)) continue; // the first (most specific path) wins, as before
      const value = part.slice(i + 1).trim();
      try {
        values.set(key, decodeURIComponent(value));
      } catch {
        values.set(key, value);
      }
    }
    parsedCookies = { raw, values };
  }
  return parsedCookies.values.get(name);
}

export { ApiRequestError, CLIENT_ERROR_CODES };
