import { defineConfig, devices } from '@playwright/test';
import type { Options } from './support/fixtures';

/**
 * End-to-end tests over the three BUILT apps (run `pnpm build` first; `pnpm test` does).
 * The stack is started by a worker fixture (support/fixtures.ts) so tests can restart it.
 * Browser: Debian's Chromium (`apt-get install -y chromium`), never a downloaded one.
 */
export default defineConfig<Options>({
  testDir: './tests',
  // Spec files are shared out to E2E_WORKERS workers (2 by default: one per core of the machine),
  // each with its own stack (support/fixtures.ts); the tests of one file run in order in one worker.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  outputDir: '../test-results/e2e-artifacts',
  use: {
    baseURL: `http://localhost:${Number(process.env.E2E_PORT_BASE ?? 3300)}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
        '--disable-component-update', '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } } },
    // A shopper who clicks as soon as the `load` event fires, on a CPU slowed 4 times, never waiting
    // for hydration (docs/decisions/0057): every control works from the first paint.
    { name: 'impatient', testDir: './impatient', use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 }, waitForHydration: false } },
  ],
});
