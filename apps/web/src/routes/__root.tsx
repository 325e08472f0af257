import { useEffect, type ReactNode } from 'react';
import { createRootRouteWithContext, HeadContent, Outlet, Scripts, type ErrorComponentProps } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import type { RouterContext } from '../app/router';
import { serializeBoot } from '../shared/boot';
import { codeAfterPaintScript } from '../app/code-after-paint';
import { AppLayout } from '../features/shell/AppLayout';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { RouteErrorPage } from '../features/shell/RouteErrorPage';
import { useThemeAttribute } from '../shared/theme';
import { routeRulesBeforeLoad } from '../app/route-rules';
import { restCatalogue } from '../shared/catalogue-rest';
import { carryUtmMiddleware } from '../features/delivery/utm';
import { profileQueries } from '@jolda/auth';
import { interFont } from '@jolda/ui';
import { SessionRuntime } from '../features/auth/SessionRuntime';
import { AnalyticsRuntime } from '../features/analytics/AnalyticsRuntime';
import { NpsPrompt } from '../features/nps/NpsPrompt';

export const Route = createRootRouteWithContext<RouterContext>()({
  // The root is a frame, not a page: the matched page's rules apply (its `staticData`).
  staticData: { layout: 'default', auth: false },
  // utm carried to the next route; trailing slash, auth and the page's named steps on every navigation (app/route-rules).
  search: { middlewares: [carryUtmMiddleware] },
  // In the browser, a navigation after hydration first has the whole catalogue (shared/catalogue-rest.ts).
  beforeLoad: async ({ location, context, matches }) => {
    if (!import.meta.env.SSR && document.documentElement.hasAttribute('data-hydrated')) await restCatalogue();
    return routeRulesBeforeLoad({ location, context, matches });
  },
  head: ({ match, matches }) => {
    const { boot, nonce, i18n, routeAssets } = match.context;
    // On the server, the matched routes' CSS and chunks join the page's, so it is styled before any script runs; the
    // boot data carries them to the browser, whose head then renders the same links.
    if (routeAssets) boot.assets = routeAssets(boot.assets, matches.map((m) => m.routeId));
    const { assets } = boot;
    return {
      meta: [
        { charSet: 'utf-8' },
        { name: 'viewport', content: 'width=device-width, initial-scale=1, viewport-fit=cover' },
        { name: 'theme-color', content: '#0b5c78', media: '(prefers-color-scheme: light)' },
        { name: 'theme-color', content: '#0d1b22', media: '(prefers-color-scheme: dark)' },
        { name: 'color-scheme', content: 'light dark' },
        { title: i18n._(msg`Jolda — покупка и продажа автомобилей в Казахстане`) },
      ],
      links: [
        { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
        { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
        { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
        { rel: 'manifest', href: '/manifest.webmanifest' },
        ...assets.css.map((href) => ({ rel: 'stylesheet', href })),
        // The page's one font file, fetched with the CSS rather than after it is parsed: text is laid out once, in Inter.
        interFont,
      ],
      // The boot data is not a head script here: see `BootScript`.
      scripts: [
        ...(assets.dev
          ? [
              {
                type: 'module',
                nonce,
                children: `import RefreshRuntime from "/@react-refresh";RefreshRuntime.injectIntoGlobalHook(window);window.$RefreshReg$=()=>{};window.$RefreshSig$=()=>(t)=>t;window.__vite_plugin_react_preamble_installed__=true`,
              },
              { type: 'module', src: '/@vite/client', nonce },
            ]
          : []),
        // The entry and its chunks are asked for once the page's content is painted (app/code-after-paint.ts).
        assets.dev
          ? { type: 'module', src: assets.entry, nonce }
          : { children: codeAfterPaintScript(assets.entry, assets.preload), nonce },
        // Global functions (native bridge) and the online-dealer buttons: one small deferred file each, every page.
        { src: '/scripts/globals.js', defer: true, nonce },
        { src: '/scripts/online-dealer.js', defer: true, nonce },
      ],
    };
  },
  // The signed-in user's profile, fetched on the server and dehydrated, so the header shows the user on the first paint.
  loader: async ({ context }) => {
    await context.queryClient
      .ensureQueryData(profileQueries.me(context.http, { signedIn: context.session.isSignedIn() }))
      .catch(() => null);
  },
  component: RootDocument,
  // The root's own failure (a step of `beforeLoad` or a loader whose API call was refused: 429, API or database down)
  // still renders the whole document (head, styles, scripts, header) with the error page and its retry inside,
  // never a bare fragment.
  errorComponent: RootErrorDocument,
  notFoundComponent: NotFoundPage,
});

const BOOT_SCRIPT_ID = 'jolda-boot';

/**
 * The boot data (`window.__JOLDA__`), rendered by itself rather than as a route head script: the router keys and
 * de-duplicates head tags by their JSON, twice per render (measured at ~0.4 ms of every server render when the boot data
 * still carried the catalogue). The browser keeps the element the server sent. It follows the head tags (the charset
 * stays in the first bytes); the page's code, which reads it, starts after paint. Serialized at render time, not in
 * `head()`: the server adds the flag toggles to `boot` only just before rendering.
 */
function BootScript({ boot, nonce }: { boot: RouterContext['boot']; nonce: string | undefined }) {
  const html = import.meta.env.SSR ? serializeBoot(boot) : (document.getElementById(BOOT_SCRIPT_ID)?.textContent ?? '');
  return <script id={BOOT_SCRIPT_ID} nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: html }} />;
}

function RootDocument() {
  return (
    <RootShell>
      <Outlet />
    </RootShell>
  );
}

function RootErrorDocument(props: ErrorComponentProps) {
  return (
    <RootShell>
      <RouteErrorPage {...props} />
    </RootShell>
  );
}

function RootShell({ children }: { children: ReactNode }) {
  const { locale, boot, nonce } = Route.useRouteContext();
  const theme = useThemeAttribute();
  // `<html data-hydrated>` once React owns the page (hydration runs after the first paint): what scripts that change
  // React's DOM, and the browser tests, wait for.
  useEffect(() => {
    document.documentElement.dataset['hydrated'] = '';
  }, []);
  return (
    <html lang={locale} data-theme={theme} suppressHydrationWarning>
      <head>
        <HeadContent />
        <BootScript boot={boot} nonce={nonce} />
      </head>
      <body>
        <AppLayout>{children}</AppLayout>
        <SessionRuntime />
        <AnalyticsRuntime />
        {boot.platform !== 'web-view' ? <NpsPrompt /> : null}
        <Scripts />
      </body>
    </html>
  );
}
