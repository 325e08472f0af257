import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'flags',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    passWithNoTests: false,
  },
});
