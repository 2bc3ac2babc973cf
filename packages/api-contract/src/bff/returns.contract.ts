import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { errorResponses } from '../problem.js';
import {
  IdSegment, ReturnBodySchema, ReturnLabelSchema, ReturnListSchema, ReturnOrderListSchema, ReturnOrderSchema, ReturnSchema,
  ReturnShipmentSchema, ReturnShippingRateBodySchema,
} from '../upstream/returns.schemas.js';

const c = initContract();

/** A guest's order lookup for a return: the order number and the order's email (spec account.md 2). */
export const ReturnLookupBodySchema = z.object({
  orderNumber: z.string().trim().regex(/^#?[1-9][0-9]{0,8}$/, 'Enter the order number from your confirmation email.'),
  email: z.string().trim().min(3, 'Enter the email address of the order.').max(254).email('Enter the email address of the order.'),
});
export type ReturnLookupBody = z.infer<typeof ReturnLookupBodySchema>;

/** A return as the storefront sends it: the attempt key makes a re-post return the same return. */
export const ReturnFormBodySchema = ReturnBodySchema.extend({
  attemptKey: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'attemptKey must be 16-64 URL-safe characters'),
});
export type ReturnFormBody = z.infer<typeof ReturnFormBodySchema>;

const OrderId = z.object({ orderId: IdSegment('order number') });
const ReturnId = z.object({ id: IdSegment('return id') });

/**
 * Returns (spec account.md 2-5; docs/decisions/0027). A guest's access to an order (its number and
 * email, checked by commerce-api) is kept in the session, so the browser never sends the email again.
 */
export const bffReturnsContract = c.router({
  orders: {
    method: 'GET',
    path: '/v1/returns/orders',
    responses: { 200: ReturnOrderListSchema, ...errorResponses },
    summary: "The signed-in customer's orders to return from (401 for a guest)",
  },
  lookup: {
    method: 'POST',
    path: '/v1/returns/lookup',
    body: ReturnLookupBodySchema,
    responses: { 200: ReturnOrderSchema, ...errorResponses },
    summary: "A guest's order by number and email ('Error getting order.' 404 when they do not match)",
  },
  link: {
    method: 'GET',
    path: '/v1/returns/link/:encoded',
    pathParams: z.object({ encoded: z.string().min(1).max(800) }),
    responses: { 200: ReturnOrderSchema, ...errorResponses },
    summary: 'The order of a return link (base64 of order id and email); the session may then return from it',
  },
  order: {
    method: 'GET',
    path: '/v1/returns/orders/:orderId',
    pathParams: OrderId,
    responses: { 200: ReturnOrderSchema, ...errorResponses },
    summary: "An order to return from: the signed-in customer's, or one the session looked up",
  },
  shippingRate: {
    method: 'POST',
    path: '/v1/returns/shipping-rate',
    body: ReturnShippingRateBodySchema,
    responses: { 200: ReturnShipmentSchema, ...errorResponses },
  },
  create: {
    method: 'POST',
    path: '/v1/returns',
    body: ReturnFormBodySchema,
    responses: { 201: ReturnSchema, 200: ReturnSchema, ...errorResponses },
  },
  list: {
    method: 'GET',
    path: '/v1/returns',
    responses: { 200: ReturnListSchema, ...errorResponses },
    summary: "The signed-in customer's returns, newest first",
  },
  get: {
    method: 'GET',
    path: '/v1/returns/:id',
    pathParams: ReturnId,
    responses: { 200: ReturnSchema, ...errorResponses },
  },
  label: {
    method: 'GET',
    path: '/v1/returns/:id/label',
    pathParams: ReturnId,
    responses: { 200: ReturnLabelSchema, ...errorResponses },
  },
});
