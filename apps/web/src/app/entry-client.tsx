// First: zod's settings for the whole page before any chunk builds a schema (see the module).
import './zod-jitless';
import { hydrateRoot } from 'react-dom/client';
import type { Messages } from '@lingui/core';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { createI18nInstance } from '@jolda/i18n';
import { configureHttp, getHttp, readBrowserCookie } from '@jolda/api-client';
import { createAppRouter, createQueryClient } from './router';
import { createThemeStore } from '../shared/theme';
import { startDelivery } from '../features/delivery/start-client';
import { reloadOnce } from '../features/delivery/reload';
import { registerServiceWorker, trackInstallState } from '../features/pwa/register-pwa';
import { handleOfflineFallback, isOfflineFallback } from '../features/pwa/offline-fallback';
import type { BootData } from '../shared/boot';
import { loadMessages } from './i18n';
import { restCatalogue, setRestCatalogueLoader } from '../shared/catalogue-rest';

function start(boot: BootData, messages: Messages) {
  const { locale } = boot;
  const i18n = createI18nInstance(locale, messages);
  configureHttp({
    baseURL: window.location.origin,
    getLocale: () => locale,
    getAccessToken: () => readBrowserCookie('access_token'),
  });

  const router = createAppRouter({
    queryClient: createQueryClient(),
    http: getHttp(),
    locale,
    i18n,
    boot,
    nonce: undefined,
    themeStore: createThemeStore(boot.theme),
    session: { isSignedIn: () => Boolean(readBrowserCookie('access_token')) },
  });

  // PWA: install prompt and display mode tracked; the service worker exists in production builds only. It is
  // registered once the page is hydrated and idle: installing it precaches the offline page's files and makes the
  // browser lay the page out again ("fonts changed"), neither of which should share the first load's main thread.
  // (The service worker's offline page, never hydrated, registers at once.)
  trackInstallState();
  const offline = isOfflineFallback();
  if (import.meta.env.PROD) {
    if (offline) registerServiceWorker(reloadOnce);
    else whenHydratedAndIdle(() => registerServiceWorker(reloadOnce));
  }

  if (offline) {
    // The service worker's offline page under another address: left static (see features/pwa/offline-fallback.ts).
    handleOfflineFallback();
  } else {
    startDelivery(router, boot);
    // The server's HTML is painted first, then hydrated: a frame callback runs just before the next paint and a task
    // queued from it just after. Hydration itself stays one task: hydrating inside startTransition (time-sliced) was
    // tried and lost a click on a link that landed mid-hydration (React replays it with its default prevented). Text
    // typed before hydration is kept (`@jolda/ui` Input). A hidden tab gets no frames: at once.
    const hydrate = () => {
      hydrateRoot(document, <RouterClient router={router} />);
    };
    if (document.visibilityState === 'hidden') hydrate();
    else requestAnimationFrame(() => setTimeout(hydrate, 0));
  }
}

/** A catalogue part (`export const messages`) by its address. */
async function importPart(href: string): Promise<Messages> {
  return ((await import(/* @vite-ignore */ href)) as { messages: Messages }).messages;
}

/**
 * The messages the page hydrates with: the parts the server named (the core part, and the rest on a page outside the
 * core routes; app/catalogue-parts.ts), or the whole catalogue chunk (dev). A page that has only the core part loads
 * the rest once it is idle after hydrating, into the same object the i18n instance reads (no re-render: nothing on the
 * page uses those messages yet), and whatever may need it waits for it (shared/catalogue-rest.ts).
 */
async function pageMessages(boot: BootData): Promise<Messages> {
  const parts = boot.assets.catalogue;
  if (!parts?.length) return loadMessages(boot.locale);
  const messages: Messages = Object.assign({}, ...(await Promise.all(parts.map(importPart))));
  const rest = boot.assets.catalogueRest;
  if (rest && !parts.includes(rest)) {
    setRestCatalogueLoader(() => importPart(rest).then((m) => void Object.assign(messages, m)));
  }
  return messages;
}

/** Runs `task` once the page is hydrated (`html[data-hydrated]`) and the browser is next idle (at most 4 s later). */
function whenHydratedAndIdle(task: () => void) {
  const idle = window.requestIdleCallback ?? ((f: () => void) => setTimeout(f, 1000));
  const go = () => idle(task, { timeout: 4000 });
  if (document.documentElement.hasAttribute('data-hydrated')) go();
  else new MutationObserver((_, o) => {
    if (!document.documentElement.hasAttribute('data-hydrated')) return;
    o.disconnect();
    go();
  }).observe(document.documentElement, { attributes: true, attributeFilter: ['data-hydrated'] });
}

/** The rest of the catalogue, fetched when the page is idle after hydrating (a first visit's idle time, not its start). */
function restWhenIdle() {
  whenHydratedAndIdle(() => void restCatalogue().catch(() => undefined));
}

const boot = window.__JOLDA__;
if (!boot) throw new Error('The page was not rendered by the server');
// The page's catalogue is its own chunk, asked for by the server's preloads alongside the entry (not inlined in every
// page): loaded and evaluated before anything renders, so hydration shows the server's words. A chunk that is gone
// (a page from an older build) reloads the page once.
// Evaluating the page's modules is one long task; making the router, the HTTP client and the flags client is another
// (~50 ms at 4× CPU), run in the next task rather than at the end of the first, so neither blocks input as long as the
// two together did. A hidden tab gets throttled timers: at once there.
pageMessages(boot).then(
  (messages) => {
    restWhenIdle();
    if (document.visibilityState === 'hidden') start(boot, messages);
    else setTimeout(() => start(boot, messages), 0);
  },
  (err: unknown) => {
    console.error('[i18n] the catalogue did not load', err);
    reloadOnce('catalogue chunk missing');
  },
);
