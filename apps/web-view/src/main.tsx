import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { configureHttp, getHttp, HttpProvider, readBrowserCookie } from '@jolda/api-client';
import { createI18nInstance, splitLocale } from '@jolda/i18n';
import { App } from './App';

/**
 * The native app's web views: the locale comes from the path (`/kk/web-view/…`), the theme from the
 * `theme` cookie the app sets, data from the same API through the shared client.
 */
async function start() {
  const { locale, pathname } = splitLocale(window.location.pathname);
  document.documentElement.lang = locale;
  const theme = readBrowserCookie('theme');
  document.documentElement.dataset['theme'] = theme === 'light' || theme === 'dark' ? theme : 'system';
  document.cookie = 'platform=web-view; Path=/; SameSite=Lax';

  const { messages } = (await import(`./locales/${locale}/messages.po`)) as { messages: Messages };
  const i18n = createI18nInstance(locale, messages);
  configureHttp({
    baseURL: window.location.origin,
    getLocale: () => locale,
    getAccessToken: () => readBrowserCookie('access_token'),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <HttpProvider http={getHttp()}>
            <App pathname={pathname} locale={locale} />
          </HttpProvider>
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>,
  );
}

void start();
