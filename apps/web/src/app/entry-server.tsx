import { createRequestHandler, renderRouterToStream, RouterServer } from '@tanstack/react-router/ssr/server';
import { setupI18n } from '@lingui/core';
import { authApi, createHttp } from '@jolda/api-client';
import { createServerCookieStore, runTokenCascade } from '@jolda/auth';
import { splitLocale } from '@jolda/i18n';
import { createAppRouter, createQueryClient } from './router';
import { createThemeStore } from '../features/shell/theme';
import { loadMessages } from './i18n';
import { DEV_ASSETS, readProductionAssets } from './assets.server';
import type { BootData, ThemePreference } from './boot';

const production = import.meta.env.PROD;
const built = production ? readProductionAssets() : { assets: DEV_ASSETS, buildId: 'dev' };
const apiInternalUrl = process.env.API_INTERNAL_URL ?? 'http://127.0.0.1:3001';
const publicOrigin = process.env.PUBLIC_ORIGIN;

function themeFrom(value: string | undefined): ThemePreference {
  return value === 'light' || value === 'dark' ? value : 'system';
}

export async function render({ request, nonce }: { request: Request; nonce?: string }): Promise<Response> {
  const url = new URL(request.url);
  const cookies = createServerCookieStore(request.headers.get('cookie'), { secure: url.protocol === 'https:' });
  const { locale } = splitLocale(url.pathname);
  const messages = await loadMessages(locale);
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  const http = createHttp({
    baseURL: apiInternalUrl,
    getLocale: () => locale,
    getAccessToken: () => cookies.get('access_token'),
  });
  // The spec's startup token check, from the request's cookies, so a signed-in visitor sees their own
  // header on the first paint. Codes 7 and a failed refresh render the page as anonymous.
  const session = await runTokenCascade({
    cookies,
    api: {
      checkToken: (token) => authApi.checkToken(http, token),
      refreshToken: (refresh) => authApi.refreshToken(http, refresh),
    },
    reload: () => undefined,
  });
  const signedIn = session === 'valid' || session === 'refreshed';
  const boot: BootData = {
    locale,
    messages,
    theme: themeFrom(cookies.get('theme')),
    assets: built.assets,
    origin: publicOrigin ?? url.origin,
    buildId: built.buildId,
    signedIn,
  };

  const handler = createRequestHandler({
    request,
    createRouter: () =>
      createAppRouter({ queryClient: createQueryClient(), http, locale, i18n, boot, nonce, themeStore: createThemeStore(boot.theme),
        session: { isSignedIn: () => signedIn },
      }),
  });
  return handler(({ request: req, responseHeaders, router }) => {
    for (const header of cookies.setCookieHeaders()) responseHeaders.append('set-cookie', header);
    return renderRouterToStream({ request: req, responseHeaders, router, children: <RouterServer router={router} /> });
  });
}
