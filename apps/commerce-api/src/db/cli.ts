/**
 * Database commands: `migrate`, `seed` (only when the catalogue is empty) and `reset` (wipe and reseed).
 * Usage: tsx src/db/cli.ts <migrate|seed|reset>   (reads the same env as the server)
 */
import { mkdirSync } from 'node:fs';
import { loadEnv } from '../env.js';
import { createLogger } from '../logger.js';
import { openDatabase } from './client.js';
import { migrateDatabase } from './migrate.js';
import { seedStore } from './seed/index.js';

const command = process.argv[2];
const env = loadEnv();
const logger = createLogger(env.LOG_LEVEL);

if (command !== 'migrate' && command !== 'seed' && command !== 'reset') {
  logger.error({ command }, 'usage: cli <migrate|seed|reset>');
  process.exit(2);
}

if (!env.DATABASE_URL) mkdirSync(env.PGLITE_DIR, { recursive: true });
const database = await openDatabase(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL, onError: (err) => logger.warn({ err }, 'idle database connection failed') } : { dataDir: env.PGLITE_DIR });
try {
  await migrateDatabase(database);
  logger.info({ driver: database.driver }, 'migrations applied');
  if (command === 'seed' || command === 'reset') {
    const seeded = await seedStore(database.db, {
      size: env.CATALOG_SIZE, demoAccounts: env.SEED_DEMO_ACCOUNTS, secretsDir: env.SECRETS_DIR, reset: command === 'reset', logger,
      print: (text) => process.stdout.write(text),
    });
    if (!seeded) logger.info('catalogue already present; nothing to seed (use reset to reseed)');
  }
} catch (error) {
  logger.error({ err: error }, `${command} failed`);
  process.exitCode = 1;
} finally {
  await database.close();
}
