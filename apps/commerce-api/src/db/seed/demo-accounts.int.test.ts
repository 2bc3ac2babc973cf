import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../client.js';
import { migrateDatabase } from '../migrate.js';
import { customers } from '../schema.js';
import { seedDatabase } from './index.js';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({});
  await migrateDatabase(database);
}, 60_000);
afterAll(async () => {
  await database?.close();
});

describe('demo accounts', () => {
  it('are left out of a seed that does not ask for them (a staff password everyone knows)', async () => {
    expect(await seedDatabase(database.db, { size: 50, demoAccounts: false })).toBe(true);
    const [row] = await database.db.select({ n: count() }).from(customers);
    expect(row!.n).toBe(0);
  }, 60_000);
});
