export {
  COOKIE,
  COOKIE_DEFAULTS,
  parseCookies,
  serializeCookie,
  createBrowserCookieStore,
  createServerCookieStore,
  createMemoryCookieStore,
  readUserId,
  writeUser,
  storeTokens,
  clearTokens,
  clearSession,
  type CookieName,
  type CookieOptions,
  type CookieStore,
  type ServerCookieStore,
} from './cookies.js';
export {
  isSignedIn,
  runTokenCascade,
  serverSessionApi,
  browserSessionApi,
  createGuardedReload,
  type CheckTokenOutcome,
  type IssuedTokens,
  type TokenCascadeApi,
  type TokenCascadeOptions,
  type TokenCascadeResult,
} from './session.js';
export {
  loginRedirectHref,
  safeRedirectTarget,
  stripLocalePrefix,
} from './auth-guard.js';
export {
  createSessionStore,
  sessionFromCookies,
  SessionStoreProvider,
  useSessionStore,
  useSessionStoreApi,
  useAnalyticsUser,
  type SessionSnapshot,
  type SessionState,
  type SessionStore,
} from './session-store.js';
export { profileQueries, PROFILE_PATH, type ProfileHttp } from './profile-queries.js';
export { onAnalyticsUser, setAnalyticsUser, resetAnalyticsUserForTests, type AnalyticsUserHandler } from './analytics.js';
