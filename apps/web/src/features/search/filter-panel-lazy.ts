import { preloadable, preloadOnServer } from '../../shared/preloadable';
import { MOBILE_BELOW } from '../device';

/**
 * The filter form is a chunk of its own (a phone's first load of a result list carries no form controls). On a wide
 * screen it is the sidebar, so it must arrive with the results: the server loads it before rendering, and the
 * browser's loader of /cars loads it alongside the results (`preloadFilterPanel`). When it came after the cards, the
 * sidebar was an empty grey box for 0.8–2.2 s (issue 23 item 3).
 */
export const FilterPanel = preloadable(() => import('./FilterPanel').then((m) => m.FilterPanel));
if (import.meta.env.SSR) preloadOnServer(FilterPanel);

/** In the browser on a screen wide enough for the sidebar: the filter form's chunk, for the loader to await. */
export function preloadFilterPanel(): Promise<void> {
  if (typeof window === 'undefined' || window.innerWidth < MOBILE_BELOW) return Promise.resolve();
  return FilterPanel.preload().catch(() => undefined); // offline: the page renders, the sidebar when its code comes
}
