import { PER_PRODUCT_LIMIT } from '@pool/cart-domain';
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { LineQuantitySchema, QuantityToSetSchema } from '../cart-quantity.js';
import { errorResponses, IdempotencyHeadersSchema } from '../problem.js';
import { CartLineParamsSchema } from './cart-line-ids.js';
import { CartViewSchema, RelatedProductsViewSchema, ShippingEstimateViewSchema } from './cart.schemas.js';

const c = initContract();

/** The session's cart. The cart id lives in the BFF session, never in the browser. */
export const bffCartContract = c.router({
  get: { method: 'GET', path: '/v1/cart', responses: { 200: CartViewSchema, ...errorResponses } },
  shippingEstimate: {
    method: 'GET',
    path: '/v1/cart/shipping-estimate',
    responses: { 200: ShippingEstimateViewSchema, ...errorResponses },
    summary: "The session cart's cheapest shipping to its deliver-to zip; `standard` when the estimate takes over 3 s",
  },
  addItem: {
    method: 'POST',
    path: '/v1/cart/items',
    body: z.object({
      productId: z.number().int().positive(),
      quantity: LineQuantitySchema.default(1),
    }),
    headers: IdempotencyHeadersSchema,
    responses: { 200: CartViewSchema, ...errorResponses },
  },
  updateItem: {
    method: 'PATCH',
    path: '/v1/cart/items/:itemId',
    pathParams: CartLineParamsSchema,
    body: z.object({ quantity: QuantityToSetSchema }),
    responses: { 200: CartViewSchema, ...errorResponses },
    summary: `Set a line quantity: below 1 removes the line; capped at the line inventory and ${PER_PRODUCT_LIMIT}`,
  },
  removeItem: {
    method: 'DELETE',
    path: '/v1/cart/items/:itemId',
    pathParams: CartLineParamsSchema,
    body: c.noBody(),
    responses: { 200: CartViewSchema, ...errorResponses },
  },
  applyCoupon: {
    method: 'POST',
    path: '/v1/cart/coupons',
    body: z.object({ coupon: z.string().max(64).default('') }),
    responses: { 200: CartViewSchema, ...errorResponses },
    summary: "Apply a coupon to the session's cart, or stage it until the cart is created; refused coupons are a 422 with the reason as title",
  },
  removeCoupon: {
    method: 'DELETE',
    path: '/v1/cart/coupons',
    query: z.object({ coupon: z.string().max(64).default('') }),
    body: c.noBody(),
    responses: { 200: CartViewSchema, ...errorResponses },
  },
  related: {
    method: 'GET',
    path: '/v1/cart/related',
    responses: { 200: RelatedProductsViewSchema, ...errorResponses },
    summary: "'Customers also bought': at most 3 products bought with the cart's, not in it",
  },
});
