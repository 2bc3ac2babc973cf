import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { errorResponses } from '../problem.js';
import { QuoteRequestAnswerSchema, QuoteRequestBodySchema, QuoteSchema } from '../upstream/quotes.schemas.js';
import { CartViewSchema } from './cart.schemas.js';

const c = initContract();

const QuoteUuid = z.object({ uuid: z.string().uuid('quote id must be a uuid') });

/**
 * A quote as its page shows it, to whoever holds its link: never the cart it was turned into nor the
 * customer's id (the cart id would let the link holder load that cart, docs/decisions/0051).
 */
export const QuoteViewSchema = QuoteSchema.omit({ cart_id: true, customer_id: true });
export type QuoteView = z.infer<typeof QuoteViewSchema>;

/** The quote request form as the storefront sends it; the customer is the session's. */
export const QuoteRequestFormSchema = QuoteRequestBodySchema.omit({ customer_id: true });

/** Quote requests and quote → cart (spec shopping.md 2, 3, 7; docs/decisions/0022). */
export const bffQuotesContract = c.router({
  request: {
    method: 'POST',
    path: '/v1/quotes/request',
    body: QuoteRequestFormSchema,
    responses: { 200: QuoteRequestAnswerSchema, ...errorResponses },
    summary: "A quote request; 422 with the spec's messages keyed by field (name, email, products)",
  },
  get: {
    method: 'GET',
    path: '/v1/quotes/:uuid',
    pathParams: QuoteUuid,
    responses: { 200: QuoteViewSchema, ...errorResponses },
  },
  toCart: {
    method: 'POST',
    path: '/v1/quotes/:uuid/cart',
    pathParams: QuoteUuid,
    body: c.noBody(),
    responses: { 200: CartViewSchema, ...errorResponses },
    summary: "Adds the quote's lines to the session's cart (creating it), once per quote and session",
  },
});
