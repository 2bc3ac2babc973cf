import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { errorResponses } from '../problem.js';
import { PaymentProblemSchema } from '../upstream/checkout.schemas.js';
import { CheckoutLoadBodySchema } from './account.schemas.js';
import { CartViewSchema } from './cart.schemas.js';
import { CheckoutQuerySchema, CheckoutViewSchema, OrderViewSchema, PlaceOrderRequestSchema, ThankYouViewSchema } from './checkout.schemas.js';

const c = initContract();

/** Checkout of the session's cart and the thank-you page (docs/decisions/0021). Private: never cached. */
export const bffCheckoutContract = c.router({
  get: {
    method: 'GET',
    path: '/v1/checkout',
    query: CheckoutQuerySchema,
    responses: { 200: CheckoutViewSchema, ...errorResponses },
    summary: "The session's cart priced for checkout (shipping, state tax) with a new attempt key",
  },
  placeOrder: {
    method: 'POST',
    path: '/v1/checkout/orders',
    body: PlaceOrderRequestSchema,
    responses: { 201: OrderViewSchema, 200: OrderViewSchema, 402: PaymentProblemSchema, ...errorResponses },
    summary: 'Pay and place the order, once per attempt key: 402 for a declined card (or, with `nextAction`, a 3-D Secure challenge for the browser, then the same attempt again with its `pi_...` token), 409 for a changed total or an ordered cart',
  },
  loadPreview: {
    method: 'GET',
    path: '/v1/checkout/load/:cartId',
    pathParams: CheckoutLoadBodySchema,
    responses: { 200: CartViewSchema, ...errorResponses },
    summary: "`/checkout?load={cartId}` before the shopper confirms: the cart that would be loaded, changing nothing; the same 404 as `load`",
  },
  load: {
    method: 'POST',
    path: '/v1/checkout/load',
    body: CheckoutLoadBodySchema,
    responses: { 200: z.object({ cartId: z.string() }), ...errorResponses },
    summary: "`/checkout?load={cartId}`: make an open cart the session's; only a guest cart or the signed-in customer's own, else 404 (docs/decisions/0024)",
  },
  thankYou: {
    method: 'GET',
    path: '/v1/checkout/orders/:cartId',
    pathParams: z.object({ cartId: z.string().uuid('unknown order') }),
    responses: { 200: ThankYouViewSchema, ...errorResponses },
    summary: 'An order this session placed, by its cart id; the analytics event only on its first showing',
  },
  latestOrder: {
    method: 'GET',
    path: '/v1/checkout/orders',
    responses: { 200: z.object({ cartId: z.string().uuid().nullable() }), ...errorResponses },
    summary: '`/thankyou` without a cart id: the cart id of the order this session placed last (null when none)',
  },
});
