import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

export default defineConfig({
  sourceLocale: 'ru',
  locales: ['ru', 'kk'],
  fallbackLocales: { default: 'ru' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/node_modules/**', '**/*.test.*', '<rootDir>/src/features/user-report/**'],
    },
    // A screen's own catalogue, loaded with the screen (`loadMessages` of its module, see App.tsx): its strings stay
    // out of every other screen's first JS (each screen's budget is 80 kB gzip, the shared catalogue counts in each).
    {
      path: '<rootDir>/src/features/user-report/locales/{locale}/messages',
      include: ['<rootDir>/src/features/user-report'],
      exclude: ['**/*.test.*'],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
