import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { errorResponses } from '../problem.js';
import {
  OrderDetailSchema, OrderListSchema, OrderLookupBodySchema, QuoteSummarySchema, TrackingFeedbackBodySchema, TrackingSchema,
} from '../upstream/orders.schemas.js';

const c = initContract();

const OrderId = z.object({ orderId: z.coerce.number().int().positive().max(2_147_483_647) });

/** The order list as the storefront asks for it: the customer is the session's (spec account.md 7). */
export const OrderListFormSchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  status: z.string().max(40).optional(),
  date_range: z.string().max(40).optional(),
});

/** What a reorder did: the lines now in the session's cart, and those that could not be added and why. */
export const ReorderResultSchema = z.object({
  added: z.array(z.object({ sku: z.string(), title: z.string(), quantity: z.number().int() })),
  notAdded: z.array(z.object({ sku: z.string(), title: z.string(), reason: z.string() })),
  cartCount: z.number().int().nonnegative(),
});
export type ReorderResult = z.infer<typeof ReorderResultSchema>;

/** A guest lookup found the order: the session may now see its tracking. */
export const OrderFoundSchema = z.object({ orderId: z.number().int() });

/** Orders, reorder, guest lookup, tracking and quotes of the account area (docs/decisions/0026). */
export const bffOrdersContract = c.router({
  list: {
    method: 'GET',
    path: '/v1/orders',
    query: OrderListFormSchema,
    responses: { 200: OrderListSchema, ...errorResponses },
    summary: "The signed-in customer's orders (401 for guests); the dashboard shows the first 3 of page 1",
  },
  get: {
    method: 'GET',
    path: '/v1/orders/:orderId',
    pathParams: OrderId,
    responses: { 200: OrderDetailSchema, ...errorResponses },
  },
  reorder: {
    method: 'POST',
    path: '/v1/orders/:orderId/reorder',
    pathParams: OrderId,
    body: z.object({}).strict(),
    responses: { 200: ReorderResultSchema, ...errorResponses },
    summary: "Adds the order's still-available lines to the session's cart",
  },
  lookup: {
    method: 'POST',
    path: '/v1/orders/lookup',
    body: OrderLookupBodySchema,
    responses: { 200: OrderFoundSchema, ...errorResponses },
    summary: "Guest lookup by order number and the order's email (rate limited); 404 'Error getting order.'",
  },
  trackingLookup: {
    method: 'POST',
    path: '/v1/tracking/lookup',
    body: z.object({ trackingNumber: z.string().trim().regex(/^[A-Za-z0-9]{6,40}$/, 'tracking number must be 6 to 40 letters or digits') }).strict(),
    responses: { 200: OrderFoundSchema, ...errorResponses },
    summary: 'Guest lookup by a tracking number (rate limited)',
  },
  tracking: {
    method: 'GET',
    path: '/v1/tracking/:orderId',
    pathParams: OrderId,
    responses: { 200: TrackingSchema, ...errorResponses },
    summary: "An order's tracking, for its customer or a session that looked it up",
  },
  feedback: {
    method: 'POST',
    path: '/v1/tracking/:orderId/feedback',
    pathParams: OrderId,
    body: TrackingFeedbackBodySchema,
    responses: { 200: z.object({ ok: z.literal(true) }), ...errorResponses },
  },
  quotes: {
    method: 'GET',
    path: '/v1/account/quotes',
    responses: { 200: z.object({ data: z.array(QuoteSummarySchema) }), ...errorResponses },
  },
});
