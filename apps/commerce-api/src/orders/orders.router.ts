import { upstreamContract } from '@pool/api-contract';
import { initServer } from '@ts-rest/express';
import type { OrdersService } from './orders.service.js';

const s = initServer();

/** Orders, guest lookup, tracking and quotes of a customer (docs/decisions/0026). Everything is personal: never cached. */
export function ordersRouter(orders: OrdersService) {
  return s.router(upstreamContract.orders, {
    list: async ({ headers, query, res }) => {
      res.set('cache-control', 'private, no-store');
      return { status: 200, body: await orders.list(headers.authorization, headers['user-id'], query) };
    },
    get: async ({ headers, params, res }) => {
      res.set('cache-control', 'private, no-store');
      return { status: 200, body: await orders.get(headers.authorization, headers['user-id'], params.orderNumber) };
    },
    lookup: async ({ body, res }) => {
      res.set('cache-control', 'private, no-store');
      return { status: 200, body: await orders.lookup(body.orderNumber, body.email) };
    },
    tracking: async ({ headers, params, res }) => {
      res.set('cache-control', 'private, no-store');
      return { status: 200, body: await orders.tracking(params.id, headers) };
    },
    feedback: async ({ headers, params, body, res }) => {
      res.set('cache-control', 'no-store');
      return { status: 201, body: await orders.feedback(params.id, headers, body) };
    },
    quotes: async ({ headers, res }) => {
      res.set('cache-control', 'private, no-store');
      return { status: 200, body: await orders.quotes(headers.authorization, headers['user-id']) };
    },
  });
}
