import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createStorage } from 'unstorage';
import fsLiteDriver from 'unstorage/drivers/fs-lite';
import { createApp, type AppConfig } from '../app.js';
import { SwrCache } from '../cache/swr-cache.js';
import type { Clock } from '../clock.js';
import { createMetrics } from '../http/metrics.js';
import { SessionStore } from '../session/session-store.js';
import { commerceDeadline, createCommerceUpstream } from '../upstreams/commerce.upstream.js';
import { createHttpUpstream } from '../upstreams/http-upstream.js';
import { defaultSiteConfig } from '../site/site-config.js';
import { silentLogger } from './support.js';

export interface TestAppOptions {
  /** commerce-api base URL (a real server) … */
  baseUrl?: string;
  /** … or an in-process fetch standing in for it. */
  fetch?: typeof fetch;
  sessionDir?: string;
  clock?: Clock;
  config?: Partial<AppConfig>;
}

export const TRUSTED_ORIGIN = 'http://localhost:3000';

/** The BFF app wired as main.ts wires it, with a temp session dir and quiet logs. */
export async function buildTestApp(options: TestAppOptions = {}) {
  const metrics = createMetrics();
  const sessionDir = options.sessionDir ?? (await mkdtemp(path.join(tmpdir(), 'bff-test-sessions-')));
  const http = createHttpUpstream({
    name: 'commerce',
    metrics,
    logger: silentLogger,
    deadlineFor: commerceDeadline,
    retry: { maxAttempts: 1, initialDelayMs: 1, maxDelayMs: 5 },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const baseUrl = options.baseUrl ?? 'http://commerce.test';
  const app = createApp({
    logger: silentLogger,
    upstream: createCommerceUpstream(http, baseUrl),
    sessions: new SessionStore(createStorage({ driver: fsLiteDriver({ base: sessionDir }) }), { ttlMs: 30 * 86_400_000 }),
    cache: new SwrCache({ name: 'catalog', metrics, logger: silentLogger, freshMs: 60_000 }),
    clock: options.clock ?? { now: () => Date.now() },
    metrics,
    config: {
      trustedOrigins: [TRUSTED_ORIGIN],
      cookieSecure: false,
      sessionTtlDays: 30,
      cacheFreshMs: 60_000,
      writeLimitPerMinute: 300,
      loginAttemptsPer15Min: 10,
      site: defaultSiteConfig(TRUSTED_ORIGIN),
      ...options.config,
    },
  });
  return { app, sessionDir, metrics, http };
}
