import { mkdirSync } from 'node:fs';
import { batchedStdout, createExpressServer, loadServiceKey, SERVICE_KEY_HEADER, warmUp } from '@pool/http-kit';
import type { Server } from 'node:http';
import { createApp } from './app.js';
import { createMetrics } from './http/metrics.js';
import { createSearchEngine } from './search/create-engine.js';
import { typeaheadPath, typeaheadWarmUpTexts } from './search/warm-up.js';
import { openDatabase } from './db/client.js';
import { migrateDatabase } from './db/migrate.js';
import { seedStore } from './db/seed/index.js';
import { loadEnv } from './env.js';
import { createLogger } from './logger.js';
import { sweepIdempotencyKeys } from './carts/idempotency.js';
import { guestPhotoCutoff, sweepGuestPhotos } from './pools/water-test-photos.service.js';
import { createMailer, createSmtpTransport, recipientDomain } from './mail/mailer.js';
import { createMailDelivery } from './mail/delivery.js';
import { httpSms, outboxSms } from './mail/sms.js';
import { createOutboxStore } from './mail/outbox.js';
import { startOutboxListener } from './mail/outbox-listener.js';
import { sweepOrphanAuthorizations } from './payments/authorizations.js';
import type { PaymentProvider } from './payments/provider.js';
import { createStripeProvider, stripeClient } from './payments/stripe-provider.js';
import { createTestProcessor } from './payments/test-processor.js';
import { startTestProcessorListener } from './payments/test-processor-listener.js';
import { startScheduler, type ScheduledJob } from './jobs/schedule.js';
import { inProcessChangePublisher, redisChangePublisher } from './catalog/catalog-changes.js';
import { withCdnPurge } from './catalog/cdn-purge.js';

const env = loadEnv();
const logger = createLogger(env.LOG_LEVEL, batchedStdout());
// Before the database: a key that cannot be read or is too weak stops the boot at once.
const serviceKey = loadServiceKey('commerce-api-key', { value: env.COMMERCE_API_KEY, dir: env.SECRETS_DIR });
// loadEnv refused NODE_ENV=production on the test processor unless PAYMENTS_TEST_MODE=true (decision 0053).
if (env.PAYMENTS_TEST_MODE) logger.warn('PAYMENTS_TEST_MODE=true: payments run on the built-in test processor, which approves any valid card without taking money');

if (!env.DATABASE_URL) mkdirSync(env.PGLITE_DIR, { recursive: true });
const database = await openDatabase(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL, onError: (err) => logger.warn({ err }, 'idle database connection failed') } : { dataDir: env.PGLITE_DIR });
logger.info({ driver: database.driver, dir: env.DATABASE_URL ? undefined : env.PGLITE_DIR }, 'database opened');
await migrateDatabase(database);
if (env.SEED_ON_BOOT) {
  await seedStore(database.db, {
    size: env.CATALOG_SIZE, demoAccounts: env.SEED_DEMO_ACCOUNTS, secretsDir: env.SECRETS_DIR, logger,
    // The staff demo password, the one time it is made: on the console for whoever started the store,
    // never in the log, which is kept and shipped (docs/decisions/0052).
    print: (text) => process.stdout.write(text),
  });
}

const mailer = createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, outbox: createOutboxStore(database.db), logger });
// Mail and texts are written to the outbox with what caused them; this worker delivers them, once,
// whichever copy claims them first (docs/decisions/0063).
const delivery = createMailDelivery({
  db: database.db, logger,
  smtp: env.SMTP_URL ? createSmtpTransport(env.SMTP_URL, env.MAIL_FROM) : undefined,
  sms: env.SMS_PROVIDER === 'http' && env.SMS_HTTP_URL ? httpSms({ url: env.SMS_HTTP_URL, token: env.SMS_HTTP_TOKEN }) : outboxSms,
  messageIdDomain: recipientDomain(env.MAIL_FROM),
});
delivery.start();
// Without an SMTP server the mail stays in the outbox table, readable on a loopback listener of its
// own (docs/decisions/0050); with one there is no listener at all.
const outboxListener = await startOutboxListener({ mailer, outbox: createOutboxStore(database.db), host: env.OUTBOX_HOST, port: env.OUTBOX_PORT, logger });
if (mailer.transport === 'outbox') logger.warn('SMTP_URL is unset: mail is stored in the outbox, not sent; set SMTP_URL to deliver it');
// The card processor (docs/decisions/0061): Stripe when configured, else the built-in test processor,
// whose tokenization listener the checkout page's browser side calls.
const stripeApi = env.STRIPE_API_URL ? new URL(env.STRIPE_API_URL) : null;
const stripe = env.PAYMENTS_PROVIDER === 'stripe' ? stripeClient(env.STRIPE_SECRET_KEY!, stripeApi ? {
  host: stripeApi.hostname, port: Number(stripeApi.port || (stripeApi.protocol === 'http:' ? 80 : 443)), protocol: stripeApi.protocol === 'http:' ? 'http' : 'https',
} : undefined) : null;
// Its 3-D Secure challenge pages live on its listener, framed by the storefront only (0078).
const testProcessor = stripe ? null : createTestProcessor(database.db, { challengeUrl: env.TEST_PROCESSOR_PUBLIC_URL ?? `http://localhost:${env.TEST_PROCESSOR_PORT}` });
const paymentProvider: PaymentProvider = stripe ? createStripeProvider(stripe) : testProcessor!;
const processorListener = testProcessor
  ? await startTestProcessorListener({
    processor: testProcessor, host: env.TEST_PROCESSOR_HOST, port: env.TEST_PROCESSOR_PORT, logger, storefrontOrigin: new URL(env.STOREFRONT_URL).origin,
  })
  : null;
// Search in PostgreSQL on a server, the in-process index on the embedded database (docs/decisions/0062).
const search = createSearchEngine(database.db, { logger });
logger.info({ engine: search.kind }, 'search engine');
// Catalogue changes purge every copy's caches over Redis when there is one (docs/decisions/0064),
// and, with CDN_PURGE_URL, the CDN's by its purge hook (0068).
const copies = env.REDIS_URL ? redisChangePublisher(env.REDIS_URL, (err) => logger.warn({ err }, 'cache purge not published')) : inProcessChangePublisher();
const changes = env.CDN_PURGE_URL ? withCdnPurge(copies, { url: env.CDN_PURGE_URL, token: env.CDN_PURGE_TOKEN, logger }) : copies;
let warmingUp = env.WARM_UP_REQUESTS > 0;
const app = createApp({
  changes,
  db: database.db, logger, serviceKey, search, warmingUp: () => warmingUp, mailer, storefrontUrl: env.STOREFRONT_URL, storeEmail: env.STORE_EMAIL, guestPhotoRetentionDays: env.GUEST_PHOTO_RETENTION_DAYS,
  paymentProvider, ...(stripe ? { stripeWebhook: { stripe, webhookSecret: env.STRIPE_WEBHOOK_SECRET! } } : {}),
});
// Once the engine is ready: keystrokes through a throwaway instance of the app (its own metrics, no
// logs), so the first shoppers meet optimised code; then the engine forgets the warm-up's words and
// the app reports ready.
search.start().then(async () => {
  if (!warmingUp) return;
  try {
    const result = await warmUp({
      handler: createApp({
        db: database.db, logger: logger.child({}, { level: 'silent' }), serviceKey, search, metrics: createMetrics({ processMetrics: false }),
      }),
      paths: (await typeaheadWarmUpTexts(search, env.WARM_UP_REQUESTS)).map(typeaheadPath),
      headers: { [SERVICE_KEY_HEADER]: serviceKey },
    });
    logger.info(result, 'warmed up');
  } catch (err) {
    logger.warn({ err }, 'warm-up failed; serving cold');
  } finally {
    search.forgetWarmUp();
  }
}, (err: unknown) => logger.error({ err }, 'search engine start failed')).finally(() => {
  warmingUp = false;
});
// Hourly clean-up: idempotency keys answer retries for 24 hours, and water-test photos taken outside
// an account are kept GUEST_PHOTO_RETENTION_DAYS (30 by default); older ones are deleted. On PostgreSQL,
// which several copies may share, each sweep runs once an hour across all of them (the copy that claims
// the hour runs it, docs/decisions/0063), checked each minute; on PGlite, this process's own clock, from
// the next full hour on. Either way the first sweep is not during the warm-up. Payment authorizations
// no order took (a checkout that crashed and was never retried) are voided, and expired test processor
// tokens deleted (docs/decisions/0061).
const sweeps: ScheduledJob[] = [
  { name: 'idempotency-key-sweep', periodMs: 3_600_000, run: () => sweepIdempotencyKeys(database.db) },
  { name: 'guest-photo-sweep', periodMs: 3_600_000, run: () => sweepGuestPhotos(database.db, guestPhotoCutoff(new Date(), env.GUEST_PHOTO_RETENTION_DAYS)) },
  { name: 'orphan-authorization-sweep', periodMs: 3_600_000, run: async () => (await sweepOrphanAuthorizations(database.db, paymentProvider, new Date())).length },
  ...(testProcessor ? [{ name: 'payment-token-sweep', periodMs: 3_600_000, run: () => testProcessor.sweepTokens() }] : []),
];
const scheduler = startScheduler({ db: database.db, jobs: sweeps, logger, claim: database.driver === 'postgres' ? 'database' : 'process', tickMs: env.SCHEDULER_TICK_MS });
// Requests born with Express's prototypes: far less for every scavenge to copy (http-kit's createExpressServer).
const server: Server = createExpressServer(app, {}, env.requestTimeouts).listen(env.PORT, env.HOST, () => {
  logger.info({ port: env.PORT, host: env.HOST, serviceKeyFrom: env.COMMERCE_API_KEY ? 'COMMERCE_API_KEY' : env.SECRETS_DIR }, 'commerce-api listening');
});

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  // Stop accepting connections, let in-flight requests finish (bounded), then close the database.
  const force = setTimeout(() => {
    logger.warn('forcing shutdown after 10 s');
    process.exit(1);
  }, 10_000);
  force.unref();
  scheduler.stop();
  outboxListener?.close();
  outboxListener?.closeAllConnections();
  processorListener?.close();
  processorListener?.closeAllConnections();
  server.close(async () => {
    mailer.close();
    await changes.close();
    await delivery.stop();
    await database.close();
    logger.info('stopped');
    process.exit(0);
  });
  server.closeIdleConnections();
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
