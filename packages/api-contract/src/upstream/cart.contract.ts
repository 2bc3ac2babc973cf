import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { errorResponses, IdempotencyHeadersSchema } from '../problem.js';
import { CartItemParamsSchema, CartParamsSchema } from './cart-ids.js';
import {
  AddCartItemBodySchema, ApplyCouponBodySchema, CartBuyerHeadersSchema, CartSchema, CartUrlsSchema, CreateCartBodySchema, RelatedProductSchema,
  RemoveCouponQuerySchema, UpdateCartItemBodySchema,
} from './cart.schemas.js';

const c = initContract();

/** The main API's carts (spec shopping.md section 7). */
export const cartContract = c.router({
  createCart: {
    method: 'POST',
    path: '/api/v1/carts/:sessionId',
    pathParams: z.object({ sessionId: z.string().min(8).max(128) }),
    body: CreateCartBodySchema,
    headers: IdempotencyHeadersSchema.merge(CartBuyerHeadersSchema),
    responses: { 201: CartSchema, ...errorResponses },
    summary: "Add lines to the session's cart, creating it on the first add (one cart per session)",
  },
  getCart: {
    method: 'GET',
    path: '/api/v1/carts/:cartId',
    pathParams: CartParamsSchema,
    headers: CartBuyerHeadersSchema,
    responses: { 200: CartSchema, ...errorResponses },
  },
  addItem: {
    method: 'POST',
    path: '/api/v1/carts/:cartId/items',
    pathParams: CartParamsSchema,
    body: AddCartItemBodySchema,
    headers: IdempotencyHeadersSchema.merge(CartBuyerHeadersSchema),
    responses: { 200: CartSchema, ...errorResponses },
  },
  updateItem: {
    method: 'PUT',
    path: '/api/v1/carts/:cartId/items/:itemId',
    pathParams: CartItemParamsSchema,
    body: UpdateCartItemBodySchema,
    headers: CartBuyerHeadersSchema,
    responses: { 200: CartSchema, ...errorResponses },
  },
  deleteItem: {
    method: 'DELETE',
    path: '/api/v1/carts/:cartId/items/:itemId',
    pathParams: CartItemParamsSchema,
    body: c.noBody(),
    headers: CartBuyerHeadersSchema,
    responses: { 200: CartSchema, ...errorResponses },
  },
  applyCoupon: {
    method: 'POST',
    path: '/api/v1/carts/:cartId/coupons',
    pathParams: CartParamsSchema,
    body: ApplyCouponBodySchema,
    headers: CartBuyerHeadersSchema,
    responses: { 200: CartSchema, ...errorResponses },
    summary: 'Apply a coupon (code in any case); unknown, expired or below-minimum coupons are refused (422), nothing written',
  },
  removeCoupon: {
    method: 'DELETE',
    path: '/api/v1/carts/:cartId/coupons',
    pathParams: CartParamsSchema,
    query: RemoveCouponQuerySchema,
    body: c.noBody(),
    headers: CartBuyerHeadersSchema,
    responses: { 200: CartSchema, ...errorResponses },
  },
  relatedProducts: {
    method: 'GET',
    path: '/api/v1/carts/:cartId/related-products',
    pathParams: CartParamsSchema,
    headers: CartBuyerHeadersSchema,
    responses: { 200: z.object({ data: z.array(RelatedProductSchema) }), ...errorResponses },
    summary: "Products sharing categories with the cart's lines, not in it (at most 6, priced for the buyer)",
  },
  urls: {
    method: 'GET',
    path: '/api/v1/carts/:cartId/urls',
    pathParams: CartParamsSchema,
    headers: CartBuyerHeadersSchema,
    responses: { 200: z.object({ data: CartUrlsSchema }), ...errorResponses },
    summary: "The cart's addresses on the storefront: its cart page and the checkout that loads it",
  },
});
