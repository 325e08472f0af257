import type { ComponentType } from 'react';
import type { Messages } from '@lingui/core';
import type { Locale } from '@jolda/contracts';
import { matchWebViewScreen, type WebViewScreenName } from '@jolda/api-client';

/** What a screen gets: its path parameters and the query string. */
export interface ScreenProps {
  params: readonly string[];
  search: URLSearchParams;
}

/** A screen's chunk: its component and, when its strings are a catalogue of their own, how to load that catalogue. */
export interface ScreenModule {
  default: ComponentType<ScreenProps>;
  loadMessages?: (locale: Locale) => Promise<{ messages: Messages }>;
}

export interface ScreenRoute {
  /** The screen's name (also its chunk's name, which `npm run bench` reports and the web server preloads). */
  name: WebViewScreenName;
  load: () => Promise<ScreenModule>;
}

/**
 * The screens, one chunk each (`src/screens/*.tsx`): the app opens a screen by its address, and a screen loads only its
 * own code. The addresses are `@jolda/api-client`'s `WEB_VIEW_SCREEN_PATHS` (the web server reads them too, to
 * preload the screen's chunk and data with the HTML).
 */
export const SCREENS: Readonly<Record<WebViewScreenName, () => Promise<ScreenModule>>> = {
  'car-info': () => import('../screens/car-info'),
  models: () => import('../screens/models'),
  detail: () => import('../screens/detail'),
  options: () => import('../screens/options'),
  benefits: () => import('../screens/benefits'),
  calculator: () => import('../screens/calculator'),
  marketing: () => import('../screens/marketing'),
  'video-detail': () => import('../screens/video-detail'),
  video: () => import('../screens/video'),
  compare: () => import('../screens/compare'),
  buy: () => import('../screens/buy'),
  'test-drive': () => import('../screens/test-drive'),
  'test-drive-mark': () => import('../screens/test-drive-mark'),
  'test-drive-model': () => import('../screens/test-drive-model'),
  'user-report': () => import('../screens/user-report'),
};

export function matchScreen(pathname: string): { route: ScreenRoute; params: string[] } | null {
  const m = matchWebViewScreen(pathname);
  return m ? { route: { name: m.name, load: SCREENS[m.name] }, params: m.params } : null;
}
