import { preloadable, preloadOnServer } from '../../shared/preloadable';

/**
 * The owner's panel of the car page is a chunk of its own: only the owner of an announcement ever runs it, so a
 * buyer's first JavaScript does not carry the price form, the raise and "sold" dialogs. The server loads it before
 * rendering (an owner's page has it in its HTML; the chunk is fetched by no one else), and the browser's loader of the
 * car page loads it when the API says the viewer is the owner.
 */
export const OwnerPanel = preloadable(() => import('./OwnerPanel').then((m) => m.OwnerPanel));
if (import.meta.env.SSR) preloadOnServer(OwnerPanel);

/** In the browser: the panel's chunk, for the loader to await when the viewer owns the announcement. */
export function preloadOwnerPanel(): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  return OwnerPanel.preload().catch(() => undefined); // offline: the page renders, the panel when its code comes
}
