import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: import.meta.dirname,
  test: {
    name: 'api',
    environment: 'node',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // Every file opens its own database (PGlite in memory, or a fresh schema on PostgreSQL).
    pool: 'forks',
    globalSetup: ['test/global-setup.ts'],
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
