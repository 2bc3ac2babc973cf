import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { errorResponses, IdempotencyHeadersSchema } from '../problem.js';
import { CartIdSchema, CartItemIdSchema, CartItemParamsSchema, CartParamsSchema } from './cart-ids.js';
import { CartBuyerHeadersSchema, CartSchema } from './cart.schemas.js';
import {
  AddProtectionPlanBodySchema, AddSubscriptionBodySchema, CreateSubscriptionCartBodySchema, UpdateSubscriptionBodySchema,
} from './cart-lines.schemas.js';

const c = initContract();

/**
 * Subscription lines (their own calls, spec shopping.md section 7) and protection-plan lines tied to a
 * product line (docs/decisions/0020). Every write answers with the whole cart.
 */
export const cartLinesContract = c.router({
  createSubscriptionCart: {
    method: 'POST',
    path: '/api/v1/subscription/carts',
    body: CreateSubscriptionCartBodySchema,
    headers: IdempotencyHeadersSchema.merge(CartBuyerHeadersSchema),
    responses: { 201: CartSchema, ...errorResponses },
    summary: "Add a subscription line to the session's cart, creating the cart on the first add",
  },
  addSubscription: {
    method: 'POST',
    path: '/api/v1/carts/:cartId/subscriptions',
    pathParams: CartParamsSchema,
    body: AddSubscriptionBodySchema,
    headers: IdempotencyHeadersSchema.merge(CartBuyerHeadersSchema),
    responses: { 200: CartSchema, ...errorResponses },
  },
  updateSubscription: {
    method: 'PUT',
    path: '/api/v1/carts/:cartId/subscriptions/:itemId',
    pathParams: CartItemParamsSchema,
    body: UpdateSubscriptionBodySchema,
    responses: { 200: CartSchema, ...errorResponses },
  },
  deleteSubscription: {
    method: 'DELETE',
    path: '/api/v1/carts/:cartId/subscriptions/:itemId',
    pathParams: CartItemParamsSchema,
    body: c.noBody(),
    responses: { 200: CartSchema, ...errorResponses },
  },
  addProtectionPlan: {
    method: 'POST',
    path: '/api/v1/carts/:cartId/protection-plans',
    pathParams: CartParamsSchema,
    body: AddProtectionPlanBodySchema,
    headers: CartBuyerHeadersSchema,
    responses: { 200: CartSchema, ...errorResponses },
    summary: "Tie a protection plan to the product's line (added when missing); another term replaces the line's plan",
  },
  deleteProtectionPlan: {
    method: 'DELETE',
    path: '/api/v1/carts/:cartId/protection-plans/:planId',
    pathParams: z.object({ cartId: CartIdSchema, planId: CartItemIdSchema }),
    body: c.noBody(),
    responses: { 200: CartSchema, ...errorResponses },
  },
});
