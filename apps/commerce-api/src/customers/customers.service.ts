import type { Customer, SavedAddress } from '@pool/api-contract';
import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { isRowId } from '../db/ids.js';
import { customerAddresses, customers, customerTokens } from '../db/schema.js';
import { HttpError, notFound, unauthorized } from '../http/problem.js';
import { hashPassword, verifyPassword } from './password.js';
import { newToken, TOKEN_TTL_MS, tokenDigest } from './tokens.js';

/** The spec's login failure message (account.md section 8), shown as the 422 title. */
export const LOGIN_FAILED = 'Email or Password is incorrect. Try again or reset your password.';

type CustomerRow = typeof customers.$inferSelect;

export function toCustomer(row: CustomerRow): Customer {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    phone: row.phone,
    company: row.company,
    is_admin: row.isAdmin,
    enable_email_notify: row.enableEmailNotify,
    saved_products: [],
    addresses: [],
  };
}

type AddressRow = typeof customerAddresses.$inferSelect;

function toSavedAddress(row: AddressRow): SavedAddress {
  return {
    id: row.id, firstName: row.firstName, lastName: row.lastName, company: row.company, street1: row.street1, street2: row.street2,
    city: row.city, state: row.state, zip: row.zip, phone: row.phone, isDefault: row.isDefault,
  };
}

/** The customer with their address book (the default first, then oldest first), as `GET /api/customer` answers. */
export async function customerWithAddresses(db: Db, row: CustomerRow): Promise<Customer> {
  const addresses = await db.select().from(customerAddresses).where(eq(customerAddresses.customerId, row.id))
    .orderBy(desc(customerAddresses.isDefault), asc(customerAddresses.id));
  return { ...toCustomer(row), addresses: addresses.map(toSavedAddress) };
}

/** The customer of a live bearer token; 401 for an unknown or expired one. */
export async function customerForToken(db: Db, now: () => Date, token: string): Promise<CustomerRow> {
  const [row] = await db.select({ customer: customers }).from(customerTokens)
    .innerJoin(customers, eq(customers.id, customerTokens.customerId))
    .where(and(eq(customerTokens.tokenHash, tokenDigest(token)), gt(customerTokens.expiresAt, now())));
  if (!row) throw unauthorized();
  return row.customer;
}

/**
 * The customer a call is for: the token's, or, for staff (is_admin) passing `user-id`, the customer
 * they act for. From anyone else the header is ignored and they get their own record. The right comes
 * from the staff member's own token, never from the header alone (and the header only ever arrives
 * from the BFF: every route requires its service key).
 */
export async function actingCustomer(db: Db, now: () => Date, token: string, actingAsId?: string): Promise<CustomerRow> {
  const self = await customerForToken(db, now, token);
  if (actingAsId === undefined || !self.isAdmin || Number(actingAsId) === self.id) return self;
  const targetId = Number(actingAsId);
  const [target] = isRowId(targetId) ? await db.select().from(customers).where(eq(customers.id, targetId)) : [];
  if (!target) throw notFound(`No customer has the id ${actingAsId}.`);
  return target;
}

export function createCustomerService(db: Db, now: () => Date, saved?: { ids(customerId: number): Promise<{ product_id: number }[]> }) {
  // Verifying against a real hash when the email is unknown keeps both failures equally slow.
  const dummyHash = hashPassword('not-a-real-password');

  /** The token's customer (or the one staff act for, {@link actingCustomer}) with their address book. */
  async function current(token: string, actingAsId?: string): Promise<Customer> {
    return customerWithAddresses(db, await actingCustomer(db, now, token, actingAsId));
  }

  return {
    /** The live token's customer row (401 for an unknown or expired token). */
    byToken: (token: string) => customerForToken(db, now, token),

    async login(email: string, password: string): Promise<{ user: Customer; token: string }> {
      const [row] = await db.select().from(customers).where(eq(sql`lower(${customers.email})`, email.trim().toLowerCase()));
      const ok = await verifyPassword(row?.passwordHash ?? (await dummyHash), password);
      if (!row || !ok) throw new HttpError(422, LOGIN_FAILED, { errors: { email: [LOGIN_FAILED] } });
      const token = newToken();
      const issued = now();
      await db.insert(customerTokens).values({
        tokenHash: tokenDigest(token), customerId: row.id, createdAt: issued, expiresAt: new Date(issued.getTime() + TOKEN_TTL_MS),
      });
      return { user: await customerWithAddresses(db, row), token };
    },

    async logout(token: string): Promise<void> {
      const deleted = await db.delete(customerTokens).where(eq(customerTokens.tokenHash, tokenDigest(token))).returning({ id: customerTokens.customerId });
      if (deleted.length === 0) throw unauthorized();
    },

    current,

    /** {@link current} with the customer's saved products (GET /api/customer). */
    async currentWithSaved(token: string, actingAsId?: string): Promise<Customer> {
      const customer = await current(token, actingAsId);
      return { ...customer, saved_products: saved ? await saved.ids(customer.id) : [] };
    },
  };
}

export type CustomerService = ReturnType<typeof createCustomerService>;
