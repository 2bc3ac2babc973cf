import { upstreamContract } from '@pool/api-contract';
import { initServer } from '@ts-rest/express';
import type { CheckoutService } from './checkout.service.js';

const s = initServer();

export function checkoutRouter(checkout: CheckoutService) {
  return s.router(upstreamContract.checkout, {
    quote: async ({ body, headers, res }) => {
      res.set('cache-control', 'no-store');
      return { status: 200, body: await checkout.quote(body, headers['x-buyer']) };
    },
    placeOrder: async ({ body, headers, res }) => {
      res.set('cache-control', 'no-store');
      const { created, order } = await checkout.placeOrder(headers['idempotency-key'], body, headers['x-buyer']);
      return { status: created ? 201 : 200, body: order };
    },
    orderForCart: async ({ params, res }) => {
      res.set('cache-control', 'no-store');
      return { status: 200, body: await checkout.orderForCart(params.cartId) };
    },
    reportAnalytics: async ({ params, res }) => {
      res.set('cache-control', 'no-store');
      return { status: 200, body: await checkout.reportAnalytics(params.id) };
    },
  });
}
