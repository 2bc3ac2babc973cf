import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../customers/password.js';
import { openDatabase, type Database } from '../client.js';
import { migrateDatabase } from '../migrate.js';
import { customers } from '../schema.js';
import { STAFF_DEMO_EMAIL } from './customers.js';
import { resetDatabase, seedStore } from './index.js';
import { STAFF_PASSWORD_FILE } from './staff-password.js';

let database: Database;
const secretsDir = path.join(mkdtempSync(path.join(tmpdir(), 'staff-password-')), 'secrets');
const file = path.join(secretsDir, STAFF_PASSWORD_FILE);
const printed: string[] = [];
/** One start of commerce-api with the demo accounts (main.ts). */
const start = () => seedStore(database.db, { size: 50, demoAccounts: true, secretsDir, print: (text) => printed.push(text) });
const staffHash = async () => (await database.db.select().from(customers).where(eq(customers.email, STAFF_DEMO_EMAIL)))[0]!.passwordHash;

beforeAll(async () => {
  database = await openDatabase({});
  await migrateDatabase(database);
}, 60_000);
afterAll(async () => {
  await database?.close();
  rmSync(path.dirname(secretsDir), { recursive: true, force: true });
});

describe('the staff demo password (docs/decisions/0052)', () => {
  it('is random on the first start, written 0600 and printed once; the published one does not sign in', async () => {
    expect(await start()).toBe(true);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(secretsDir).mode & 0o777).toBe(0o700);
    const password = readFileSync(file, 'utf8').trim();
    expect(password).toMatch(/^[\w-]{24}$/);
    expect(printed).toHaveLength(1);
    expect(printed[0]).toContain(`${STAFF_DEMO_EMAIL} / ${password}`);
    expect(await verifyPassword(await staffHash(), password)).toBe(true);
    expect(await verifyPassword(await staffHash(), 'pool-admin-1')).toBe(false);
  }, 60_000);

  it('is neither printed nor changed by later starts', async () => {
    const password = readFileSync(file, 'utf8').trim();
    const hash = await staffHash();
    expect(await start()).toBe(false);
    expect(await start()).toBe(false);
    expect(printed).toHaveLength(1);
    expect(readFileSync(file, 'utf8').trim()).toBe(password);
    expect(await staffHash()).toBe(hash);
  }, 60_000);

  it('is given to the account of a database seeded before the file was made (published password, or file deleted)', async () => {
    await database.db.update(customers).set({ passwordHash: await hashPassword('pool-admin-1') }).where(eq(customers.email, STAFF_DEMO_EMAIL));
    rmSync(file);
    await start();
    const password = readFileSync(file, 'utf8').trim();
    expect(printed).toHaveLength(2);
    expect(printed[1]).toContain(password);
    expect(await verifyPassword(await staffHash(), 'pool-admin-1')).toBe(false);
    expect(await verifyPassword(await staffHash(), password)).toBe(true);
    await start();
    expect(printed).toHaveLength(2);
  }, 60_000);
});

describe('demo accounts', () => {
  it('are left out of a seed that does not ask for them (a staff password everyone knows)', async () => {
    await resetDatabase(database.db, { size: 50, demoAccounts: false });
    const [row] = await database.db.select({ n: count() }).from(customers);
    expect(row!.n).toBe(0);
  }, 60_000);
});
