import { upstreamContract } from '@pool/api-contract';
import { initServer } from '@ts-rest/express';
import { tokenOf } from '../customers/tokens.js';
import type { QuoteService } from './quotes.service.js';

const s = initServer();

export function quotesRouter(quotes: QuoteService) {
  return s.router(upstreamContract.quotes, {
    request: async ({ body, res }) => {
      res.set('cache-control', 'no-store');
      return { status: 201, body: await quotes.request(body) };
    },
    get: async ({ params, headers, res }) => {
      res.set('cache-control', 'no-store');
      return { status: 200, body: await quotes.get(params.uuid, headers['x-buyer']) };
    },
    toCart: async ({ params, body, headers, res }) => {
      res.set('cache-control', 'no-store');
      return { status: 200, body: await quotes.toCart(params.uuid, body, headers['x-buyer']) };
    },
    fromCart: async ({ body, res }) => {
      res.set('cache-control', 'no-store');
      return { status: 201, body: await quotes.fromCart(body) };
    },
    agreePrices: async ({ params, headers, body, res }) => {
      res.set('cache-control', 'no-store');
      return { status: 200, body: await quotes.agreePrices(tokenOf(headers.authorization), params.uuid, body.lines) };
    },
  });
}
