import type { QueryClient } from '@tanstack/react-query';
import type { I18n } from '@lingui/core';
import type { Locale } from '@jolda/contracts';
import type { Http } from '@jolda/api-client';
import type { BootData } from './boot';
import type { ThemeStore } from './theme';

/**
 * What every route's loader, `beforeLoad` and `head` get (`context`), and what components read with
 * `useRouteContext`. Made per SSR request and once in the browser (`app/entry-*.tsx`); below the features, so a feature
 * names it without importing the app.
 */
export interface RouterContext {
  queryClient: QueryClient;
  http: Http;
  locale: Locale;
  i18n: I18n;
  boot: BootData;
  nonce: string | undefined;
  themeStore: ThemeStore;
  /** Signed in = an `access_token` cookie is present (spec section 6). */
  session: { isSignedIn: () => boolean };
  /** Server only: the page's assets with those of the matched routes' code-split components added. */
  routeAssets?: (assets: BootData['assets'], routeIds: string[]) => BootData['assets'];
  /** Server only: a loader may set the page's HTTP status (e.g. 403 for someone else's announcement). */
  response?: { status?: number };
}
