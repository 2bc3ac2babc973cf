import { mkdirSync } from 'node:fs';
import { loadServiceKey } from '@pool/http-kit';
import type { Server } from 'node:http';
import { createApp } from './app.js';
import { openDatabase } from './db/client.js';
import { migrateDatabase } from './db/migrate.js';
import { seedDatabase } from './db/seed/index.js';
import { loadEnv } from './env.js';
import { batchedStdout, createLogger } from './logger.js';
import { sweepIdempotencyKeys } from './carts/idempotency.js';

const env = loadEnv();
const logger = createLogger(env.LOG_LEVEL, batchedStdout());
// Before the database: a key that cannot be read or is too weak stops the boot at once.
const serviceKey = loadServiceKey('commerce-api-key', { value: env.COMMERCE_API_KEY, dir: env.SECRETS_DIR });

if (!env.DATABASE_URL) mkdirSync(env.PGLITE_DIR, { recursive: true });
const database = await openDatabase(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL, onError: (err) => logger.warn({ err }, 'idle database connection failed') } : { dataDir: env.PGLITE_DIR });
logger.info({ driver: database.driver, dir: env.DATABASE_URL ? undefined : env.PGLITE_DIR }, 'database opened');
await migrateDatabase(database);
if (env.SEED_ON_BOOT) await seedDatabase(database.db, { size: env.CATALOG_SIZE, demoAccounts: env.SEED_DEMO_ACCOUNTS, logger });

const app = createApp({ db: database.db, logger, serviceKey });
// Idempotency keys answer retries for 24 hours; older ones are deleted hourly.
const sweepKeys = () => {
  sweepIdempotencyKeys(database.db).then(
    (removed) => removed > 0 && logger.info({ removed }, 'expired idempotency keys removed'),
    (err: unknown) => logger.warn({ err }, 'idempotency key sweep failed'),
  );
};
setInterval(sweepKeys, 3_600_000).unref();
const server: Server = app.listen(env.PORT, env.HOST, () => {
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
  server.close(async () => {
    await database.close();
    logger.info('stopped');
    process.exit(0);
  });
  server.closeIdleConnections();
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
