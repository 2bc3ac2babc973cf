import { bffContract, type WaterCarePlan, type WaterCarePlanView } from '@pool/api-contract';
import { toCents } from '@pool/pricing';
import { createExpressEndpoints, initServer } from '@ts-rest/express';
import type { IRouter } from 'express';
import type { Clock } from '../clock.js';
import { endpointOptions } from '../http/endpoints.js';
import { PRIVATE, setCacheControl } from '../http/cache-control.js';
import { HttpProblem } from '../http/problem.js';
import { cartReplier } from '../cart/cart-reply.js';
import { SessionCart } from '../cart/session-cart.js';
import { cartBuyer } from '../session/cart-buyer.js';
import { expectStatus, type CommerceClient } from '../upstreams/commerce.upstream.js';
import { clientFor } from '../upstreams/request-client.js';

export interface WaterCareDeps {
  client: CommerceClient;
  clock: Clock;
  validateResponses?: boolean;
}

/** The refusal when the chosen steps have nothing to buy (all advice, or all in range). */
export const NOTHING_TO_ADD = 'This plan has no products to add.';

/** commerce-api's plan with money in cents (docs/decisions/0004). */
export function waterCarePlanView(plan: WaterCarePlan): WaterCarePlanView {
  return {
    ...plan,
    total: toCents(plan.total),
    steps: plan.steps.map((step) => ({
      ...step,
      product: step.product && { ...step.product, price: toCents(step.product.price), line_total: toCents(step.product.line_total) },
    })),
  };
}

/**
 * Water care (issue #14, docs/decisions/0028): the plan for a pool and its readings, priced for the
 * session's buyer, and the plan's products into the session's cart in one commerce-api write. The
 * plan is computed again for the add: the browser names steps, never products, quantities or prices.
 */
export function mountWaterCareRoutes(app: IRouter, deps: WaterCareDeps): void {
  const { client, clock } = deps;
  const s = initServer();
  const ok = cartReplier(clock);

  const router = s.router(bffContract.waterCare, {
    plan: async ({ body, req, res }) => {
      setCacheControl(res, PRIVATE);
      const { headers } = cartBuyer(await req.session.current());
      const plan = expectStatus(await clientFor(client, req).waterCare.plan({ body, headers }), 200);
      return { status: 200, body: waterCarePlanView(plan) };
    },

    addToCart: async ({ body, headers: requestHeaders, req, res }) => {
      setCacheControl(res, PRIVATE);
      const { profile, readings, actions } = body;
      // Refuse an empty add before a session (and its cookie) comes into being.
      const current = await req.session.current();
      const plan = expectStatus(await clientFor(client, req).waterCare.plan({ body: { profile, readings }, headers: cartBuyer(current).headers }), 200);
      const wanted = actions ? new Set(actions) : null;
      const lines = plan.steps.flatMap((step) => (step.product && (!wanted || wanted.has(step.action))
        ? [{ product_id: step.product.id, quantity: step.product.quantity }] : []));
      if (lines.length === 0) throw new HttpProblem(422, NOTHING_TO_ADD, { title: NOTHING_TO_ADD });

      // One commerce-api write: it starts the session's cart, or adds to it (one cart per session);
      // the session's cart is the one holding the plan's lines from now on, with a staged coupon applied.
      const sessionCart = await SessionCart.open(client, req, requestHeaders['idempotency-key']);
      const { cart, refused } = await sessionCart.start(() => sessionCart.commerce.cart.createCart({
        params: { sessionId: sessionCart.call.sessionId },
        body: { line_items: lines, custom_items: [], customer_id: sessionCart.call.buyer.customerId },
        ...sessionCart.upstream,
      }));
      return ok(req, res, cart, refused);
    },
  });

  createExpressEndpoints(bffContract.waterCare, router, app, endpointOptions(deps.validateResponses));
}
