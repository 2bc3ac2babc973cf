import { z } from 'zod';
import { DollarsSchema } from './catalog.schemas.js';
import { SubscriptionPeriodSchema } from './cart.schemas.js';

/** Shipping methods a checkout offers (same-day only for zips in a same-day zone). */
export const ShippingMethodSchema = z.enum(['standard', 'economy', 'same_day']);
export type ShippingMethod = z.infer<typeof ShippingMethodSchema>;

const text = (max: number) => z.string().trim().max(max);

/** A US shipping address as typed; the server checks it (account-domain's `validateUsAddress`). */
export const AddressInputSchema = z.object({
  firstName: text(80),
  lastName: text(80),
  company: text(120).nullable().optional(),
  street1: text(120),
  street2: text(120).nullable().optional(),
  city: text(80),
  state: text(2),
  zip: text(10),
  phone: text(30).nullable().optional(),
}).strict();
export type AddressInput = z.infer<typeof AddressInputSchema>;

export const AddressSchema = z.object({
  firstName: z.string(), lastName: z.string(), company: z.string().nullable(), street1: z.string(), street2: z.string().nullable(),
  city: z.string(), state: z.string(), zip: z.string(), phone: z.string().nullable(),
});

export const ShippingOptionSchema = z.object({
  method: ShippingMethodSchema,
  label: z.string(),
  estimate: z.string(),
  price: DollarsSchema,
});

/** One line of a quote or an order: product lines, then protection plans (no product id; their handle is their product's). */
export const CheckoutLineSchema = z.object({
  productId: z.number().int().nullable(), sku: z.string(), title: z.string(), handle: z.string(), imageUrl: z.string(),
  quantity: z.number().int().positive(), unitPrice: DollarsSchema, lineTotal: DollarsSchema,
  isSubscription: z.boolean(), period: SubscriptionPeriodSchema.nullable(),
  /** A protection plan's line: the product it covers (its `sku` is the plan's); null or absent otherwise. */
  planForProductId: z.number().int().nullable().optional(),
});

/** What the order would cost: every amount computed by the server from the cart. */
export const CheckoutQuoteSchema = z.object({
  cartId: z.string(),
  lines: z.array(CheckoutLineSchema),
  couponCodes: z.array(z.string()),
  subtotal: DollarsSchema,
  discount: DollarsSchema,
  shippingOptions: z.array(ShippingOptionSchema),
  shippingMethod: ShippingMethodSchema,
  shipping: DollarsSchema,
  /** Null until a state is known. */
  taxRate: z.number().nonnegative().nullable(),
  tax: DollarsSchema,
  total: DollarsSchema,
});
export type CheckoutQuote = z.infer<typeof CheckoutQuoteSchema>;

export const CheckoutQuoteBodySchema = z.object({
  cartId: z.string().uuid('cart id must be a uuid'),
  customerId: z.number().int().positive().nullable().optional(),
  state: text(2).optional(),
  /** The shipping zip: same-day delivery is offered for a zip in a same-day zone before the cut-off. */
  zip: text(10).optional(),
  shippingMethod: ShippingMethodSchema.optional(),
}).strict();

/**
 * A payment token: what the browser got from the payment processor for the card (the test
 * processor's `tok_...`, Stripe's `pm_...`). Card numbers never reach the store (docs/decisions/0061).
 */
export const PaymentTokenSchema = z.string().max(255).regex(/^(tok|pm)_[A-Za-z0-9_]{6,}$/, 'paymentToken must be a payment token from the processor (tok_... or pm_...)');

/**
 * One checkout attempt. The `Idempotency-Key` header (required) names the attempt: the same attempt
 * sent again answers with its order and never charges twice. `expectedTotal` is the total the shopper
 * saw: if the server's differs (the cart changed, or the form was tampered with), nothing is charged.
 */
export const PlaceOrderBodySchema = z.object({
  cartId: z.string().uuid('cart id must be a uuid'),
  customerId: z.number().int().positive().nullable().optional(),
  email: text(254),
  address: AddressInputSchema,
  /** The card's billing address; absent when it is the shipping address (the checkout's default). */
  billingAddress: AddressInputSchema.optional(),
  shippingMethod: ShippingMethodSchema,
  paymentToken: PaymentTokenSchema,
  /** The fraud-device check's session id (spec shopping.md 4); the cart id's when absent. Sanitised by commerce-api. */
  fraudSessionId: z.string().max(128).optional(),
  expectedTotal: DollarsSchema,
}).strict();
export type PlaceOrderBody = z.infer<typeof PlaceOrderBodySchema>;

export const OrderSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  cartId: z.string(),
  customerId: z.number().int().nullable(),
  email: z.string(),
  status: z.string(),
  createdAt: z.string(),
  shippingAddress: AddressSchema,
  /** The billing address given at checkout; the shipping address when it was the same. */
  billingAddress: AddressSchema,
  shippingMethod: ShippingMethodSchema,
  deliveryEstimate: z.string(),
  lines: z.array(CheckoutLineSchema),
  couponCodes: z.array(z.string()),
  subtotal: DollarsSchema,
  discount: DollarsSchema,
  shipping: DollarsSchema,
  tax: DollarsSchema,
  total: DollarsSchema,
  payment: z.object({ brand: z.string(), last4: z.string(), status: z.enum(['authorized', 'captured', 'voided']) }).nullable(),
  /** The fraud-device check's session id the order was placed with (null for orders before it was kept). */
  fraudSessionId: z.string().nullable(),
});
export type Order = z.infer<typeof OrderSchema>;

/** The thank-you page's analytics report: `firstReport` is true once per order, however often the page loads. */
export const OrderAnalyticsSchema = z.object({
  orderId: z.number().int(),
  firstReport: z.boolean(),
  revenue: DollarsSchema,
  tax: DollarsSchema,
  shipping: DollarsSchema,
  items: z.array(z.object({ sku: z.string(), quantity: z.number().int(), price: DollarsSchema })),
});
