import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { errorResponses, IdempotencyHeadersSchema } from '../problem.js';
import { CartParamsSchema } from './cart-ids.js';
import { CartBuyerHeadersSchema } from './cart.schemas.js';
import { CheckoutQuoteBodySchema, CheckoutQuoteSchema, OrderAnalyticsSchema, OrderSchema, PaymentProblemSchema, PlaceOrderBodySchema } from './checkout.schemas.js';

const c = initContract();

/** Checkout and the orders it creates (spec shopping.md sections 2 and 7; docs/decisions/0021). */
export const checkoutContract = c.router({
  quote: {
    method: 'POST',
    path: '/api/v1/checkout/quote',
    body: CheckoutQuoteBodySchema,
    headers: CartBuyerHeadersSchema,
    responses: { 200: CheckoutQuoteSchema, ...errorResponses },
    summary: 'What the cart would cost with a shipping method and state: lines, discount, shipping, tax, total',
  },
  placeOrder: {
    method: 'POST',
    path: '/api/v1/orders',
    body: PlaceOrderBodySchema,
    headers: IdempotencyHeadersSchema.required().merge(CartBuyerHeadersSchema),
    responses: { 201: OrderSchema, 200: OrderSchema, 402: PaymentProblemSchema, ...errorResponses },
    summary: 'Pay for a cart and place its order, exactly once per Idempotency-Key (200 replays the order); 402 for a declined card, or with `nextAction` for a card awaiting the shopper (3-D Secure)',
  },
  orderForCart: {
    method: 'GET',
    path: '/api/orders/:cartId/cart',
    pathParams: CartParamsSchema,
    responses: { 200: OrderSchema, ...errorResponses },
  },
  reportAnalytics: {
    method: 'GET',
    path: '/api/orders/:id/report-analytics',
    pathParams: z.object({ id: z.coerce.number().int().positive() }),
    responses: { 200: OrderAnalyticsSchema, ...errorResponses },
  },
});
