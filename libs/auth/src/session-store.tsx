import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { createStore, useStore, type StoreApi } from 'zustand';
import { COOKIE, readUserId, type CookieStore } from './cookies.js';
import { setAnalyticsUser } from './analytics.js';

/** Client UI state of the session (never server data: the profile lives in React Query). */
export interface SessionSnapshot {
  signedIn: boolean;
  userId: number | null;
}

export interface SessionState extends SessionSnapshot {
  setSession(next: SessionSnapshot): void;
  signOut(): void;
}

/** The session as the cookies say: signed in when `access_token` exists; the user id from the `user` cookie. */
export function sessionFromCookies(cookies: Pick<CookieStore, 'get'>): SessionSnapshot {
  const signedIn = Boolean(cookies.get(COOKIE.accessToken));
  return { signedIn, userId: signedIn ? readUserId(cookies) : null };
}

export type SessionStore = StoreApi<SessionState>;

export function createSessionStore(initial: SessionSnapshot = { signedIn: false, userId: null }): SessionStore {
  return createStore<SessionState>()((set) => ({
    ...initial,
    setSession: (next) => set({ signedIn: next.signedIn, userId: next.signedIn ? next.userId : null }),
    signOut: () => set({ signedIn: false, userId: null }),
  }));
}

const SessionStoreContext = createContext<SessionStore | null>(null);

/**
 * One store per provider mount: the server renders with `initial` taken from the request's cookies (after the token
 * cascade), the browser hydrates with the same value — so a signed-in user sees their header on the first paint and
 * no state leaks between server requests.
 */
export function SessionStoreProvider({ initial, children }: { initial: SessionSnapshot; children?: ReactNode }) {
  const [store] = useState(() => createSessionStore(initial));
  return <SessionStoreContext.Provider value={store}>{children}</SessionStoreContext.Provider>;
}

/** Selects from the session store of the nearest `SessionStoreProvider`. */
export function useSessionStore<T>(selector: (state: SessionState) => T): T {
  const store = useContext(SessionStoreContext);
  if (!store) throw new Error('useSessionStore() must be used inside <SessionStoreProvider>');
  return useStore(store, selector);
}

/** The store itself (for non-React code that holds a reference, e.g. sign-out handlers). */
export function useSessionStoreApi(): SessionStore {
  const store = useContext(SessionStoreContext);
  if (!store) throw new Error('useSessionStoreApi() must be used inside <SessionStoreProvider>');
  return store;
}

/** Hands the user id to analytics (browser, after mount) whenever it changes; `null` when signed out. */
export function useAnalyticsUser(userId: number | null | undefined): void {
  useEffect(() => {
    if (userId !== undefined) setAnalyticsUser(userId);
  }, [userId]);
}
