import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { errorResponses, IdempotencyHeadersSchema } from '../problem.js';
import {
  ActingAsHeaderSchema, IdSegment, ReturnAccessHeadersSchema, ReturnBodySchema, ReturnLabelSchema, ReturnListSchema, ReturnOrderListSchema, ReturnOrderSchema,
  ReturnSchema, ReturnShipmentSchema, ReturnShippingRateBodySchema,
} from './returns.schemas.js';

const c = initContract();

const CustomerHeaders = z.object({
  authorization: z.string().regex(/^Bearer .+/, 'expected a bearer token'),
  'user-id': ActingAsHeaderSchema.optional(),
});
const ReturnId = z.object({ id: IdSegment('return id') });

/**
 * Returns (spec account.md 2-5, 7; docs/decisions/0027). Every call is the signed-in customer's
 * (bearer) or a guest's holding the order's email (`x-order-email`); anyone else's order or return is
 * a 404, and a guest's wrong email is the spec's 'Error getting order.'. Staff (is_admin) acting as a
 * customer send that customer's id in `user-id` and are that customer here; from anyone else the
 * header is ignored (spec site-shell.md 6).
 */
export const returnsContract = c.router({
  orders: {
    method: 'GET',
    path: '/api/returns/orders',
    headers: CustomerHeaders,
    responses: { 200: ReturnOrderListSchema, ...errorResponses },
    summary: "The signed-in customer's orders to return from, newest first, with their return windows",
  },
  order: {
    method: 'GET',
    path: '/api/returns/order/:encoded',
    pathParams: z.object({ encoded: z.string().min(1).max(800) }),
    headers: ReturnAccessHeadersSchema,
    responses: { 200: ReturnOrderSchema, ...errorResponses },
    summary: 'An order to return from: base64 of "{orderId}:{email}" (guests), or the order number with a bearer token',
  },
  shippingRate: {
    method: 'POST',
    path: '/api/returns/shipping-rate',
    headers: ReturnAccessHeadersSchema,
    body: ReturnShippingRateBodySchema,
    responses: { 200: ReturnShipmentSchema, ...errorResponses },
    summary: "Rates a return parcel (simulated carriers); the shipment id stands for the order and the parcel's weight",
  },
  create: {
    method: 'POST',
    path: '/api/returns',
    headers: ReturnAccessHeadersSchema.merge(IdempotencyHeadersSchema),
    body: ReturnBodySchema,
    responses: { 201: ReturnSchema, 200: ReturnSchema, ...errorResponses },
    summary: 'Creates a return and its lines in one transaction (200 with the same return on a retried idempotency key)',
  },
  list: {
    method: 'GET',
    path: '/api/returns',
    headers: CustomerHeaders,
    responses: { 200: ReturnListSchema, ...errorResponses },
  },
  get: {
    method: 'GET',
    path: '/api/returns/:id',
    pathParams: ReturnId,
    headers: ReturnAccessHeadersSchema,
    responses: { 200: ReturnSchema, ...errorResponses },
  },
  label: {
    method: 'GET',
    path: '/api/returns/:id/label',
    pathParams: ReturnId,
    headers: ReturnAccessHeadersSchema,
    responses: { 200: ReturnLabelSchema, ...errorResponses },
    summary: "The return's printable shipping label (SVG), for its owner only",
  },
});
