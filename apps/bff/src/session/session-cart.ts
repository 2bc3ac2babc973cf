import type { Cart } from '@pool/api-contract';
import { cartItemCount, reduceCartId, type CartIdEvent } from '@pool/cart-domain';
import type { Clock } from '../clock.js';
import { expectStatus, statusOf, type CommerceClient } from '../upstreams/commerce.upstream.js';
import { cartBuyer } from './cart-buyer.js';
import type { SessionContext } from './session-context.js';

/** Applies a cart-domain cart id event to the session, storing it only when the id changes. */
export async function applyCartIdEvent(session: SessionContext, event: CartIdEvent): Promise<void> {
  const current = await session.current();
  const before = current?.record.cartId ?? null;
  const after = reduceCartId({ cartId: before }, event).cartId;
  if (after !== before) await session.update((record) => ({ ...record, cartId: after }));
}

/**
 * How long the header's cart count is taken from the session instead of commerce-api. Every change
 * the shopper makes through the BFF updates it at once; this only bounds how late a change made
 * elsewhere (the same customer's cart on another device, an upstream clean-up) shows in the header.
 */
export const CART_COUNT_FRESH_MS = 30_000;

/**
 * Notes how many items `cart` holds in the session, after the BFF read or changed it. Written only
 * when the count changed or is past half its freshness, so reading the cart does not write the
 * session every time.
 */
export async function rememberCartCount(session: SessionContext, cart: Cart, clock: Clock): Promise<void> {
  const current = await session.current();
  if (!current || current.record.cartId !== cart.id) return;
  const count = cartItemCount(cart.products);
  const now = clock.now();
  const known = current.record.cartCount;
  if (known && known.cartId === cart.id && known.count === count && now - known.at < CART_COUNT_FRESH_MS / 2) return;
  await session.update((record) => ({ ...record, cartCount: { cartId: cart.id, count, at: now } }));
}

/**
 * The session's upstream cart, or null when it has none. A cart that no longer loads (404) is dropped
 * from the session, so the shopper simply gets an empty cart (cart-domain: `load_failed`). `commerce`
 * is bound to the request (request-client.ts).
 */
export async function loadSessionCart(session: SessionContext, commerce: CommerceClient): Promise<Cart | null> {
  const current = await session.current();
  const cartId = current?.record.cartId;
  if (!cartId) return null;
  const response = await commerce.cart.getCart({ params: { cartId }, headers: cartBuyer(current).headers });
  if (statusOf(response) === 404) {
    await applyCartIdEvent(session, { type: 'load_failed' });
    return null;
  }
  return expectStatus(response, 200);
}

/**
 * The number of items in the session's cart for the header: the count noted in the session while it
 * is fresh, else the cart read from commerce-api (and noted again).
 */
export async function sessionCartCount(session: SessionContext, commerce: CommerceClient, clock: Clock): Promise<number> {
  const record = (await session.current())?.record;
  if (!record?.cartId) return 0;
  const known = record.cartCount;
  if (known && known.cartId === record.cartId && clock.now() - known.at < CART_COUNT_FRESH_MS) return known.count;
  const cart = await loadSessionCart(session, commerce);
  if (!cart) return 0;
  await rememberCartCount(session, cart, clock);
  return cartItemCount(cart.products);
}
