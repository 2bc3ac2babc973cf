import { transitionSession } from '@pool/account-domain';
import { HttpProblem } from '../http/problem.js';
import { accountStateOf, recordFor } from './account-session.js';
import { actingAsId, customerAuthHeaders } from './acting.js';
import type { SessionContext } from './session-context.js';

/** The signed-in customer of a session: their id, the bearer token and the customer staff act for. */
export interface SignedInCustomer {
  id: number;
  token: string;
  actAsId: number | null;
  /** The headers of an authenticated commerce-api call (spec account.md 7: bearer token, acting-as id). */
  headers: { authorization: string; 'user-id'?: string };
}

/**
 * The session's signed-in customer, or null for a guest. While staff act as a customer (docs/decisions/0030)
 * it is the customer acted for: their id, and headers carrying the staff token with that customer's id.
 */
export async function signedInCustomer(session: SessionContext): Promise<SignedInCustomer | null> {
  const record = (await session.current())?.record;
  const headers = customerAuthHeaders(record);
  if (!record?.token || record.customerId == null || !headers || !(await session.viewer()).signedIn) return null;
  const actAsId = actingAsId(record);
  return { id: actAsId ?? record.customerId, token: record.token, actAsId, headers };
}

/** The spec's 401 toast (account.md 8). */
export const TOKEN_EXPIRED = 'Token is expired or incorrect.';

/**
 * The commerce-api headers of the session's customer (`customerAuthHeaders`: the acted-for customer
 * while staff act as one); a guest gets the spec's 401 title.
 */
export async function requireCustomerHeaders(session: SessionContext): Promise<{ authorization: string; 'user-id'?: string }> {
  const headers = customerAuthHeaders((await session.current())?.record);
  if (!headers) throw new HttpProblem(401, undefined, { title: TOKEN_EXPIRED });
  return headers;
}

/** The session's signed-in customer; a guest gets the spec's 401. */
export async function requireCustomer(session: SessionContext): Promise<SignedInCustomer> {
  const customer = await signedInCustomer(session);
  if (!customer) throw new HttpProblem(401, TOKEN_EXPIRED, { title: TOKEN_EXPIRED });
  return customer;
}

/**
 * A token commerce-api refused (401: expired, or revoked by a password change or reset elsewhere) is
 * a failed customer load: the session forgets the customer (account-domain) under a new id, and the
 * shopper is a guest from here on.
 */
export async function forgetRefusedCustomer(session: SessionContext): Promise<void> {
  const current = await session.current();
  if (!current) return;
  const next = transitionSession(accountStateOf(current.record), { type: 'customer-load-failed', message: TOKEN_EXPIRED });
  await session.rotate((record) => recordFor(record, next.state, null));
}
