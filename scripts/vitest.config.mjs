import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The tests of the repository's own scripts (`pnpm test:scripts`; `pnpm test` runs them too).
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['**/*.test.mjs'],
    environment: 'node',
  },
});
