import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { getConfig as getLinguiConfig } from '@lingui/conf';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { compileHints } from '../../tools/compile-hints';
import { firstJsBudget } from './build/first-js';

const root = path.dirname(fileURLToPath(import.meta.url));
const apiUrl = process.env.API_INTERNAL_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;

/**
 * The native app's web views: a client-only bundle served by the site under /web-view/ (and /kk/web-view/).
 *
 * - `index.html` is also written as `index.kk.html` with `<html lang="kk">`: the server sends that one under
 *   `/kk/web-view/`, so the language is right before any script runs.
 * - `WEB_VIEW_HOST=1` builds the development host page instead (`__host/index.html`, a phone frame that plays the
 *   app; into `dist/apps/web-view-host`, never into the site's build). `vite` (serve) has both.
 */
const host = process.env.WEB_VIEW_HOST === '1';
/**
 * `WEB_VIEW_SSR=1` builds the screens for the site's web server (`src/entry-server.tsx` into `dist/apps/web-view/ssr`,
 * after the bundle): it renders a screen's first HTML, which the bundle then hydrates. Everything is bundled into it
 * (`noExternal`), so the Preact aliases reach the libraries that import React, as in the bundle.
 */
const ssr = process.env.WEB_VIEW_SSR === '1';

/**
 * lucide-react's per-icon modules also make lucide's own component (`createLucideIcon(__iconData)`), which
 * `@jolda/ui/icons` does not use: marked pure, it and lucide's runtime are left out of the bundle.
 */
const LUCIDE_PURE = { manualPureFunctions: ['createLucideIcon'] };

/**
 * The screens run on Preact's React-compatible runtime (`preact/compat`, about 5 kB gzip against react-dom's 60 kB):
 * the same components, hooks, TanStack Query and Lingui, within the 80 kB first-JS budget of every screen. The
 * component tests run on it too (vitest.config.ts).
 */
export const PREACT_ALIASES = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
];

function kazakhIndex(): Plugin {
  return {
    name: 'jolda-web-view-kk-index',
    apply: 'build',
    // After Vite's own HTML plugin has written `index.html` into the bundle.
    generateBundle: { order: 'post', handler(_options, bundle) {
      const index = bundle['index.html'];
      if (!index || index.type !== 'asset') return;
      const html = String(index.source);
      if (!html.includes('<html lang="ru"')) this.error('index.html must start with <html lang="ru">');
      this.emitFile({ type: 'asset', fileName: 'index.kk.html', source: html.replace('<html lang="ru"', '<html lang="kk"') });
    } },
  };
}

/**
 * The design system's Inter is `font-display: swap` (the site preloads it). A web view does not: on the app's first
 * open the text was painted in the phone's own font and laid out again when Inter came, ~0.5 s later on a phone (the
 * detail screen's title lost a line, its facts and buy button jumped 24 px: a layout shift of 0.13). Here it is
 * `optional`: Inter when the web view has it at once (cached, from the second open on), else the system font for the
 * page's life, and nothing moves (apps/web-e2e/src/web-view-layout.spec.ts).
 */
function optionalFont(): Plugin {
  return {
    name: 'jolda-web-view-optional-font',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]libs[\\/]ui[\\/]src[\\/]fonts[\\/]inter\.css$/.test(id.split('?')[0]!)) return null;
      if (!code.includes('font-display: swap;')) this.error(`${id}: expected 'font-display: swap;' to make optional`);
      return { code: code.replace('font-display: swap;', 'font-display: optional;'), map: null };
    },
  };
}

/** Development: `/kk/web-view/…` is the same page (the screen reads its language from the address). */
function kazakhPaths(): Plugin {
  return {
    name: 'jolda-web-view-kk-paths',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.url?.startsWith('/kk/web-view/')) req.url = req.url.slice(3);
        next();
      });
    },
  };
}

export default defineConfig({
  root,
  base: '/web-view/',
  plugins: [
    react({
      babel: {
        plugins: [
          ['@lingui/babel-plugin-lingui-macro', { linguiConfig: getLinguiConfig({ configPath: path.join(root, 'lingui.config.ts') }) }],
        ],
      },
    }),
    lingui({ cwd: root, configPath: path.join(root, 'lingui.config.ts') }),
    optionalFont(),
    vanillaExtractPlugin(),
    compileHints(),
    ...(ssr ? [] : [kazakhIndex(), kazakhPaths(), firstJsBudget()]),
  ],
  resolve: { alias: PREACT_ALIASES },
  server: {
    proxy: { '/api': apiUrl, '/auth': apiUrl, '/media': apiUrl },
  },
  ssr: ssr ? { noExternal: true, target: 'node' } : undefined,
  build: ssr
    ? {
        ssr: path.join(root, 'src/entry-server.tsx'),
        outDir: path.resolve(root, '../../dist/apps/web-view/ssr'),
        emptyOutDir: true,
        sourcemap: false,
        copyPublicDir: false,
        rolldownOptions: { output: { entryFileNames: 'entry-server.js' }, treeshake: LUCIDE_PURE },
      }
    : host
    ? {
        outDir: path.resolve(root, '../../dist/apps/web-view-host'),
        emptyOutDir: true,
        sourcemap: false,
        assetsDir: '__host/assets',
        rolldownOptions: { input: { host: path.join(root, '__host/index.html') }, treeshake: LUCIDE_PURE },
      }
    : {
        outDir: path.resolve(root, '../../dist/apps/web-view'),
        emptyOutDir: true,
        sourcemap: false,
        // `.vite/manifest.json`: the web server reads each screen's chunk, imports and stylesheets from it, to preload
        // them with the page (apps/web/server/web-view-page.ts).
        manifest: true,
        // The app's web views (Android System WebView, WKWebView on iOS 17+) support `modulepreload`: no polyfill.
        modulePreload: { polyfill: false },
        // negotiator (the server's Accept-Language parsing in @jolda/i18n's detect.ts, a CommonJS module) has no side
        // effects: said so, the screens, which never call it, leave it out of every screen's first JS.
        rolldownOptions: { treeshake: { ...LUCIDE_PURE, moduleSideEffects: (id: string) => !/[\\/]node_modules[\\/]negotiator[\\/]/.test(id) } },
      },
});
