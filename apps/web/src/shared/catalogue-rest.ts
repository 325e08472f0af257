/**
 * The rest of the locale's catalogue in the browser (app/catalogue-parts.ts): a page of a core route hydrates with the
 * core part; the rest is loaded once it is idle, and a client-side navigation (which may show another page's words)
 * waits for it first (the root route's `beforeLoad`). On the server, and in a page that loaded the whole catalogue, it
 * is there already.
 */
let load: (() => Promise<void>) | null = null;
let pending: Promise<void> | null = null;

/** The entry's loader of the rest (merged into the page's messages); none: nothing to wait for. */
export function setRestCatalogueLoader(loader: (() => Promise<void>) | null): void {
  load = loader;
  pending = null;
}

/** Resolves once the whole catalogue is loaded (starting the load if needed); a failed load may be retried by the next call. */
export function restCatalogue(): Promise<void> {
  if (!load) return Promise.resolve();
  return (pending ??= load().then(
    () => {
      load = null;
    },
    (e: unknown) => {
      pending = null;
      throw e;
    },
  ));
}
