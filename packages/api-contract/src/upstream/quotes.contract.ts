import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { errorResponses } from '../problem.js';
import { CartBuyerHeadersSchema, CartSchema } from './cart.schemas.js';
import { AuthHeadersSchema } from './customer.contract.js';
import {
  QuoteFromCartBodySchema, QuotePricesBodySchema, QuoteRequestAnswerSchema, QuoteRequestBodySchema, QuoteSchema, QuoteToCartBodySchema,
} from './quotes.schemas.js';

const c = initContract();

const QuoteUuid = z.object({ uuid: z.string().uuid('quote id must be a uuid') });

/** Quote requests and quote → cart (spec shopping.md 2, 3, 7; docs/decisions/0022). */
export const quotesContract = c.router({
  request: {
    method: 'POST',
    path: '/api/quotes/customer/request',
    body: QuoteRequestBodySchema,
    responses: { 201: QuoteRequestAnswerSchema, ...errorResponses },
    summary: "A shopper's quote request: stored with its lines at today's prices, confirmed by mail",
  },
  get: {
    method: 'GET',
    path: '/api/quotes/:uuid',
    pathParams: QuoteUuid,
    headers: CartBuyerHeadersSchema,
    responses: { 200: QuoteSchema, ...errorResponses },
  },
  toCart: {
    method: 'POST',
    path: '/api/quotes/:uuid/carts',
    pathParams: QuoteUuid,
    body: QuoteToCartBodySchema,
    headers: CartBuyerHeadersSchema,
    responses: { 200: CartSchema, ...errorResponses },
    summary: "Turn a quote into the session's cart at the quote's quantities (once per quote and session)",
  },
  fromCart: {
    method: 'POST',
    path: '/api/quotes',
    body: QuoteFromCartBodySchema,
    responses: { 201: QuoteSchema, ...errorResponses },
    summary: 'Staff: a quote made from a cart (its lines at the prices of the cart)',
  },
  agreePrices: {
    method: 'PUT',
    path: '/api/admin/quotes/:uuid/prices',
    pathParams: QuoteUuid,
    headers: AuthHeadersSchema,
    body: QuotePricesBodySchema,
    responses: { 200: QuoteSchema, ...errorResponses },
    summary: "Staff (the admin site): the agreed unit price of a quote's lines, until it goes into a cart (409 after); a staff token only (403)",
  },
});
