import { upstreamContract } from '@pool/api-contract';
import { initServer } from '@ts-rest/express';
import type { ReturnService } from './returns.service.js';

const s = initServer();

/** Returns (docs/decisions/0027): everything personal, so never cached. */
export function returnsRouter(returns: ReturnService) {
  return s.router(upstreamContract.returns, {
    orders: async ({ headers, res }) => {
      res.set('cache-control', 'private, no-store');
      return { status: 200, body: { data: await returns.orders(headers) } };
    },
    order: async ({ params, headers, res }) => {
      res.set('cache-control', 'private, no-store');
      return { status: 200, body: await returns.order(params.encoded, headers) };
    },
    shippingRate: async ({ body, headers, res }) => {
      res.set('cache-control', 'private, no-store');
      return { status: 200, body: await returns.shippingRate(body, headers) };
    },
    create: async ({ body, headers, res }) => {
      res.set('cache-control', 'private, no-store');
      const created = await returns.create(body, headers);
      return created.replayed ? { status: 200, body: created.body } : { status: 201, body: created.body };
    },
    list: async ({ headers, res }) => {
      res.set('cache-control', 'private, no-store');
      return { status: 200, body: { data: await returns.list(headers) } };
    },
    get: async ({ params, headers, res }) => {
      res.set('cache-control', 'private, no-store');
      return { status: 200, body: await returns.get(Number(params.id), headers) };
    },
    label: async ({ params, headers, res }) => {
      res.set('cache-control', 'private, no-store');
      return { status: 200, body: await returns.label(Number(params.id), headers) };
    },
  });
}
