import { MIGRATIONS_DIR } from '../env.js';
import type { Database } from './client.js';

/** Applies the committed drizzle-kit migrations (idempotent: applied ones are skipped). */
export async function migrateDatabase(database: Database, migrationsFolder = MIGRATIONS_DIR): Promise<void> {
  await database.migrate(migrationsFolder);
}
