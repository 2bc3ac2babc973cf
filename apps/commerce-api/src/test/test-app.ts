import { randomBytes } from 'node:crypto';
import type { RequestListener } from 'node:http';
import { SERVICE_KEY_HEADER } from '@pool/http-kit';
import type { Express } from 'express';
import pg from 'pg';
import { pino } from 'pino';
import { createApp, type AppDeps } from '../app.js';
import { openDatabase, type Database, type Db } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';
import { seedDatabase } from '../db/seed/index.js';
import { createTestProcessor, TEST_CARDS } from '../payments/test-processor.js';
import type { Mailer } from '../mail/mailer.js';
import { perTestFile } from './per-test-file.js';

export const TEST_CATALOG_SIZE = 200;

/**
 * The staff demo account's password in every test database (tests only: a store makes a random one on
 * first start, docs/decisions/0052).
 */
export const TEST_STAFF_PASSWORD = 'test-staff-password-0123';

/** The service key of every test app (tests only: a real one is 32 random bytes). */
export const TEST_SERVICE_KEY = 'test-commerce-api-key-0123456789abcdef';

/**
 * `app` as the BFF calls it: every request carries {@link TEST_SERVICE_KEY} unless the test sets its
 * own `x-service-key`.
 */
export function asBff(app: Express): RequestListener {
  return (req, res) => {
    req.headers[SERVICE_KEY_HEADER] ??= TEST_SERVICE_KEY;
    app(req, res);
  };
}

export interface TestContext {
  /**
   * The app as the BFF calls it: every request carries the service key (unless the test sets its own
   * `x-service-key`), so tests of the routes need not repeat it.
   */
  app: RequestListener;
  /** The app itself, which refuses requests without the key: tests of the guard, servers the BFF calls. */
  bareApp: Express;
  /** The key `bareApp` expects. */
  serviceKey: string;
  db: Db;
  database: Database;
  /** The app's clock; tests move it to expire tokens. */
  clock: { now: Date };
  /** A one-time test processor token for a card number (the approved 4242 card by default). */
  paymentToken(number?: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * A new, empty database `pool_test_<random>` on the PostgreSQL server at `serverUrl`: its URL, and how
 * to drop it (with force, so open connections do not keep it).
 */
export async function createScratchDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `pool_test_${randomBytes(6).toString('hex')}`;
  // The address is read before anything is created: an unparsable one throws with nothing to drop.
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/**
 * A one-time test processor token for a card number (expiring in two years, CVC 123), made as the
 * browser's call to the processor's listener makes it (docs/decisions/0061).
 */
export async function testPaymentToken(db: Db, number: string, now: () => Date = () => new Date()): Promise<string> {
  const made = await createTestProcessor(db, { now }).tokenize({ number, expMonth: 12, expYear: now().getUTCFullYear() + 2, cvc: '123' });
  if (!made.ok) throw new Error(`the test processor refused ${number.slice(-4)}: ${JSON.stringify(made.errors)}`);
  return made.token.id;
}

export interface TestContextOptions {
  mailer?: (db: Db) => Mailer;
  storefrontUrl?: string;
  payments?: Pick<AppDeps, 'paymentProvider' | 'stripeWebhook'>;
  changes?: AppDeps['changes'];
}

/**
 * One migrated and seeded database per test file, and an app over it.
 * - Default: in-memory PGlite.
 * - With DATABASE_URL (tests only read it here): a fresh `pool_test_<random>` database on that server,
 *   dropped on close, so the same tests prove the production driver.
 */
export async function createTestContext(size = TEST_CATALOG_SIZE, options: TestContextOptions = {}): Promise<TestContext> {
  const serverUrl = process.env.DATABASE_URL;
  let database: Database;
  let dropDatabase = async () => {};
  if (serverUrl) {
    const scratch = await createScratchDatabase(serverUrl);
    database = await openDatabase({ databaseUrl: scratch.url });
    dropDatabase = scratch.drop;
  } else {
    database = await openDatabase({});
  }
  await migrateDatabase(database);
  await seedDatabase(database.db, { size, demoAccounts: { staffPassword: TEST_STAFF_PASSWORD } });
  const clock = { now: new Date() };
  const app = createApp({
    db: database.db, logger: pino({ level: 'silent' }), now: () => clock.now, serviceKey: TEST_SERVICE_KEY,
    ...(options.mailer ? { mailer: options.mailer(database.db) } : {}),
    ...(options.storefrontUrl ? { storefrontUrl: options.storefrontUrl } : {}),
    ...(options.changes ? { changes: options.changes } : {}),
    ...options.payments,
  });
  return {
    app: asBff(app),
    bareApp: app,
    serviceKey: TEST_SERVICE_KEY,
    db: database.db,
    database,
    clock,
    paymentToken: (number = TEST_CARDS.approved) => testPaymentToken(database.db, number, () => clock.now),
    async close() {
      await database.close();
      await dropDatabase();
    },
  };
}

/**
 * The test file's {@link createTestContext}, made in a `beforeAll` and closed in an `afterAll` that this
 * registers (see {@link perTestFile}: read it inside tests and later hooks).
 */
export function useTestContext(size = TEST_CATALOG_SIZE, options: TestContextOptions = {}): TestContext {
  return perTestFile(() => createTestContext(size, options));
}
