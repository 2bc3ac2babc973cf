import { randomBytes } from 'node:crypto';
import { bffContract, type CheckoutView } from '@pool/api-contract';
import { createExpressEndpoints, initServer } from '@ts-rest/express';
import type { IRouter, Request } from 'express';
import { endpointOptions } from '../http/endpoints.js';
import { PRIVATE, setCacheControl } from '../http/cache-control.js';
import { HttpProblem, notFound } from '../http/problem.js';
import type { ShopperGuards } from '../http/shopper-limits.js';
import { cartBuyer } from '../session/cart-buyer.js';
import { applyCartIdEvent } from '../session/session-cart.js';
import { signedInCustomer } from '../session/customer-auth.js';
import { sessionBoundKey } from '../session/session-bound-key.js';
import { expectStatus, statusOf, type CommerceClient } from '../upstreams/commerce.upstream.js';
import { clientFor } from '../upstreams/request-client.js';
import { cartView } from '../views/cart.view.js';
import { checkoutView, orderView, purchaseEvent } from '../views/checkout.view.js';

export interface CheckoutDeps {
  client: CommerceClient;
  /** A cart id is a bearer secret: wrong ones count per address and per id (0051). */
  guards: Pick<ShopperGuards, 'cartLoad'>;
  validateResponses?: boolean;
}

const EMPTY_TOTALS = { subtotal: 0, discount: 0, shipping: 0, tax: 0, taxRate: null, total: 0 };

/** A new attempt key: 18 random bytes, base64url (24 characters). */
export const newAttemptKey = (): string => randomBytes(18).toString('base64url');

/**
 * The attempt key as commerce-api gets it: bound to the session (like the cart's idempotency keys), so
 * an attempt key can only ever replay an order to the session that placed it.
 */
export function upstreamAttemptKey(sessionPublicId: string, attemptKey: string): string {
  return sessionBoundKey({ scope: 'checkout', sessionPublicId, key: attemptKey });
}

/**
 * Checkout of the session's cart (docs/decisions/0021). The cart id comes from the session, never from
 * the browser; the thank-you page shows only orders this session placed (or the signed-in customer's).
 */
export function mountCheckoutRoutes(app: IRouter, deps: CheckoutDeps): void {
  const { client } = deps;
  const s = initServer();

  app.get('/v1/checkout/load/:cartId', deps.guards.cartLoad);
  app.post('/v1/checkout/load', deps.guards.cartLoad);

  /**
   * `/checkout?load={cartId}` (docs/decisions/0024): a cart may be loaded when it is open (an ordered
   * cart is gone, 0021) and is either a guest cart or the signed-in customer's (or the customer's staff
   * act for). Anything else is the same 404 as an unknown id: another customer's cart is never shown,
   * loaded nor confirmed to exist.
   */
  async function loadableCart(req: Request, cartId: string) {
    const session = await req.session.current();
    const customer = await signedInCustomer(req.session);
    const found = await clientFor(client, req).cart.getCart({ params: { cartId }, headers: cartBuyer(session).headers });
    if (statusOf(found) === 404) throw notFound('unknown cart');
    const cart = expectStatus(found, 200);
    const owner = customer ? (customer.actAsId ?? customer.id) : null;
    if (cart.customer_id !== null && cart.customer_id !== owner) throw notFound('unknown cart');
    return cart;
  }

  const router = s.router(bffContract.checkout, {
    get: async ({ query, req, res }) => {
      setCacheControl(res, PRIVATE);
      const commerce = clientFor(client, req);
      const session = await req.session.current();
      const customer = await signedInCustomer(req.session);
      const attemptKey = newAttemptKey();
      const cartId = session?.record.cartId;
      let email: string | null = null;
      let addresses: CheckoutView['addresses'] = [];
      if (customer) {
        const me = await commerce.customer.customer({ headers: customer.headers });
        if (statusOf(me) === 200) ({ email, addresses } = expectStatus(me, 200));
      }
      // Without a state asked for, a signed-in customer's checkout is priced for their default address.
      const preselected = query.state ? null : (addresses.find((address) => address.isDefault) ?? null);
      const state = query.state?.toUpperCase() || preselected?.state || null;
      const zip = query.zip || preselected?.zip;
      const empty: CheckoutView = {
        attemptKey, ready: false, lines: [], couponCodes: [], shippingOptions: [], shippingMethod: query.shippingMethod ?? 'standard', state,
        totals: EMPTY_TOTALS, email, addresses,
      };
      if (!cartId) return { status: 200 as const, body: empty };
      // Priced for the buyer the session is (decision 0019): a staff member's cart carries no customer id.
      const buyer = cartBuyer(session);
      const quote = await commerce.checkout.quote({
        body: {
          cartId, customerId: buyer.customerId, ...(state ? { state } : {}), ...(zip ? { zip } : {}),
          ...(query.shippingMethod ? { shippingMethod: query.shippingMethod } : {}),
        },
        headers: buyer.headers,
      });
      if (statusOf(quote) === 404) {
        await applyCartIdEvent(req.session, { type: 'load_failed' });
        return { status: 200 as const, body: empty };
      }
      return { status: 200 as const, body: checkoutView(expectStatus(quote, 200), { attemptKey, email, state, ready: true, addresses }) };
    },

    placeOrder: async ({ body, req, res }) => {
      setCacheControl(res, PRIVATE);
      const session = await req.session.current();
      // A re-post after success finds the session's cart gone: the attempt is then replayed on the cart it ordered.
      const cartId = session?.record.cartId ?? session?.record.orderedCarts[0];
      if (!session || !cartId) throw new HttpProblem(409, 'Your cart is empty.', { title: 'Your cart is empty.' });
      const buyer = cartBuyer(session);
      const placed = await clientFor(client, req).checkout.placeOrder({
        body: {
          cartId, customerId: buyer.customerId, email: body.email, address: body.address,
          ...(body.billingAddress ? { billingAddress: body.billingAddress } : {}), shippingMethod: body.shippingMethod,
          paymentToken: body.paymentToken, expectedTotal: body.expectedTotal / 100,
        },
        headers: { 'idempotency-key': upstreamAttemptKey(session.publicId, body.attemptKey), ...buyer.headers },
      });
      const status = statusOf(placed);
      // Refusals go on as commerce-api answered them (expectStatus), nothing ordered and the cart kept:
      // a 402 is a decline, or with `nextAction` the card's 3-D Secure challenge for the browser, which
      // then sends this same attempt again with the `pi_...` token (docs/decisions/0078). That is a
      // new payment token, so commerce-api (which keys the processor call by attempt and token, and
      // the order by attempt) pays with it rather than replaying the first answer.
      const order = expectStatus(placed, status === 201 ? 201 : 200);
      await req.session.update((record) => ({
        ...record,
        cartId: record.cartId === order.cartId ? null : record.cartId,
        cartCount: record.cartCount?.cartId === order.cartId ? null : record.cartCount,
        orderedCarts: [order.cartId, ...record.orderedCarts.filter((id) => id !== order.cartId)].slice(0, 10),
      }));
      return { status: status === 201 ? (201 as const) : (200 as const), body: orderView(order) };
    },

    /** What `/checkout?load=` would load, shown before the shopper confirms: a GET changes nothing. */
    loadPreview: async ({ params, req, res }) => {
      setCacheControl(res, PRIVATE);
      return { status: 200 as const, body: cartView(await loadableCart(req, params.cartId), await req.session.viewer()) };
    },

    /** The shopper confirmed (a form POST): the cart becomes the session's. */
    load: async ({ body, req, res }) => {
      setCacheControl(res, PRIVATE);
      const cart = await loadableCart(req, body.cartId);
      await req.session.update((record) => ({ ...record, cartId: cart.id, cartCount: null }));
      return { status: 200 as const, body: { cartId: cart.id } };
    },

    thankYou: async ({ params, req, res }) => {
      setCacheControl(res, PRIVATE);
      const commerce = clientFor(client, req);
      const session = await req.session.current();
      const customer = await signedInCustomer(req.session);
      const found = await commerce.checkout.orderForCart({ params: { cartId: params.cartId } });
      if (statusOf(found) === 404) throw notFound('unknown order');
      const order = expectStatus(found, 200);
      const ownedBySession = session?.record.orderedCarts.includes(order.cartId) ?? false;
      const ownedByCustomer = customer !== null && order.customerId === customer.id;
      // Someone else's order is answered exactly like an unknown one.
      if (!ownedBySession && !ownedByCustomer) throw notFound('unknown order');
      const report = expectStatus(await commerce.checkout.reportAnalytics({ params: { id: order.id } }), 200);
      return { status: 200 as const, body: { order: orderView(order), analytics: purchaseEvent(order, report.firstReport) } };
    },

    /** `/thankyou` without a cart id (spec shopping.md 2: `/thankyou/{cartId?}`): the session's last order. */
    latestOrder: async ({ req, res }) => {
      setCacheControl(res, PRIVATE);
      const session = await req.session.current();
      return { status: 200 as const, body: { cartId: session?.record.orderedCarts[0] ?? null } };
    },
  });

  createExpressEndpoints(bffContract.checkout, router, app, endpointOptions(deps.validateResponses));
}
