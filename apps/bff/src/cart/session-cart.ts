import type { Cart, OrderDetail } from '@pool/api-contract';
import { cartIdForAdd, stagedCouponAfterCartCreated } from '@pool/cart-domain';
import type { Request } from 'express';
import type { Logger } from 'pino';
import { describeError, HttpProblem } from '../http/problem.js';
import { cartBuyer } from '../session/cart-buyer.js';
import { sessionBoundKey } from '../session/session-bound-key.js';
import { applyCartIdEvent } from '../session/session-cart.js';
import type { Session } from '../session/session-store.js';
import type { SessionContext } from '../session/session-context.js';
import { expectStatus, statusOf, type CommerceClient } from '../upstreams/commerce.upstream.js';
import { clientFor } from '../upstreams/request-client.js';

/** The parts of a request the session's cart needs: its session, id (for upstream logs) and the shopper's address. */
export type CartRequest = Pick<Request, 'session' | 'id' | 'clientAddress'>;

/**
 * The storefront's idempotency key as commerce-api gets it: bound to the session, so a key can only
 * ever replay an answer to the session that made it (and keys of different sessions never collide).
 */
export function upstreamIdempotency(sessionId: string, key: string | undefined): { 'idempotency-key'?: string } {
  if (!key) return {};
  return { 'idempotency-key': sessionBoundKey({ sessionPublicId: sessionId, key }) };
}

/** What the commerce-api calls of one cart write carry besides the request's id and address. */
export interface CartCall {
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

/** How often a subscription line comes again. */
type Period = NonNullable<OrderDetail['lines'][number]['period']>;

/** The result of an add: the cart, and why a staged coupon was not applied to a cart it started. */
export interface CartAdd {
  cart: Cart;
  refused?: string;
}

/**
 * The one owner of the session's cart for writes that add to it (cart, subscription, protection
 * plan, water-care plan, quote, reorder) and for sign-in: the session made on the first add, the cart
 * started or reused, the cart id kept in the session, the coupon staged before the cart existed
 * applied once it does, the storefront's idempotency key on every write, and the cart a sign-in
 * brings along ({@link SessionCart.adoptOnSignIn}). Its calls go through the client bound to the
 * request (request id and shopper's address); callers name only the commerce-api calls.
 */
export class SessionCart {
  private constructor(
    /** commerce-api, bound to the request. */
    readonly commerce: CommerceClient,
    private readonly req: CartRequest,
    readonly session: Session,
    readonly call: CartCall,
  ) {}

  /** The session's cart for a write: the session is made here if the shopper has none yet. */
  static async open(client: CommerceClient, req: CartRequest, idempotencyKey?: string): Promise<SessionCart> {
    const session = await req.session.currentOrNew();
    return new SessionCart(clientFor(client, req), req, session, {
      sessionId: session.publicId,
      idempotency: upstreamIdempotency(session.publicId, idempotencyKey),
      buyer: cartBuyer(session),
    });
  }

  /**
   * After any sign-in (password, one-click link, reset, registration), once the session holds the
   * customer, the browser's cart is the one commerce-api's sign-in cart answers (docs/decisions/0076):
   * a guest's cart with lines and the customer's open cart become one (same product lines combined,
   * capped by the cart's quantity rules and stock) and the guest's cart is closed; a guest's cart alone
   * becomes the customer's; a browser without a cart picks up the customer's newest (0066). One
   * transaction upstream, and a retried sign-in finds the combined cart again. Staff keep their own
   * view. Best effort: a cart that cannot be looked up now is found by the next sign-in, and never
   * fails this one.
   */
  static async adoptOnSignIn(
    client: CommerceClient, req: CartRequest, signIn: { token: string; isAdmin: boolean }, logger?: Logger,
  ): Promise<void> {
    if (signIn.isAdmin) return;
    const session: SessionContext = req.session;
    const browserCart = (await session.current())?.record.cartId ?? null;
    try {
      const answer = await clientFor(client, req).staff.signInCart({
        headers: { authorization: `Bearer ${signIn.token}` }, body: { guest_cart_id: browserCart },
      });
      const { cart_id: cartId } = expectStatus(answer, 200);
      if (cartId !== browserCart) await session.update((record) => ({ ...record, cartId, cartCount: null }));
    } catch (error) {
      logger?.warn({ reqId: req.id, what: 'sign-in cart', reason: describeError(error) }, 'session data unavailable');
    }
  }

  /** What a commerce-api write to the cart carries: the session's idempotency key and the `x-buyer` header. */
  get upstream(): { headers: CartCall['idempotency'] & CartCall['buyer']['headers'] } {
    return { headers: { ...this.call.idempotency, ...this.call.buyer.headers } };
  }

  /** The session's cart id, or null before the first add. */
  get cartId(): string | null {
    const plan = cartIdForAdd({ cartId: this.session.record.cartId });
    return plan.kind === 'reuse' ? plan.cartId : null;
  }

  /** Whether commerce-api still has `cartId`; a cart gone upstream is forgotten by the session. */
  async isLive(cartId: string): Promise<boolean> {
    const stored = await this.commerce.cart.getCart({ params: { cartId }, headers: this.call.buyer.headers });
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
   * start adds to it), which answers `status` (a new cart's 201 by default): the session keeps its
   * id, and a staged coupon is applied to it.
   */
  async start(start: () => Promise<Answer>, status = 201): Promise<CartAdd> {
    const created = cartIn(await start(), status);
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
    const applied = await this.commerce.cart.applyCoupon({ params: { cartId: cart.id }, body: { coupon: step.coupon }, headers: this.call.buyer.headers });
    if (statusOf(applied) === 200) return { cart: expectStatus(applied, 200) };
    const body = (applied as { body?: { title?: unknown } }).body;
    return { cart, refused: typeof body?.title === 'string' && statusOf(applied) < 500 ? body.title : 'Failed to apply coupon' };
  }

  /**
   * Adds a product line (starting the cart on the first add), as the cart's add and a reorder do. The
   * buyer is named on every add: commerce-api sells hide_price products to customers only (0006),
   * prices for the signed in (0019), and staff carts carry no customer id (spec 3). A refusal of
   * commerce-api (unknown product, out of stock, a hidden price) is thrown as its problem.
   */
  async addProduct(body: { productId: number; quantity: number }): Promise<CartAdd> {
    const { customerId: buyer } = this.call.buyer;
    const line = { product_id: body.productId, quantity: body.quantity };
    return this.add(
      (cartId) => this.commerce.cart.addItem({ params: { cartId }, body: { ...line, customer_id: buyer }, ...this.upstream }),
      () => this.commerce.cart.createCart({
        params: { sessionId: this.call.sessionId }, body: { line_items: [line], custom_items: [], customer_id: buyer }, ...this.upstream,
      }),
    );
  }

  /**
   * Adds a subscription line (starting the cart on the first add) for `buyer` (the session's buyer by
   * default), as the cart's subscribe and a reorder of an order's subscription (0066) do.
   */
  async subscribe(line: { sku: string; quantity: number; period: Period }, buyer = this.call.buyer.customerId): Promise<CartAdd> {
    const call = this.upstream;
    return this.add(
      (cartId) => this.commerce.cartLines.addSubscription({ params: { cartId }, body: { ...line, customer_id: buyer }, ...call }),
      () => this.commerce.cartLines.createSubscriptionCart({ body: { ...line, sessionId: this.call.sessionId, customer_id: buyer }, ...call }),
    );
  }

  /**
   * Ties a protection plan (by its sku) to the product's line in the cart, which must exist (a reorder
   * adds the product first). A refusal is thrown as its problem.
   */
  async tiePlan(plan: { productId: number; sku: string }): Promise<Cart> {
    const cartId = this.cartId;
    if (!cartId) throw new HttpProblem(409, 'The product of this protection plan is not in the cart.');
    const body = { product_id: plan.productId, plan: plan.sku, customer_id: this.call.buyer.customerId };
    const added = await this.commerce.cartLines.addProtectionPlan({ params: { cartId }, body, headers: this.call.buyer.headers });
    if (statusOf(added) !== 200) {
      const title = (added.body as { title?: unknown } | undefined)?.title;
      throw new HttpProblem(statusOf(added) >= 500 ? 502 : 422, typeof title === 'string' ? title : 'This protection plan is no longer offered.');
    }
    return expectStatus(added, 200);
  }
}
