import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { errorResponses, IdempotencyHeadersSchema } from '../problem.js';
import { AddCartItemBodySchema, CartSchema, CreateCartBodySchema, UpdateCartItemBodySchema } from './cart.schemas.js';

const c = initContract();

const CartId = z.string().uuid('cart id must be a uuid');
const ItemId = z.string().uuid('item id must be a uuid');

/** The main API's carts (spec shopping.md section 7). */
export const cartContract = c.router({
  createCart: {
    method: 'POST',
    path: '/api/v1/carts/:sessionId',
    pathParams: z.object({ sessionId: z.string().min(8).max(128) }),
    body: CreateCartBodySchema,
    headers: IdempotencyHeadersSchema,
    responses: { 201: CartSchema, ...errorResponses },
    summary: "Add lines to the session's cart, creating it on the first add (one cart per session)",
  },
  getCart: {
    method: 'GET',
    path: '/api/v1/carts/:cartId',
    pathParams: z.object({ cartId: CartId }),
    responses: { 200: CartSchema, ...errorResponses },
  },
  addItem: {
    method: 'POST',
    path: '/api/v1/carts/:cartId/items',
    pathParams: z.object({ cartId: CartId }),
    body: AddCartItemBodySchema,
    headers: IdempotencyHeadersSchema,
    responses: { 200: CartSchema, ...errorResponses },
  },
  updateItem: {
    method: 'PUT',
    path: '/api/v1/carts/:cartId/items/:itemId',
    pathParams: z.object({ cartId: CartId, itemId: ItemId }),
    body: UpdateCartItemBodySchema,
    responses: { 200: CartSchema, ...errorResponses },
  },
  deleteItem: {
    method: 'DELETE',
    path: '/api/v1/carts/:cartId/items/:itemId',
    pathParams: z.object({ cartId: CartId, itemId: ItemId }),
    body: c.noBody(),
    responses: { 200: CartSchema, ...errorResponses },
  },
});
