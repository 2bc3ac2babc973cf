import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RequestListener } from 'node:http';
import { SERVICE_KEY_HEADER } from '@pool/http-kit';
import { createStorage } from 'unstorage';
import fsLiteDriver from 'unstorage/drivers/fs-lite';
import { createApp, type AppConfig, type AppDeps } from '../app.js';
import { SwrCache } from '../cache/swr-cache.js';
import type { Clock } from '../clock.js';
import { createMetrics } from '../http/metrics.js';
import { SessionStore } from '../session/session-store.js';
import { COMMERCE_BULKHEADS, commerceDeadline, commerceGroup, createCommerceUpstream } from '../upstreams/commerce.upstream.js';
import { createHttpUpstream } from '../upstreams/http-upstream.js';
import { defaultSiteConfig } from '../site/site-config.js';
import { silentLogger } from './support.js';

export interface TestAppOptions {
  /** commerce-api base URL (a real server) … */
  baseUrl?: string;
  /** … or an in-process fetch standing in for it. */
  fetch?: typeof fetch;
  /** The key a real commerce-api expects (`createTestContext().serviceKey`). */
  commerceApiKey?: string;
  sessionDir?: string;
  clock?: Clock;
  /** The session store's clock (default: the real one); tests move it to end sessions. */
  sessionNow?: () => number;
  config?: Partial<AppConfig>;
  rateLimitStore?: AppDeps['rateLimitStore'];
  /** The upstream breaker (default: the wrapper's, 5 failures, half-open after 5 s). */
  breaker?: { consecutiveFailures?: number; halfOpenAfterMs?: number };
  sleep?: AppDeps['sleep'];
  warmingUp?: AppDeps['warmingUp'];
}

export const TRUSTED_ORIGIN = 'http://localhost:3000';

/** The storefront's key in every test app (tests only: a real one is 32 random bytes). */
export const TEST_SERVICE_KEY = 'test-bff-service-key-0123456789abcdef';

/**
 * The BFF app wired as main.ts wires it, with a temp session dir and quiet logs.
 * - `app`: as the storefront calls it, every request carrying the service key (unless the test sets
 *   its own `x-service-key`), so route tests need not repeat it;
 * - `bareApp`: the app itself, which refuses requests without the key.
 */
export async function buildTestApp(options: TestAppOptions = {}) {
  const metrics = createMetrics();
  const sessionDir = options.sessionDir ?? (await mkdtemp(path.join(tmpdir(), 'bff-test-sessions-')));
  const http = createHttpUpstream({
    name: 'commerce',
    metrics,
    logger: silentLogger,
    deadlineFor: commerceDeadline,
    groupOf: commerceGroup,
    bulkhead: { groups: COMMERCE_BULKHEADS },
    retry: { maxAttempts: 1, initialDelayMs: 1, maxDelayMs: 5 },
    ...(options.breaker ? { breaker: options.breaker } : {}),
    ...(options.commerceApiKey ? { headers: { [SERVICE_KEY_HEADER]: options.commerceApiKey } } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const baseUrl = options.baseUrl ?? 'http://commerce.test';
  const bareApp = createApp({
    logger: silentLogger,
    upstream: createCommerceUpstream(http, baseUrl),
    sessions: new SessionStore(createStorage({ driver: fsLiteDriver({ base: sessionDir }) }), { idleMs: 7 * 86_400_000, absoluteMs: 30 * 86_400_000, ...(options.sessionNow ? { now: options.sessionNow } : {}) }),
    cache: new SwrCache({ name: 'catalog', metrics, logger: silentLogger, freshMs: 60_000 }),
    clock: options.clock ?? { now: () => Date.now() },
    metrics,
    ...(options.rateLimitStore ? { rateLimitStore: options.rateLimitStore } : {}),
    ...(options.sleep ? { sleep: options.sleep } : {}),
    ...(options.warmingUp ? { warmingUp: options.warmingUp } : {}),
    config: {
      trustedOrigins: [TRUSTED_ORIGIN],
      cookieSecure: false,
      sessionAbsoluteDays: 30,
      cacheFreshMs: 60_000,
      writeLimitPerMinute: 300,
      site: defaultSiteConfig(TRUSTED_ORIGIN),
      serviceKey: TEST_SERVICE_KEY,
      ...options.config,
    },
  });
  const app: RequestListener = (req, res) => {
    req.headers[SERVICE_KEY_HEADER] ??= TEST_SERVICE_KEY;
    bareApp(req, res);
  };
  return { app, bareApp, sessionDir, metrics, http };
}
