import { bffContract, type Cart } from '@pool/api-contract';
import { createExpressEndpoints, initServer } from '@ts-rest/express';
import type { IRouter } from 'express';
import { endpointOptions } from '../http/endpoints.js';
import { notFound } from '../http/problem.js';
import { afterLineDeleted, cartReplier, changeLineQuantity } from '../cart/cart-reply.js';
import { SessionCart } from '../cart/session-cart.js';
import { applyCartIdEvent } from '../session/session-cart.js';
import { expectStatus, statusOf } from '../upstreams/commerce.upstream.js';
import { clientFor } from '../upstreams/request-client.js';
import type { CartDeps } from './cart.router.js';

const UNKNOWN_LINE = 'unknown cart line';
const UNKNOWN_PLAN = 'unknown protection plan';

/**
 * The session's subscription and protection-plan lines (docs/decisions/0020), on their own
 * commerce-api calls. As for plain lines, the cart id lives in the session, so a shopper only ever
 * reaches their own cart's lines; every write answers with the whole cart.
 */
export function mountCartLineRoutes(app: IRouter, deps: CartDeps): void {
  const { client, clock } = deps;
  const s = initServer();

  const ok = cartReplier(clock);

  const router = s.router(bffContract.cartLines, {
    subscribe: async ({ body, headers, req, res }) => {
      const cart = await SessionCart.open(client, req, headers['idempotency-key']);
      // The session's buyer (cart-buyer.ts), as for every cart route: the customer staff act for.
      const added = await cart.subscribe({ sku: body.sku, quantity: body.quantity, period: body.period });
      return ok(req, res, added.cart, added.refused);
    },

    updateSubscription: async ({ params, body, req, res }) => {
      const change = { itemId: params.itemId, quantity: body.quantity, unknownLine: UNKNOWN_LINE, isLine: (line: Cart['products'][number]) => line.is_subscription };
      const commerce = clientFor(client, req);
      return ok(req, res, await changeLineQuantity(req, commerce, change, {
        remove: async (cartId, line) => expectStatus(await commerce.cartLines.deleteSubscription({ params: { cartId, itemId: line.id } }), 200),
        set: async (cartId, line, quantity) =>
          expectStatus(await commerce.cartLines.updateSubscription({ params: { cartId, itemId: line.id }, body: { quantity } }), 200),
      }));
    },

    removeSubscription: async ({ params, req, res }) => {
      const cartId = (await req.session.current())?.record.cartId;
      if (!cartId) throw notFound(UNKNOWN_LINE);
      const deleted = expectStatus(await clientFor(client, req).cartLines.deleteSubscription({ params: { cartId, itemId: params.itemId } }), 200);
      return ok(req, res, await afterLineDeleted(req, deleted));
    },

    addPlan: async ({ body, req, res }) => {
      const cart = await SessionCart.open(client, req);
      const { commerce } = cart;
      const buyer = cart.call.buyer.customerId;
      const planBody = { product_id: body.productId, plan: body.plan, customer_id: buyer };
      const cartId = cart.cartId && (await cart.isLive(cart.cartId)) ? cart.cartId : null;
      if (cartId) return ok(req, res, expectStatus(await commerce.cartLines.addProtectionPlan({ params: { cartId }, body: planBody, headers: cart.call.buyer.headers }), 200));
      // No cart yet: the product's line makes it, then the plan is tied to that line. A refused plan
      // takes the line back out, so the shopper is left with nothing half-added.
      const { cart: created, refused } = await cart.start(() => commerce.cart.createCart({
        params: { sessionId: cart.call.sessionId }, body: { line_items: [{ product_id: body.productId, quantity: 1 }], custom_items: [], customer_id: buyer }, ...cart.upstream,
      }));
      const added = await commerce.cartLines.addProtectionPlan({ params: { cartId: created.id }, body: planBody, headers: cart.call.buyer.headers });
      if (statusOf(added) !== 200) {
        const line = created.products.find((candidate) => candidate.product_id === body.productId && !candidate.is_subscription);
        if (line && created.products.length === 1) {
          const emptied = await commerce.cart.deleteItem({ params: { cartId: created.id, itemId: line.id } });
          if (statusOf(emptied) === 200) await applyCartIdEvent(req.session, { type: 'line_deleted', remainingProducts: 0 });
        }
      }
      return ok(req, res, expectStatus(added, 200), refused);
    },

    removePlan: async ({ params, req, res }) => {
      const cartId = (await req.session.current())?.record.cartId;
      if (!cartId) throw notFound(UNKNOWN_PLAN);
      return ok(req, res, expectStatus(await clientFor(client, req).cartLines.deleteProtectionPlan({ params: { cartId, planId: params.planId } }), 200));
    },
  });

  createExpressEndpoints(bffContract.cartLines, router, app, endpointOptions(deps.validateResponses));
}
