import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { defineConfig, type PluginOption } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { lingui } from '@lingui/vite-plugin';
import { getConfig as getLinguiConfig } from '@lingui/conf';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { VitePWA } from 'vite-plugin-pwa';
import { compileHints } from '../../tools/compile-hints';
import { entryModules } from './build/entry-modules';
import { catalogueSplit } from './build/catalogue-split';
import { offlinePrecacheTransform } from './build/precache';

const root = path.dirname(fileURLToPath(import.meta.url));
const outRoot = path.resolve(root, '../../dist/apps/web');
/** Revision of the precached `/offline` page: one per build. */
/**
 * lucide-react's per-icon modules also make lucide's own component (`createLucideIcon(__iconData)`), which
 * `@jolda/ui/icons` does not use: marked pure, it and lucide's runtime are left out of the bundle.
 */
const LUCIDE_PURE = { manualPureFunctions: ['createLucideIcon'] };

const buildRevision = Date.now().toString(36);

/**
 * Which client modules may have side effects (`undefined`: what their package.json says). negotiator (the server's
 * Accept-Language parsing in @jolda/i18n's detect.ts, a CommonJS module the browser never calls) has none: said so, it
 * leaves the entry (as in the web-view build). Nor have
 * the features' modules other than their stylesheets (components, hooks, labels: nothing runs at import that another
 * module relies on; no feature is imported for its effects), so a module reached only through a feature's public
 * entry whose exports a page does not use is left out: the car page imports `AddToShortlist` from '../shortlists',
 * whose entry also re-exports `MyShortlists` with the name form, the form library and the shortlist contract's zod
 * schemas (~41 kB gzip that the page never ran).
 */
const FEATURE_MODULE = /[\\/]apps[\\/]web[\\/]src[\\/]features[\\/].+\.tsx?$/;
function clientSideEffects(id: string): boolean | undefined {
  if (/[\\/]node_modules[\\/]negotiator[\\/]/.test(id)) return false;
  if (FEATURE_MODULE.test(id) && !/\.css\.ts$/.test(id)) return false;
  return undefined;
}

export default defineConfig(({ command }) => {
  const plugins: PluginOption[] = [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // A route's loader goes into its lazy chunk with its component (the default keeps loaders in the route module, so
      // every route's loader and all it imports — API calls, query options — were in the entry's static graph, and in
      // every page's first JavaScript).
      codeSplittingOptions: {
        defaultBehavior: [['loader', 'component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']],
      },
      routesDirectory: path.join(root, 'src/routes'),
      generatedRouteTree: path.join(root, 'src/routeTree.gen.ts'),
    }),
    react({
      babel: {
        plugins: [
          ['@lingui/babel-plugin-lingui-macro', { linguiConfig: getLinguiConfig({ configPath: path.join(root, 'lingui.config.ts') }) }],
        ],
      },
    }),
    lingui({ cwd: root, configPath: path.join(root, 'lingui.config.ts') }),
    vanillaExtractPlugin(command === 'serve' ? { unstable_mode: 'inlineCssInDev' } : {}),
    compileHints(),
    // The entry's modules by size (`dist/apps/web/entry-modules.json`); the build fails when zod is back in the entry.
    entryModules({ workspaceRoot: path.resolve(root, '../..'), reportFile: path.join(outRoot, 'entry-modules.json') }),
    // Each locale's catalogue as a core part (the entry's and the landing pages' messages) and the rest (app/catalogue-parts.ts).
    catalogueSplit({ appRoot: root, sourcePo: path.join(root, 'src/locales/ru/messages.po') }),
  ];
  if (command === 'build') {
    plugins.push(
      VitePWA({
        injectRegister: false,
        registerType: 'prompt',
        strategies: 'generateSW',
        filename: 'sw.js',
        manifestFilename: 'manifest.webmanifest',
        includeAssets: ['favicon.svg'],
        manifest: {
          name: 'Jolda — автомобили в Казахстане',
          short_name: 'Jolda',
          description: 'Покупка и продажа автомобилей в Казахстане',
          lang: 'ru',
          start_url: '/',
          scope: '/',
          display: 'standalone',
          background_color: '#ffffff',
          theme_color: '#0b5c78',
          id: '/',
          categories: ['shopping', 'auto'],
          icons: [
            { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
            { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
            { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
            { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          ],
        },
        workbox: {
          // The offline page itself (server-rendered in each language, with its CSS and scripts precached as assets)
          // is the fallback of every navigation that fails without a network: `/kk/offline` for Kazakh addresses,
          // `/offline` for the others. Their revision changes with each build, so an updated worker fetches the pages
          // of the new build.
          additionalManifestEntries: [
            { url: '/offline', revision: buildRevision },
            { url: '/kk/offline', revision: buildRevision },
          ],
          navigateFallback: null,
          // Web push (features/push): the `push` and `notificationclick` handlers, a classic script served with
          // `no-cache` and versioned per build, so an updated worker imports the new one.
          importScripts: [`/scripts/push-sw.js?v=${buildRevision}`],
          globPatterns: ['assets/**/*.{js,css,woff2}', 'scripts/*.js'],
          globIgnores: ['**/node_modules/**'],
          // Only what the offline page loads (build/precache.ts): the first visit's own files, not the whole build.
          manifestTransforms: [offlinePrecacheTransform(path.join(outRoot, 'client'))],
          // `registerType: 'prompt'`: an updated worker waits until the page tells it `SKIP_WAITING` (see
          // features/pwa/register-pwa.ts), then the page reloads once; the very first worker claims the page at once.
          clientsClaim: true,
          cleanupOutdatedCaches: true,
          runtimeCaching: [
            {
              urlPattern: ({ request, url }) => request.mode === 'navigate' && (url.pathname === '/kk' || url.pathname.startsWith('/kk/')),
              handler: 'NetworkOnly',
              options: { precacheFallback: { fallbackURL: '/kk/offline' } },
            },
            {
              urlPattern: ({ request }) => request.mode === 'navigate',
              handler: 'NetworkOnly',
              options: { precacheFallback: { fallbackURL: '/offline' } },
            },
          ],
        },
      }),
    );
  }
  return {
    root,
    publicDir: path.join(root, 'public'),
    plugins,
    resolve: { tsconfigPaths: false },
    environments: {
      client: {
        build: {
          outDir: path.join(outRoot, 'client'),
          emptyOutDir: true,
          manifest: true,
          sourcemap: false,
          rolldownOptions: {
            input: path.join(root, 'src/app/entry-client.tsx'),
            // negotiator and the features' modules have no side effects (see `clientSideEffects`).
            treeshake: { ...LUCIDE_PURE, moduleSideEffects: clientSideEffects },
            // Everything the entry imports statically is one chunk (rolldown's `$initial` tag): a page's first JavaScript
            // was 91–130 small shared chunks (home, model page), each a request and a `modulepreload` for the main thread
            // to handle. The routes' lazy chunks are split as before.
            output: { codeSplitting: { groups: [{ name: 'entry', tags: ['$initial'] }] } },
          },
        },
      },
      ssr: {
        build: {
          outDir: path.join(outRoot, 'ssr'),
          emptyOutDir: true,
          ssr: true,
          copyPublicDir: false,
          rolldownOptions: {
            input: path.join(root, 'src/app/entry-server.tsx'),
            output: { entryFileNames: 'entry-server.js' },
            treeshake: LUCIDE_PURE,
          },
        },
      },
    },
    builder: {},
    server: { port: 3000 },
  };
});
