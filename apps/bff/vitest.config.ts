import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Long load, fault and concurrency runs (`*.chaos.test.ts`) only in `pnpm test:chaos` (CHAOS=1).
    exclude: process.env.CHAOS ? configDefaults.exclude : [...configDefaults.exclude, '**/*.chaos.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
