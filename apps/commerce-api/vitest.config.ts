import { defineConfig } from 'vitest/config';

// Integration tests boot PGlite (3-5 s on these cores) or create a Postgres database: generous timeouts.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
