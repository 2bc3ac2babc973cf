import { restoreSession, type SessionState } from '@pool/account-domain';
import type { SessionRecord } from './session-store.js';

/**
 * The account-domain session state of a stored record: with a token it is `loading` (the customer is
 * loaded per request), else a guest. Staff tokens are not kept yet, so there is no admin token.
 */
export function accountStateOf(record: SessionRecord | undefined): SessionState {
  return restoreSession({ token: record?.token ?? null, adminToken: null, actAsId: record?.actAsId ?? null });
}

/**
 * The record after an account-domain transition: token, customer and act-as id follow the state. A
 * guest also loses the cart: a signed-in customer's cart is theirs, not the next person's at this
 * browser (docs/decisions/0006).
 */
export function recordFor(record: SessionRecord, state: SessionState, customerId: number | null): SessionRecord {
  if (state.phase === 'guest') return { ...record, token: null, customerId: null, actAsId: null, cartId: null, isAdmin: false, staffCartId: null };
  const actAsId = state.actAsId === null ? null : Number(state.actAsId);
  return { ...record, token: state.token, customerId, actAsId: Number.isInteger(actAsId) ? actAsId : null };
}
