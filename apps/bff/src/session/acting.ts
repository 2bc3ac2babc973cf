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

/** Acting as a customer ends after 30 minutes without a request (docs/decisions/0052) … */
export const ACTING_IDLE_MS = 30 * 60_000;
/** … and 4 hours after it started, however busy. */
export const ACTING_MAX_MS = 4 * 3_600_000;

/** What the staff member is told when acting ended by itself. */
export const ACTING_ENDED = {
  idle: 'Acting as a customer ended after 30 minutes without activity. You are back in your own view.',
  absolute: 'Acting as a customer ended 4 hours after it started. You are back in your own view.',
} as const;

/**
 * Whether the session's acting has run out at `now` (ms): `idle` (30 minutes since its last request
 * while acting), `absolute` (4 hours since it started) or null while it lasts, or when not acting. A
 * session acting without a start time (made before acting expired) has run out.
 */
export function actingExpiry(record: SessionRecord, now: number): 'idle' | 'absolute' | null {
  if (actingAsId(record) === null) return null;
  const started = record.actAsStartedAt ?? Number.NEGATIVE_INFINITY;
  if (now - started >= ACTING_MAX_MS) return 'absolute';
  if (now - (record.actAsSeenAt ?? started) >= ACTING_IDLE_MS) return 'idle';
  return null;
}
