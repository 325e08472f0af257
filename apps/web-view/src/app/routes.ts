import type { ComponentType } from 'react';
import type { Messages } from '@lingui/core';
import type { Locale } from '@jolda/contracts';

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
  /** The screen's name (also its chunk's name, which `npm run bench` reports). */
  name: string;
  /** The locale-free path, `/web-view/…`; groups are `params`. */
  pattern: RegExp;
  load: () => Promise<ScreenModule>;
}

const ID = '([1-9]\\d{0,9})';
const OD = '/web-view/online-dealer';
const route = (name: string, path: string, load: ScreenRoute['load']): ScreenRoute => ({ name, pattern: new RegExp(`^${path}/?$`), load });

/**
 * The screens, one chunk each (`src/screens/*.tsx`): the app opens a screen by its address, and a screen loads only its
 * own code. The first match wins.
 */
export const SCREENS: readonly ScreenRoute[] = [
  route('car-info', `/web-view/car-info/${ID}`, () => import('../screens/car-info')),
  route('models', `${OD}(?:/models)?`, () => import('../screens/models')),
  route('detail', `${OD}/detail/${ID}`, () => import('../screens/detail')),
  route('options', `${OD}/detail/options`, () => import('../screens/options')),
  route('benefits', `${OD}/detail/benefits`, () => import('../screens/benefits')),
  route('calculator', `${OD}/detail/calculator`, () => import('../screens/calculator')),
  route('marketing', `${OD}/detail/marketing`, () => import('../screens/marketing')),
  route('video-detail', `${OD}/detail/video/${ID}`, () => import('../screens/video-detail')),
  route('video', `${OD}/video`, () => import('../screens/video')),
  route('compare', `${OD}/compare/${ID}`, () => import('../screens/compare')),
  route('buy', `${OD}/buy`, () => import('../screens/buy')),
  route('test-drive', `${OD}/test-drive`, () => import('../screens/test-drive')),
  route('test-drive-mark', `${OD}/test-drive/mark`, () => import('../screens/test-drive-mark')),
  route('test-drive-model', `${OD}/test-drive/model`, () => import('../screens/test-drive-model')),
  route('user-report', `${OD}/userReport`, () => import('../screens/user-report')),
];

export function matchScreen(pathname: string): { route: ScreenRoute; params: string[] } | null {
  for (const r of SCREENS) {
    const m = r.pattern.exec(pathname);
    if (m) return { route: r, params: m.slice(1).filter((x): x is string => x !== undefined) };
  }
  return null;
}
