import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { getConfig as getLinguiConfig } from '@lingui/conf';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { compileHints } from '../../tools/compile-hints';

const root = path.dirname(fileURLToPath(import.meta.url));

/** The native app's web views: a client-only bundle served by the site under /web-view/. */
/**
 * lucide-react's per-icon modules also make lucide's own component (`createLucideIcon(__iconData)`), which
 * `@jolda/ui/icons` does not use: marked pure, it and lucide's runtime are left out of the bundle.
 */
const LUCIDE_PURE = { manualPureFunctions: ['createLucideIcon'] };

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
    vanillaExtractPlugin(),
    compileHints(),
  ],
  build: {
    outDir: path.resolve(root, '../../dist/apps/web-view'),
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: { treeshake: LUCIDE_PURE },
  },
});
