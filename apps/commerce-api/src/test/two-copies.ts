import { openDatabase, type Database } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';
import { createScratchDatabase } from './test-app.js';

/**
 * Two copies of commerce-api's database access, migrated: on PostgreSQL (DATABASE_URL) two connection
 * pools on one scratch database, as two running copies have; on PGlite the one embedded database twice.
 * `close` closes them and drops the scratch database.
 */
export async function openTwoCopies(): Promise<{ copies: [Database, Database]; close: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  let copies: [Database, Database];
  let drop = async () => {};
  if (serverUrl) {
    const scratch = await createScratchDatabase(serverUrl);
    drop = scratch.drop;
    copies = [await openDatabase({ databaseUrl: scratch.url }), await openDatabase({ databaseUrl: scratch.url })];
  } else {
    const only = await openDatabase({});
    copies = [only, only];
  }
  await migrateDatabase(copies[0]);
  return {
    copies,
    close: async () => {
      await Promise.all([...new Set(copies)].map((c) => c.close()));
      await drop();
    },
  };
}
