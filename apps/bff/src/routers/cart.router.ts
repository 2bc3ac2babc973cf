import { bffContract, type Cart, type OrderDetail } from '@pool/api-contract';
import { enterCoupon } from '@pool/cart-domain';
import { createExpressEndpoints, initServer } from '@ts-rest/express';
import type { IRouter, Request } from 'express';
import { requestValidationProblem } from '../http/errors.js';
import { PRIVATE, setCacheControl } from '../http/cache-control.js';
import { HttpProblem, notFound } from '../http/problem.js';
import { afterLineDeleted, cartReplier, changeLineQuantity } from '../cart/cart-reply.js';
import { SessionCart, type CartAdd, type CartRequest } from '../cart/session-cart.js';
import type { Clock } from '../clock.js';
import { cartBuyer } from '../session/cart-buyer.js';
import { applyCartIdEvent, loadSessionCart } from '../session/session-cart.js';
import { expectStatus, statusOf, type CommerceClient } from '../upstreams/commerce.upstream.js';
import { UpstreamError } from '../upstreams/http-upstream.js';
import { relatedProductsView, shippingEstimateView } from '../views/cart.view.js';

export interface CartDeps {
  client: CommerceClient;
  clock: Clock;
  /**
   * Check every answer against the contract before sending it (on by default; production turns it
   * off: answers are built from upstream answers that were validated, by typed code).
   */
  validateResponses?: boolean;
}

const UNKNOWN_LINE = 'unknown cart line';

/**
 * Adds a product line to the session's cart (starting the cart on the first add), as the cart's add
 * and a reorder (orders.router.ts) do. A refusal of commerce-api (unknown product, out of stock, a
 * hidden price) is thrown as its problem. The header's count is not updated here: callers do.
 */
export async function addToSessionCart(
  client: CommerceClient,
  req: CartRequest,
  body: { productId: number; quantity: number },
  idempotencyKey?: string,
): Promise<CartAdd> {
  const cart = await SessionCart.open(client, req, idempotencyKey);
  // The buyer is named on every add: commerce-api sells hide_price products to customers only (0006),
  // prices for the signed in (0019), and staff carts carry no customer id (spec 3).
  const { customerId: buyer } = cart.call.buyer;
  const line = { product_id: body.productId, quantity: body.quantity };
  return cart.add(
    (cartId) => client.cart.addItem({ params: { cartId }, body: { ...line, customer_id: buyer }, ...cart.upstream }),
    () => client.cart.createCart({ params: { sessionId: cart.call.sessionId }, body: { line_items: [line], custom_items: [], customer_id: buyer }, ...cart.upstream }),
  );
}

/**
 * Adds a subscription line to the session's cart (starting the cart on the first add), as a reorder
 * of an order's subscription does (0066). A refusal of commerce-api is thrown as its problem.
 */
export async function subscribeInSessionCart(
  client: CommerceClient,
  req: CartRequest,
  line: { sku: string; quantity: number; period: NonNullable<OrderDetail['lines'][number]['period']> },
): Promise<CartAdd> {
  const cart = await SessionCart.open(client, req);
  const { customerId: buyer } = cart.call.buyer;
  const call = { headers: cart.call.idempotency, requestId: cart.call.requestId, clientAddress: cart.call.clientAddress };
  return cart.add(
    (cartId) => client.cartLines.addSubscription({ params: { cartId }, body: { ...line, customer_id: buyer }, ...call }),
    () => client.cartLines.createSubscriptionCart({ body: { ...line, sessionId: cart.call.sessionId, customer_id: buyer }, ...call }),
  );
}

/**
 * Ties a protection plan (by its sku) to the product's line in the session's cart, which must exist
 * (a reorder adds the product first). A refusal is thrown as its problem.
 */
export async function addPlanInSessionCart(client: CommerceClient, req: CartRequest, plan: { productId: number; sku: string }): Promise<Cart> {
  const cart = await SessionCart.open(client, req);
  if (!cart.cartId) throw new HttpProblem(409, 'The product of this protection plan is not in the cart.');
  const body = { product_id: plan.productId, plan: plan.sku, customer_id: cart.call.buyer.customerId };
  const added = await client.cartLines.addProtectionPlan({ params: { cartId: cart.cartId }, body, requestId: cart.call.requestId, clientAddress: cart.call.clientAddress });
  if (statusOf(added) !== 200) {
    const title = (added.body as { title?: unknown } | undefined)?.title;
    throw new HttpProblem(statusOf(added) >= 500 ? 502 : 422, typeof title === 'string' ? title : 'This protection plan is no longer offered.');
  }
  return expectStatus(added, 200);
}

/** The session's cart: the cart id lives in the session, so a shopper can only ever reach their own cart. */
export function mountCartRoutes(app: IRouter, deps: CartDeps): void {
  const { client, clock } = deps;
  const s = initServer();

  const ok = cartReplier(clock);

  const buyerOf = async (req: Pick<Request, 'session'>) => cartBuyer(await req.session.current());

  const router = s.router(bffContract.cart, {
    get: async ({ req, res }) => ok(req, res, await loadSessionCart(req.session, client, String(req.id))),

    shippingEstimate: async ({ req, res }) => {
      setCacheControl(res, PRIVATE);
      const session = await req.session.current();
      const cartId = session?.record.cartId;
      if (!cartId) return { status: 200 as const, body: { kind: 'none' as const } };
      const zip = session.record.delivery?.zip ?? null;
      const buyer = cartBuyer(session);
      try {
        // The spec's cart-estimate call: checkout's quote, whose deadline is 3000 ms (commerce.upstream.ts).
        const quote = await client.checkout.quote({
          body: { cartId, customerId: buyer.customerId, ...(zip ? { zip } : {}) }, headers: buyer.headers, requestId: String(req.id), clientAddress: req.clientAddress,
        });
        if (statusOf(quote) === 404) return { status: 200 as const, body: { kind: 'none' as const } };
        return { status: 200 as const, body: shippingEstimateView(expectStatus(quote, 200), zip) };
      } catch (error) {
        // Too slow or down (the upstream layer logs it): the standard fee rule stands in; the cart is unaffected.
        if (!(error instanceof UpstreamError)) throw error;
        return { status: 200 as const, body: { kind: 'standard' as const } };
      }
    },

    addItem: async ({ body, headers, req, res }) => {
      const { cart, refused } = await addToSessionCart(client, req, body, headers['idempotency-key']);
      return ok(req, res, cart, refused);
    },

    updateItem: async ({ params, body, req, res }) => {
      const change = { itemId: params.itemId, quantity: body.quantity, unknownLine: UNKNOWN_LINE };
      return ok(req, res, await changeLineQuantity(req, client, change, {
        remove: async (cartId, line, requestId) =>
          expectStatus(await client.cart.deleteItem({ params: { cartId, itemId: line.id }, headers: (await buyerOf(req)).headers, requestId, clientAddress: req.clientAddress }), 200),
        set: async (cartId, line, quantity, requestId) =>
          expectStatus(await client.cart.updateItem({
            params: { cartId, itemId: line.id },
            body: { product_id: line.product_id, quantity },
            headers: (await buyerOf(req)).headers,
            requestId,
            clientAddress: req.clientAddress,
          }), 200),
      }));
    },

    removeItem: async ({ params, req, res }) => {
      const cartId = (await req.session.current())?.record.cartId;
      if (!cartId) throw notFound(UNKNOWN_LINE);
      const deleted = expectStatus(await client.cart.deleteItem({ params: { cartId, itemId: params.itemId }, headers: (await buyerOf(req)).headers, requestId: String(req.id), clientAddress: req.clientAddress }), 200);
      return ok(req, res, await afterLineDeleted(req, deleted));
    },

    applyCoupon: async ({ body, req, res }) => {
      const requestId = String(req.id);
      const session = await req.session.current();
      const step = enterCoupon({ cartId: session?.record.cartId ?? null }, body.coupon);
      switch (step.kind) {
        case 'invalid':
          throw new HttpProblem(422, step.message, { title: step.message });
        case 'stage':
          // No cart yet: kept in the session and applied when the first add creates the cart.
          await req.session.update((record) => ({ ...record, stagedCoupon: step.stagedCouponCode }));
          return ok(req, res, null);
        case 'apply': {
          const applied = await client.cart.applyCoupon({
            params: { cartId: step.cartId }, body: { coupon: step.coupon }, headers: cartBuyer(session).headers, requestId, clientAddress: req.clientAddress,
          });
          if (statusOf(applied) === 404) {
            // The session's cart is gone upstream: the shopper has no cart, so the coupon is staged.
            await applyCartIdEvent(req.session, { type: 'load_failed' });
            await req.session.update((record) => ({ ...record, stagedCoupon: step.coupon }));
            return ok(req, res, null);
          }
          return ok(req, res, expectStatus(applied, 200));
        }
      }
    },

    removeCoupon: async ({ query, req, res }) => {
      const requestId = String(req.id);
      const session = await req.session.current();
      const code = query.coupon.trim();
      if (!code) throw new HttpProblem(422, 'Coupon and cart id are required', { title: 'Coupon and cart id are required' });
      if (session?.record.stagedCoupon && session.record.stagedCoupon.toLowerCase() === code.toLowerCase()) {
        await req.session.update((record) => ({ ...record, stagedCoupon: null }));
        return ok(req, res, await loadSessionCart(req.session, client, requestId));
      }
      const cartId = session?.record.cartId;
      if (!cartId) throw notFound('unknown coupon');
      const removed = await client.cart.removeCoupon({
        params: { cartId }, query: { coupon: code }, headers: cartBuyer(session).headers, requestId, clientAddress: req.clientAddress,
      });
      return ok(req, res, expectStatus(removed, 200));
    },

    related: async ({ req, res }) => {
      setCacheControl(res, PRIVATE);
      const session = await req.session.current();
      const cartId = session?.record.cartId;
      if (!cartId) return { status: 200 as const, body: { products: [] } };
      const response = await client.cart.relatedProducts({ params: { cartId }, headers: cartBuyer(session).headers, requestId: String(req.id) });
      if (statusOf(response) === 404) return { status: 200 as const, body: { products: [] } };
      return { status: 200 as const, body: relatedProductsView(expectStatus(response, 200).data) };
    },
  });

  createExpressEndpoints(bffContract.cart, router, app, {
    logInitialization: false,
    responseValidation: deps.validateResponses ?? true,
    requestValidationErrorHandler: requestValidationProblem,
  });
}

