import { z } from 'zod';
import { DollarsSchema } from './catalog.schemas.js';
import { CartIdSchema } from './cart-ids.js';

const Text = (max: number) => z.string().max(max).optional().default('');

/** A product line of a quote request (spec shopping.md 3: id, sku, quantity); quantity never below 1. */
export const QuoteRequestProductSchema = z.object({
  id: z.number({ invalid_type_error: 'product id must be a number' }).int().positive(),
  sku: z.string().max(64).optional().default(''),
  quantity: z.number({ invalid_type_error: 'quantity must be a number' }).int('quantity must be a whole number')
    .min(1, 'quantity must be at least 1').max(100_000),
});

/**
 * A quote request as the flyout sends it. Name, email and products are checked by commerce-api with
 * cart-domain's `validateQuoteRequest`, so a missing one is a 422 keyed by field with the spec's text.
 */
export const QuoteRequestBodySchema = z.object({
  name: Text(200),
  company: Text(200),
  email: Text(254),
  phone: Text(50),
  message: Text(2000),
  products: z.array(QuoteRequestProductSchema).max(100).optional().default([]),
  /** The signed-in customer asking, if any (the BFF fills it from the session). */
  customer_id: z.number().int().positive().nullable().optional(),
});
export type QuoteRequestBody = z.input<typeof QuoteRequestBodySchema>;

/** The answer to a quote request: the message is exactly 'Quote request submitted successfully'. */
export const QuoteRequestAnswerSchema = z.object({ message: z.string(), uuid: z.string().uuid() });
export type QuoteRequestAnswer = z.infer<typeof QuoteRequestAnswerSchema>;

/** A quote line at the unit price it had when requested (null: a hidden price the viewer may not see). */
export const QuoteLineSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  handle: z.string(),
  name: z.string(),
  image_url: z.string(),
  price: DollarsSchema.nullable(),
  quantity: z.number().int().positive(),
  hide_price: z.boolean(),
});
export type QuoteLine = z.infer<typeof QuoteLineSchema>;

export const QuoteStatusSchema = z.enum(['requested', 'carted']);

/** A quote (spec: a quote has a uuid; request fields name, company, email, phone, message, products). */
export const QuoteSchema = z.object({
  uuid: z.string().uuid(),
  name: z.string(),
  company: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  status: QuoteStatusSchema,
  created_at: z.string(),
  customer_id: z.number().int().nullable(),
  cart_id: z.string().nullable(),
  products: z.array(QuoteLineSchema),
  /** The sum of the visible lines (dollars). */
  total: DollarsSchema,
});
export type Quote = z.infer<typeof QuoteSchema>;

/** Turn a quote into a cart: the session's cart (created or added to), or a cart of its own without one. */
export const QuoteToCartBodySchema = z.object({
  sessionId: z.string().min(8).max(128).optional(),
  customer_id: z.number().int().positive().nullable().optional(),
});

/** Staff make a quote from a cart; the contact defaults to the cart's customer. */
export const QuoteFromCartBodySchema = z.object({
  cartId: CartIdSchema,
  name: z.string().max(200).optional(),
  company: z.string().max(200).optional(),
  email: z.string().max(254).optional(),
  phone: z.string().max(50).optional(),
  message: z.string().max(2000).optional(),
});

/**
 * Staff (the admin site finishing a quote, docs/decisions/0071): the agreed unit price of some of the
 * quote's lines, in dollars, by product.
 */
export const QuotePricesBodySchema = z.object({
  lines: z.array(z.object({
    product_id: z.number().int().positive(),
    price: z.number().positive('an agreed price is above $0.00').finite().max(1_000_000),
  })).min(1, 'at least one line').max(200),
});
export type QuotePricesBody = z.infer<typeof QuotePricesBodySchema>;
