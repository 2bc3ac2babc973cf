import type { Cart } from '@pool/api-contract';
import { decideLineQuantity } from '@pool/cart-domain';
import type { Request, Response } from 'express';
import type { Clock } from '../clock.js';
import { PRIVATE, setCacheControl } from '../http/cache-control.js';
import { HttpProblem, notFound } from '../http/problem.js';
import { applyCartIdEvent, loadSessionCart, rememberCartCount } from '../session/session-cart.js';
import type { CommerceClient } from '../upstreams/commerce.upstream.js';
import { cartView } from '../views/cart.view.js';

type SessionRequest = Pick<Request, 'session'>;
type CartLine = Cart['products'][number];

/**
 * The answer of every cart write and read: the whole cart as the shopper sees it, never cached. The
 * header's count follows every change at once (session-cart.ts).
 */
export function cartReplier(clock: Clock) {
  return async (req: SessionRequest, res: Response, cart: Cart | null, stagedCouponRefused?: string) => {
    setCacheControl(res, PRIVATE);
    if (cart) await rememberCartCount(req.session, cart, clock);
    const stagedCoupon = (await req.session.current())?.record.stagedCoupon ?? null;
    return { status: 200 as const, body: cartView(cart, await req.session.viewer(), { stagedCoupon, stagedCouponRefused }) };
  };
}

/** After a line is deleted: a cart left without products is dropped from the session (cart-domain). */
export async function afterLineDeleted(req: SessionRequest, cart: Cart): Promise<Cart | null> {
  await applyCartIdEvent(req.session, { type: 'line_deleted', remainingProducts: cart.products.length });
  return cart.products.length > 0 ? cart : null;
}

/** The commerce-api calls that change one kind of line; each answers with the whole cart. */
export interface LineWrites {
  remove(cartId: string, line: CartLine): Promise<Cart>;
  set(cartId: string, line: CartLine, quantity: number): Promise<Cart>;
}

/**
 * A new quantity for one of the session cart's lines, as cart-domain decides it: refused with a 422,
 * the line removed (a cart left empty leaves the session), or set. A line the session's cart does not
 * hold (or that `isLine` does not accept) is a 404. `commerce` is bound to the request (request-client.ts).
 */
export async function changeLineQuantity(
  req: Pick<Request, 'session'>,
  commerce: CommerceClient,
  change: { itemId: string; quantity: number; unknownLine: string; isLine?: (line: CartLine) => boolean },
  writes: LineWrites,
): Promise<Cart | null> {
  const cart = await loadSessionCart(req.session, commerce);
  const line = cart?.products.find((candidate) => candidate.id === change.itemId && (change.isLine?.(candidate) ?? true));
  if (!cart || !line) throw notFound(change.unknownLine);
  const decision = decideLineQuantity(change.quantity, { inventory: line.inventory_level });
  switch (decision.kind) {
    case 'invalid':
      throw new HttpProblem(422, decision.message, { title: decision.message });
    case 'remove':
      return afterLineDeleted(req, await writes.remove(cart.id, line));
    case 'set':
      return writes.set(cart.id, line, decision.quantity);
  }
}
