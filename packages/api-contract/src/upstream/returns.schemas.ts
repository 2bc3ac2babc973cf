import { z } from 'zod';
import { DollarsSchema } from './catalog.schemas.js';

/** An order number or return id as a path segment: digits only (an integer id of the store). */
export const IdSegment = (what: string) => z.string().regex(/^[1-9][0-9]{0,8}$/, `${what} must be a number`);

/** Staff acting as a customer name them in `user-id`; commerce-api believes it only for an is_admin token. */
export const ActingAsHeaderSchema = z.string().regex(/^[1-9]\d{0,9}$/, 'user-id must be a customer id');

/**
 * Who may see an order's returns: the signed-in customer (`authorization`, with `user-id` while staff
 * act for a customer), or a guest holding the order's email (`x-order-email`, which the BFF takes
 * from its session, never from the browser).
 */
export const ReturnAccessHeadersSchema = z.object({
  authorization: z.string().regex(/^Bearer .+/, 'expected a bearer token').optional(),
  'user-id': ActingAsHeaderSchema.optional(),
  'x-order-email': z.string().min(3).max(254).optional(),
});

/** The parcel a return ships in: weight in pounds, dimensions in inches. */
export const ReturnParcelSchema = z.object({
  weight: z.number({ invalid_type_error: 'weight must be a number' }).positive('weight must be above 0').max(150, 'weight must be at most 150 lb'),
  length: z.number({ invalid_type_error: 'length must be a number' }).positive('length must be above 0').max(108, 'length must be at most 108 in'),
  width: z.number({ invalid_type_error: 'width must be a number' }).positive('width must be above 0').max(108, 'width must be at most 108 in'),
  height: z.number({ invalid_type_error: 'height must be a number' }).positive('height must be above 0').max(108, 'height must be at most 108 in'),
});
export type ReturnParcel = z.infer<typeof ReturnParcelSchema>;

export const ReturnWindowStatusSchema = z.enum(['open', 'closed', 'not-delivered']);

/** A line of an order as the return flow sees it: ordered, already returned and still returnable. */
export const ReturnOrderLineSchema = z.object({
  sku: z.string(),
  title: z.string(),
  handle: z.string(),
  image_url: z.string(),
  unit_price: DollarsSchema,
  ordered: z.number().int().positive(),
  returned: z.number().int().nonnegative(),
  returnable: z.number().int().nonnegative(),
});
export type ReturnOrderLine = z.infer<typeof ReturnOrderLineSchema>;

/** An order with its return window and lines (spec account.md 7: GET /api/returns/order/{encoded}). */
export const ReturnOrderSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  status: z.string(),
  placed_at: z.string(),
  delivered_at: z.string().nullable(),
  window: ReturnWindowStatusSchema,
  window_closes_at: z.string().nullable(),
  /** Why the order cannot be returned (closed window, not delivered), or null. */
  window_message: z.string().nullable(),
  lines: z.array(ReturnOrderLineSchema),
});
export type ReturnOrder = z.infer<typeof ReturnOrderSchema>;

/** A signed-in customer's order in the list to return from. */
export const ReturnOrderSummarySchema = ReturnOrderSchema.omit({ lines: true, email: true }).extend({
  returnable_items: z.number().int().nonnegative(),
  total: DollarsSchema,
});
export type ReturnOrderSummary = z.infer<typeof ReturnOrderSummarySchema>;

/** spec account.md 7: POST /api/returns/shipping-rate (orderId, parcel, productSkus). */
export const ReturnShippingRateBodySchema = z.object({
  orderId: z.number().int().positive().max(2_147_483_647),
  parcel: ReturnParcelSchema,
  productSkus: z.array(z.string().min(1).max(64)).min(1, 'choose at least one product').max(50),
});
export type ReturnShippingRateBody = z.infer<typeof ReturnShippingRateBodySchema>;

export const ReturnShippingRateSchema = z.object({
  rateId: z.string(),
  carrier: z.string(),
  service: z.string(),
  amount: DollarsSchema,
  estimated_days: z.number().int().positive(),
});
export type ReturnShippingRate = z.infer<typeof ReturnShippingRateSchema>;

/** The rated shipment: its id, the weight it was rated for and its rates. */
export const ReturnShipmentSchema = z.object({
  shipmentId: z.string(),
  parcel: ReturnParcelSchema,
  rates: z.array(ReturnShippingRateSchema),
});
export type ReturnShipment = z.infer<typeof ReturnShipmentSchema>;

const AnswerText = (field: string, max: number) => z.string({ invalid_type_error: `${field} must be text` }).max(max, `${field} is too long`);

/** A line of a return (spec account.md 3: sku, quantity, reason, comment, condition, acknowledge_policy). */
export const ReturnLineBodySchema = z.object({
  sku: z.string().min(1).max(64),
  quantity: z.number().int('quantity must be a whole number').min(1, 'quantity must be at least 1').max(10_000),
  reason: AnswerText('reason', 100),
  comment: AnswerText('comment', 1000),
  condition: AnswerText('condition', 100),
  acknowledge_policy: z.boolean(),
});
export type ReturnLineBody = z.infer<typeof ReturnLineBodySchema>;

/** spec account.md 3: a return (orderId, rateId, shipmentId, requested_carrier, isDifferentPackage, lines, parcel). */
export const ReturnBodySchema = z.object({
  orderId: z.number().int().positive().max(2_147_483_647),
  rateId: z.string().min(1).max(200),
  shipmentId: z.string().min(1).max(200),
  requested_carrier: z.string().min(1).max(50),
  isDifferentPackage: z.boolean(),
  parcel: ReturnParcelSchema,
  lines: z.array(ReturnLineBodySchema).max(50),
});
export type ReturnBody = z.infer<typeof ReturnBodySchema>;

export const ReturnLineSchema = z.object({
  sku: z.string(),
  title: z.string(),
  quantity: z.number().int().positive(),
  reason: z.string(),
  comment: z.string(),
  condition: z.string(),
});

/** A stored return. */
export const ReturnSchema = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  status: z.string(),
  created_at: z.string(),
  carrier: z.string(),
  service: z.string(),
  shipping_amount: DollarsSchema,
  tracking_number: z.string(),
  parcel: ReturnParcelSchema,
  is_different_package: z.boolean(),
  lines: z.array(ReturnLineSchema),
});
export type Return = z.infer<typeof ReturnSchema>;

export const ReturnListSchema = z.object({ data: z.array(ReturnSchema) });
export const ReturnOrderListSchema = z.object({ data: z.array(ReturnOrderSummarySchema) });

/** A return's printable label: an SVG document. */
export const ReturnLabelSchema = z.object({ filename: z.string(), content_type: z.literal('image/svg+xml'), svg: z.string() });
export type ReturnLabel = z.infer<typeof ReturnLabelSchema>;

/** The reasons and conditions a return line offers (values stored; labels shown). */
export const RETURN_REASONS = [
  ['damaged', 'Arrived damaged'], ['defective', 'Defective or does not work'], ['wrong-item', 'Wrong item sent'],
  ['not-needed', 'No longer needed'], ['not-as-described', 'Not as described'], ['other', 'Other'],
] as const;
export const RETURN_CONDITIONS = [
  ['unopened', 'Unopened'], ['opened', 'Opened, unused'], ['used', 'Used'], ['damaged', 'Damaged'],
] as const;
