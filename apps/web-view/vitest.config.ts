import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { lingui } from '@lingui/vite-plugin';
import { getConfig as getLinguiConfig } from '@lingui/conf';
import { PREACT_ALIASES } from './vite.config';

const root = path.dirname(fileURLToPath(import.meta.url));

/** Unit and component tests of the web views (the bridge, the boot, the screens), next to the code. */
export default defineConfig({
  root,
  plugins: [
    react({
      babel: {
        plugins: [
          ['@lingui/babel-plugin-lingui-macro', { linguiConfig: getLinguiConfig({ configPath: path.join(root, 'lingui.config.ts') }) }],
        ],
      },
    }),
    vanillaExtractPlugin(),
    // The catalogues (`.po`) as the build compiles them: the server render's tests read the real Kazakh.
    lingui({ cwd: root, configPath: path.join(root, 'lingui.config.ts') }),
  ],
  resolve: { alias: PREACT_ALIASES },
  test: {
    name: 'web-view',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    restoreMocks: true,
    // One module graph per worker, not one per file (CPU 59 s → 30 s); each screen test cleans up what it mounted.
    isolate: false,
    // The libraries that import React are bundled for the tests, so the Preact aliases reach them too.
    server: { deps: { inline: [/@tanstack\/react-query/, /@lingui\/react/] } },
  },
});
