import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'routing',
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
    passWithNoTests: false,
  },
});
