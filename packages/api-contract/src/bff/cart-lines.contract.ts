import { PER_PRODUCT_LIMIT } from '@pool/cart-domain';
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { LineQuantitySchema, QuantityToSetSchema } from '../cart-quantity.js';
import { errorResponses, IdempotencyHeadersSchema } from '../problem.js';
import { CartLineParamsSchema } from './cart-line-ids.js';
import { CartViewSchema } from './cart.schemas.js';

const c = initContract();

/**
 * The session's subscription and protection-plan lines (docs/decisions/0020). Like every cart write,
 * each answers with the whole cart; the cart id stays in the session.
 */
export const bffCartLinesContract = c.router({
  subscribe: {
    method: 'POST',
    path: '/v1/cart/subscriptions',
    body: z.object({
      sku: z.string().trim().min(1, 'Unknown product').max(64, 'Unknown product'),
      quantity: LineQuantitySchema.default(1),
      period: z.enum(['MONTHLY', 'QUARTERLY', 'SEMI_ANNUALLY', 'ANNUALLY'], { errorMap: () => ({ message: 'Unknown subscription period' }) }),
    }),
    headers: IdempotencyHeadersSchema,
    responses: { 200: CartViewSchema, ...errorResponses },
    summary: 'Add a subscription line; the first add creates the cart',
  },
  updateSubscription: {
    method: 'PATCH',
    path: '/v1/cart/subscriptions/:itemId',
    pathParams: CartLineParamsSchema,
    body: z.object({ quantity: QuantityToSetSchema }),
    responses: { 200: CartViewSchema, ...errorResponses },
    summary: `Set a subscription line's quantity: below 1 removes it; capped at the line inventory and ${PER_PRODUCT_LIMIT}`,
  },
  removeSubscription: {
    method: 'DELETE',
    path: '/v1/cart/subscriptions/:itemId',
    pathParams: CartLineParamsSchema,
    body: c.noBody(),
    responses: { 200: CartViewSchema, ...errorResponses },
  },
  addPlan: {
    method: 'POST',
    path: '/v1/cart/plans',
    body: z.object({
      productId: z.number().int().positive(),
      /** The offer id shown on the product page; the price is commerce-api's, never the browser's. */
      plan: z.string().trim().min(1, 'Unknown protection plan').max(64, 'Unknown protection plan'),
    }),
    responses: { 200: CartViewSchema, ...errorResponses },
    summary: "Tie a protection plan to the product's line; the product is added too when the cart lacks it",
  },
  removePlan: {
    method: 'DELETE',
    path: '/v1/cart/plans/:planId',
    pathParams: z.object({ planId: z.string().uuid('unknown protection plan') }),
    body: c.noBody(),
    responses: { 200: CartViewSchema, ...errorResponses },
  },
});
