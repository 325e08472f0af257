import { readBrowserCookie } from '@jolda/api-client';
import type { Locale } from '@jolda/contracts';
import type { Bridge } from '../bridge/bridge';
import type { FromAppPayload } from '../bridge/messages';

/** The theme: the app's message, else the `theme` cookie it sets, else the system's. */
export function applyTheme(root: HTMLElement, theme: 'light' | 'dark' | null): void {
  const cookie = readBrowserCookie('theme');
  const chosen = theme ?? (cookie === 'light' || cookie === 'dark' ? cookie : 'system');
  root.dataset['theme'] = chosen;
  root.style.colorScheme = chosen === 'system' ? 'light dark' : chosen;
}

/** The app's safe-area insets as CSS variables (`--wv-inset-top` …), which the screens' padding keeps clear. */
export function applyInsets(root: HTMLElement, insets: FromAppPayload<'insets'>): void {
  for (const side of ['top', 'right', 'bottom', 'left'] as const) root.style.setProperty(`--wv-inset-${side}`, `${insets[side]}px`);
}

/** The app switched its language: the same screen in the other one (the page is the language's). */
export function switchLocale(location: Pick<Location, 'pathname' | 'search' | 'replace'>, current: Locale, next: Locale): void {
  if (next === current) return;
  const bare = location.pathname.replace(/^\/kk(?=\/)/, '');
  location.replace(`${next === 'kk' ? `/kk${bare}` : bare}${location.search}`);
}

/** Back pressed in the app: a step inside the screen (pushed with `{ wvStep }`) goes back; else the app closes the screen. */
export function handleBack(history: Pick<History, 'state' | 'back'>, bridge: Pick<Bridge, 'send'>): void {
  const state = history.state as { wvStep?: unknown } | null;
  if (state && state.wvStep !== undefined) history.back();
  else void bridge.send('close', {});
}
