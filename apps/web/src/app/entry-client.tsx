import { hydrateRoot } from 'react-dom/client';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { setupI18n } from '@lingui/core';
import { configureHttp, getHttp, readBrowserCookie } from '@jolda/api-client';
import { createAppRouter, createQueryClient } from './router';
import { createThemeStore } from '../features/shell/theme';

const boot = window.__JOLDA__;
if (!boot) throw new Error('The page was not rendered by the server');

const { locale } = boot;
const i18n = setupI18n({ locale, messages: { [locale]: boot.messages } });
configureHttp({
  baseURL: window.location.origin,
  getLocale: () => locale,
  getAccessToken: () => readBrowserCookie('access_token'),
});

const router = createAppRouter({
  queryClient: createQueryClient(),
  http: getHttp(),
  locale,
  i18n,
  boot,
  nonce: undefined,
  themeStore: createThemeStore(boot.theme),
  session: { isSignedIn: () => Boolean(readBrowserCookie('access_token')) },
});

hydrateRoot(document, <RouterClient router={router} />);
