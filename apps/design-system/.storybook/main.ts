import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import type { PluginOption } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Plugins that must not run inside Storybook (PWA service worker, file-based router, i18n macro compilers). */
const DROP = /^(vite-plugin-pwa|vite:pwa|tanstack|@tanstack|lingui|vite-plugin-vanilla-extract|vanilla-extract)/i;

function pluginName(p: unknown): string {
  return p && typeof p === 'object' && 'name' in p ? String((p as { name: unknown }).name) : '';
}

const config: StorybookConfig = {
  stories: [
    path.join(here, '../src/**/*.mdx'),
    path.join(here, '../src/**/*.stories.tsx'),
    path.join(here, '../../../libs/ui/src/**/*.stories.tsx'),
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      tsconfigPath: path.join(here, '../tsconfig.json'),
      include: [path.join(here, '../../../libs/ui/src/**/*.tsx'), path.join(here, '../src/**/*.tsx')],
      shouldExtractLiteralValuesFromEnum: true,
      propFilter: (prop) => !prop.parent || !/node_modules/.test(prop.parent.fileName),
    },
  },
  async viteFinal(viteConfig) {
    const plugins = (viteConfig.plugins ?? [])
      .flat(Infinity as 1)
      .filter((p) => !DROP.test(pluginName(p))) as PluginOption[];
    return {
      ...viteConfig,
      // relative asset URLs: the build is served under /design/ by the web server
      base: './',
      plugins: [...plugins, vanillaExtractPlugin()],
      build: {
        ...viteConfig.build,
        chunkSizeWarningLimit: 2000,
        rollupOptions: {
          ...viteConfig.build?.rollupOptions,
          onwarn(warning, warn) {
            // lucide-react and react-aria ship "use client" directives; harmless in a client bundle
            if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
            warn(warning);
          },
        },
      },
    };
  },
};

export default config;
