import { upstreamContract } from '@pool/api-contract';
import { initServer } from '@ts-rest/express';
import type { CartService } from './carts.service.js';

const s = initServer();

export function cartRouter(carts: CartService) {
  return s.router(upstreamContract.cart, {
    createCart: async ({ params, body, headers, res }) => {
      res.set('cache-control', 'no-store');
      return { status: 201, body: await carts.create(params.sessionId, body, headers['idempotency-key']) };
    },
    getCart: async ({ params, res }) => {
      res.set('cache-control', 'no-store');
      return { status: 200, body: await carts.get(params.cartId) };
    },
    addItem: async ({ params, body, headers }) => ({ status: 200, body: await carts.addItem(params.cartId, body, headers['idempotency-key']) }),
    updateItem: async ({ params, body }) => ({ status: 200, body: await carts.updateItem(params.cartId, params.itemId, body) }),
    deleteItem: async ({ params }) => ({ status: 200, body: await carts.deleteItem(params.cartId, params.itemId) }),
  });
}
