import { z } from 'zod';
import { SavedAddressSchema } from '../upstream/customer.schemas.js';
import { AddressInputSchema, PaymentTokenSchema, ShippingMethodSchema } from '../upstream/checkout.schemas.js';

/** Checkout as the storefront shows it; amounts in integer cents (docs/decisions/0004). */

const Cents = z.number().int().nonnegative();

export const CheckoutLineViewSchema = z.object({
  sku: z.string(),
  title: z.string(),
  href: z.string(),
  imageUrl: z.string(),
  quantity: z.number().int().positive(),
  unitPrice: Cents,
  lineTotal: Cents,
  periodLabel: z.string().nullable(),
});

export const CheckoutTotalsSchema = z.object({
  subtotal: Cents,
  discount: Cents,
  shipping: Cents,
  tax: Cents,
  /** Null until a state is chosen: the tax line reads "calculated with your address". */
  taxRate: z.number().nullable(),
  total: Cents,
});

export const CheckoutViewSchema = z.object({
  /**
   * Names this checkout attempt: the form sends it back with the order, so a double click, a re-post
   * or a retry places one order (docs/decisions/0021). A new one each time the page is shown.
   */
  attemptKey: z.string(),
  /** The cart can be bought: not empty, every price visible to the viewer. */
  ready: z.boolean(),
  lines: z.array(CheckoutLineViewSchema),
  couponCodes: z.array(z.string()),
  shippingOptions: z.array(z.object({ method: ShippingMethodSchema, label: z.string(), estimate: z.string(), price: Cents })),
  shippingMethod: ShippingMethodSchema,
  state: z.string().nullable(),
  totals: CheckoutTotalsSchema,
  /** The signed-in customer's email, to prefill the contact step; null for a guest. */
  email: z.string().nullable(),
  /**
   * The signed-in customer's saved addresses (default first) to pick from; empty for a guest. With no
   * state asked for, the totals are priced for the default address's state and zip.
   */
  addresses: z.array(SavedAddressSchema),
});
export type CheckoutView = z.infer<typeof CheckoutViewSchema>;

export const CheckoutQuerySchema = z.object({
  state: z.string().trim().max(2).optional(),
  zip: z.string().trim().max(10).optional(),
  shippingMethod: ShippingMethodSchema.optional(),
});

export const PlaceOrderRequestSchema = z.object({
  attemptKey: z.string().min(16).max(128).regex(/^[A-Za-z0-9_-]+$/, 'attemptKey is malformed'),
  email: z.string().trim().max(254),
  address: AddressInputSchema,
  /** The card's billing address; absent when it is the shipping address (the form's default). */
  billingAddress: AddressInputSchema.optional(),
  shippingMethod: ShippingMethodSchema,
  /** The processor's one-time token for the card, made in the browser (never the card, docs/decisions/0061). */
  paymentToken: PaymentTokenSchema,
  /** The total the shopper saw, in cents: if the server's differs, nothing is charged (409). */
  expectedTotal: Cents,
}).strict();
export type PlaceOrderRequest = z.infer<typeof PlaceOrderRequestSchema>;

/** An order's address as shown: the name in one line. */
const OrderAddressViewSchema = z.object({
  name: z.string(), company: z.string().nullable(), street1: z.string(), street2: z.string().nullable(),
  city: z.string(), state: z.string(), zip: z.string(), phone: z.string().nullable(),
});

export const OrderViewSchema = z.object({
  number: z.string(),
  cartId: z.string(),
  email: z.string(),
  status: z.string(),
  placedAt: z.string(),
  shippingAddress: OrderAddressViewSchema,
  /** The billing address; the shipping address when the shopper kept 'same as shipping'. */
  billingAddress: OrderAddressViewSchema,
  shippingMethod: ShippingMethodSchema,
  deliveryEstimate: z.string(),
  lines: z.array(CheckoutLineViewSchema),
  couponCodes: z.array(z.string()),
  totals: CheckoutTotalsSchema,
  payment: z.object({ brand: z.string(), last4: z.string() }).nullable(),
});
export type OrderView = z.infer<typeof OrderViewSchema>;

/** The thank-you page: the order, and the analytics event to report when this is its first showing. */
export const ThankYouViewSchema = z.object({
  order: OrderViewSchema,
  analytics: z.object({
    event: z.literal('purchase'),
    transactionId: z.string(),
    value: Cents,
    tax: Cents,
    shipping: Cents,
    currency: z.literal('USD'),
    items: z.array(z.object({ sku: z.string(), quantity: z.number().int(), price: Cents })),
  }).nullable(),
});
export type ThankYouView = z.infer<typeof ThankYouViewSchema>;
