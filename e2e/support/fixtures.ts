import { test as base, expect, type Page, type Response } from '@playwright/test';
import type { ChildProcess } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// The same launcher `pnpm start` uses.
// @ts-expect-error plain ESM module without types
import { commerceApiEnv, readServiceKey, readStaffDemoPassword, startApp, startStack, stopApp, stopStack } from '../../scripts/lib/stack.mjs';
import { checkLogs, secretsOfRun } from './log-check';

type Children = Record<string, unknown>;

export interface Stack {
  baseURL: string;
  /** Stops every app (graceful SIGTERM) and starts them again on the same data. */
  restart(): Promise<void>;
  /** Stops commerce-api alone (the upstream goes down while BFF and storefront keep running). */
  stopCommerceApi(): Promise<void>;
  /** Starts commerce-api again on the same data. */
  startCommerceApi(): Promise<void>;
}

/**
 * Each worker runs its own stack on its own ports, all within 50 of E2E_PORT_BASE, so stacks whose bases
 * are 100 apart never meet: the storefront at the base plus the worker's number (Playwright numbers its
 * parallel workers from 0 in TEST_PARALLEL_INDEX, at most 10), the BFF 10 above that, commerce-api 20,
 * its mail outbox (docs/decisions/0050) 30 and the test processor's listener 40.
 */
const workerIndex = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const portBase = Number(process.env.E2E_PORT_BASE ?? 3300) + workerIndex;
const ports = { storefront: portBase, bff: portBase + 10, commerceApi: portBase + 20, outbox: portBase + 30, testProcessor: portBase + 40 };

/** This worker's mail outbox (commerce-api's loopback listener, docs/decisions/0050); support/outbox.ts reads it. */
export const OUTBOX_URL = `http://127.0.0.1:${ports.outbox}`;

/**
 * Where this worker's apps write their output: one file per app, appended to across restarts, read
 * by the log check when the worker ends (support/log-check.ts).
 */
const LOG_DIR = fileURLToPath(new URL(`../../test-results/e2e-logs/worker-${workerIndex}/`, import.meta.url));

/** commerce-api of this worker's stack, for specs that read the catalogue straight from it. */
export const COMMERCE_API_URL = `http://127.0.0.1:${ports.commerceApi}`;
let commerceApiKey: string | undefined;
let staffDemoPassword: string | undefined;

/**
 * The staff demo account's password on this worker's stack: random, made by commerce-api on the first
 * start (docs/decisions/0052). Available once the worker's stack has started.
 */
export function staffPassword(): string {
  if (!staffDemoPassword) throw new Error('the stack has not started yet');
  return staffDemoPassword;
}

/**
 * The headers commerce-api requires (its service key, as the BFF sends it): it answers nothing else.
 * Available once the worker's stack has started.
 */
export function commerceApiHeaders(): Record<string, string> {
  if (!commerceApiKey) throw new Error('the stack has not started yet');
  return { 'x-service-key': commerceApiKey };
}

/**
 * Waits, after a navigation that answered a document, until React has hydrated it (`<html
 * data-hydrated>`, set by the root): a click right after `goto` would otherwise meet the no-JavaScript
 * form or link (docs/decisions/0056). The no-JavaScript behaviour has its own specs, and the impatient
 * project (e2e/impatient, docs/decisions/0057) turns this wait off to press as soon as the page loads.
 */
async function untilHydrated(page: Page, response: Response | null) {
  if (!response || !/^text\/html/.test(response.headers()['content-type'] ?? '')) return;
  // The outbox's pages are plain HTML, not the store's.
  if (response.url().startsWith(OUTBOX_URL)) return;
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), null, { timeout: 20_000 });
}

export interface Options {
  /**
   * Whether `goto` and `reload` wait for hydration (the default). The impatient project turns it off:
   * its shopper clicks as soon as the `load` event fires (docs/decisions/0057).
   */
  waitForHydration: boolean;
}

export const test = base.extend<Options, { stack: Stack }>({
  waitForHydration: [true, { option: true }],
  // Pages are opened on this worker's storefront.
  baseURL: async ({ stack }, use) => {
    await use(stack.baseURL);
  },
  // `goto` and `reload` return once the page is interactive (with JavaScript on), unless the project says not to wait.
  page: async ({ page, javaScriptEnabled, waitForHydration }, use) => {
    if (javaScriptEnabled && waitForHydration) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        await untilHydrated(page, response);
        return response;
      };
      page.reload = async (options) => {
        const response = await reload(options);
        await untilHydrated(page, response);
        return response;
      };
    }
    await use(page);
  },
  stack: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pool-e2e-'));
      // The BFF checks its answers against the contract here too (production leaves that to tests).
      // A short start-up warm-up (docs/decisions/0016): the path runs, without the seconds the full
      // one adds to every start and restart of the stack.
      // LOG_LEVEL info: every access-log line is written, so the log check sees what a store logs.
      const env = { CATALOG_SIZE: process.env.E2E_CATALOG_SIZE ?? '1500', LOG_LEVEL: 'info', VALIDATE_RESPONSES: 'true', WARM_UP_REQUESTS: '200' };
      mkdirSync(LOG_DIR, { recursive: true });
      const logFiles: Record<string, string> = {};
      const logFds: Record<string, number> = {};
      for (const app of ['commerce-api', 'bff', 'storefront']) {
        logFiles[app] = path.join(LOG_DIR, `${app}.log`);
        logFds[app] = openSync(logFiles[app], 'w');
      }
      const stdio = (app: string) => ['ignore', logFds[app], logFds[app]];
      const children: Children = await startStack({ ports, dataDir, env, stdio });
      commerceApiKey = readServiceKey('commerce-api-key', { secretsDir: commerceApiEnv(ports, dataDir).SECRETS_DIR });
      staffDemoPassword = readStaffDemoPassword({ secretsDir: commerceApiEnv(ports, dataDir).SECRETS_DIR });
      // A test that starts an app again gets that app's start-up on top of its own time: on a loaded
      // machine commerce-api's start (migrations, seed check, index, warm-up) alone can take a minute.
      const allowStartUp = (ms: number) => base.info().setTimeout(base.info().timeout + ms);
      await use({
        baseURL: `http://localhost:${ports.storefront}`,
        async restart() {
          allowStartUp(180_000);
          await stopStack(children);
          await startStack({ ports, dataDir, env, stdio, children });
        },
        async stopCommerceApi() {
          await stopApp(children.commerceApi);
        },
        async startCommerceApi() {
          allowStartUp(120_000);
          // Held from its spawn: if the test times out while it starts, the worker's teardown still stops it.
          await startApp('commerce-api', {
            port: ports.commerceApi, env: { ...commerceApiEnv(ports, dataDir), ...env }, stdio: stdio('commerce-api'),
            onSpawn: (child: ChildProcess) => { children.commerceApi = child; },
          });
        },
      });
      // Before the store stops: the tokens and addresses its mail carried, which no log line may hold.
      // The stack stops whatever happens here, so no app outlives its worker holding its ports.
      let secrets: Awaited<ReturnType<typeof secretsOfRun>>;
      try {
        secrets = await secretsOfRun(OUTBOX_URL);
      } finally {
        await stopStack(children);
        for (const fd of Object.values(logFds)) closeSync(fd);
      }
      const { lines } = checkLogs(logFiles, secrets);
      process.stdout.write(`log check: ${lines} log lines of worker ${workerIndex} hold none of its ${secrets.tokens.length} mailed tokens, ${secrets.emails.length} recipients or the test cards\n`);
    },
    { scope: 'worker', auto: true, timeout: 300_000 },
  ],
});

export { expect };
