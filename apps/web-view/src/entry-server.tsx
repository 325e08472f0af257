import { renderToString } from 'preact-render-to-string';
import type { VNode } from 'preact';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createHttp, HttpProvider } from '@jolda/api-client';
import type { Locale } from '@jolda/contracts';
import { createI18nInstance } from '@jolda/i18n';
import { App, loadScreen } from './App';
import { matchScreen } from './app/routes';
import { ScreenContextProvider } from './app/bridge-context';
import type { FirstData } from './app/first-data';
import type { Bridge } from './bridge/bridge';
import type { WebViewSession } from './app/session';

/**
 * The web views rendered by the site's web server (apps/web/server/web-view-page.ts; this file is built by
 * `vite build --ssr`, with the same Preact aliases as the bundle): the screen of the address with the first answers the
 * server fetched — the same ones it writes into the page as `wv-data`, which the bundle puts into its query cache
 * before it hydrates, so both renders see the same data and the markup matches. A screen whose data the server has not
 * got renders what the browser would render first (its loading state); the bundle then asks the API itself.
 *
 * Nothing here talks to the app: the bridge is a silent stand-in (effects, where screens send `ready`, never run on the
 * server) and the session only says whether the request came with a session cookie.
 */
export interface RenderRequest {
  /** The locale-free path (`/web-view/…`) and the query string (without `?`). */
  pathname: string;
  search: string;
  locale: Locale;
  data: readonly FirstData[];
  /** Whether the request carries a session (`access_token` cookie): the screens that differ for a signed-in user. */
  signedIn: boolean;
}

const silentBridge: Bridge = {
  transport: () => 'browser',
  send: async () => false,
  on: () => () => undefined,
  receive: async () => undefined,
  settled: async () => undefined,
  last: () => undefined,
  dispose: () => undefined,
};

/** The markup of `<div id="root">` for the address (an unknown screen renders the "no such screen" state). */
export async function render(req: RenderRequest): Promise<string> {
  const { messages } = (await import(`./locales/${req.locale}/messages.po`)) as { messages: Messages };
  const i18n = createI18nInstance(req.locale, messages);
  const match = matchScreen(req.pathname);
  const screen = match ? await loadScreen(match.route, i18n) : null;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
  for (const { key, data, at } of req.data) queryClient.setQueryData(key, data, { updatedAt: at });
  // Never asked: queries without server data stay pending (effects do not run here).
  const http = createHttp({ baseURL: 'http://web-view.invalid', getLocale: () => req.locale, getAccessToken: () => undefined });
  const session: WebViewSession = { accessToken: () => undefined, signedIn: () => req.signedIn, settled: async () => undefined };
  try {
    return renderToString(
      (
        <I18nProvider i18n={i18n}>
          <QueryClientProvider client={queryClient}>
            <HttpProvider http={http}>
              <ScreenContextProvider value={{ bridge: silentBridge, locale: req.locale, pathname: req.pathname, session }}>
                <App pathname={req.pathname} search={req.search ? `?${req.search}` : ''} screen={screen} />
              </ScreenContextProvider>
            </HttpProvider>
          </QueryClientProvider>
        </I18nProvider>
      ) as unknown as VNode,
    );
  } finally {
    queryClient.clear();
  }
}
