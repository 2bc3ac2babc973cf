import type { SessionRecord } from './session-store.js';

/**
 * Whether the session is a staff member acting as a customer (docs/decisions/0030): only a signed-in
 * is_admin session's own act-as id counts. Nothing the browser sends (a `user-id` header, an `act-as`
 * field) is ever read: the id comes from the session, set by `POST /v1/staff/act-as`.
 */
export function actingAsId(record: SessionRecord | undefined | null): number | null {
  if (!record?.token || record.customerId == null || !record.isAdmin) return null;
  return record.actAsId;
}

/**
 * The headers of a customer-scoped commerce-api call (spec account.md 7): the session's bearer token,
 * and, while staff act as a customer, that customer's id in `user-id` (commerce-api believes it only
 * for an is_admin token). Null for a guest. Every route that reads or writes "the customer's" data
 * should take its headers from here, so acting as a customer covers it without more code.
 */
export function customerAuthHeaders(record: SessionRecord | undefined | null): { authorization: string; 'user-id'?: string } | null {
  if (!record?.token || record.customerId == null) return null;
  const acting = actingAsId(record);
  return { authorization: `Bearer ${record.token}`, ...(acting != null ? { 'user-id': String(acting) } : {}) };
}
