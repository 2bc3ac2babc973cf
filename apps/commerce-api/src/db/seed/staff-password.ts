import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { hashPassword } from '../../customers/password.js';
import type { Db } from '../client.js';
import { customers } from '../schema.js';
import { STAFF_DEMO_EMAIL } from './customers.js';

/** The file in `SECRETS_DIR` that keeps the staff demo account's password (0600, docs/decisions/0052). */
export const STAFF_PASSWORD_FILE = 'staff-demo-password';

/** 18 random bytes, base64url: 24 characters. */
const PASSWORD_PATTERN = /^[\w-]{16,128}$/;

/**
 * The staff demo account's password: the one kept in `dir/staff-demo-password`, or, on the first start,
 * a new random one written there (0600, in a 0700 directory) with `created: true`, so the caller shows
 * it once. Two processes starting at once agree: the file is created exclusively and the loser reads the
 * winner's password.
 *
 * @throws Error when the stored password is too short or has characters other than A-Z, a-z, 0-9, _ or -.
 */
export function loadStaffDemoPassword(dir: string): { password: string; created: boolean } {
  const file = path.join(dir, STAFF_PASSWORD_FILE);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const fresh = randomBytes(18).toString('base64url');
  try {
    writeFileSync(file, `${fresh}\n`, { flag: 'wx', mode: 0o600 });
    return { password: fresh, created: true };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const stored = readFileSync(file, 'utf8').trim();
  if (!PASSWORD_PATTERN.test(stored)) throw new Error(`${file}: at least 16 characters of A-Z, a-z, 0-9, _ or -`);
  return { password: stored, created: false };
}

/**
 * Gives the staff demo account, if the database has it, `password`: done when the password file was
 * just made for a database seeded before (with the password published until decision 0052, or with a
 * file since deleted), so that the file and the account always agree. Returns whether the account
 * was there.
 */
export async function setStaffDemoPassword(db: Db, password: string): Promise<boolean> {
  const changed = await db.update(customers).set({ passwordHash: await hashPassword(password) })
    .where(and(eq(sql`lower(${customers.email})`, STAFF_DEMO_EMAIL), eq(customers.isAdmin, true)))
    .returning({ id: customers.id });
  return changed.length > 0;
}

/** What commerce-api prints once, when it has just made the staff demo password. */
export function staffPasswordNotice(password: string, dir: string): string {
  return [
    '',
    `  Staff demo account: ${STAFF_DEMO_EMAIL} / ${password}`,
    `  (shown once; kept in ${path.join(dir, STAFF_PASSWORD_FILE)}, readable by this user only)`,
    '',
    '',
  ].join('\n');
}
