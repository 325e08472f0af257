import { parseCookie, stringifySetCookie } from 'cookie';

/** Cookie names of the session and preferences (spec section 3). */
export const COOKIE = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  user: 'user',
  locale: 'locale',
  theme: 'theme',
  platform: 'platform',
} as const;
export type CookieName = (typeof COOKIE)[keyof typeof COOKIE];

export interface CookieOptions {
  /** Seconds; 0 or negative deletes. */
  maxAge?: number;
  expires?: Date;
  path?: string;
  domain?: string;
  sameSite?: 'lax' | 'strict' | 'none';
  secure?: boolean;
  httpOnly?: boolean;
}

const DAY = 24 * 60 * 60;

/**
 * Defaults per cookie. `access_token` is readable: its presence marks a signed-in visitor and the browser's Http sends
 * it as the bearer (spec). `refresh_token` is HttpOnly: only servers read it (SSR, and the API's cookie calls for the
 * browser). Both live as long as the refresh token: `storeTokens` gives them its remaining lifetime, the 30 days here
 * are the API's default for when none is known. `Secure` is added by the stores when the request or page is https.
 * Language cookie: 365 days, path /, sameSite lax (spec section 9).
 */
export const COOKIE_DEFAULTS: Record<CookieName, CookieOptions> = {
  access_token: { path: '/', sameSite: 'lax', maxAge: 30 * DAY },
  refresh_token: { path: '/', sameSite: 'lax', maxAge: 30 * DAY, httpOnly: true },
  user: { path: '/', sameSite: 'lax', maxAge: 60 * DAY },
  locale: { path: '/', sameSite: 'lax', maxAge: 365 * DAY },
  theme: { path: '/', sameSite: 'lax', maxAge: 365 * DAY },
  platform: { path: '/', sameSite: 'lax', maxAge: 365 * DAY },
};

/**
 * Parses a `Cookie` header (or `document.cookie`) with the `cookie` package (jshttp): the first occurrence of a name
 * wins, values are URI-decoded (kept as sent when not valid encoding); here, quotes around a value are dropped and a
 * part without a name is skipped, as before.
 */
export function parseCookies(header: string | null | undefined): Record<string, string> {
  if (!header) return {};
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(parseCookie(header))) {
    if (!name || value === undefined) continue; // `=x`: no name
    // RFC 6265 allows a value in double quotes; the package keeps them.
    out[name] = value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
  }
  return out;
}

/**
 * A `Set-Cookie` value (also what `document.cookie = …` takes), written by the `cookie` package (which refuses an
 * invalid name, domain or path). The value is URI-encoded; `sameSite: 'none'` implies `Secure`.
 */
export function serializeCookie(name: string, value: string, opts: CookieOptions = {}): string {
  if (opts.maxAge !== undefined && !Number.isFinite(opts.maxAge)) throw new TypeError('maxAge must be finite');
  return stringifySetCookie(
    {
      name,
      value,
      ...(opts.maxAge !== undefined ? { maxAge: Math.floor(opts.maxAge) } : {}),
      ...(opts.expires ? { expires: opts.expires } : {}),
      ...(opts.domain ? { domain: opts.domain } : {}),
      ...(opts.path ? { path: opts.path } : {}),
      ...(opts.httpOnly ? { httpOnly: true } : {}),
      ...(opts.secure || opts.sameSite === 'none' ? { secure: true } : {}),
      ...(opts.sameSite ? { sameSite: opts.sameSite } : {}),
    },
    { encode: encodeURIComponent },
  );
}

/** Read/write access to cookies; the same interface in the browser and on the server. */
export interface CookieStore {
  get(name: string): string | undefined;
  /** Options default to `COOKIE_DEFAULTS[name]` for known names. */
  set(name: string, value: string, opts?: CookieOptions): void;
  remove(name: string, opts?: CookieOptions): void;
}

/** What the server needs in addition: the Set-Cookie headers to send with the answer. */
export interface ServerCookieStore extends CookieStore {
  /** One `Set-Cookie` value per changed cookie (the last write of a name wins), in write order. */
  setCookieHeaders(): string[];
}

function optionsFor(name: string, opts: CookieOptions | undefined, secure: boolean | undefined): CookieOptions {
  const base = (COOKIE_DEFAULTS as Record<string, CookieOptions | undefined>)[name] ?? { path: '/', sameSite: 'lax' };
  return { ...base, ...(secure ? { secure: true } : {}), ...opts };
}

const removal = (opts: CookieOptions): CookieOptions => ({ ...opts, maxAge: 0, expires: new Date(0) });

/** The browser's store over `document.cookie`. `secure` defaults to whether the page is on https. */
export function createBrowserCookieStore(options: { doc?: Document; secure?: boolean } = {}): CookieStore {
  const doc = options.doc ?? document;
  const secure = options.secure ?? (typeof location !== 'undefined' && location.protocol === 'https:');
  return {
    get: (name) => parseCookies(doc.cookie)[name],
    set: (name, value, opts) => {
      doc.cookie = serializeCookie(name, value, optionsFor(name, opts, secure));
    },
    remove: (name, opts) => {
      doc.cookie = serializeCookie(name, '', removal(optionsFor(name, opts, secure)));
    },
  };
}

/**
 * The server's store for one request: reads the request's `Cookie` header, and writes are both visible to later
 * reads in the same request (so SSR renders with the new tokens) and recorded as `Set-Cookie` headers.
 */
export function createServerCookieStore(cookieHeader: string | null | undefined, options: { secure?: boolean } = {}): ServerCookieStore {
  const jar = new Map(Object.entries(parseCookies(cookieHeader)));
  const written = new Map<string, string>();
  const record = (name: string, header: string) => {
    written.delete(name); // keep write order: the last write moves to the end
    written.set(name, header);
  };
  return {
    get: (name) => jar.get(name),
    set: (name, value, opts) => {
      jar.set(name, value);
      record(name, serializeCookie(name, value, optionsFor(name, opts, options.secure)));
    },
    remove: (name, opts) => {
      jar.delete(name);
      record(name, serializeCookie(name, '', removal(optionsFor(name, opts, options.secure))));
    },
    setCookieHeaders: () => [...written.values()],
  };
}

/** A plain in-memory store (tests, web views without cookies). */
export function createMemoryCookieStore(initial: Record<string, string> = {}): CookieStore & { snapshot(): Record<string, string> } {
  const jar = new Map(Object.entries(initial));
  return {
    get: (n) => jar.get(n),
    set: (n, v) => void jar.set(n, v),
    remove: (n) => void jar.delete(n),
    snapshot: () => Object.fromEntries(jar),
  };
}

// --- session cookies --------------------------------------------------------------------------------------------

/**
 * The id of the stored user. The `user` cookie holds the profile as JSON (`{"id":12,…}`); only `id` is read. A bare
 * number is accepted too.
 */
export function readUserId(cookies: Pick<CookieStore, 'get'>): number | null {
  const raw = cookies.get(COOKIE.user);
  if (!raw) return null;
  let id: unknown = raw;
  try {
    const parsed: unknown = JSON.parse(raw);
    id = parsed && typeof parsed === 'object' ? (parsed as { id?: unknown }).id : parsed;
  } catch {
    /* not JSON */
  }
  const n = typeof id === 'number' ? id : typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** Stores the user cookie (only the id is kept: the profile itself is server data, fetched when needed). */
export function writeUser(cookies: CookieStore, user: { id: number }): void {
  cookies.set(COOKIE.user, JSON.stringify({ id: user.id }));
}

/** Stores a pair (servers only: the browser cannot write an HttpOnly cookie), both for the refresh token's lifetime. */
export function storeTokens(
  cookies: CookieStore,
  pair: { access_token: string; refresh_token: string; refresh_expires_in?: number },
): void {
  const lifetime = pair.refresh_expires_in !== undefined ? { maxAge: pair.refresh_expires_in } : {};
  cookies.set(COOKIE.accessToken, pair.access_token, lifetime);
  cookies.set(COOKIE.refreshToken, pair.refresh_token, lifetime);
}

export function clearTokens(cookies: CookieStore): void {
  cookies.remove(COOKIE.accessToken);
  cookies.remove(COOKIE.refreshToken);
}

/** Signing out: tokens and the stored user. */
export function clearSession(cookies: CookieStore): void {
  clearTokens(cookies);
  cookies.remove(COOKIE.user);
}
