import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { configureHttp, getHttp, HttpProvider } from '@jolda/api-client';
import { createI18nInstance, splitLocale } from '@jolda/i18n';
import { App, loadScreen } from './App';
import { matchScreen } from './app/routes';
import { createBridge } from './bridge/bridge';
import { ScreenContextProvider } from './app/bridge-context';
import { startSession, type WebViewSession } from './app/session';
import { readFirstData } from './app/first-data';
import { applyInsets, applyTheme, handleBack, switchLocale } from './app/app-messages';

/**
 * The native app's web views. The locale comes from the path (`/kk/web-view/…`; the server already wrote
 * `<html lang>`), the theme from the app (`theme` message, or the `theme` cookie it sets), the session from the app
 * (`session` message, or its cookies), data from the same API through the shared client.
 */
async function start() {
  const { locale, pathname } = splitLocale(window.location.pathname);
  document.documentElement.lang = locale;
  document.cookie = 'platform=web-view; Path=/; SameSite=Lax';
  const bridge = createBridge(window, console, locale);
  applyTheme(document.documentElement, null);
  bridge.on('theme', ({ theme }) => applyTheme(document.documentElement, theme));
  bridge.on('insets', (insets) => applyInsets(document.documentElement, insets));
  bridge.on('locale', ({ locale: next }) => switchLocale(window.location, locale, next));
  bridge.on('back', () => handleBack(window.history, bridge));

  // The catalogue and the screen's chunk at once (the server preloads both with the page), the screen before the first
  // render: it then paints its content (the server put its data into the page), not a skeleton first.
  const match = matchScreen(pathname);
  const chunk = match?.route.load();
  const { messages } = (await import(`./locales/${locale}/messages.po`)) as { messages: Messages };
  const i18n = createI18nInstance(locale, messages);
  const screen = match && chunk ? await loadScreen({ ...match.route, load: () => chunk }, i18n).catch(() => null) : null;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
  // The screen's first data, fetched by the web server with the page (apps/web/server/web-view-page.ts).
  for (const { key, data, at } of readFirstData(document)) queryClient.setQueryData(key, data, { updatedAt: at });
  let session: WebViewSession | null = null;
  configureHttp({ baseURL: window.location.origin, getLocale: () => locale, getAccessToken: () => session?.accessToken() });
  session = startSession(bridge, () => void queryClient.invalidateQueries(), () => window.location.pathname + window.location.search);

  const tree = (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <HttpProvider http={getHttp()}>
            <ScreenContextProvider value={{ bridge, locale, pathname, session }}>
              <App pathname={pathname} search={window.location.search} screen={screen} />
            </ScreenContextProvider>
          </HttpProvider>
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>
  );
  // The web server rendered the screen with the same data (apps/web-view/src/entry-server.tsx): it is hydrated, and the
  // screen says `ready` from its effects, which run after that. A page without markup (a server without the server
  // build) is rendered here.
  const root = document.getElementById('root')!;
  if (root.firstElementChild) hydrateRoot(root, tree);
  else createRoot(root).render(tree);
  // The screen answers taps from here on (before, a link is only a link): what the e2e tests wait for.
  document.documentElement.dataset['hydrated'] = '';
}

void start();
