import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { getConfig as getLinguiConfig } from '@lingui/conf';

const root = path.dirname(fileURLToPath(import.meta.url));

/** Unit and component tests of the site (features' pure logic and components), next to the code. */
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
  ],
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'build/**/*.test.ts'],
    restoreMocks: true,
    // Files share one module graph per worker (no isolation): the app's modules are imported once, not once per file
    // (the suite's CPU time 178 s → 63 s). So no test replaces a module (`vi.mock` would not apply to modules another
    // file already imported); the DOM is cleaned after each test (vitest.setup.ts).
    isolate: false,
    setupFiles: ['./vitest.setup.ts'],
  },
});
