import type { ViewerView } from '@pool/api-contract';
import type { Logger } from 'pino';
import { expectStatus, statusOf, type CommerceClient } from '../upstreams/commerce.upstream.js';
import { forgetRefusedCustomer } from './customer-auth.js';
import type { SessionContext } from './session-context.js';

export const GUEST_VIEWER: ViewerView = Object.freeze({ signedIn: false, firstName: null, isAdmin: false, poolCount: null });

/** The customer fields the header and drawers show; never the token or the customer id. */
export function viewerOf(customer: { first_name: string; is_admin: boolean; pool_count?: number | undefined; equipment_count?: number | undefined }): ViewerView {
  // The pool count sets the drawer's My Pool / My Pools; `null` where not counted (sign-in answers), read as 'My Pools'.
  const viewer: ViewerView = { signedIn: true, firstName: customer.first_name, isAdmin: customer.is_admin, poolCount: customer.pool_count ?? null };
  // Only customers whose pools name equipment load the 'Fits your …' badges (docs/decisions/0032).
  return customer.equipment_count ? { ...viewer, hasEquipment: true } : viewer;
}

/**
 * The viewer for the header, loaded from `/api/customer` with the session's token. A refused token
 * (401) is a failed customer load: the session forgets the customer (account-domain), and the shopper
 * is a guest from here on. A 403 (e.g. an act-as the upstream refuses) shows a guest without clearing.
 */
export async function loadViewer(
  session: SessionContext,
  /** commerce-api, bound to the request (request-client.ts); `requestId` is for the logs. */
  client: CommerceClient,
  requestId: string,
  logger: Logger,
): Promise<ViewerView> {
  const current = await session.current();
  const token = current?.record.token;
  if (!current || !token || current.record.customerId == null) return GUEST_VIEWER;
  const response = await client.customer.customer({
    headers: {
      authorization: `Bearer ${token}`,
      ...(current.record.actAsId != null ? { 'user-id': String(current.record.actAsId) } : {}),
    },
  });
  if (statusOf(response) === 401) {
    await forgetRefusedCustomer(session);
    logger.info({ reqId: requestId }, 'session token refused upstream; signed out');
    return GUEST_VIEWER;
  }
  if (statusOf(response) === 403) return GUEST_VIEWER;
  return viewerOf(expectStatus(response, 200));
}
