import type { Customer, StaffView, ViewerView } from '@pool/api-contract';
import type { Logger } from 'pino';
import { statusOf, expectStatus, type CommerceClient } from '../upstreams/commerce.upstream.js';
import { customerAuthHeaders } from './acting.js';
import type { SessionContext } from './session-context.js';
import type { SessionRecord } from './session-store.js';
import { loadViewer, viewerOf } from './viewer.js';

const fullName = (customer: Pick<Customer, 'first_name' | 'last_name'>) => `${customer.first_name} ${customer.last_name}`.trim();

/** The overlay's bits for a staff member (spec site-shell.md 2.13): never given to anyone else. */
export function staffViewOf(staff: Customer, actingAs: Customer | null, record: SessionRecord, adminUrl: string): StaffView {
  return {
    name: fullName(staff),
    actingAs: actingAs ? { id: actingAs.id, name: fullName(actingAs), email: actingAs.email } : null,
    cartId: record.cartId ? record.cartId.slice(0, 7) : null,
    adminUrl,
    actingEnded: actingAs ? null : record.actingEnded,
  };
}

/**
 * The admin site's quote creation for a quote made from a cart (spec site-shell.md 2.13: links lead to
 * the admin site's product, variant, category and quote creation): `{adminUrl}/quotes/create` with the
 * quote, the cart and, while acting, the customer it is for (docs/decisions/0066).
 *
 * @example
 * ```ts
 * adminQuoteCreationUrl('https://admin.example', { quote: 'b3…', cartId: 'c9…', customerId: 7 });
 * // 'https://admin.example/quotes/create?quote=b3…&cart_id=c9…&customer_id=7'
 * ```
 */
export function adminQuoteCreationUrl(adminUrl: string, of: { quote: string; cartId: string; customerId: number | null }): string {
  const url = new URL('quotes/create', adminUrl.endsWith('/') ? adminUrl : `${adminUrl}/`);
  url.searchParams.set('quote', of.quote);
  url.searchParams.set('cart_id', of.cartId);
  if (of.customerId !== null) url.searchParams.set('customer_id', String(of.customerId));
  return url.toString();
}

/**
 * The session after staff stop acting: the customer's cart is left to them, the staff member's own
 * cart comes back. A new session id, as on every change of whose data the session reaches.
 */
export function unloadedRecord(record: SessionRecord): SessionRecord {
  if (record.actAsId === null) return record;
  return { ...record, actAsId: null, cartId: record.staffCartId, staffCartId: null, cartCount: null, actAsStartedAt: null, actAsSeenAt: null };
}

/**
 * The viewer and, for staff, the overlay's view. A staff session reads both from commerce-api's staff
 * session (the staff token, checked there as an is_admin token, and the act-as id of the session): the
 * viewer is then the customer acted for, the overlay names the staff member. An account that is no
 * longer staff (403), or a customer that is gone (404), ends the acting; the rest is the shopper's
 * ordinary viewer (viewer.ts, which signs out on a refused token).
 */
export async function loadViewerAndStaff(
  session: SessionContext,
  /** commerce-api, bound to the request (request-client.ts); `requestId` is for the logs. */
  client: CommerceClient,
  requestId: string,
  logger: Logger,
  adminUrl: string,
): Promise<{ viewer: ViewerView; staff?: StaffView }> {
  const current = await session.current();
  const headers = customerAuthHeaders(current?.record);
  if (!current?.record.isAdmin || !headers) return { viewer: await loadViewer(session, client, requestId, logger) };
  const response = await client.staff.session({ headers });
  const status = statusOf(response);
  if (status === 403 || status === 404) {
    logger.warn({ reqId: requestId, status }, 'staff session refused upstream; acting and staff rights end');
    await session.rotate((record) => ({ ...unloadedRecord(record), isAdmin: status === 404 }));
    return { viewer: await loadViewer(session, client, requestId, logger) };
  }
  if (status === 401) return { viewer: await loadViewer(session, client, requestId, logger) };
  const { staff, acting_as: actingAs } = expectStatus(response, 200);
  return { viewer: viewerOf(actingAs ?? staff), staff: staffViewOf(staff, actingAs, current.record, adminUrl) };
}
