import { bffContract, type Cart, type OrderDetail, type ReorderResult } from '@pool/api-contract';
import { cartItemCount } from '@pool/cart-domain';
import { createExpressEndpoints, initServer } from '@ts-rest/express';
import type { IRouter, Request } from 'express';
import type { Clock } from '../clock.js';
import { endpointOptions } from '../http/endpoints.js';
import { PRIVATE, setCacheControl } from '../http/cache-control.js';
import { HttpProblem } from '../http/problem.js';
import type { ShopperGuards } from '../http/shopper-limits.js';
import type { SessionContext } from '../session/session-context.js';
import type { SessionRecord } from '../session/session-store.js';
import { rememberCartCount } from '../session/session-cart.js';
import { SessionCart } from '../cart/session-cart.js';
import { expectStatus, type CommerceClient } from '../upstreams/commerce.upstream.js';
import { clientFor } from '../upstreams/request-client.js';
import { signedInCustomer } from '../session/customer-auth.js';

/** The spec's order-lookup failure (account.md 8). */
export const ORDER_LOOKUP_FAILED = 'Error getting order.';

export interface OrdersDeps {
  client: CommerceClient;
  clock: Clock;
  /** Guest lookups are guesses at a secret: wrong ones count per address, order number and email (0011, 0051). */
  guards: Pick<ShopperGuards, 'orderLookup'>;
  validateResponses?: boolean;
}

type Grant = SessionRecord['orderGrants'][number];

/** The customer's bearer headers, or a 401 for a guest. */
async function customerHeaders(session: SessionContext): Promise<{ authorization: string; 'user-id'?: string }> {
  const customer = await signedInCustomer(session);
  if (!customer) throw new HttpProblem(401, 'Sign in to see your orders.', { title: 'Token is expired or incorrect.' });
  return customer.headers;
}

/** Remembers that this session proved it may see an order (newest first, 10 kept). */
async function grant(session: SessionContext, entry: Grant): Promise<void> {
  await session.currentOrNew();
  await session.update((record) => ({
    ...record,
    orderGrants: [entry, ...record.orderGrants.filter((g) => g.orderId !== entry.orderId)].slice(0, 10),
  }));
}

/**
 * Orders of the signed-in customer, reorder, guest lookup and tracking, and the customer's quotes
 * (docs/decisions/0026). The browser never names a customer or a token; a guest sees an order's
 * tracking only after this session looked it up with its number and email, or a tracking number.
 */
export function mountOrderRoutes(app: IRouter, deps: OrdersDeps): void {
  const { client, clock } = deps;
  const s = initServer();

  app.post(['/v1/orders/lookup', '/v1/tracking/lookup'], deps.guards.orderLookup);

  /** Who asks for an order's tracking: the customer's token, and this session's proof for it if any. */
  async function trackingRequest(req: Pick<Request, 'session'>, orderId: number) {
    const session = await req.session.current();
    const customer = await signedInCustomer(req.session);
    const found = session?.record.orderGrants.find((g) => g.orderId === orderId);
    const auth = customer ? customer.headers : {};
    if (found?.trackingNumber) return { params: { id: found.trackingNumber }, headers: auth };
    if (!customer && !found) throw new HttpProblem(404, `No order ${orderId} for this session.`);
    return { params: { id: String(orderId) }, headers: { ...auth, ...(found?.email ? { 'x-order-email': found.email } : {}) } };
  }

  const router = s.router(bffContract.orders, {
    list: async ({ query, req, res }) => {
      setCacheControl(res, PRIVATE);
      const headers = await customerHeaders(req.session);
      const answer = await clientFor(client, req).orders.list({ headers, query: { ...query, limit: 10, type: 2 } });
      return { status: 200, body: expectStatus(answer, 200) };
    },

    get: async ({ params, req, res }) => {
      setCacheControl(res, PRIVATE);
      const headers = await customerHeaders(req.session);
      return { status: 200, body: expectStatus(await clientFor(client, req).orders.get({ headers, params: { orderNumber: params.orderId } }), 200) };
    },

    reorder: async ({ params, req, res }) => {
      setCacheControl(res, PRIVATE);
      /** How an order's line goes back into the session's cart (through its owner), or why it cannot. */
      const sessionCart = () => SessionCart.open(client, req);
      const reorderAdd = (line: OrderDetail['lines'][number]): (() => Promise<Cart>) | string => {
        if (line.planForProductId != null) {
          const productId = line.planForProductId;
          return async () => (await sessionCart()).tiePlan({ productId, sku: line.sku });
        }
        if (line.productId === null) return 'This product is no longer available.';
        if (line.isSubscription) {
          if (!line.period) return 'Subscriptions are started from the product page.';
          const period = line.period;
          return async () => (await (await sessionCart()).subscribe({ sku: line.sku, quantity: line.quantity, period })).cart;
        }
        const productId = line.productId;
        return async () => (await (await sessionCart()).addProduct({ productId, quantity: line.quantity })).cart;
      };
      const headers = await customerHeaders(req.session);
      const order = expectStatus(await clientFor(client, req).orders.get({ headers, params: { orderNumber: params.orderId } }), 200);
      const result: ReorderResult = { added: [], notAdded: [], cartCount: 0 };
      let cart: Cart | null = null;
      // One add a line, through the cart's own adds: products, then subscriptions at their period, then
      // protection plans tied again to their product's line (0066). Each refusal (sold out, no longer
      // sold, no longer offered) is that line's reason.
      const plans = order.lines.filter((line) => line.productId === null && line.planForProductId != null);
      const rest = order.lines.filter((line) => !plans.includes(line));
      for (const line of [...rest, ...plans]) {
        const add = reorderAdd(line);
        if (typeof add === 'string') {
          result.notAdded.push({ sku: line.sku, title: line.title, reason: add });
          continue;
        }
        try {
          cart = await add();
          result.added.push({ sku: line.sku, title: line.title, quantity: line.quantity });
        } catch (error) {
          if (!(error instanceof HttpProblem) || error.status >= 500) throw error;
          result.notAdded.push({ sku: line.sku, title: line.title, reason: error.problem.title });
        }
      }
      if (cart) {
        await rememberCartCount(req.session, cart, clock);
        result.cartCount = cartItemCount(cart.products);
      }
      return { status: 200, body: result };
    },

    lookup: async ({ body, req, res }) => {
      setCacheControl(res, PRIVATE);
      const answer = await clientFor(client, req).orders.lookup({ body });
      if (answer.status !== 200) {
        if (answer.status === 404) throw new HttpProblem(404, ORDER_LOOKUP_FAILED, { title: ORDER_LOOKUP_FAILED });
        expectStatus(answer, 200);
      }
      const order = expectStatus(answer, 200);
      await grant(req.session, { orderId: order.id, email: order.email, trackingNumber: null });
      return { status: 200, body: { orderId: order.id } };
    },

    trackingLookup: async ({ body, req, res }) => {
      setCacheControl(res, PRIVATE);
      const trackingNumber = body.trackingNumber.toUpperCase();
      const answer = await clientFor(client, req).orders.tracking({ params: { id: trackingNumber }, headers: {} });
      if (answer.status !== 200) {
        if (answer.status === 404) throw new HttpProblem(404, ORDER_LOOKUP_FAILED, { title: ORDER_LOOKUP_FAILED });
        expectStatus(answer, 200);
      }
      const tracking = expectStatus(answer, 200);
      await grant(req.session, { orderId: tracking.orderId, email: null, trackingNumber });
      return { status: 200, body: { orderId: tracking.orderId } };
    },

    tracking: async ({ params, req, res }) => {
      setCacheControl(res, PRIVATE);
      const call = await trackingRequest(req, params.orderId);
      const tracking = expectStatus(await clientFor(client, req).orders.tracking({ ...call }), 200);
      // A tracking number names its parcel's order: never show another order under this id.
      if (tracking.orderId !== params.orderId) throw new HttpProblem(404, `No order ${params.orderId} for this session.`);
      return { status: 200, body: tracking };
    },

    feedback: async ({ params, body, req, res }) => {
      setCacheControl(res, PRIVATE);
      const call = await trackingRequest(req, params.orderId);
      expectStatus(await clientFor(client, req).orders.feedback({ ...call, body }), 201);
      return { status: 200, body: { ok: true as const } };
    },

    quotes: async ({ req, res }) => {
      setCacheControl(res, PRIVATE);
      const headers = await customerHeaders(req.session);
      return { status: 200, body: expectStatus(await clientFor(client, req).orders.quotes({ headers }), 200) };
    },
  });

  createExpressEndpoints(bffContract.orders, router, app, endpointOptions(deps.validateResponses));
}
