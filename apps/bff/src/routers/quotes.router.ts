import { bffContract } from '@pool/api-contract';
import { createExpressEndpoints, initServer } from '@ts-rest/express';
import type { IRouter } from 'express';
import type { Clock } from '../clock.js';
import { endpointOptions } from '../http/endpoints.js';
import type { ShopperGuards } from '../http/shopper-limits.js';
import { PRIVATE, setCacheControl } from '../http/cache-control.js';
import { cartBuyer } from '../session/cart-buyer.js';
import { cartReplier } from '../cart/cart-reply.js';
import { SessionCart } from '../cart/session-cart.js';
import { expectStatus, type CommerceClient } from '../upstreams/commerce.upstream.js';
import { clientFor } from '../upstreams/request-client.js';

export interface QuotesDeps {
  client: CommerceClient;
  clock: Clock;
  guards: Pick<ShopperGuards, 'quote' | 'mailToOthers'>;
  validateResponses?: boolean;
}

/**
 * Quote requests, the quote page and quote → cart (docs/decisions/0022). The cart a quote goes into
 * is always the session's: the browser never names a cart.
 */
export function mountQuoteRoutes(app: IRouter, deps: QuotesDeps): void {
  const { client, clock } = deps;
  const s = initServer();
  const ok = cartReplier(clock);

  // A quote id is a bearer secret: wrong ones count per address and per id (0051). The request mails
  // whatever address the form names, so it counts per recipient and per sending address.
  app.get('/v1/quotes/:uuid', deps.guards.quote);
  app.post('/v1/quotes/:uuid/cart', deps.guards.quote);
  app.post('/v1/quotes/request', deps.guards.mailToOthers);

  const router = s.router(bffContract.quotes, {
    request: async ({ body, req, res }) => {
      setCacheControl(res, PRIVATE);
      const { customerId } = cartBuyer(await req.session.current());
      const answer = await clientFor(client, req).quotes.request({ body: { ...body, customer_id: customerId } });
      return { status: 200, body: expectStatus(answer, 201) };
    },

    get: async ({ params, req, res }) => {
      setCacheControl(res, PRIVATE);
      const { headers } = cartBuyer(await req.session.current());
      // Dropped: whoever holds the link never sees the cart the quote went into, nor the customer's id.
      const { cart_id: _cartId, customer_id: _customerId, ...quote } = expectStatus(await clientFor(client, req).quotes.get({ params, headers }), 200);
      return { status: 200, body: quote };
    },

    toCart: async ({ params, req, res }) => {
      setCacheControl(res, PRIVATE);
      // Through the session cart's owner: the session's cart is the one holding the quote's lines from
      // now on (commerce-api answers 200 with it), and a coupon staged before it existed is applied.
      const sessionCart = await SessionCart.open(client, req);
      const { customerId, headers } = sessionCart.call.buyer;
      const { cart, refused } = await sessionCart.start(
        () => sessionCart.commerce.quotes.toCart({ params, body: { sessionId: sessionCart.call.sessionId, customer_id: customerId }, headers }),
        200,
      );
      return ok(req, res, cart, refused);
    },
  });

  createExpressEndpoints(bffContract.quotes, router, app, endpointOptions(deps.validateResponses));
}
