import { configDefaults, defineConfig } from 'vitest/config';

// Integration tests boot PGlite (3-5 s on these cores) or create a Postgres database: generous timeouts.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Long load, fault and concurrency runs (`*.chaos.test.ts`) only in `pnpm test:chaos` (CHAOS=1).
    exclude: process.env.CHAOS ? configDefaults.exclude : [...configDefaults.exclude, '**/*.chaos.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
