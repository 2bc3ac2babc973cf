import type { Cart } from '@pool/api-contract';
import { reduceCartId, type CartIdEvent } from '@pool/cart-domain';
import { expectStatus, statusOf, type CommerceClient } from '../upstreams/commerce.upstream.js';
import type { SessionContext } from './session-context.js';

/** Applies a cart-domain cart id event to the session, storing it only when the id changes. */
export async function applyCartIdEvent(session: SessionContext, event: CartIdEvent): Promise<void> {
  const current = await session.current();
  const before = current?.record.cartId ?? null;
  const after = reduceCartId({ cartId: before }, event).cartId;
  if (after !== before) await session.update((record) => ({ ...record, cartId: after }));
}

/**
 * The session's upstream cart, or null when it has none. A cart that no longer loads (404) is dropped
 * from the session, so the shopper simply gets an empty cart (cart-domain: `load_failed`).
 */
export async function loadSessionCart(session: SessionContext, client: CommerceClient, requestId: string): Promise<Cart | null> {
  const cartId = (await session.current())?.record.cartId;
  if (!cartId) return null;
  const response = await client.cart.getCart({ params: { cartId }, requestId });
  if (statusOf(response) === 404) {
    await applyCartIdEvent(session, { type: 'load_failed' });
    return null;
  }
  return expectStatus(response, 200);
}
