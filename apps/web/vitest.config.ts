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
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
    restoreMocks: true,
  },
});
