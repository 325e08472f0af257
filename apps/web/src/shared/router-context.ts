import type { QueryClient } from '@tanstack/react-query';
import type { I18n } from '@lingui/core';
import type { Locale } from '@jolda/contracts';
import type { Http } from '@jolda/api-client';
import type { BootData } from './boot';
import type { ThemeStore } from './theme';

/** A model as the catalogue names it: what the model-redirect step compares a model segment with. */
export interface CatalogModelRef {
  id: number;
  slug: string;
  name: string;
}

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
  /**
   * Server only: a loader may set the page's HTTP status (e.g. 403 for someone else's announcement); the search's
   * deep-link step asks for the remembered city to be forgotten (`forgetCity`: the answer clears the `city` cookie).
   */
  response?: { status?: number; forgetCity?: boolean };
  /**
   * Server only: a brand's models (id, slug, name) as the web server keeps them in memory (preloaded from the API,
   * refreshed every few minutes); null while it has none for the brand. Lets a render skip the API call for them.
   */
  catalogModels?: (brand: string) => readonly CatalogModelRef[] | null;
}
