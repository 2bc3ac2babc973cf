import { test as base, expect, type Page, type Response } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// The same launcher `pnpm start` uses.
// @ts-expect-error plain ESM module without types
import { dataDirEnv, readServiceKey, readStaffDemoPassword, startApp, startStack, stopApp, stopStack } from '../../scripts/lib/stack.mjs';

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
 * Each worker runs its own stack on its own ports: the first at E2E_PORT_BASE, the next 5 above it
 * (Playwright numbers its parallel workers from 0 in TEST_PARALLEL_INDEX).
 */
const portBase = Number(process.env.E2E_PORT_BASE ?? 3300) + 5 * Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const ports = { storefront: portBase, bff: portBase + 1000, commerceApi: portBase + 1100 };

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
 * data-hydrated>`, set by the root): pages start hydrating after their first paint
 * (docs/decisions/0039), so a click right after `goto` would otherwise meet the no-JavaScript form or
 * link. The no-JavaScript behaviour has its own specs.
 */
async function untilHydrated(page: Page, response: Response | null) {
  if (!response || !/^text\/html/.test(response.headers()['content-type'] ?? '')) return;
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), null, { timeout: 20_000 });
}

export const test = base.extend<object, { stack: Stack }>({
  // Pages are opened on this worker's storefront.
  baseURL: async ({ stack }, use) => {
    await use(stack.baseURL);
  },
  // `goto` and `reload` return once the page is interactive (with JavaScript on).
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) {
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
      const env = { CATALOG_SIZE: process.env.E2E_CATALOG_SIZE ?? '1500', LOG_LEVEL: 'warn', VALIDATE_RESPONSES: 'true', WARM_UP_REQUESTS: '200' };
      let children: Children = await startStack({ ports, dataDir, env, stdio: 'inherit' });
      commerceApiKey = readServiceKey('commerce-api-key', { secretsDir: dataDirEnv(dataDir).SECRETS_DIR });
      staffDemoPassword = readStaffDemoPassword({ secretsDir: dataDirEnv(dataDir).SECRETS_DIR });
      await use({
        baseURL: `http://localhost:${ports.storefront}`,
        async restart() {
          await stopStack(children);
          children = await startStack({ ports, dataDir, env, stdio: 'inherit' });
        },
        async stopCommerceApi() {
          await stopApp(children.commerceApi);
        },
        async startCommerceApi() {
          children.commerceApi = await startApp('commerce-api', {
            port: ports.commerceApi,
            env: { ...dataDirEnv(dataDir), STOREFRONT_URL: `http://localhost:${ports.storefront}`, ...env },
            stdio: 'inherit',
          });
        },
      });
      await stopStack(children);
    },
    { scope: 'worker', auto: true, timeout: 300_000 },
  ],
});

export { expect };
