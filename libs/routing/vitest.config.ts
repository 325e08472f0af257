import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Tests are found relative to this library, whether vitest runs from the repo root or from here.
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'routing',
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
    passWithNoTests: false,
  },
});
