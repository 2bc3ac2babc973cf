import { z } from 'zod';
import { DollarsSchema } from './catalog.schemas.js';
import { OrderSchema } from './checkout.schemas.js';

/** Paging of the order list (spec account.md 3: current_page, per_page, total, last_page). */
export const OrderListMetaSchema = z.object({
  current_page: z.number().int().positive(),
  per_page: z.number().int().positive(),
  total: z.number().int().nonnegative(),
  last_page: z.number().int().positive(),
});

/** One order of the list: number, date, status, total and its products (spec 3: product_id, sku, image). */
export const OrderSummarySchema = z.object({
  id: z.number().int(),
  number: z.string(),
  status: z.string(),
  createdAt: z.string(),
  total: DollarsSchema,
  products: z.array(z.object({ product_id: z.number().int().nullable(), sku: z.string(), title: z.string(), image: z.string() })),
});
export type OrderSummary = z.infer<typeof OrderSummarySchema>;

export const OrderListSchema = z.object({ data: z.array(OrderSummarySchema), meta: OrderListMetaSchema });
export type OrderList = z.infer<typeof OrderListSchema>;

/**
 * GET /api/orders (spec 7): `page`, `limit` (default 10), `status` a filter group (anything that is
 * not one, or none, shows every order: spec 4), `date_range` `FROM,TO` days (account-domain's
 * `parseOrderDateRange`), `type` (the storefront sends 2; ignored).
 */
export const OrderListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
  limit: z.coerce.number().int().min(1).max(50).optional().default(10),
  status: z.string().max(40).optional(),
  date_range: z.string().max(40).optional(),
  type: z.coerce.number().int().min(0).max(99).optional(),
});
export type OrderListQuery = z.input<typeof OrderListQuerySchema>;

/** A carrier's event of a parcel: what happened, when and where. */
export const TrackingEventSchema = z.object({
  code: z.string(),
  description: z.string(),
  location: z.string(),
  at: z.string(),
});
export type TrackingEvent = z.infer<typeof TrackingEventSchema>;

/** A parcel of an order: its carrier, tracking number, the carrier's tracking page. */
export const ShipmentSchema = z.object({
  id: z.number().int(),
  carrier: z.string(),
  trackingNumber: z.string(),
  trackingUrl: z.string(),
  shippedAt: z.string(),
  deliveredAt: z.string().nullable(),
});

/**
 * One order in full: lines, both addresses, every payment (brand and last four only; a reward order's
 * is kind 'points' with the points spent and no card, decision 0036) and parcels.
 */
export const OrderDetailSchema = OrderSchema.extend({
  payments: z.array(z.object({
    kind: z.enum(['card', 'points']),
    brand: z.string(),
    last4: z.string(),
    points: z.number().int().positive().nullable(),
    status: z.enum(['authorized', 'captured', 'voided']),
    amount: DollarsSchema,
  })),
  shipments: z.array(ShipmentSchema),
});
export type OrderDetail = z.infer<typeof OrderDetailSchema>;

/** Guest order lookup (spec 7 POST /api/orders): both the order number and the order's email. */
export const OrderLookupBodySchema = z.object({
  orderNumber: z.string().trim().regex(/^\d{1,12}$/, 'order number must be digits'),
  email: z.string().trim().min(3).max(254),
}).strict();
export type OrderLookupBody = z.infer<typeof OrderLookupBodySchema>;

export const TrackingVariantSchema = z.enum(['delivered', 'in transit', 'on hold', 'pending', 'returned', 'warning']);

/** Tracking of one order (GET /api/tracking/{id}): its variant and each parcel with its events, oldest first. */
export const TrackingSchema = z.object({
  orderId: z.number().int(),
  number: z.string(),
  status: z.string(),
  variant: TrackingVariantSchema,
  createdAt: z.string(),
  shippingAddress: z.object({ city: z.string(), state: z.string(), zip: z.string() }),
  shipments: z.array(ShipmentSchema.extend({ events: z.array(TrackingEventSchema) })),
  feedbackGiven: z.boolean(),
});
export type Tracking = z.infer<typeof TrackingSchema>;

/** Feedback on tracking (spec 3: score, text). */
export const TrackingFeedbackBodySchema = z.object({
  score: z.number().int().min(1, 'score must be 1 to 5').max(5, 'score must be 1 to 5'),
  text: z.string().trim().max(2000).optional().default(''),
}).strict();
export type TrackingFeedbackBody = z.input<typeof TrackingFeedbackBodySchema>;

/** A customer's quote in their list (GET /api/quotes). */
export const QuoteSummarySchema = z.object({
  uuid: z.string().uuid(),
  status: z.string(),
  created_at: z.string(),
  lines: z.number().int().nonnegative(),
  total: DollarsSchema.nullable(),
});
export type QuoteSummary = z.infer<typeof QuoteSummarySchema>;
