import { createHash } from 'node:crypto';
import type { Cart } from '@pool/api-contract';
import { cartIdForAdd, stagedCouponAfterCartCreated } from '@pool/cart-domain';
import type { Request } from 'express';
import { cartBuyer } from '../session/cart-buyer.js';
import { applyCartIdEvent } from '../session/session-cart.js';
import type { Session } from '../session/session-store.js';
import { expectStatus, statusOf, type CommerceClient } from '../upstreams/commerce.upstream.js';

/** The parts of a request the session's cart needs: its session, id (for upstream logs) and the shopper's address. */
export type CartRequest = Pick<Request, 'session' | 'id' | 'clientAddress'>;

/**
 * The storefront's idempotency key as commerce-api gets it: bound to the session, so a key can only
 * ever replay an answer to the session that made it (and keys of different sessions never collide).
 */
export function upstreamIdempotency(sessionId: string, key: string | undefined): { 'idempotency-key'?: string } {
  if (!key) return {};
  return { 'idempotency-key': createHash('sha256').update(`${sessionId}:${key}`).digest('base64url') };
}

/** What every commerce-api call of one cart write carries, bound to the request. */
export interface CartCall {
  requestId: string;
  clientAddress: string | undefined;
  /** The session's stable public id (commerce-api's cart `sessionId`). */
  sessionId: string;
  /** The storefront's idempotency key, bound to the session (empty without one). */
  idempotency: { 'idempotency-key'?: string };
  /** Who buys (cart-buyer.ts): the customer id for carts and adds, and the `x-buyer` header. */
  buyer: ReturnType<typeof cartBuyer>;
}

/** A commerce-api answer as the typed client gives it. */
type Answer = { status: number; body: unknown };

/** The cart of an answer of `status`; any other answer is thrown (expectStatus). */
const cartIn = (answer: Answer, status: number): Cart => expectStatus(answer as { status: number; body: Cart }, status);

/** The result of an add: the cart, and why a staged coupon was not applied to a cart it started. */
export interface CartAdd {
  cart: Cart;
  refused?: string;
}

/**
 * The one owner of the session's cart for writes that add to it (cart, subscription, protection
 * plan, water-care plan, reorder): the session made on the first add, the cart started or reused,
 * the cart id kept in the session, the coupon staged before the cart existed applied once it does,
 * and the storefront's idempotency key on every write. Callers name only the commerce-api calls.
 */
export class SessionCart {
  private constructor(
    private readonly client: CommerceClient,
    private readonly req: CartRequest,
    readonly session: Session,
    readonly call: CartCall,
  ) {}

  /** The session's cart for a write: the session is made here if the shopper has none yet. */
  static async open(client: CommerceClient, req: CartRequest, idempotencyKey?: string): Promise<SessionCart> {
    const session = await req.session.currentOrNew();
    return new SessionCart(client, req, session, {
      requestId: String(req.id),
      clientAddress: req.clientAddress,
      sessionId: session.publicId,
      idempotency: upstreamIdempotency(session.publicId, idempotencyKey),
      buyer: cartBuyer(session),
    });
  }

  /**
   * What a commerce-api write to the cart carries, bound to this request: the request id, the
   * shopper's address, the session's idempotency key and the `x-buyer` header.
   */
  get upstream(): { headers: CartCall['idempotency'] & CartCall['buyer']['headers']; requestId: string; clientAddress: string | undefined } {
    return { headers: { ...this.call.idempotency, ...this.call.buyer.headers }, requestId: this.call.requestId, clientAddress: this.call.clientAddress };
  }

  /** The session's cart id, or null before the first add. */
  get cartId(): string | null {
    const plan = cartIdForAdd({ cartId: this.session.record.cartId });
    return plan.kind === 'reuse' ? plan.cartId : null;
  }

  /** Whether commerce-api still has `cartId`; a cart gone upstream is forgotten by the session. */
  async isLive(cartId: string): Promise<boolean> {
    const stored = await this.client.cart.getCart({ params: { cartId }, headers: this.call.buyer.headers, requestId: this.call.requestId });
    if (statusOf(stored) !== 404) return true;
    await applyCartIdEvent(this.req.session, { type: 'load_failed' });
    return false;
  }

  /**
   * Adds to the session's cart with `add`, or starts the cart with `start` when there is none or it
   * is gone upstream (a 404 of `add` on a cart commerce-api still has is passed on: an unknown
   * product, say). A refusal is thrown as commerce-api's problem.
   */
  async add(add: (cartId: string) => Promise<Answer>, start: () => Promise<Answer>): Promise<CartAdd> {
    const cartId = this.cartId;
    if (cartId) {
      const added = await add(cartId);
      if (statusOf(added) !== 404) return { cart: cartIn(added, 200) };
      if (await this.isLive(cartId)) cartIn(added, 200);
    }
    return this.start(start);
  }

  /**
   * Starts the session's cart with `start` (commerce-api keeps one cart per session, so a second
   * start adds to it): the session keeps its id, and a staged coupon is applied to it.
   */
  async start(start: () => Promise<Answer>): Promise<CartAdd> {
    const created = cartIn(await start(), 201);
    // The first add: this is where a guest's session (and its cookie) comes into being.
    await applyCartIdEvent(this.req.session, { type: 'created', cartId: created.id });
    return this.applyStagedCoupon(created);
  }

  /**
   * After the session's cart was created: the coupon staged before it existed is applied now and
   * unstaged (cart-domain `stagedCouponAfterCartCreated`). A coupon the new cart does not qualify for
   * (below its minimum, say) is dropped, and the cart is answered without it, with the reason.
   */
  private async applyStagedCoupon(cart: Cart): Promise<CartAdd> {
    const step = stagedCouponAfterCartCreated((await this.req.session.current())?.record.stagedCoupon, cart.id);
    if (step.kind === 'none') return { cart };
    await this.req.session.update((record) => ({ ...record, stagedCoupon: null }));
    const applied = await this.client.cart.applyCoupon({
      params: { cartId: cart.id }, body: { coupon: step.coupon }, headers: this.call.buyer.headers, requestId: this.call.requestId, clientAddress: this.call.clientAddress,
    });
    if (statusOf(applied) === 200) return { cart: expectStatus(applied, 200) };
    const body = (applied as { body?: { title?: unknown } }).body;
    return { cart, refused: typeof body?.title === 'string' && statusOf(applied) < 500 ? body.title : 'Failed to apply coupon' };
  }
}
