import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { errorResponses } from '../problem.js';
import { AuthHeadersSchema } from './customer.contract.js';
import {
  OrderDetailSchema, OrderListQuerySchema, OrderListSchema, OrderLookupBodySchema, QuoteSummarySchema, TrackingFeedbackBodySchema,
  TrackingSchema,
} from './orders.schemas.js';

const c = initContract();

const OrderNumber = z.object({ orderNumber: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * Who may see an order's tracking: its customer (a bearer token), a guest who names the order's
 * email (`x-order-email`), or anyone holding a tracking number (the id is then the tracking number).
 */
export const TrackingAccessHeadersSchema = z.object({
  authorization: z.string().regex(/^Bearer .+/, 'expected a bearer token').optional(),
  'user-id': z.string().regex(/^\d+$/).optional(),
  'x-order-email': z.string().trim().min(3).max(254).optional(),
});

/** A tracking id: an order number (digits) or a carrier's tracking number (letters and digits). */
const TrackingId = z.object({ id: z.string().regex(/^[A-Za-z0-9]{1,40}$/, 'tracking id must be an order or tracking number') });

/** Orders of a customer, guest order lookup, tracking and the customer's quotes (spec account.md 2, 7; docs/decisions/0026). */
export const ordersContract = c.router({
  list: {
    method: 'GET',
    path: '/api/orders',
    headers: AuthHeadersSchema,
    query: OrderListQuerySchema,
    responses: { 200: OrderListSchema, ...errorResponses },
    summary: "The customer's orders, newest first, by page, filter group and date range",
  },
  get: {
    method: 'GET',
    path: '/api/orders/:orderNumber',
    headers: AuthHeadersSchema,
    pathParams: OrderNumber,
    responses: { 200: OrderDetailSchema, ...errorResponses },
    summary: "One of the customer's orders (another customer's is a 404)",
  },
  lookup: {
    method: 'POST',
    path: '/api/orders',
    body: OrderLookupBodySchema,
    responses: { 200: OrderDetailSchema, ...errorResponses },
    summary: 'Guest order lookup: the order only when both its number and its email match (else 404)',
  },
  tracking: {
    method: 'GET',
    path: '/api/tracking/:id',
    headers: TrackingAccessHeadersSchema,
    pathParams: TrackingId,
    responses: { 200: TrackingSchema, ...errorResponses },
    summary: "An order's tracking: variant, parcels and the carrier's events",
  },
  feedback: {
    method: 'POST',
    path: '/api/tracking/:id/feedback',
    headers: TrackingAccessHeadersSchema,
    pathParams: TrackingId,
    body: TrackingFeedbackBodySchema,
    responses: { 201: z.object({ id: z.number().int() }), ...errorResponses },
    summary: 'Feedback on tracking (score 1-5, text), with the same access as the tracking itself',
  },
  quotes: {
    method: 'GET',
    path: '/api/quotes',
    headers: AuthHeadersSchema,
    responses: { 200: z.object({ data: z.array(QuoteSummarySchema) }), ...errorResponses },
    summary: "The customer's quotes, newest first",
  },
});
