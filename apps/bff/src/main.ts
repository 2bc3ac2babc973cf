import { batchedStdout, createExpressServer, loadServiceKey, redactLogLine, SERVICE_KEY_HEADER } from '@pool/http-kit';
import { pino } from 'pino';
import { collectDefaultMetrics } from 'prom-client';
import { createApp, type AppConfig } from './app.js';
import { SwrCache } from './cache/swr-cache.js';
import { purgeCachesOn, redisPurgeFeed } from './cache/cache-purge.js';
import { systemClock } from './clock.js';
import { loadEnv } from './env.js';
import { createMetrics } from './http/metrics.js';
import { describeError } from './http/problem.js';
import { rateLimitStores } from './http/rate-limit-store.js';
import { SessionStore } from './session/session-store.js';
import { scheduleSweep } from './session/sweep-schedule.js';
import { createStorages } from './storage.js';
import { COMMERCE_BULKHEADS, commerceDeadline, commerceGroup, createCommerceUpstream } from './upstreams/commerce.upstream.js';
import { createHttpUpstream } from './upstreams/http-upstream.js';
import { waitUntilReady, warmUpBff } from './warm-up.js';

const CACHE_FRESH_MS = 60_000;
const SHUTDOWN_GRACE_MS = 10_000;

const env = loadEnv();
const logger = pino(
  {
    level: env.logLevel,
    base: { service: 'bff' },
    redact: { paths: ['*.authorization', '*.cookie', '*["set-cookie"]', '*.token', `*["${SERVICE_KEY_HEADER}"]`], censor: '[redacted]' },
    // Tokens, addresses and card numbers in any field of any line (docs/decisions/0050).
    hooks: { streamWrite: redactLogLine },
  },
  batchedStdout(),
);

// The storefront's key (checked on every request) and commerce-api's (sent on every call). Unset,
// each is the key file a process on this machine created first (commerce-api, or this BFF).
const serviceKey = loadServiceKey('bff-service-key', { value: env.serviceKey, dir: env.secretsDir });
const commerceApiKey = loadServiceKey('commerce-api-key', { value: env.commerceApiKey, dir: env.secretsDir });

const metrics = createMetrics();
collectDefaultMetrics({ register: metrics.registry });

// Everything this process writes (session files above all) is for its own user only.
process.umask(0o077);
const storages = createStorages(env);
const sessions = new SessionStore(storages.sessions, {
  idleMs: env.sessionIdleDays * 86_400_000,
  absoluteMs: env.sessionAbsoluteDays * 86_400_000,
  maxStored: env.sessionMaxStored,
});
// Session files have no TTL of their own: ended ones, and the guests least recently used past
// SESSION_MAX_STORED, are swept at start and then hourly. With Redis (expiring keys itself, shared by
// every copy) the sweep keeps the guest bound, once an hour across all copies (docs/decisions/0063).
const sweepSessions = () => {
  sessions.sweep().then(
    (removed) => removed > 0 && logger.info({ removed }, 'ended or surplus sessions removed'),
    (error: unknown) => logger.warn({ err: error }, 'session sweep failed'),
  );
};
const stopSweeps = scheduleSweep({ sweep: sweepSessions, periodMs: 3_600_000, redis: storages.counters, key: 'pool:bff:jobs:session-sweep' });

/** commerce-api through the resilient wrapper, metered on `meter` and logging to `log`. */
const commerce = (meter: typeof metrics, log: typeof logger) => createCommerceUpstream(createHttpUpstream({
  name: 'commerce',
  metrics: meter,
  logger: log,
  deadlineFor: commerceDeadline,
  groupOf: commerceGroup,
  bulkhead: { groups: COMMERCE_BULKHEADS },
  headers: { [SERVICE_KEY_HEADER]: commerceApiKey },
}), env.commerceApiUrl);

const config: AppConfig = {
  trustedOrigins: env.trustedOrigins,
  cookieSecure: env.cookieSecure,
  sessionAbsoluteDays: env.sessionAbsoluteDays,
  cacheFreshMs: CACHE_FRESH_MS,
  writeLimitPerMinute: 300,
  loginLimits: env.loginLimits,
  site: env.site,
  adminUrl: env.adminUrl,
  validateResponses: env.validateResponses,
  serviceKey,
};

let warmingUp = env.warmUpRequests > 0;
const catalogCache = new SwrCache({ name: 'catalog', metrics, logger, freshMs: CACHE_FRESH_MS, l2: storages.cacheL2 });
// Copies agree: a price, stock or content change purges its tags in every copy (docs/decisions/0064).
if (env.redisUrl) {
  purgeCachesOn(redisPurgeFeed(env.redisUrl, logger), [catalogCache], logger).catch((error: unknown) => {
    logger.error({ reason: describeError(error) }, 'cache purge feed unavailable: entries live out their fresh time');
  });
}
const app = createApp({
  logger,
  upstream: commerce(metrics, logger),
  sessions: sessions,
  cache: catalogCache,
  clock: systemClock,
  metrics,
  rateLimitStore: rateLimitStores(storages.counters),
  config,
  warmingUp: () => warmingUp,
});

/**
 * A throwaway BFF for the start-up warm-up: the same code and configuration, its own metrics, caches
 * (no L2) and upstream wrapper, logging nothing. Its keystrokes are guests' (no session is read or made).
 */
function throwawayApp() {
  const quiet = pino({ level: 'silent' });
  const own = createMetrics();
  return createApp({
    logger: quiet,
    upstream: commerce(own, quiet),
    sessions,
    cache: new SwrCache({ name: 'catalog', metrics: own, logger: quiet, freshMs: CACHE_FRESH_MS }),
    clock: systemClock,
    metrics: own,
    config,
  });
}

// Requests born with Express's prototypes: far less for every scavenge to copy (http-kit's createExpressServer).
const server = createExpressServer(app, {}, env.requestTimeouts);
server.keepAliveTimeout = 65_000;
server.listen(env.port, env.host, () => {
  logger.info(
    { port: env.port, host: env.host, commerceApi: env.commerceApiUrl, sessions: env.redisUrl ? 'redis' : env.sessionDir },
    'bff listening',
  );
});
// Ready only after the warm-up, which waits up to two minutes for commerce-api (e.g. building its index).
if (warmingUp) {
  warmUpBff({
    createApp: throwawayApp,
    serviceKey,
    requests: env.warmUpRequests,
    upstreamReady: () => waitUntilReady(`${env.commerceApiUrl}/readyz`, { timeoutMs: 120_000 }),
    logger,
  }).catch((error: unknown) => logger.warn({ err: error }, 'warm-up failed; serving cold')).finally(() => {
    warmingUp = false;
  });
}

let stopping = false;
function shutdown(signal: string): void {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'bff shutting down');
  const force = setTimeout(() => {
    logger.error('shutdown grace period passed; exiting');
    process.exit(1);
  }, SHUTDOWN_GRACE_MS);
  force.unref();
  stopSweeps();
  server.close(async (error) => {
    await storages.dispose();
    logger.info('bff stopped');
    process.exit(error ? 1 : 0);
  });
  server.closeIdleConnections();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
