import { splitLocale } from '@jolda/i18n';

/**
 * True when this document is the precached offline page served by the service worker for another address (a
 * navigation that failed without a network). Such a page must not be hydrated: the router would try to load the
 * requested route, whose data cannot be fetched. Instead "Try again" and the `online` event reload the address.
 */
export function isOfflineFallback(): boolean {
  return (
    document.querySelector('[data-offline-page]') !== null &&
    splitLocale(window.location.pathname).pathname !== '/offline'
  );
}

export function handleOfflineFallback(): void {
  const retry = () => window.location.reload();
  window.addEventListener('online', retry, { once: true });
  document.querySelector('[data-offline-retry]')?.addEventListener('click', retry);
}
