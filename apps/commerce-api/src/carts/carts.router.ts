import { upstreamContract } from '@pool/api-contract';
import { initServer } from '@ts-rest/express';
import type { CartService } from './carts.service.js';

const s = initServer();

export function cartRouter(carts: CartService) {
  return s.router(upstreamContract.cart, {
    createCart: async ({ params, body, headers, res }) => {
      res.set('cache-control', 'no-store');
      return { status: 201, body: await carts.create(params.sessionId, body, headers['idempotency-key'], headers['x-buyer']) };
    },
    getCart: async ({ params, headers, res }) => {
      res.set('cache-control', 'no-store');
      return { status: 200, body: await carts.get(params.cartId, headers['x-buyer']) };
    },
    addItem: async ({ params, body, headers }) => ({ status: 200, body: await carts.addItem(params.cartId, body, headers['idempotency-key'], headers['x-buyer']) }),
    updateItem: async ({ params, body, headers }) => ({ status: 200, body: await carts.updateItem(params.cartId, params.itemId, body, headers['x-buyer']) }),
    deleteItem: async ({ params, headers }) => ({ status: 200, body: await carts.deleteItem(params.cartId, params.itemId, headers['x-buyer']) }),
    applyCoupon: async ({ params, body, headers }) => ({ status: 200, body: await carts.applyCoupon(params.cartId, body.coupon, headers['x-buyer']) }),
    removeCoupon: async ({ params, query, headers }) => ({ status: 200, body: await carts.removeCoupon(params.cartId, query.coupon, headers['x-buyer']) }),
    relatedProducts: async ({ params, headers, res }) => {
      res.set('cache-control', 'no-store');
      return { status: 200, body: { data: await carts.relatedProducts(params.cartId, headers['x-buyer']) } };
    },
    urls: async ({ params, res }) => {
      res.set('cache-control', 'no-store');
      return { status: 200, body: { data: await carts.urls(params.cartId) } };
    },
  });
}
