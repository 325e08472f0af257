import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider } from '@lingui/react';
import { vi } from 'vitest';
import { createHttp, HttpProvider } from '@jolda/api-client';
import { createMockAdapter, type MockHandler } from '@jolda/api-client/testing';
import { createI18nInstance } from '@jolda/i18n';
import type { Locale } from '@jolda/contracts';
import { createBridge } from '../bridge/bridge';
import { ScreenContextProvider } from '../app/bridge-context';
import type { WebViewSession } from '../app/session';

/**
 * A screen as the app shows it, for component tests: the API answered by `handler`, the bridge over a stand-in
 * React Native transport whose messages are in `sent`.
 */
export function renderScreen(ui: ReactNode, { locale = 'ru', pathname, handler }: { locale?: Locale; pathname: string; handler: MockHandler }) {
  const sent: Array<{ v: number; type: string; payload: Record<string, unknown> }> = [];
  const post = vi.fn((m: string) => void sent.push(JSON.parse(m) as (typeof sent)[number]));
  (window as unknown as { ReactNativeWebView?: unknown }).ReactNativeWebView = { postMessage: post };
  const bridge = createBridge(window, { warn: vi.fn() }, locale);
  const adapter = createMockAdapter(handler);
  const http = createHttp({ baseURL: 'http://localhost', getLocale: () => locale, getAccessToken: () => undefined, adapter, retryDelayMs: 0 });
  const session: WebViewSession = { accessToken: () => undefined, signedIn: () => false, settled: () => Promise.resolve() };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const i18n = createI18nInstance(locale, {});
  // Rendered by the runtime the screens ship with (Preact, through the aliases of vitest.config.ts).
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  root.render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <HttpProvider http={http}>
          <ScreenContextProvider value={{ bridge, locale, pathname, session }}>{ui}</ScreenContextProvider>
        </HttpProvider>
      </QueryClientProvider>
    </I18nProvider>,
  );
  return {
    container,
    sent,
    adapter,
    cleanup: () => {
      root.unmount();
      container.remove();
      bridge.dispose();
      delete (window as unknown as { ReactNativeWebView?: unknown }).ReactNativeWebView;
    },
  };
}
