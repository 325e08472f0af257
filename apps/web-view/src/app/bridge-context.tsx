import { createContext, useContext, useEffect, useRef } from 'react';
import type { Locale } from '@jolda/contracts';
import type { Bridge } from '../bridge/bridge';
import type { WebViewSession } from './session';

export interface ScreenContext {
  bridge: Bridge;
  locale: Locale;
  /** The locale-free path of the screen (`/web-view/…`). */
  pathname: string;
  session: WebViewSession;
}

const Context = createContext<ScreenContext | null>(null);
export const ScreenContextProvider = Context.Provider;

export function useScreen(): ScreenContext {
  const ctx = useContext(Context);
  if (!ctx) throw new Error('useScreen() outside the web-view app');
  return ctx;
}

/** `/web-view/x` in the screen's language (`/kk/web-view/x`). */
export function localHref(locale: Locale, path: string): string {
  return locale === 'kk' ? `/kk${path}` : path;
}

/**
 * Tells the app the screen is shown (`ready`, once) with its title, when `ready` is true: the data arrived, or the
 * screen knows it is not found or failed.
 */
export function useScreenReady(ready: boolean, title: string | null) {
  const { bridge, locale, pathname } = useScreen();
  const sent = useRef(false);
  useEffect(() => {
    if (!ready) return;
    if (title) void bridge.send('title', { title: title.slice(0, 200) });
    if (sent.current) return;
    sent.current = true;
    const search = window.location.search;
    void bridge.send('ready', { screen: localHref(locale, pathname) + search, locale });
  }, [ready, title, bridge, locale, pathname]);
}
