import { randomBytes } from 'node:crypto';
import type { Express } from 'express';
import pg from 'pg';
import { pino } from 'pino';
import { createApp } from '../app.js';
import { openDatabase, type Database, type Db } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';
import { seedDatabase } from '../db/seed/index.js';

export const TEST_CATALOG_SIZE = 200;

export interface TestContext {
  app: Express;
  db: Db;
  database: Database;
  /** The app's clock; tests move it to expire tokens. */
  clock: { now: Date };
  close(): Promise<void>;
}

/**
 * One migrated and seeded database per test file, and an app over it.
 * - Default: in-memory PGlite.
 * - With DATABASE_URL (tests only read it here): a fresh `pool_test_<random>` database on that server,
 *   dropped on close, so the same tests prove the production driver.
 */
export async function createTestContext(size = TEST_CATALOG_SIZE): Promise<TestContext> {
  const serverUrl = process.env.DATABASE_URL;
  let database: Database;
  let dropDatabase = async () => {};
  if (serverUrl) {
    const name = `pool_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    database = await openDatabase({ databaseUrl: url.toString() });
    dropDatabase = async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    };
  } else {
    database = await openDatabase({});
  }
  await migrateDatabase(database);
  await seedDatabase(database.db, { size });
  const clock = { now: new Date() };
  const app = createApp({ db: database.db, logger: pino({ level: 'silent' }), now: () => clock.now });
  return {
    app,
    db: database.db,
    database,
    clock,
    async close() {
      await database.close();
      await dropDatabase();
    },
  };
}
