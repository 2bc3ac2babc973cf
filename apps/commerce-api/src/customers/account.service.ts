import {
  ADDRESS_BOOK_LIMIT, changesEmail, passwordProblems, SETTINGS_MESSAGES, validateProfile, validateUsAddress, type UsAddressInput,
} from '@pool/account-domain';
import type { AddressBookBody, Customer, PasswordBody, ProfileBody } from '@pool/api-contract';
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { isRowId } from '../db/ids.js';
import { customerAddresses, customerOneTimeTokens, customers, customerTokens } from '../db/schema.js';
import { HttpError, notFound, unprocessable } from '../http/problem.js';
import type { Logger } from '../logger.js';
import type { Mailer } from '../mail/mailer.js';
import { renderEmailChanged } from '../mail/templates/account-settings.js';
import { actingCustomer, customerForToken, customerWithAddresses } from './customers.service.js';
import { hashPassword, verifyPassword } from './password.js';
import { tokenDigest } from './tokens.js';
import { isUniqueViolation } from '../db/errors.js';

const INVALID = 'The given data was invalid.';
/** A signed-in customer changing their email to another account's is told (registration never is: decision 0054). */
export const EMAIL_TAKEN = 'The email has already been taken.';
export const ADDRESS_LIMIT_REACHED = `You can save up to ${ADDRESS_BOOK_LIMIT} addresses. Delete one to add another.`;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface AccountDeps {
  db: Db;
  now: () => Date;
  mailer: Mailer;
  storefrontUrl: string;
  logger: Logger;
}

/** An address as stored: trimmed, the state in upper case, empty optional parts as null. */
function addressColumns(body: AddressBookBody) {
  const optional = (value: string | null | undefined) => value?.trim() || null;
  return {
    firstName: body.firstName.trim(), lastName: body.lastName.trim(), company: optional(body.company), street1: body.street1.trim(),
    street2: optional(body.street2), city: body.city.trim(), state: body.state.trim().toUpperCase(), zip: body.zip.trim(), phone: optional(body.phone),
  };
}

/** 422 with the errors map of `validateUsAddress`, before anything is written. */
function checkAddress(body: AddressBookBody): ReturnType<typeof addressColumns> {
  const columns = addressColumns(body);
  const errors = validateUsAddress(columns satisfies UsAddressInput);
  if (Object.keys(errors).length > 0) throw unprocessable(INVALID, errors as Record<string, string[]>);
  return columns;
}

/**
 * A customer's address book and settings (spec account.md 7). Every write is one transaction, and
 * every answer is the customer as `GET /api/customer` gives it. Addresses are found by id AND
 * customer: another customer's id is a 404, exactly like an unknown one.
 */
export function createAccountService({ db, now, mailer, storefrontUrl, logger }: AccountDeps) {
  /** Serialises a customer's address writes (the limit and the one default hold under races). */
  const lockCustomer = (tx: Tx, customerId: number) => tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');

  const clearDefault = (tx: Tx, customerId: number) =>
    tx.update(customerAddresses).set({ isDefault: false }).where(and(eq(customerAddresses.customerId, customerId), eq(customerAddresses.isDefault, true)));

  const addressOf = async (tx: Tx, customerId: number, id: string) => {
    const addressId = Number(id);
    const [row] = isRowId(addressId)
      ? await tx.select().from(customerAddresses).where(and(eq(customerAddresses.id, addressId), eq(customerAddresses.customerId, customerId))).for('update')
      : [];
    if (!row) throw notFound(`No address has the id ${id}.`);
    return row;
  };

  return {
    async createAddress(token: string, actingAsId: string | undefined, body: AddressBookBody): Promise<Customer> {
      const customer = await actingCustomer(db, now, token, actingAsId);
      const columns = checkAddress(body);
      await db.transaction(async (tx) => {
        await lockCustomer(tx, customer.id);
        const [{ count } = { count: 0 }] = await tx.select({ count: sql<number>`count(*)::int` }).from(customerAddresses).where(eq(customerAddresses.customerId, customer.id));
        if (count >= ADDRESS_BOOK_LIMIT) throw unprocessable(ADDRESS_LIMIT_REACHED, { address: [ADDRESS_LIMIT_REACHED] });
        // The first address is the default; a new default takes the mark from the old one in the same transaction.
        const isDefault = count === 0 || body.isDefault === true;
        if (isDefault) await clearDefault(tx, customer.id);
        await tx.insert(customerAddresses).values({ ...columns, customerId: customer.id, isDefault, createdAt: now(), updatedAt: now() });
      });
      return customerWithAddresses(db, customer);
    },

    async updateAddress(token: string, actingAsId: string | undefined, id: string, body: AddressBookBody): Promise<Customer> {
      const customer = await actingCustomer(db, now, token, actingAsId);
      const columns = checkAddress(body);
      await db.transaction(async (tx) => {
        await lockCustomer(tx, customer.id);
        const row = await addressOf(tx, customer.id, id);
        // A default stays the default (a book with addresses always has one); another becomes it only when asked.
        const isDefault = row.isDefault || body.isDefault === true;
        if (isDefault && !row.isDefault) await clearDefault(tx, customer.id);
        await tx.update(customerAddresses).set({ ...columns, isDefault, updatedAt: now() }).where(eq(customerAddresses.id, row.id));
      });
      return customerWithAddresses(db, customer);
    },

    async deleteAddress(token: string, actingAsId: string | undefined, id: string): Promise<Customer> {
      const customer = await actingCustomer(db, now, token, actingAsId);
      await db.transaction(async (tx) => {
        await lockCustomer(tx, customer.id);
        const row = await addressOf(tx, customer.id, id);
        await tx.delete(customerAddresses).where(eq(customerAddresses.id, row.id));
        if (!row.isDefault) return;
        const [next] = await tx.select({ id: customerAddresses.id }).from(customerAddresses)
          .where(eq(customerAddresses.customerId, customer.id)).orderBy(asc(customerAddresses.id)).limit(1);
        if (next) await tx.update(customerAddresses).set({ isDefault: true }).where(eq(customerAddresses.id, next.id));
      });
      return customerWithAddresses(db, customer);
    },

    /**
     * Names, email, phone, company. A new email needs the current password, must not be another
     * customer's, and is announced to the OLD address; when that notice cannot leave, the change is
     * undone and the caller gets the mailer's error (the owner is never left unwarned).
     */
    async updateProfile(token: string, actingAsId: string | undefined, body: ProfileBody): Promise<Customer> {
      const customer = await actingCustomer(db, now, token, actingAsId);
      const errors: Record<string, string[]> = { ...validateProfile(body) } as Record<string, string[]>;
      const email = body.email.trim().toLowerCase();
      const emailChanges = changesEmail(customer.email, email);
      if (emailChanges && !errors.email) {
        if (!body.current_password) errors.current_password = [SETTINGS_MESSAGES.currentPasswordRequired];
        else if (!(await verifyPassword(customer.passwordHash, body.current_password))) errors.current_password = [SETTINGS_MESSAGES.currentPasswordWrong];
      }
      if (emailChanges && !errors.email && !errors.current_password) {
        const [taken] = await db.select({ id: customers.id }).from(customers).where(eq(sql`lower(${customers.email})`, email));
        if (taken) errors.email = [EMAIL_TAKEN];
      }
      if (Object.keys(errors).length > 0) throw unprocessable(errors.current_password?.[0] ?? INVALID, errors);
      const values = {
        firstName: body.first_name.trim(), lastName: body.last_name.trim(), phone: body.phone?.trim() || null, company: body.company?.trim() || null,
        ...(emailChanges ? { email } : {}),
      };
      let updated: typeof customers.$inferSelect;
      try {
        [updated] = (await db.update(customers).set(values).where(eq(customers.id, customer.id)).returning()) as [typeof customers.$inferSelect];
      } catch (error) {
        // Two changes to one email at once: the unique index decides (drizzle wraps the driver's error).
        if (isUniqueViolation(error)) throw unprocessable(INVALID, { email: [EMAIL_TAKEN] });
        throw error;
      }
      if (emailChanges) {
        try {
          await mailer.send(renderEmailChanged({ to: customer.email, firstName: updated.firstName, newEmail: updated.email, storefrontUrl }));
        } catch (error) {
          await db.update(customers).set({ email: customer.email }).where(and(eq(customers.id, customer.id), eq(customers.email, updated.email)));
          throw error;
        }
        logger.info({ customerId: customer.id }, 'account email changed; notice mailed to the old address');
      }
      return customerWithAddresses(db, updated);
    },

    /**
     * A new password (the current one required, the rule of `passwordProblems`). In one transaction:
     * the hash is replaced, every OTHER bearer token of the customer is deleted (their sessions end at
     * their next customer load) and any reset or login link still out there is spent. The calling
     * token stays valid: this browser stays signed in.
     */
    async updatePassword(token: string, body: PasswordBody): Promise<Customer> {
      // Always the token's own customer: a password is never changed on someone's behalf.
      const customer = await customerForToken(db, now, token);
      if (!body.current_password || !(await verifyPassword(customer.passwordHash, body.current_password))) {
        throw unprocessable(SETTINGS_MESSAGES.currentPasswordWrong, { current_password: [SETTINGS_MESSAGES.currentPasswordWrong] });
      }
      const problems = passwordProblems(body.password, customer.email);
      if (body.password === body.current_password) problems.push(SETTINGS_MESSAGES.samePassword);
      if (problems.length > 0) throw new HttpError(422, problems[0]!, { errors: { password: problems } });
      const passwordHash = await hashPassword(body.password);
      const updated = await db.transaction(async (tx) => {
        const [row] = await tx.update(customers).set({ passwordHash }).where(eq(customers.id, customer.id)).returning();
        await tx.delete(customerTokens).where(and(eq(customerTokens.customerId, customer.id), ne(customerTokens.tokenHash, tokenDigest(token))));
        await tx.update(customerOneTimeTokens).set({ usedAt: now() }).where(and(eq(customerOneTimeTokens.customerId, customer.id), isNull(customerOneTimeTokens.usedAt)));
        return row!;
      });
      logger.info({ customerId: customer.id }, 'password changed; other sessions revoked');
      return customerWithAddresses(db, updated);
    },

    async updateEmailNotify(token: string, actingAsId: string | undefined, enabled: boolean): Promise<Customer> {
      const customer = await actingCustomer(db, now, token, actingAsId);
      const [updated] = await db.update(customers).set({ enableEmailNotify: enabled }).where(eq(customers.id, customer.id)).returning();
      return customerWithAddresses(db, updated!);
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
