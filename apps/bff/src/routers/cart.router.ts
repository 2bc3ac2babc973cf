import { bffContract } from '@pool/api-contract';
import { enterCoupon } from '@pool/cart-domain';
import { createExpressEndpoints, initServer } from '@ts-rest/express';
import type { IRouter, Request } from 'express';
import { endpointOptions } from '../http/endpoints.js';
import { PRIVATE, setCacheControl } from '../http/cache-control.js';
import { HttpProblem, notFound } from '../http/problem.js';
import { afterLineDeleted, cartReplier, changeLineQuantity } from '../cart/cart-reply.js';
import { SessionCart } from '../cart/session-cart.js';
import type { Clock } from '../clock.js';
import { cartBuyer } from '../session/cart-buyer.js';
import { applyCartIdEvent, loadSessionCart } from '../session/session-cart.js';
import { expectStatus, statusOf, type CommerceClient } from '../upstreams/commerce.upstream.js';
import { clientFor } from '../upstreams/request-client.js';
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

/** The session's cart: the cart id lives in the session, so a shopper can only ever reach their own cart. */
export function mountCartRoutes(app: IRouter, deps: CartDeps): void {
  const { client, clock } = deps;
  const s = initServer();

  const ok = cartReplier(clock);

  const buyerOf = async (req: Pick<Request, 'session'>) => cartBuyer(await req.session.current());

  const router = s.router(bffContract.cart, {
    get: async ({ req, res }) => ok(req, res, await loadSessionCart(req.session, clientFor(client, req))),

    shippingEstimate: async ({ req, res }) => {
      setCacheControl(res, PRIVATE);
      const session = await req.session.current();
      const cartId = session?.record.cartId;
      if (!cartId) return { status: 200 as const, body: { kind: 'none' as const } };
      const zip = session.record.delivery?.zip ?? null;
      const buyer = cartBuyer(session);
      try {
        // The spec's cart-estimate call: checkout's quote, whose deadline is 3000 ms (commerce.upstream.ts).
        const quote = await clientFor(client, req).checkout.quote({ body: { cartId, customerId: buyer.customerId, ...(zip ? { zip } : {}) }, headers: buyer.headers });
        if (statusOf(quote) === 404) return { status: 200 as const, body: { kind: 'none' as const } };
        return { status: 200 as const, body: shippingEstimateView(expectStatus(quote, 200), zip) };
      } catch (error) {
        // Too slow or down (the upstream layer logs it): the standard fee rule stands in; the cart is unaffected.
        if (!(error instanceof UpstreamError)) throw error;
        return { status: 200 as const, body: { kind: 'standard' as const } };
      }
    },

    addItem: async ({ body, headers, req, res }) => {
      const { cart, refused } = await (await SessionCart.open(client, req, headers['idempotency-key'])).addProduct(body);
      return ok(req, res, cart, refused);
    },

    updateItem: async ({ params, body, req, res }) => {
      const change = { itemId: params.itemId, quantity: body.quantity, unknownLine: UNKNOWN_LINE };
      const commerce = clientFor(client, req);
      return ok(req, res, await changeLineQuantity(req, commerce, change, {
        remove: async (cartId, line) =>
          expectStatus(await commerce.cart.deleteItem({ params: { cartId, itemId: line.id }, headers: (await buyerOf(req)).headers }), 200),
        set: async (cartId, line, quantity) =>
          expectStatus(await commerce.cart.updateItem({
            params: { cartId, itemId: line.id }, body: { product_id: line.product_id, quantity }, headers: (await buyerOf(req)).headers,
          }), 200),
      }));
    },

    removeItem: async ({ params, req, res }) => {
      const cartId = (await req.session.current())?.record.cartId;
      if (!cartId) throw notFound(UNKNOWN_LINE);
      const deleted = expectStatus(await clientFor(client, req).cart.deleteItem({ params: { cartId, itemId: params.itemId }, headers: (await buyerOf(req)).headers }), 200);
      return ok(req, res, await afterLineDeleted(req, deleted));
    },

    applyCoupon: async ({ body, req, res }) => {
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
          const applied = await clientFor(client, req).cart.applyCoupon({ params: { cartId: step.cartId }, body: { coupon: step.coupon }, headers: cartBuyer(session).headers });
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
      const commerce = clientFor(client, req);
      const session = await req.session.current();
      const code = query.coupon.trim();
      if (!code) throw new HttpProblem(422, 'Coupon and cart id are required', { title: 'Coupon and cart id are required' });
      if (session?.record.stagedCoupon && session.record.stagedCoupon.toLowerCase() === code.toLowerCase()) {
        await req.session.update((record) => ({ ...record, stagedCoupon: null }));
        return ok(req, res, await loadSessionCart(req.session, commerce));
      }
      const cartId = session?.record.cartId;
      if (!cartId) throw notFound('unknown coupon');
      const removed = await commerce.cart.removeCoupon({ params: { cartId }, query: { coupon: code }, headers: cartBuyer(session).headers });
      return ok(req, res, expectStatus(removed, 200));
    },

    related: async ({ req, res }) => {
      setCacheControl(res, PRIVATE);
      const session = await req.session.current();
      const cartId = session?.record.cartId;
      if (!cartId) return { status: 200 as const, body: { products: [] } };
      const response = await clientFor(client, req).cart.relatedProducts({ params: { cartId }, headers: cartBuyer(session).headers });
      if (statusOf(response) === 404) return { status: 200 as const, body: { products: [] } };
      return { status: 200 as const, body: relatedProductsView(expectStatus(response, 200).data) };
    },
  });

  createExpressEndpoints(bffContract.cart, router, app, endpointOptions(deps.validateResponses));
}

